import PokeCommandLine
import PokeFormatting
import PokeLocalization

/// `pokedex list`: numbered names of the `/pokemon` entries, in PokeAPI's order.
enum ListCommand: Subcommand {
    static let declaration = CommandDeclaration(
        name: "list",
        abstract: "Numbered names of every Pokémon and form, in PokeAPI's order.",
        operands: "",
        discussion: """
        Prints the /pokemon entries in PokeAPI's order (1…1025, then the forms 10001…), one a line:
        the National Pokédex number and the name in the locale, with the form when there is one
        ("No.386 Deoxys (Attack Forme)"; a form shows its species' number, as the games do).
        """,
        options: [LocaleOptions.locale, ListOption.sort, ListOption.limit, ListOption.offset] + DataSourceOptions.options,
        exitCodes: "0 ok, 2 usage error or could not run.",
        writes: .with([DataSourceOptions.api.name]))

    static func run(_ words: [String], context: CommandContext) async throws(CommandFailure) {
        let arguments = try Self.arguments(words)
        if arguments.wantsHelp { return context.output(page: help) }
        if let extra = arguments.operands.first {
            throw .usage("\(name) takes no operands, but got '\(extra)'. \(arguments.helpHint)")
        }
        let locale = context.nameLocale(try LocaleOptions(arguments, environment: context.environment))
        let limit = try arguments.number(ListOption.limit, atLeast: 0)
        let offset = try arguments.number(ListOption.offset, atLeast: 0) ?? 0
        let byName = try order(arguments) == .name
        let source = try DataSourceOptions(arguments, environment: context.environment).source()
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

    /// `--sort`'s order, PokeAPI's (by number) when not given.
    static func order(_ arguments: ParsedArguments) throws(CommandFailure) -> ListOption.Order {
        guard let word = arguments.value(ListOption.sort) else { return .number }
        guard let order = ListOption.Order(rawValue: word) else {
            let words = EnglishList.joined(ListOption.Order.allCases.map(\.rawValue), "or")
            throw .usage("\(ListOption.sort.name) takes \(words), not '\(word)'. \(arguments.helpHint)")
        }
        return order
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
