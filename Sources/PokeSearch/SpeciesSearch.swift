import PokeLocalization
import PokeTables

/// Finds species by their name in any locale, by a prefix of it, by a romanization of it, by
/// Korean initial consonants, or despite a typo.
///
/// ```swift
/// let search = SpeciesSearch()
/// search.species(named: "Psykokwak")        // 54
/// search.search("kedaya").first?.match      // .romanization, matched kedaya (zh-Hans 可达鸭)
/// search.search("ㄱㄹㅍㄷ").first?.speciesID  // 54, matched 고라파덕 (ko) by initial consonants
/// search.search("charzard").first?.match    // .typo(distance: 1), matched Charizard (en)
/// ```
///
/// Queries and names are compared as ``SearchKey``s, so case, width, kana, accents, spaces and
/// punctuation don't matter. Results hold one entry per species (its best match), ranked exact,
/// prefix, romanization, initial consonants, then typos by distance; ties go to the match that
/// covers more of its name, then by National Pokédex number. A species' own names come before its
/// forms': a form is reported only when none of the species' names matched.
///
/// The names are kept in shards by the script they start in (Latin, Hangul, kana, Han,
/// Cyrillic, Thai), each made the first time a query needs it: a query only looks at the shards
/// of its script, so the first Korean search reads the Korean names alone. The package's own
/// tables' shards are built at generation time and only decoded then; a localizer's or given
/// names' are built.
public struct SpeciesSearch: Sendable {
    let shards: NameShards

    /// Searches every species name of the package's tables, in every locale, every slug and
    /// every romanization. The shards are shared by every search of the process.
    public init() {
        shards = Self.bundledShards
    }

    /// Searches the names a localizer serves (the package's tables and an app's, or a localizer of
    /// the app's own); its shards are built as queries need them.
    ///
    /// A ``/PokeLocalization/TableLocalizer`` also gives the romanizations of its `searchkeys`
    /// tables; another localizer gives its species names
    /// (``/PokeLocalization/Localizer/speciesNames(in:)``), the display names of forms that are
    /// its own, and the catalog's slugs.
    public init(localizer: any Localizer) {
        shards = NameShards(localizer: localizer)
    }

    /// Searches prepared shards (``PokedexSearch``'s of one kind).
    init(shards: NameShards) {
        self.shards = shards
    }

    /// Searches the given names; on a tie the earlier name is reported.
    /// - Complexity: O(n log n) on the first search, for n names.
    public init(names: [SearchableName]) {
        shards = NameShards(names: names)
    }

    /// Every name the search knows, in the order ties are broken. Builds every shard.
    public var names: [SearchableName] { (0..<shards.count).flatMap { shards.shard($0).names } }

    /// The best `limit` species for a query, best first; empty for a query without letters or digits.
    ///
    /// Within a rank, names nearer `locale` come first: the locale itself, then its language,
    /// then English and slugs, then the other locales; a romanization in the locale's language
    /// ranks as a name in it, its whole key as an exact match (`raichu` for `th` is ไรชู's key, so
    /// ไรชู is reported rather than English Raichu) and a part of it as a prefix (`pikachy` for
    /// `ko`); another locale's only as a romanization, after every prefix. When several names of a
    /// species match alike, the one nearest `locale` is reported.
    ///
    /// Initial consonants and typos are looked for only when fewer than `limit` species matched
    /// better; typos only for queries of four units or more (letters; Hangul jamo; kana readings).
    /// - Parameters:
    ///   - query: what the user typed, in any script.
    ///   - locale: the locale whose names the user most likely typed (`nil`: English).
    ///   - limit: the most species to return.
    /// - Complexity: exact and prefix, O(s log k + m) for s shards of the query's script, k keys
    ///   and m matching names; typos, O(t · n) for the t names of about the query's length n. The
    ///   benchmark prints the times.
    public func search(_ query: String, preferring locale: LocaleTag? = nil, limit: Int = 10) -> [SearchResult] {
        let prepared = SearchQuery(query)
        guard !prepared.key.isEmpty, limit > 0 else { return [] }
        let preference = LocalePreference(preferred: locale)
        // Each shard fetched once (a lock each), then only read.
        let sources = shards.shards(for: ScriptGroup.of(query: prepared.scalars)).map { index in
            let shard = shards.shard(index)
            return (offer: ShardOffer(shard: index, index: shard, preference: preference), shard: shard)
        }
        var matches = BestMatches(slotCount: shards.slotSpecies.count)
        for source in sources {
            source.shard.offerExactAndPrefix(prepared, shard: source.offer, to: &matches)
            source.shard.offerSyllableInProgress(prepared.scalars, shard: source.offer, to: &matches)
        }
        if matches.count < limit {
            for source in sources { source.shard.offerInitialConsonants(prepared.scalars, shard: source.offer, to: &matches) }
        }
        if matches.count < limit, let units = TypoPattern.units(prepared.scalars), let pattern = TypoPattern(units) {
            for source in sources { source.shard.offerTypos(pattern, query: prepared, shard: source.offer, to: &matches) }
        }
        return matches.ranked(limit: limit).map { slot, reference, rank, unmatched in
            let shard = sources.first { $0.offer.shard == reference.shard }?.shard ?? shards.shard(reference.shard)
            let name = shard.name(at: reference.index)
            return SearchResult(
                speciesID: shards.slotSpecies[slot], name: name, match: .init(rank: rank),
                coverage: 1 - Double(unmatched) / Double(0x3FFF))
        }
    }

    /// The species whose name (in any locale) or slug is `name`, once both are normalized:
    /// `"Psykokwak"`, `"こだっく"`, `"psyduck"` → 54; else the species with that romanization
    /// (`"kedaya"` → 54): 메탕 (Beldum) romanizes as `metang`, which is Metang.
    ///
    /// When names of several species normalize alike, the lowest National Pokédex number.
    /// - Complexity: O(s log k) for s shards of the name's script and k keys in each.
    public func species(named name: String) -> Int? {
        let normalized = SearchKey.normalize(name)
        let key = Array(normalized.utf8)
        guard !key.isEmpty else { return nil }
        let script = ScriptGroup.of(query: normalized.unicodeScalars)
        var found: Int?
        var romanized: Int?
        for source in shards.shards(for: script) {
            let shard = shards.shard(source)
            guard let index = shard.exactKey(key) else { continue }
            for position in shard.names(ofKey: index) {
                let name = Int(shard.keyNames[position])
                let id = shard.speciesID(ofName: name)
                if shard.nameIsRomanization[name] { romanized = min(romanized ?? id, id) } else { found = min(found ?? id, id) }
            }
        }
        return found ?? romanized
    }

    /// The bundled tables' shards, a lazily initialized global (made once, thread-safely): the
    /// generator's, which need no table read; built from a localizer of the tables only if the
    /// generated ones can't be read.
    private static let bundledShards =
        NameShards(
            bundled: BundledSearchIndex.species, slotSpecies: BundledSearchIndex.speciesSlotIDs,
            localizer: { TableLocalizer() })
        ?? NameShards(localizer: TableLocalizer(), prebuilt: BundledSearchIndex.species)
}
