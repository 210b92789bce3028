import PokeCommandLine

/// One of `pokedex`'s subcommands: its declaration and its work.
///
/// The declaration (``CommandDeclaration``) is the one place its name, abstract, options with
/// their help and exit codes are written: the parser accepts its options, its help page is
/// rendered from it, the overview's SUBCOMMANDS lines and the options `pokedex` takes before a
/// subcommand's name (``SharedOptions``) are derived from it.
protocol Subcommand: Sendable {
    /// What it is called, what it takes and what it does.
    static var declaration: CommandDeclaration { get }
    /// Runs with the words after its name.
    static func run(_ words: [String], context: CommandContext) async throws(CommandFailure)
}

extension Subcommand {
    /// The word that picks it, such as `list`.
    static var name: String { declaration.name }
    /// The options it takes, `--help` last.
    static var options: [Option] { declaration.options }
    /// What `pokedex <name> --help` prints.
    static var help: String { declaration.helpPage(tool: PokedexCommand.tool.name) }

    /// Sorts the words after the subcommand's name by its declared options.
    static func arguments(_ words: [String]) throws(CommandFailure) -> ParsedArguments {
        do {
            return try ParsedArguments(words, command: "\(PokedexCommand.tool.name) \(name)", options: options)
        } catch {
            throw .usage(error.description)
        }
    }
}
