import PokeCommandLine

/// The command-line layer `pokedex` shares with `loccheck` (`PokeCommandLine`): options with
/// values as the next word or after `=`, `--` before operands that start with a dash, and one
/// "did you mean" rule. Each subcommand sorts its words with ``Subcommand/arguments(_:)`` and
/// reads them by their declared constants (``ListOption/limit``), never by a string.
typealias ParsedArguments = PokeCommandLine.ParsedArguments

extension ParsedArguments {
    /// The value of `option`, a whole number from `minimum` up; a usage failure otherwise.
    func number(_ option: Option, atLeast minimum: Int) throws(CommandFailure) -> Int? {
        do {
            return try number(option, minimum: minimum)
        } catch {
            throw .usage(error.description)
        }
    }
}
