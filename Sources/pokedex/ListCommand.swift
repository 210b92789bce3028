import PokeLocalization

/// `pokedex list`: numbered names of the `/pokemon` entries, in PokeAPI's order.
enum ListCommand {
    static let help = """
    USAGE: pokedex list [--locale L] [--limit N] [--offset N] [--api URL [--cache DIR]]

    Prints the /pokemon entries in PokeAPI's order (1…1025, then the forms 10001…), one a line:
    the National Pokédex number and the name in the locale, with the form when there is one
    ("No.386 Deoxys (Attack Forme)"; a form shows its species' number, as the games do).

    OPTIONS:
      --locale L     The names' locale (default: LC_ALL, then LC_MESSAGES, then LANG).
      --limit N      At most N entries (default: all).
      --offset N     Skip the first N entries (default: 0).
      --api URL      Read the list from a PokeAPI server (https://pokeapi.co or a copy) instead
                     of the bundled data; the names still come from the bundled tables.
      --cache DIR    With --api: where fetched data is kept
                     (default: $XDG_CACHE_HOME/pokedex, else ~/.cache/pokedex).
      -h, --help     Show this help.

    EXIT CODES: 0 ok, 2 usage error or could not run.
    """

    static func run(_ words: [String], context: CommandContext) async throws(CommandFailure) {
        let arguments = try ParsedArguments(words, subcommand: "list",
                                            valued: ["--locale", "--limit", "--offset"] + DataSourceOptions.valued,
                                            flags: ["--help"])
        if arguments.flags.contains("--help") { return context.output(help) }
        if let extra = arguments.operands.first {
            throw .usage("list takes no operands, but got '\(extra)'. See `pokedex list --help`.")
        }
        let locale = context.nameLocale(try LocaleOptions(arguments, subcommand: "list", environment: context.environment))
        let limit = try arguments.number("--limit", subcommand: "list", minimum: 0)
        let offset = try arguments.number("--offset", subcommand: "list", minimum: 0) ?? 0
        let source = try DataSourceOptions(arguments, subcommand: "list", environment: context.environment).source()
        let catalog = PokemonCatalog()
        var lines: [String] = []
        for pokemon in try await source.entries(limit: limit, offset: offset) {
            // An entry newer than the bundled catalog shows its id and slug: the tables don't know it.
            let number = catalog.entry(id: pokemon.id)?.speciesID ?? pokemon.id
            let name = context.localizer.pokemonName(slug: pokemon.slug, in: locale).value
            lines.append("\(context.numberText(number, in: locale)) \(name)")
        }
        if !lines.isEmpty { context.output(lines.joined(separator: "\n")) }
    }
}
