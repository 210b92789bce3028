import ArgumentParser
import Foundation
import PokeTables
import PokedexTerminal

/// The `pokedex` command line: its subcommands, parsed by ArgumentParser, and the exit codes.
///
/// Exit codes: 0 ok, 1 not found, 2 usage error or could not run. ArgumentParser's own exit code
/// for a usage error (64) is not pokedex's: ``run(_:context:)`` catches the parse error and prints
/// its message itself, through the ``CommandContext``, as everything pokedex prints.
@main
struct PokedexCommand: AsyncParsableCommand {
    /// The subcommands, in the order the help lists them.
    static let subcommands: [any PokedexSubcommand.Type] = [ListCommand.self, ShowCommand.self, SearchCommand.self, BrowseCommand.self]

    static let configuration = CommandConfiguration(
        commandName: "pokedex",
        abstract: "The Pokédex in a terminal, in every language PokeAPI has.",
        discussion: """
            Offline from the data built into the package, or from a PokeAPI server with --api. \
            The locale comes from --locale, else LC_ALL, LC_MESSAGES or LANG (ko, ko_KR.UTF-8, zh-TW…).

            The options two or more subcommands take may come before the subcommand too, as in \
            `pokedex --locale ko list`; given again after it, the later one counts. They are \
            --locale, --limit, --api, --cache and --units.

            EXIT CODES: 0 ok, 1 not found, 2 usage error or could not run.
            """,
        version: "pokedex \(PackageVersion.current)",
        subcommands: subcommands)

    /// What `pokedex` alone says: it needs a subcommand.
    static var missingSubcommand: String {
        // A closure, not a key path: a key path to a static property through an existential
        // metatype crashes Swift 6.3.1's SIL generation (signal 11).
        let names = subcommands.compactMap { $0.configuration.commandName }
        return "Missing subcommand: \(names.dropLast().joined(separator: ", ")) or \(names.last ?? "")."
    }

    func run() async throws {
        throw ValidationError(Self.missingSubcommand)
    }

    static func main() async {
        let context = CommandContext(environment: ProcessInfo.processInfo.environment)
        Foundation.exit(await run(Array(CommandLine.arguments.dropFirst()), context: context))
    }

    /// Parses `arguments` (the words after `pokedex`), runs the subcommand they name and answers
    /// the exit code. Help, `--version` and completion scripts go to standard output, usage errors
    /// (with ArgumentParser's usage and "did you mean") and failures to standard error, each line
    /// without its unsafe characters.
    static func run(_ arguments: [String], context: CommandContext) async -> Int32 {
        do {
            // Only an option first can be a shared one; anything else needs no description of the subcommands.
            let moved = arguments.first?.hasPrefix("-") == true ? try SharedOptions.pokedex.movedAfterSubcommand(arguments) : arguments
            try checkSubcommandName(moved)
            let command = try parseAsRoot(moved)
            switch command {
            case let subcommand as any PokedexSubcommand:
                try await subcommand.run(in: context)
            case var command as any AsyncParsableCommand:
                try await command.run()
            default:
                var command = command
                try command.run()  // ArgumentParser's `help` subcommand, which throws its page
            }
            return 0
        } catch let failure as CommandFailure {
            context.warn(failure.description)
            return failure.exitCode
        } catch {
            guard exitCode(for: error) != .success else {
                // Help, --version, a completion script: the package's own text, from its declarations.
                context.output(page: fullMessage(for: error))
                return 0
            }
            context.warn(page: usageMessage(for: error))
            return CommandFailure.usageExitCode
        }
    }

    /// ArgumentParser's message for a usage error: `Error: …`, then the option's help and the
    /// usage. The first line quotes what was typed, so a new line typed into an argument is
    /// dropped with the other unsafe characters rather than starting a line of its own; the
    /// lines after it are the declarations' own.
    static func usageMessage(for error: any Error) -> String {
        let message = message(for: error)
        let full = fullMessage(for: error)
        let first = "Error: " + message + "\n"
        guard !message.isEmpty, full.hasPrefix(first) else { return full }
        return "Error: " + DisplayWidth.printable(message) + "\n" + full.dropFirst(first.count)
    }

    /// A usage error, with the nearest subcommand, when the first word is no subcommand's name:
    /// ArgumentParser would only call it an unexpected argument.
    static func checkSubcommandName(_ arguments: [String]) throws(ValidationError) {
        guard let first = arguments.first, !first.hasPrefix("-"), first != "help" else { return }
        let names = subcommands.compactMap { $0.configuration.commandName }
        guard !names.contains(first) else { return }
        throw ValidationError(
            "Unknown subcommand '\(first)'.\(Spelling.didYouMean(first, among: names)) "
                + "The subcommands are \(names.dropLast().joined(separator: ", ")) and \(names.last ?? "").")
    }
}
