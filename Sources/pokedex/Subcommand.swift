import PokeCommandLine

/// One of `pokedex`'s subcommands: its name, its help page, the options it takes, and its work.
///
/// The options are declared here once: the subcommand's parser accepts them, and the options
/// `pokedex` takes before a subcommand's name are derived from them (``SharedOptions``).
protocol Subcommand: Sendable {
    /// The word that picks it, such as `list`.
    static var name: String { get }
    /// What `pokedex <name> --help` prints.
    static var help: String { get }
    /// The options it takes; `--help` and `-h` come with every subcommand.
    static var options: [Option] { get }
    /// Runs with the words after its name.
    static func run(_ words: [String], context: CommandContext) async throws(CommandFailure)
}

extension Subcommand {
    /// Sorts the words after the subcommand's name by its ``options``.
    static func arguments(_ words: [String]) throws(CommandFailure) -> ParsedArguments {
        do {
            return try ParsedArguments(words, command: "pokedex \(name)", options: options)
        } catch {
            throw .usage(error.description)
        }
    }
}
