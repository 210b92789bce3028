import PokeLocalization
import PokeTables

/// A search's shards: its names grouped by the scripts they start in, each group built the first
/// time a query in one of its scripts needs it.
///
/// All the Latin-script names (every Latin locale's species and form names, the slugs, the
/// romanizations) are one shard, so the many names locales share (`Pikachu` in eight) are one
/// key, compared once; the Korean names are another, the Japanese ones a third. A Korean query
/// builds and reads the Korean shard alone.
///
/// Thread-safe: a shard is built under a lock, once, and shared; a search takes the lock once per
/// shard to fetch it (waiting while another thread builds a shard), then only reads it.
final class NameShards: Sendable {
    /// The sources of each shard, in the order ties are broken (shards in the order of their
    /// first source, sources in the search's order within a shard).
    let groups: [[NameSource]]
    /// The species of each slot, ascending: slot order is National Pokédex order.
    let slotSpecies: [Int]
    private let slotOfSpecies: [Int: Int32]
    private let localizer: LazyLocalizer?
    private let given: [[SearchableName]]
    /// For a kind other than species, its keys, by slot; empty for species.
    let keys: [String]
    /// The slot of each of ``keys``.
    private let keyPositions: [String: Int]
    /// The scripts of each shard (`nil`: any, so every query looks).
    private let scripts: [Set<ScriptGroup>?]
    /// Shards the generator built (the bundled tables'), by group; a group's is used when it holds
    /// the group's sources.
    let prebuilt: [NameIndex.Encoded?]
    /// The shards built so far, and the catalog lists the sources share, read on first need.
    private let built: PThreadMutex<(shards: [NameIndex?], catalog: NameSource.Catalog?)>

    /// The shards of a localizer's species names, none built yet; with `prebuilt`, the
    /// generator's shards of the same localizer's names (`BundledSearchIndex`'s of the bundled
    /// tables, for a `TableLocalizer` of them alone), decoded instead of built.
    init(localizer: any Localizer, prebuilt: [NameIndex.Encoded] = []) {
        self.localizer = LazyLocalizer(localizer)
        (groups, scripts) = NameSource.grouped(NameSource.all(of: localizer))
        self.prebuilt = Self.matched(prebuilt, to: groups)
        slotSpecies = localizer.catalog.species.map(\.id).sorted()
        slotOfSpecies = Dictionary(slotSpecies.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        given = []
        keys = []
        keyPositions = [:]
        built = PThreadMutex((Array(repeating: nil, count: groups.count), nil))
    }

    /// The shards of a localizer's names of `kind` (abilities, moves, items), none built yet. A
    /// slot is a key of the catalog's list for the kind, in its order: its "species" in the
    /// shards' names and results is its position in ``keys``; a name of a key the list lacks is
    /// not searched.
    /// - Complexity: O(keys), decoding the catalog's list; no table of names is read.
    init(localizer: any Localizer, kind: NameKind, prebuilt: [NameIndex.Encoded] = []) {
        self.localizer = LazyLocalizer(localizer)
        (groups, scripts) = NameSource.grouped(NameSource.all(of: localizer, kind: kind))
        self.prebuilt = Self.matched(prebuilt, to: groups)
        let keys = localizer.catalog.keys(of: kind)
        self.keys = keys
        keyPositions = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        slotSpecies = Array(keys.indices)
        slotOfSpecies = Dictionary(uniqueKeysWithValues: keys.indices.map { ($0, Int32($0)) })
        given = []
        built = PThreadMutex((Array(repeating: nil, count: groups.count), nil))
    }

    /// The bundled tables' species shards as the generator wrote them (its groups of sources and
    /// slots), with the localizer they were built from made only if a shard must be built after
    /// all: a search of the bundled tables reads no table. `nil` when a generated source can't
    /// be read (the generator writes none such).
    /// - Complexity: O(shards + species).
    init?(bundled encoded: [NameIndex.Encoded], slotSpecies: [Int], localizer: @escaping @Sendable () -> any Localizer) {
        var groups: [[NameSource]] = []
        for shard in encoded {
            let sources = shard.sourceIdentifiers.compactMap(NameSource.init(identifier:))
            guard sources.count == shard.sourceIdentifiers.count, !sources.isEmpty else { return nil }
            groups.append(sources)
        }
        self.groups = groups
        scripts = groups.map { $0[0].scripts }
        self.localizer = LazyLocalizer(localizer)
        prebuilt = encoded
        self.slotSpecies = slotSpecies
        slotOfSpecies = Dictionary(slotSpecies.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        given = []
        keys = []
        keyPositions = [:]
        built = PThreadMutex((Array(repeating: nil, count: groups.count), nil))
    }

    /// The generated shard of each group, where one holds exactly the group's sources.
    private static func matched(_ prebuilt: [NameIndex.Encoded], to groups: [[NameSource]]) -> [NameIndex.Encoded?] {
        guard !prebuilt.isEmpty else { return [] }
        let bySources = Dictionary(prebuilt.map { ($0.sourceIdentifiers, $0) }, uniquingKeysWith: { first, _ in first })
        return groups.map { bySources[$0.map(\.identifier)] }
    }

    /// Shards of the given names, in chunks a ``NameRef`` can address; every query reads them all.
    init(names: [SearchableName]) {
        localizer = nil
        let chunk = 0xF_FFFF
        given = stride(from: 0, to: names.count, by: chunk).map { Array(names[$0..<min($0 + chunk, names.count)]) }
        groups = given.indices.map { [NameSource.given($0)] }
        scripts = groups.map { _ in nil }
        prebuilt = []
        keys = []
        keyPositions = [:]
        slotSpecies = Array(Set(names.map(\.speciesID))).sorted()
        slotOfSpecies = Dictionary(slotSpecies.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        built = PThreadMutex((Array(repeating: nil, count: groups.count), nil))
    }

    /// How many shards there are.
    var count: Int { groups.count }

    /// Shard `index`, built now if no query needed it before.
    /// - Complexity: a lock; the first call for a shard decodes the generator's (O(n) for its n
    ///   names and keys) or builds it (O(n log n)).
    func shard(_ index: Int) -> NameIndex {
        built.withLock { built in
            if let shard = built.shards[index] { return shard }
            if prebuilt.indices.contains(index), let columns = prebuilt[index]?.columns() {
                let shard = NameIndex(columns: columns, slotOfSpecies: slotOfSpecies)
                built.shards[index] = shard
                return shard
            }
            let names = gatheredNames(ofGroup: index, catalog: &built.catalog)
            let shard = NameIndex(names: names, slotOfSpecies: slotOfSpecies)
            built.shards[index] = shard
            return shard
        }
    }

    /// The names of a group's sources, from the localizer (never the generated shards), reading
    /// the catalog's lists into `catalog` the first time a source needs them.
    /// - Complexity: O(names) of the sources; form names resolve each locale's chain once.
    func gatheredNames(ofGroup index: Int, catalog: inout NameSource.Catalog?) -> [SearchableName] {
        var names: [SearchableName] = []
        let localizer = self.localizer?.value
        for source in groups[index] {
            switch source {
            case .given(let chunk):
                names += given[chunk]
            case .names(let kind, let locale):
                guard let localizer else { continue }
                names += localizer.names(NameKind(kind), in: locale).compactMap { key, name in
                    keyPositions[key].map { SearchableName(speciesID: $0, locale: locale, text: name, kind: .name) }
                }
            case .keys:
                names += keys.enumerated().map { SearchableName(speciesID: $0, locale: nil, text: $1, kind: .key) }
            default:
                guard let localizer else { continue }
                let read = catalog ?? NameSource.Catalog(localizer.catalog)
                catalog = read
                names += source.names(from: localizer, catalog: read)
            }
        }
        return names
    }

    /// The shards a query in `script` can match (every shard for `nil`), by index.
    func shards(for script: ScriptGroup?) -> [Int] {
        scripts.indices.filter { index in
            guard let script, let scripts = scripts[index] else { return true }
            return scripts.contains(script)
        }
    }
}

/// A localizer made on first use, once: the bundled search's, which a search that decodes the
/// generated shards never needs.
private final class LazyLocalizer: Sendable {
    private let make: @Sendable () -> any Localizer
    private let made = PThreadMutex<(any Localizer)?>(nil)

    init(_ make: @escaping @Sendable () -> any Localizer) { self.make = make }

    init(_ localizer: any Localizer) {
        make = { localizer }
        made.withLock { $0 = localizer }
    }

    var value: any Localizer {
        made.withLock { made in
            if let made { return made }
            let localizer = make()
            made = localizer
            return localizer
        }
    }
}
