import ArgumentParser
import PokeLocalization
import PokeSearch
import PokeTables

import enum PokeTables.Spelling

/// `pokedex search`: species, abilities, moves, items… whose names in any language match, best first.
struct SearchCommand: PokedexSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "Species, abilities, moves, items and more whose names in any language match the text, best first.",
        discussion: """
            Finds species by a name in any language, a slug, or a romanization of a name (pinyin \
            kedaya, Korean gorapadeok, Japanese kodakku), and abilities, moves, items, types and the \
            other named lists by a name in any language or a slug, ignoring case, accents, width and \
            kana; prefixes, Korean initial consonants (ㄱㄹㅍㄷ) and typos count too, in Latin letters, \
            Hangul jamo (고라파둑) and kana readings (こだつく). Prints the best matches first, one a line: \
            a species' number and name in the locale, or another entry's kind, name in the locale and \
            slug; then what matched: its locale (or "slug"), the matched name (with the \
            romanization), and how it matched. --kind searches only the kinds it names.

              No.54 Psyduck · fr Psykokwak · exact
              No.54 Psyduck · zh-Hans 可达鸭 (kedaya) · romanization
              ability Cloud Nine (cloud-nine) · ko 날씨부정 · exact

            Ranking: exact, then prefix, then romanization, then initial consonants, then typos by the \
            number of edits; a tie goes to the match that covers more of its name, then to the lower \
            number (between kinds, species first, then the order --kind lists). A species' own names \
            come before its forms' names.

            EXIT CODES: 0 ok, 1 nothing matches, 2 usage error.
            """)

    /// The kinds `--kind` names, in its order, each once.
    struct Kinds: ExpressibleByArgument {
        var kinds: [NameKind]

        init?(argument: String) {
            try? self.init(parsing: argument)
        }

        /// The kinds of a comma-separated list of the searchable kinds' folder names.
        /// - Throws: `ValidationError` naming the word that is no searchable kind, and the kinds.
        init(parsing value: String) throws(ValidationError) {
            let searchable = PokedexSearch.searchableKinds
            kinds = []
            for word in value.split(separator: ",", omittingEmptySubsequences: false).map({ String($0).trimmingBlanks() }) {
                guard let found = searchable.first(where: { $0.identifier == word }) else {
                    throw ValidationError(
                        "'\(word)' is not a kind search looks in.\(Spelling.didYouMean(word, among: searchable.map(\.identifier))) The kinds are "
                            + searchable.map(\.identifier).joined(separator: ", ") + ".")
                }
                if !kinds.contains(found) { kinds.append(found) }
            }
        }
    }

    @Argument(help: ArgumentHelp("The text to look for; several words are one text.", valueName: "text"))
    var words: [String]

    @OptionGroup var locale: LocaleOption

    @Option(
        help: ArgumentHelp(
            "Search only these kinds, comma-separated: \(PokedexSearch.searchableKinds.map(\.identifier).joined(separator: ", ")) (default: all).",
            valueName: "kinds"), transform: { try Kinds(parsing: $0) })
    var kind: Kinds?

    @Option(help: ArgumentHelp("At most this many matches.", valueName: "n"))
    var limit: Int = 10

    @Flag(
        help:
            "Under each match, the key the query was compared with, the key it matched, and how much of that key it covered: for bug reports and translators."
    )
    var explain = false

    /// The words as one text: `pokedex search mr. mime` looks for "mr. mime".
    var text: String { words.joined(separator: " ") }

    func validate() throws {
        if text.allSatisfy(\.isWhitespace) { throw ValidationError("search needs the text to look for, e.g. `pokedex search psyduck`.") }
        if limit < 1 { throw ValidationError("--limit takes a whole number from 1 up, not \(limit).") }
    }

    func run(in context: CommandContext) throws(CommandFailure) {
        let text = text
        let locale = context.nameLocale(self.locale)
        let kinds = kind?.kinds ?? PokedexSearch.searchableKinds
        let results = PokedexSearch(kinds: kinds).search(text, preferring: locale.negotiated, limit: limit)
        guard !results.isEmpty else {
            let searched = kinds == PokedexSearch.searchableKinds ? "" : " among \(kinds.map(\.identifier).joined(separator: ", "))"
            throw .notFound("no Pokédex name matches '\(text)'\(searched).")
        }
        context.output(
            results.flatMap { result in
                guard let species = result.species else {
                    let line = Self.line(for: result, in: locale, context: context)
                    let kind = result.locale == nil ? "\(result.kind.entryWord) slug" : "\(result.kind.entryWord) name"
                    return explain
                        ? [
                            line,
                            Self.explanation(
                                matchedName: result.matchedName, kind: kind, match: result.match,
                                coverage: result.coverage, query: text),
                        ] : [line]
                }
                let line = Self.line(for: species, in: locale, context: context)
                return explain ? [line, Self.explanation(of: species, query: text)] : [line]
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
        return
            "\(context.localizer.numberText(result.speciesID, in: locale)) \(name) · \(matchedText(result, localizer: context.localizer)) · \(describe(result.match))"
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
