import ArgumentParser
import PokeLocalization
import PokeSearch
import PokeTables
import Pokedex
import PokedexCard

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

            With --api, the species a PokeAPI server lists and the bundled tables lack are searched \
            too, by the server's names and slugs, and marked † (from the server, not reviewed).

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
    @OptionGroup var source: DataSourceOptions

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
        try source.requireAPIForCache()
    }

    func run(in context: CommandContext) async throws(CommandFailure) {
        let text = text
        let locale = context.nameLocale(self.locale)
        let kinds = kind?.kinds ?? PokedexSearch.searchableKinds
        let results = PokedexSearch(kinds: kinds).search(text, preferring: locale.negotiated, limit: limit)
        // A server's species the tables lack, ranked among the tables' matches by how they matched.
        var fromServer: [SearchResult] = []
        var server: ServerSpeciesSearch?
        if let api = source.api, kinds.contains(.species) {
            let client = PokedexClient(
                configuration: PokedexConfiguration(baseURL: api, cacheDirectory: source.cacheDirectory(in: context.environment)))
            let found = try await ServerSpeciesSearch(client: client, catalog: context.localizer.catalog)
            fromServer = found.search.search(text, preferring: locale.negotiated, limit: limit)
            server = found
        }
        guard !results.isEmpty || !fromServer.isEmpty else {
            let searched = kinds == PokedexSearch.searchableKinds ? "" : " among \(kinds.map(\.identifier).joined(separator: ", "))"
            throw .notFound("no Pokédex name matches '\(text)'\(searched).")
        }
        let ranked = Self.merged(results, fromServer, limit: limit)
        var output: [String] = ranked.flatMap { ranked -> [String] in
            switch ranked {
            case .tables(let result): lines(for: result, in: locale, context: context)
            case .server(let result):
                [Self.line(forServer: result, species: server?.species[result.speciesID], in: locale, context: context)]
                    + (explain ? [Self.explanation(of: result, query: text)] : [])
            }
        }
        if ranked.contains(where: \.isFromServer) {
            output.append(CardLines.serverMark + " " + context.localizer.name(.labels, "from-server", in: locale).value)
        }
        context.output(output)
    }

    /// A match of the tables' or of a server's species the tables lack.
    enum Ranked {
        case tables(PokedexSearchResult)
        case server(SearchResult)

        var isFromServer: Bool { if case .server = self { true } else { false } }
    }

    /// The tables' matches and a server's, each ranked already, as one list of at most `limit`:
    /// the tables' in their order (which weighs the locale and the kinds), a server's match put
    /// before the first of them it outranks by match, then coverage.
    static func merged(_ tables: [PokedexSearchResult], _ server: [SearchResult], limit: Int) -> [Ranked] {
        var merged: [Ranked] = []
        var table = tables[...]
        var other = server[...]
        while merged.count < limit, !table.isEmpty || !other.isEmpty {
            if let candidate = other.first,
                table.first.map({ candidate.match < $0.match || (candidate.match == $0.match && candidate.coverage > $0.coverage) }) ?? true
            {
                merged.append(.server(candidate))
                other.removeFirst()
            } else if let first = table.first {
                merged.append(.tables(first))
                table.removeFirst()
            }
        }
        return merged
    }

    /// "No.1026 픽스처몬† · ko 픽스처몬 · exact": a species a server has and the tables lack, named
    /// in the locale from the server's names.
    static func line(forServer result: SearchResult, species: Species?, in locale: NameLocale, context: CommandContext) -> String {
        let name = species.flatMap { ServerText(species: $0).speciesName(in: locale)?.value } ?? result.matchedName
        let matched = result.locale.map { "\($0) \(result.matchedName)" } ?? "slug \(result.matchedName)"
        return
            "\(context.localizer.numberText(result.speciesID, in: locale)) \(name)\(CardLines.serverMark) · \(matched) · \(describe(result.match))"
    }

    /// The line of one of the tables' matches, and its explanation with --explain.
    func lines(for result: PokedexSearchResult, in locale: NameLocale, context: CommandContext) -> [String] {
        if let species = result.species {
            let line = Self.line(for: species, in: locale, context: context)
            return explain ? [line, Self.explanation(of: species, query: text)] : [line]
        }
        let line = Self.line(for: result, in: locale, context: context)
        guard explain else { return [line] }
        let kind = result.locale == nil ? "\(result.kind.entryWord) slug" : "\(result.kind.entryWord) name"
        return [
            line,
            Self.explanation(matchedName: result.matchedName, kind: kind, match: result.match, coverage: result.coverage, query: text),
        ]
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
