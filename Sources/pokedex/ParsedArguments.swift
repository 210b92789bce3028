import PokeCommandLine

/// The command-line layer `pokedex` shares with `loccheck` (`PokeCommandLine`): options with
/// values as the next word or after `=`, `--` before operands that start with a dash, and one
/// "did you mean" rule.
typealias ParsedArguments = PokeCommandLine.ParsedArguments

extension ParsedArguments {
    /// Sorts a subcommand's words, accepting only the options it takes (and `--help`, `-h`).
    /// - Parameters:
    ///   - valued: options that take a value, such as `--locale`.
    ///   - flags: options without a value.
    init(_ words: [String], subcommand: String, valued: [String], flags: [String]) throws(CommandFailure) {
        do {
            try self.init(words, command: "pokedex \(subcommand)",
                          options: valued.map { Option.value($0) } + flags.map { Option.flag($0) })
        } catch {
            throw .usage(error.description)
        }
    }

    /// The value of an option that takes a whole number from `minimum` up; a usage failure otherwise.
    func number(_ option: String, atLeast minimum: Int) throws(CommandFailure) -> Int? {
        do {
            return try number(option, minimum: minimum)
        } catch {
            throw .usage(error.description)
        }
    }
}
