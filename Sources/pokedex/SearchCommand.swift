import PokeCommandLine
import PokeLocalization
import PokeSearch

/// `pokedex search`: species whose names in any language match, best first.
enum SearchCommand: Subcommand {
    static let declaration = CommandDeclaration(
        name: "search",
        abstract: "Species whose names in any language match the text, best first.",
        operands: "<text>",
        discussion: """
        Finds species by a name in any language, a slug, or a romanization of a name (pinyin
        kedaya, Korean gorapadeok, Japanese kodakku), ignoring case, accents, width and kana;
        prefixes, Korean initial consonants (ㄱㄹㅍㄷ) and typos count too, in Latin letters, Hangul
        jamo (고라파둑) and kana readings (こだつく). Prints the best matches first, one a line: the
        number and the name in the locale, then what matched: its locale (or "slug"), the matched
        name (with the romanization), and how it matched.

            No.54 Psyduck · fr Psykokwak · exact
            No.54 Psyduck · zh-Hans 可达鸭 (kedaya) · romanization

        Ranking: exact, then prefix, then romanization, then initial consonants, then typos by the
        number of edits; a tie goes to the match that covers more of its name, then to the lower
        number. A species' own names come before its forms' names.
        """,
        options: [LocaleOptions.locale, SearchOption.limit, SearchOption.explain],
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
        let results = SpeciesSearch().search(text, preferring: locale.negotiated, limit: limit)
        guard !results.isEmpty else { throw .notFound("no Pokémon name matches '\(text)'.") }
        let explain = arguments.flag(SearchOption.explain)
        context.output(results.flatMap { result in
            let line = line(for: result, in: locale, context: context)
            return explain ? [line, explanation(of: result, query: text)] : [line]
        })
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
        }
        let percent = Int((result.coverage * 100).rounded())
        return "    query key '\(SearchKey.normalize(query))' matched key '\(result.matchedKey)' (\(kind)): "
            + "\(describe(result.match)), covers \(percent)% of the key"
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
