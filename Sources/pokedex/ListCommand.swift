import ArgumentParser
import PokeFormatting
import PokeLocalization

/// `pokedex list`: numbered names of the `/pokemon` entries, in PokeAPI's order.
struct ListCommand: PokedexSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Numbered names of every Pokémon and form, in PokeAPI's order.",
        discussion: """
            Prints the /pokemon entries in PokeAPI's order (1…1025, then the forms 10001…), one a line: \
            the National Pokédex number and the name in the locale, with the form when there is one \
            ("No.386 Deoxys (Attack Forme)"; a form shows its species' number, as the games do).

            EXIT CODES: 0 ok, 2 usage error or could not run.
            """)

    /// What `--sort` takes.
    enum Order: String, CaseIterable, ExpressibleByArgument {
        case number, name
    }

    @OptionGroup var locale: LocaleOption

    @Option(
        help: ArgumentHelp(
            "number: PokeAPI's order; name: by name in the locale's order, through ICU's collation (가나다 for ko, kana order for ja, pinyin for zh-Hans, strokes for zh-Hant), equal names by number. --offset and --limit then count in that order.",
            valueName: "order"))
    var sort: Order = .number

    @Option(help: ArgumentHelp("At most this many entries (default: all).", valueName: "n"))
    var limit: Int?

    @Option(help: ArgumentHelp("Skip this many entries first.", valueName: "n"))
    var offset: Int = 0

    @OptionGroup var source: DataSourceOptions

    func validate() throws {
        if let limit, limit < 0 { throw ValidationError("--limit takes a whole number from 0 up, not \(limit).") }
        if offset < 0 { throw ValidationError("--offset takes a whole number from 0 up, not \(offset).") }
        try source.requireAPIForCache()
    }

    func run(in context: CommandContext) async throws(CommandFailure) {
        let locale = context.nameLocale(self.locale)
        let byName = sort == .name
        let source = source.source(in: context)
        let catalog = PokemonCatalog()
        // By name, every entry is read and sorted first; the page is cut from the sorted list.
        let entries = byName ? try await source.entries(limit: nil, offset: 0) : try await source.entries(limit: limit, offset: offset)
        var rows: [(number: Int, name: String)] = entries.map { pokemon in
            // An entry newer than the bundled catalog shows its id and slug: the tables don't know it.
            (
                catalog.record(id: pokemon.id)?.speciesID ?? pokemon.id,
                context.localizer.pokemonName(slug: pokemon.slug, in: locale)?.value ?? pokemon.slug
            )
        }
        if byName {
            let collator = try Self.collator(for: locale)
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
