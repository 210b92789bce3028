import PokeLocalization
import PokeTables

/// An entry a ``PokedexSearch`` found, of any kind: what it is, its slug, and the name that matched.
public struct PokedexSearchResult: Hashable, Sendable {
    /// What the entry is: ``/PokeLocalization/NameKind/species``, `.abilities`, `.moves`…
    public let kind: NameKind
    /// The entry's PokeAPI slug: `cloud-nine`, `psyduck`.
    public let key: String
    /// The name that matched, as its table writes it (a slug for a slug's match).
    public let matchedName: String
    /// The locale of the matched name; `nil` when a slug matched.
    public let locale: LocaleTag?
    /// How the name matched the query.
    public let match: SearchResult.Match
    /// How much of the matched key the query covered, from 0 to 1 (see ``SearchResult/coverage``).
    public let coverage: Double
    /// For a species, the species search's own result (its number, and whether a form, a slug
    /// or a romanization matched); `nil` for the other kinds.
    public let species: SearchResult?

    init(kind: NameKind, _ result: SearchResult, key: String) {
        self.kind = kind
        self.key = key
        matchedName = result.matchedName
        locale = result.locale
        match = result.match
        coverage = result.coverage
        species = kind == .species ? result : nil
    }
}
