import PokeCommandLine
import PokeLocalization
import PokeSearch
import PokeTables

/// The options of `pokedex search` alone, each declared once: the help lists them, the command reads them.
enum SearchOption {
    /// How many matches search prints without `--limit`.
    static let defaultLimit = 10
    /// `--limit`: search's own, as its default differs from list's.
    static let limit = Option.value("--limit", "N", help: "At most N matches (default: \(defaultLimit)).")
    /// `--kind`: the kinds searched, by their tables' folder names; every searchable kind without it.
    static let kind = Option.value("--kind", "KINDS",
            help: "Search only these kinds, comma-separated: \(PokedexSearch.searchableKinds.map(\.identifier).joined(separator: ", ")) (default: all).")

    /// The kinds `--kind` names; a usage failure, with the nearest kind, for one that no search has.
    static func kinds(_ arguments: ParsedArguments) throws(CommandFailure) -> [NameKind] {
        guard let value = arguments.value(kind) else { return PokedexSearch.searchableKinds }
        let searchable = PokedexSearch.searchableKinds
        var kinds: [NameKind] = []
        for word in value.split(separator: ",", omittingEmptySubsequences: false).map({ String($0).trimmingBlanks() }) {
            guard let found = searchable.first(where: { $0.identifier == word }) else {
                throw .usage("--kind: '\(word)' is not a kind search looks in.\(Spelling.didYouMean(word, among: searchable.map(\.identifier))) "
                    + "Kinds: \(searchable.map(\.identifier).joined(separator: ", ")).")
            }
            if !kinds.contains(found) { kinds.append(found) }
        }
        return kinds
    }

    /// `--explain`.
    static let explain = Option.flag("--explain",
            help: "Under each match, the key the query was compared with, the key it matched, and how much of that key it covered: for bug reports and translators.")
}
