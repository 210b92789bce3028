import PokeCommandLine

/// The `pokedex` command line: picks the subcommand, runs it, and turns failures into exit codes.
///
/// Exit codes: 0 ok, 1 not found, 2 usage error or could not run (one line on standard error).
struct PokedexCommand {
    var context: CommandContext

    init(environment: [String: String]) {
        context = CommandContext(environment: environment)
    }

    /// The subcommands, in the order the help lists them.
    static let subcommands: [any Subcommand.Type] = [ListCommand.self, ShowCommand.self, SearchCommand.self, BrowseCommand.self]
    /// The options several subcommands take, which may come before the subcommand's name too.
    static let shared = SharedOptions(subcommands)

    static let help = """
    USAGE: pokedex [shared options] <subcommand> [options]
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

    The options the subcommands share may come before the subcommand too, as in
    `pokedex --locale ko list`; given again after it, the later one counts. They are
    \(shared.names).

    OPTIONS:
      --version             Print pokedex's version.
      -h, --help            Show this help.

    EXIT CODES: 0 ok, 1 not found, 2 usage error or could not run.
    """

    static let tool = CommandLineTool(name: "pokedex", subcommands: subcommands.map { $0.name } + ["help"])

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

    /// "list, show, search or browse".
    private static var subcommandNames: String { EnglishList.joined(subcommands.map { $0.name }, "or") }

    private func dispatch(_ arguments: [String]) async throws(CommandFailure) {
        let (leading, rest) = try Self.shared.split(arguments)
        guard let first = rest.first else {
            throw .usage("missing subcommand: \(Self.subcommandNames). See `pokedex --help`.")
        }
        if let subcommand = Self.subcommands.first(where: { $0.name == first }) {
            return try await subcommand.run(leading + rest.dropFirst(), context: context)
        }
        switch first {
        case "help", "--help", "-h": try help(Array(rest.dropFirst()))
        case "--version":
            guard rest.count == 1 else { throw .usage(Self.tool.versionTakesNothing.description) }
            context.output(Self.tool.version)
        default: throw .usage(Self.tool.unknownSubcommand(first).description)
        }
    }

    /// `pokedex help`, `pokedex help show`.
    private func help(_ topics: [String]) throws(CommandFailure) {
        guard let topic = topics.first else { return context.output(page: Self.help) }
        guard let subcommand = Self.subcommands.first(where: { $0.name == topic }) else {
            let names = EnglishList.joined(Self.subcommands.map { $0.name })
            throw .usage("there is no help on '\(topic)'; the subcommands are \(names).")
        }
        context.output(page: subcommand.help)
    }
}
