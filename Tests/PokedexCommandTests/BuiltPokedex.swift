import CommandTestSupport
import Foundation

/// Runs the built `pokedex` as a user would, with the locale variables cleared unless a test sets
/// them, so the machine's own locale never leaks into an expected output.
struct BuiltPokedex {
    typealias Output = BuiltCommand.Output
    private let command = BuiltCommand("pokedex")

    var executable: URL { command.executable }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Output {
        try command.run(arguments, environment: environment, clearing: ["LC_ALL", "LC_MESSAGES", "LANG"])
    }
}
