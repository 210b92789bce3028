import PokeCommandLine

/// The `pokedex` command line: picks the subcommand, runs it, and turns failures into exit codes.
///
/// Exit codes: 0 ok, 1 not found, 2 usage error or could not run (one line on standard error).
struct PokedexCommand {
    var context: CommandContext

    init(environment: [String: String]) {
        context = CommandContext(environment: environment)
    }

    /// The subcommands, in the order the help lists them: the one list dispatch, the overview,
    /// the shared options and "did you mean" derive from.
    static let subcommands: [any Subcommand.Type] = [ListCommand.self, ShowCommand.self, SearchCommand.self, BrowseCommand.self]
    /// The subcommands' declarations, in the same order.
    // A closure, not a key path: a key path to a static property through `any Subcommand.Type`
    // crashes Swift 6.3.1's SIL generation (signal 11).
    static let declarations: [CommandDeclaration] = subcommands.map { $0.declaration }

    /// `--version`, which `pokedex` takes before any subcommand.
    static let version = Option.flag("--version", help: "Print pokedex's version.")
    /// The options of `pokedex` itself, as its help lists them.
    static let options: [Option] = [version, .help]
    /// The options several subcommands take, which may come before the subcommand's name too.
    static let shared = SharedOptions(declarations, commandOptions: options)

    static let tool = CommandLineTool(name: "pokedex", subcommands: declarations.map(\.name) + ["help"])

    /// `pokedex --help`: the subcommands' lines come from their declarations.
    static let help: String = """
        USAGE: pokedex [shared options] <subcommand> [options]
               pokedex --version

        The Pokédex in a terminal, in every language PokeAPI has; offline from the data built into
        the package, or from a PokeAPI server with --api URL.

        SUBCOMMANDS:

        """ + HelpColumns.subcommands(declarations) + """

        The locale comes from --locale, else LC_ALL, LC_MESSAGES or LANG (ko, ko_KR.UTF-8, zh-TW…).
        See `pokedex <subcommand> --help` for each one's options.


        """ + HelpColumns.paragraph("The options the subcommands share may come before the subcommand too, as in "
            + "`pokedex --locale ko list`; given again after it, the later one counts. They are \(shared.names).") + """

        OPTIONS:

        """ + HelpColumns.options(options) + """

        EXIT CODES: 0 ok, 1 not found, 2 usage error or could not run.

        """

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
    private static var subcommandNames: String { EnglishList.joined(declarations.map(\.name), "or") }

    private func dispatch(_ arguments: [String]) async throws(CommandFailure) {
        let (leading, rest) = try Self.shared.split(arguments)
        guard let first = rest.first else {
            throw .usage("missing subcommand: \(Self.subcommandNames). See `pokedex --help`.")
        }
        if let subcommand = Self.subcommands.first(where: { $0.name == first }) {
            return try await subcommand.run(leading + rest.dropFirst(), context: context)
        }
        if first == "help" || Option.help.name == first || Option.help.aliases.contains(first) {
            return try help(Array(rest.dropFirst()))
        }
        guard first == Self.version.name else { throw .usage(Self.tool.unknownSubcommand(first).description) }
        guard rest.count == 1 else { throw .usage(Self.tool.versionTakesNothing.description) }
        context.output(Self.tool.version)
    }

    /// `pokedex help`, `pokedex help show`.
    private func help(_ topics: [String]) throws(CommandFailure) {
        guard let topic = topics.first else { return context.output(page: Self.help) }
        guard let subcommand = Self.subcommands.first(where: { $0.name == topic }) else {
            let names = EnglishList.joined(Self.declarations.map(\.name))
            throw .usage("there is no help on '\(topic)'; the subcommands are \(names).")
        }
        context.output(page: subcommand.help)
    }
}
