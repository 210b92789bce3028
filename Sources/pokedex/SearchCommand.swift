import PokeLocalization
import PokeSearch

/// `pokedex search`: species whose names in any language match, best first.
enum SearchCommand {
    static let help = """
    USAGE: pokedex search <text> [--locale L] [--limit N]

    Finds species by a name in any language or a slug, ignoring case, accents, width and kana;
    prefixes, Korean initial consonants (ㄱㄹㅍㄷ) and typos in Latin names count too. Prints
    the best matches first, one a line: the number and the name in the locale, then what
    matched: its locale (or "slug"), the matched name, and how it matched.

        No.54 Psyduck · fr Psykokwak · exact

    OPTIONS:
      --locale L     The names' locale (default: LC_ALL, then LC_MESSAGES, then LANG).
      --limit N      At most N matches (default: 10).
      -h, --help     Show this help.

    EXIT CODES: 0 ok, 1 nothing matches, 2 usage error.
    """

    static func run(_ words: [String], context: CommandContext) throws(CommandFailure) {
        let arguments = try ParsedArguments(words, subcommand: "search", valued: ["--locale", "--limit"], flags: ["--help"])
        if arguments.flags.contains("--help") { return context.output(help) }
        let text = arguments.operands.joined(separator: " ")
        guard !text.allSatisfy(\.isWhitespace) else {
            throw .usage("search needs the text to look for, e.g. `pokedex search psyduck`.")
        }
        let locale = context.nameLocale(try LocaleOptions(arguments, subcommand: "search", environment: context.environment))
        let limit = try arguments.number("--limit", subcommand: "search", minimum: 1) ?? 10
        let results = SpeciesSearch().search(text, limit: limit)
        guard !results.isEmpty else { throw .notFound("no Pokémon name matches '\(text)'.") }
        context.output(results.map { line(for: $0, in: locale, context: context) }.joined(separator: "\n"))
    }

    /// "No.54 Psyduck · fr Psykokwak · exact".
    static func line(for result: SearchResult, in locale: NameLocale, context: CommandContext) -> String {
        let name = context.localizer.speciesName(id: result.speciesID, in: locale)?.value ?? result.matchedName
        let matchedIn = result.locale?.description ?? "slug"
        return "\(context.numberText(result.speciesID, in: locale)) \(name) · \(matchedIn) \(result.matchedName) · \(describe(result.match))"
    }

    static func describe(_ match: SearchResult.Match) -> String {
        switch match {
        case .exact: "exact"
        case .prefix: "prefix"
        case .initialConsonants: "initial consonants"
        case .typo(let distance): distance == 1 ? "typo (1 edit)" : "typo (\(distance) edits)"
        }
    }
}
