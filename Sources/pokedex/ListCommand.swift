import PokeCommandLine
import PokeFormatting
import PokeLocalization

/// `pokedex list`: numbered names of the `/pokemon` entries, in PokeAPI's order.
enum ListCommand: Subcommand {
    static let name = "list"
    static let options: [Option] = [.value("--locale"), .value("--limit"), .value("--offset"), .value("--sort")]
        + DataSourceOptions.options

    static let help = """
    USAGE: pokedex list [--locale L] [--sort number|name] [--limit N] [--offset N]
           pokedex list [OPTIONS] --api URL [--cache DIR]

    Prints the /pokemon entries in PokeAPI's order (1…1025, then the forms 10001…), one a line:
    the National Pokédex number and the name in the locale, with the form when there is one
    ("No.386 Deoxys (Attack Forme)"; a form shows its species' number, as the games do).

    OPTIONS:
      --locale L     The names' locale (default: LC_ALL, then LC_MESSAGES, then LANG).
      --sort S       number (default): PokeAPI's order; name: by name in the locale's order,
                     through ICU's collation (가나다 for ko, kana order for ja, pinyin for
                     zh-Hans, strokes for zh-Hant), equal names by number. --offset and
                     --limit then count in that order.
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
        let arguments = try Self.arguments(words)
        if arguments.wantsHelp { return context.output(page: help) }
        if let extra = arguments.operands.first {
            throw .usage("list takes no operands, but got '\(extra)'. See `pokedex list --help`.")
        }
        let locale = context.nameLocale(try LocaleOptions(arguments, subcommand: name, environment: context.environment))
        let limit = try arguments.number("--limit", atLeast: 0)
        let offset = try arguments.number("--offset", atLeast: 0) ?? 0
        let byName: Bool
        switch arguments.values["--sort"] {
        case nil, "number": byName = false
        case "name": byName = true
        case let other?: throw .usage("--sort takes number or name, not '\(other)'. See `pokedex list --help`.")
        }
        let source = try DataSourceOptions(arguments, subcommand: name, environment: context.environment).source()
        let catalog = PokemonCatalog()
        // By name, every entry is read and sorted first; the page is cut from the sorted list.
        let entries = byName ? try await source.entries(limit: nil, offset: 0) : try await source.entries(limit: limit, offset: offset)
        var rows: [(number: Int, name: String)] = entries.map { pokemon in
            // An entry newer than the bundled catalog shows its id and slug: the tables don't know it.
            (catalog.record(id: pokemon.id)?.speciesID ?? pokemon.id, context.localizer.pokemonName(slug: pokemon.slug, in: locale).value)
        }
        if byName {
            let collator = try collator(for: locale)
            rows = collator.sorted(rows.sorted { $0.number < $1.number }, byName: \.name)
            let start = min(offset, rows.count)
            rows = Array(rows[start..<(limit.map { min(rows.count, start + $0) } ?? rows.count)])
        }
        context.output(rows.map { "\(context.localizer.numberText($0.number, in: locale)) \($0.name)" })
    }

    /// The collator of the names' locale: the negotiated one (English when none was).
    static func collator(for locale: NameLocale) throws(CommandFailure) -> NameCollator {
        do {
            return try NameCollator(locale: locale.negotiated?.description ?? "en")
        } catch {
            throw .couldNotRun("could not sort by name: \(error)")
        }
    }
}
