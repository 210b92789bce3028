import ArgumentParser
import Foundation

/// One of `pokedex`'s subcommands: a command type whose properties are its options, declared
/// once; ArgumentParser parses them and derives its usage, help and completions from them.
///
/// It runs with the ``CommandContext`` the command line made, and fails with a ``CommandFailure``,
/// whose exit code ``PokedexCommand`` returns; a usage error is a `ValidationError` from
/// `validate()`, which ArgumentParser reports with the subcommand's usage.
protocol PokedexSubcommand: AsyncParsableCommand {
    /// Does the work, printing through `context`.
    func run(in context: CommandContext) async throws(CommandFailure)
}

extension PokedexSubcommand {
    /// ArgumentParser's entry, for a caller other than ``PokedexCommand/main()``: the process's environment.
    func run() async throws {
        try await run(in: CommandContext(environment: ProcessInfo.processInfo.environment))
    }
}
