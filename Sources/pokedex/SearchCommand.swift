import PokeCommandLine
import PokeLocalization
import PokeSearch

/// `pokedex search`: species, abilities, moves, items… whose names in any language match, best first.
enum SearchCommand: Subcommand {
    static let declaration = CommandDeclaration(
        name: "search",
        abstract: "Species, abilities, moves, items and more whose names in any language match the text, best first.",
        operands: "<text>",
        discussion: """
        Finds species by a name in any language, a slug, or a romanization of a name (pinyin
        kedaya, Korean gorapadeok, Japanese kodakku), and abilities, moves, items, types and the
        other named lists by a name in any language or a slug, ignoring case, accents, width and
        kana; prefixes, Korean initial consonants (ㄱㄹㅍㄷ) and typos count too, in Latin letters,
        Hangul jamo (고라파둑) and kana readings (こだつく). Prints the best matches first, one a line:
        a species' number and name in the locale, or another entry's kind, name in the locale and
        slug; then what matched: its locale (or "slug"), the matched name (with the
        romanization), and how it matched. --kind searches only the kinds it names.

            No.54 Psyduck · fr Psykokwak · exact
            No.54 Psyduck · zh-Hans 可达鸭 (kedaya) · romanization
            ability Cloud Nine (cloud-nine) · ko 날씨부정 · exact

        Ranking: exact, then prefix, then romanization, then initial consonants, then typos by the
        number of edits; a tie goes to the match that covers more of its name, then to the lower
        number (between kinds, species first, then the order --kind lists). A species' own names
        come before its forms' names.
        """,
        options: [LocaleOptions.locale, SearchOption.kind, SearchOption.limit, SearchOption.explain],
        exitCodes: "0 ok, 1 nothing matches, 2 usage error.",
        writes: .never)

    static func run(_ words: [String], context: CommandContext) throws(CommandFailure) {
        let arguments = try Self.arguments(words)
        if arguments.wantsHelp { return context.output(page: help) }
        let text = arguments.operands.joined(separator: " ")
        guard !text.allSatisfy(\.isWhitespace) else {
            throw .usage("search needs the text to look for, e.g. `pokedex search psyduck`.")
        }
        let locale = context.nameLocale(try LocaleOptions(arguments, environment: context.environment))
        let limit = try arguments.number(SearchOption.limit, atLeast: 1) ?? SearchOption.defaultLimit
        let kinds = try SearchOption.kinds(arguments)
        let results = PokedexSearch(kinds: kinds).search(text, preferring: locale.negotiated, limit: limit)
        guard !results.isEmpty else {
            let searched = kinds == PokedexSearch.searchableKinds ? "" : " among \(kinds.map(\.identifier).joined(separator: ", "))"
            throw .notFound("no Pokédex name matches '\(text)'\(searched).")
        }
        let explain = arguments.flag(SearchOption.explain)
        context.output(results.flatMap { result in
            guard let species = result.species else {
                let line = line(for: result, in: locale, context: context)
                return explain ? [line, explanation(matchedName: result.matchedName, kind: result.locale == nil ? "\(result.kind.entryWord) slug" : "\(result.kind.entryWord) name",
                                                    match: result.match, coverage: result.coverage, query: text)] : [line]
            }
            let line = line(for: species, in: locale, context: context)
            return explain ? [line, explanation(of: species, query: text)] : [line]
        })
    }

    /// "ability Cloud Nine (cloud-nine) · ko 날씨부정 · exact": an entry of a kind other than species.
    static func line(for result: PokedexSearchResult, in locale: NameLocale, context: CommandContext) -> String {
        let name = context.localizer.name(result.kind, result.key, in: locale).value
        let matched = result.locale.map { "\($0) \(result.matchedName)" } ?? "slug \(result.matchedName)"
        return "\(result.kind.entryWord) \(name) (\(result.key)) · \(matched) · \(describe(result.match))"
    }

    /// "No.54 Psyduck · fr Psykokwak · exact".
    static func line(for result: SearchResult, in locale: NameLocale, context: CommandContext) -> String {
        let name = context.localizer.speciesName(of: result, in: locale)
        return "\(context.localizer.numberText(result.speciesID, in: locale)) \(name) · \(matchedText(result, localizer: context.localizer)) · \(describe(result.match))"
    }

    /// What matched: "fr Psykokwak", "slug deoxys-attack", "zh-Hans 可达鸭 (kedaya)": a
    /// romanization with the name it spells, in that locale's script. `search` and browse both.
    static func matchedText(_ result: SearchResult, localizer: TableLocalizer) -> String {
        guard let locale = result.locale else { return "slug \(result.matchedName)" }
        guard result.name.kind == .romanization else { return "\(locale) \(result.matchedName)" }
        let native = localizer.speciesName(id: result.speciesID, in: localizer.locale(for: locale.description))?.value
        return "\(locale) \(native ?? "?") (\(result.matchedName))"
    }

    /// "    key: query 'gorapadeok' ~ 'gorapadeok' (ko romanization), romanization, covers 100%".
    static func explanation(of result: SearchResult, query: String) -> String {
        let kind: String
        switch result.name.kind {
        case .species: kind = "species name"
        case .form: kind = "form name"
        case .slug: kind = "species slug"
        case .formSlug: kind = "form slug"
        case .romanization: kind = "romanization"
        case .name: kind = "name"
        case .key: kind = "slug"
        }
        return explanation(matchedName: result.matchedName, kind: kind, match: result.match, coverage: result.coverage, query: query)
    }

    /// The explanation line of any match: the keys compared, the kind of name, the match and its coverage.
    static func explanation(matchedName: String, kind: String, match: SearchResult.Match, coverage: Double, query: String) -> String {
        let percent = Int((coverage * 100).rounded())
        return "    query key '\(SearchKey.normalize(query))' matched key '\(SearchKey.normalize(matchedName))' (\(kind)): "
            + "\(describe(match)), covers \(percent)% of the key"
    }

    static func describe(_ match: SearchResult.Match) -> String {
        switch match {
        case .exact: "exact"
        case .prefix: "prefix"
        case .romanization: "romanization"
        case .initialConsonants: "initial consonants"
        case .typo(let distance): distance == 1 ? "typo (1 edit)" : "typo (\(distance) edits)"
        }
    }
}
