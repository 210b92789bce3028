import PokeLocalization
import PokeTables

/// Finds what a Pokédex names, species and abilities, moves, items, types, natures…, by its name
/// in any locale or its slug: `날씨부정` finds the ability `cloud-nine`, `Hydrocanon` the move
/// `hydro-pump`, `kedaya` the species Psyduck.
///
/// ```swift
/// let search = PokedexSearch(kinds: [.abilities, .moves])
/// search.search("날씨부정").first?.key     // "cloud-nine" (an ability, ko 날씨부정, exact)
/// ```
///
/// Species are searched as ``SpeciesSearch`` does (forms, romanizations, initial consonants,
/// typos); the other kinds by their names in every locale and their slugs, with the same
/// matching (prefixes, Korean initial consonants, typos). Each kind keeps its own shards, built
/// the first time a query of their script needs them.
public struct PokedexSearch: Sendable {
    /// The kinds searched, in the order they break ties.
    public let kinds: [NameKind]
    private let searches: [(kind: NameKind, search: SpeciesSearch)]
    private let localizer: any Localizer

    /// The kinds a search can look in: species, then every kind whose tables name entries of a
    /// list of their own (``/PokeLocalization/NameKind/namesEntries``), in the package's order.
    public static var searchableKinds: [NameKind] { NameKind.all.filter(\.namesEntries) }

    /// Searches the package's tables, in the given kinds (by default every searchable kind).
    /// Kinds that name no entries of their own (labels, forms, game text) are left out.
    /// - Complexity: lists the keys of each kind other than species once per process.
    public init(kinds: [NameKind] = PokedexSearch.searchableKinds) {
        self.kinds = kinds.filter(\.namesEntries)
        localizer = Self.bundled.localizer
        searches = self.kinds.map { kind in
            (kind, kind == .species ? SpeciesSearch() : SpeciesSearch(shards: Self.bundled.shards(of: kind)))
        }
    }

    /// Searches the names a localizer serves, in the given kinds (as ``init(kinds:)``).
    /// - Complexity: decodes the catalog's key list of each kind other than species; no names are
    ///   read until a query needs them.
    public init(localizer: any Localizer, kinds: [NameKind] = PokedexSearch.searchableKinds) {
        self.kinds = kinds.filter(\.namesEntries)
        self.localizer = localizer
        searches = self.kinds.map { kind in
            (
                kind,
                kind == .species ? SpeciesSearch(localizer: localizer) : SpeciesSearch(shards: NameShards(localizer: localizer, kind: kind))
            )
        }
    }

    /// The best `limit` entries of the search's kinds for a query, best first: ranked as
    /// ``SpeciesSearch/search(_:preferring:limit:)`` ranks species (exact, prefix, romanization,
    /// initial consonants, typos; nearer locales first within a rank; the match covering more of
    /// its name first), then by kind in ``kinds``' order.
    /// - Complexity: one species search per kind, then O(k · limit log(k · limit)) to merge.
    public func search(_ query: String, preferring locale: LocaleTag? = nil, limit: Int = 10) -> [PokedexSearchResult] {
        guard limit > 0 else { return [] }
        let preference = LocalePreference(preferred: locale)
        // Each kind's results are in its own order already; merged by what that order sorts by.
        var found: [(order: Int, tier: UInt8, uncovered: Double, kind: Int, place: Int, result: PokedexSearchResult)] = []
        for (kindIndex, entry) in searches.enumerated() {
            let results = entry.search.search(query, preferring: locale, limit: limit)
            for (place, result) in results.enumerated() {
                let tier = preference.tier(of: result.locale)
                found.append(
                    (
                        LocalePreference.sortRank(result.match.rank, tier: tier, covered: result.coverage == 1), tier, -result.coverage,
                        kindIndex, place,
                        PokedexSearchResult(kind: entry.kind, result, key: key(of: result, kind: entry.kind, search: entry.search))
                    ))
            }
        }
        found.sort { ($0.order, $0.tier, $0.uncovered, $0.kind, $0.place) < ($1.order, $1.tier, $1.uncovered, $1.kind, $1.place) }
        return found.prefix(limit).map(\.result)
    }

    /// The slug a result leads to: the species' slug, or the kind's key at the result's slot.
    private func key(of result: SearchResult, kind: NameKind, search: SpeciesSearch) -> String {
        guard kind == .species else { return search.shards.keys[result.speciesID] }
        return localizer.catalog.speciesSlug(id: result.speciesID) ?? String(result.speciesID)
    }

    /// The shards the search reads for a kind, if it searches the kind.
    func shards(of kind: NameKind) -> NameShards? { searches.first { $0.kind == kind }?.search.shards }

    /// The package's tables and each kind's shards, made once per process.
    private static let bundled = BundledKinds()

    /// The package's localizer and the shards of every searchable kind but species (whose
    /// shards ``SpeciesSearch/init()`` shares), each listed on first need.
    private final class BundledKinds: Sendable {
        let localizer: any Localizer = TableLocalizer()
        private let made = PThreadMutex([NameKind: NameShards]())

        func shards(of kind: NameKind) -> NameShards {
            made.withLock { made in
                if let shards = made[kind] { return shards }
                let shards = NameShards(localizer: localizer, kind: kind, prebuilt: BundledSearchIndex.shards(ofKind: kind.table))
                made[kind] = shards
                return shards
            }
        }
    }
}
