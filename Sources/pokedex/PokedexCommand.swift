import PokeCommandLine

/// The `pokedex` command line: picks the subcommand, runs it, and turns failures into exit codes.
///
/// Exit codes: 0 ok, 1 not found, 2 usage error or could not run (one line on standard error).
struct PokedexCommand {
    var context: CommandContext

    init(environment: [String: String]) {
        context = CommandContext(environment: environment)
    }

    static let help = """
    USAGE: pokedex <subcommand> [options]
           pokedex --version

    The Pokédex in a terminal, in every language PokeAPI has; offline from the data built into
    the package, or from a PokeAPI server with --api URL.

    SUBCOMMANDS:
      list                  Numbered names of every Pokémon and form, in PokeAPI's order.
      show <id|slug|name>   One Pokémon's card: number, name, types, height, weight, artwork.
      search <text>         Species whose names in any language match the text, best first.
      browse                Full screen: a list that loads as you scroll, search as you type,
                            and each card with its artwork. Needs a terminal.

    The locale comes from --locale, else LC_ALL, LC_MESSAGES or LANG (ko, ko_KR.UTF-8, zh-TW…).
    See `pokedex <subcommand> --help` for each one's options.

    OPTIONS:
      --version             Print pokedex's version.
      -h, --help            Show this help.

    EXIT CODES: 0 ok, 1 not found, 2 usage error or could not run.
    """

    static let tool = CommandLineTool(name: "pokedex", subcommands: ["list", "show", "search", "browse", "help"])

    /// Runs with the arguments after the command name and answers the exit code.
    func run(_ arguments: [String]) async -> Int32 {
        do {
            try await dispatch(arguments)
            return 0
        } catch {
            context.warn("\(error)")
            return error.exitCode
        }
    }

    private func dispatch(_ arguments: [String]) async throws(CommandFailure) {
        guard let first = arguments.first else {
            throw .usage("missing subcommand: list, show, search or browse. See `pokedex --help`.")
        }
        let rest = Array(arguments.dropFirst())
        switch first {
        case "list": try await ListCommand.run(rest, context: context)
        case "show": try await ShowCommand.run(rest, context: context)
        case "search": try SearchCommand.run(rest, context: context)
        case "browse": try await BrowseCommand.run(rest, context: context)
        case "help", "--help", "-h": try help(rest)
        case "--version":
            guard rest.isEmpty else { throw .usage(Self.tool.versionTakesNothing.description) }
            context.output(Self.tool.version)
        default: throw .usage(Self.tool.unknownSubcommand(first).description)
        }
    }

    /// `pokedex help`, `pokedex help show`.
    private func help(_ topics: [String]) throws(CommandFailure) {
        switch topics.first {
        case nil: context.output(Self.help)
        case "list": context.output(ListCommand.help)
        case "show": context.output(ShowCommand.help)
        case "search": context.output(SearchCommand.help)
        case "browse": context.output(BrowseCommand.help)
        case let topic?: throw .usage("there is no help on '\(topic)'; the subcommands are list, show, search and browse.")
        }
    }
}
