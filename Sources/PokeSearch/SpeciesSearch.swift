import PokeLocalization
import PokeTables

/// Finds species by their name in any locale, by a prefix of it, by Korean initial consonants,
/// or despite a typo.
///
/// ```swift
/// let search = SpeciesSearch()
/// search.species(named: "Psykokwak")        // 54
/// search.search("ㄱㄹㅍㄷ").first?.speciesID  // 54, matched 고라파덕 (ko) by initial consonants
/// search.search("charzard").first?.match    // .typo(distance: 1), matched Charizard (en)
/// ```
///
/// Queries and names are compared as ``SearchKey``s, so case, width, kana, accents, spaces and
/// punctuation don't matter. Results hold one entry per species (its best match), ranked exact,
/// prefix, initial consonants, then typos by distance; ties go by National Pokédex number.
public struct SpeciesSearch: Sendable {
    let index: NameIndex

    /// Searches every species name of the package's tables, in every locale, and every slug.
    ///
    /// The index is built once per process, on first use (a few milliseconds), and shared.
    public init() {
        index = Self.bundledIndex
    }

    /// Searches the names a localizer serves; builds a new index (a few milliseconds).
    public init(localizer: TableLocalizer) {
        index = NameIndex(names: SearchableName.all(from: localizer))
    }

    /// Searches the given names; on a tie the earlier name is reported.
    /// - Complexity: O(n log n) to build, for n names.
    public init(names: [SearchableName]) {
        index = NameIndex(names: names)
    }

    /// Every name the search knows, in the order ties are broken.
    public var names: [SearchableName] { index.names }

    /// The best `limit` species for a query, best first; empty for a query without letters or digits.
    ///
    /// Typos are looked for only when fewer than `limit` species matched better, and only in
    /// alphabetic scripts (see ``TypoPattern``) for queries of four letters or more.
    /// - Complexity: exact and prefix, O(log k + m) for k keys and m matching names; typos, O(t · n)
    ///   for the t names of about the query's length n. The benchmark prints the times.
    public func search(_ query: String, limit: Int = 10) -> [SearchResult] {
        let key = SearchKey.normalize(query)
        guard !key.isEmpty, limit > 0 else { return [] }
        var matches = BestMatches(slotCount: index.slotSpecies.count)
        index.offerExactAndPrefix(Array(key.utf8), to: &matches)
        index.offerSyllableInProgress(key.unicodeScalars, to: &matches)
        if matches.count < limit { index.offerInitialConsonants(key.unicodeScalars, to: &matches) }
        if matches.count < limit { index.offerTypos(key.unicodeScalars, to: &matches) }
        return matches.ranked(limit: limit).map { slot, name, rank in
            SearchResult(speciesID: index.slotSpecies[slot], name: index.names[name], match: .init(rank: rank))
        }
    }

    /// The species whose name (in any locale) or slug is `name`, once both are normalized:
    /// `"Psykokwak"`, `"こだっく"`, `"psyduck"` → 54.
    ///
    /// When names of several species normalize alike, the lowest National Pokédex number.
    /// - Complexity: O(log k) for k distinct keys.
    public func species(named name: String) -> Int? {
        let key = SearchKey.normalize(name)
        guard !key.isEmpty, let found = index.exactKey(Array(key.utf8)) else { return nil }
        return index.names(ofKey: found).map { index.slotSpecies[Int(index.nameSlots[Int(index.keyNames[$0])])] }.min()
    }

    /// The index of the bundled tables: a lazily initialized global, so built once, thread-safely.
    private static let bundledIndex = NameIndex(names: SearchableName.all(from: TableLocalizer()))
}
