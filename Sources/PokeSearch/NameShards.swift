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
    private let localizer: (any Localizer)?
    private let given: [[SearchableName]]
    /// For a kind other than species, its keys, by slot; empty for species.
    let keys: [String]
    /// The slot of each of ``keys``.
    private let keyPositions: [String: Int]
    /// The scripts of each shard (`nil`: any, so every query looks).
    private let scripts: [Set<ScriptGroup>?]
    /// The shards built so far, and the catalog lists the sources share, read on first need.
    private let built: PThreadMutex<(shards: [NameIndex?], catalog: NameSource.Catalog?)>

    /// The shards of a localizer's species names, none built yet.
    init(localizer: any Localizer) {
        self.localizer = localizer
        (groups, scripts) = Self.grouped(NameSource.all(of: localizer))
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
    init(localizer: any Localizer, kind: NameKind) {
        self.localizer = localizer
        (groups, scripts) = Self.grouped(NameSource.all(of: localizer, kind: kind))
        let keys = localizer.catalog.keys(of: kind)
        self.keys = keys
        keyPositions = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
        slotSpecies = Array(keys.indices)
        slotOfSpecies = Dictionary(uniqueKeysWithValues: keys.indices.map { ($0, Int32($0)) })
        given = []
        built = PThreadMutex((Array(repeating: nil, count: groups.count), nil))
    }

    /// Sources grouped by the scripts they start in, each group in the sources' order.
    private static func grouped(_ sources: [NameSource]) -> (groups: [[NameSource]], scripts: [Set<ScriptGroup>?]) {
        var groups: [[NameSource]] = []
        var scripts: [Set<ScriptGroup>?] = []
        for source in sources {
            let sourceScripts = source.scripts
            if let group = scripts.firstIndex(of: sourceScripts) {
                groups[group].append(source)
            } else {
                groups.append([source])
                scripts.append(sourceScripts)
            }
        }
        return (groups, scripts)
    }

    /// Shards of the given names, in chunks a ``NameRef`` can address; every query reads them all.
    init(names: [SearchableName]) {
        localizer = nil
        let chunk = 0xF_FFFF
        given = stride(from: 0, to: names.count, by: chunk).map { Array(names[$0..<min($0 + chunk, names.count)]) }
        groups = given.indices.map { [NameSource.given($0)] }
        scripts = groups.map { _ in nil }
        keys = []
        keyPositions = [:]
        slotSpecies = Array(Set(names.map(\.speciesID))).sorted()
        slotOfSpecies = Dictionary(slotSpecies.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        built = PThreadMutex((Array(repeating: nil, count: groups.count), nil))
    }

    /// How many shards there are.
    var count: Int { groups.count }

    /// Shard `index`, built now if no query needed it before.
    /// - Complexity: a lock; the first call for a shard builds it (O(n log n) for its n names).
    func shard(_ index: Int) -> NameIndex {
        built.withLock { built in
            if let shard = built.shards[index] { return shard }
            var names: [SearchableName] = []
            for source in groups[index] {
                switch source {
                case .given(let chunk):
                    names += given[chunk]
                case .names(let kind, let locale):
                    guard let localizer else { continue }
                    names += localizer.names(kind, in: locale).compactMap { key, name in
                        keyPositions[key].map { SearchableName(speciesID: $0, locale: locale, text: name, kind: .name) }
                    }
                case .keys:
                    names += keys.enumerated().map { SearchableName(speciesID: $0, locale: nil, text: $1, kind: .key) }
                default:
                    guard let localizer else { continue }
                    let catalog = built.catalog ?? NameSource.Catalog(localizer.catalog)
                    built.catalog = catalog
                    names += source.names(from: localizer, catalog: catalog)
                }
            }
            let shard = NameIndex(names: names, slotOfSpecies: slotOfSpecies)
            built.shards[index] = shard
            return shard
        }
    }

    /// The shards a query in `script` can match (every shard for `nil`), by index.
    func shards(for script: ScriptGroup?) -> [Int] {
        scripts.indices.filter { index in
            guard let script, let scripts = scripts[index] else { return true }
            return scripts.contains(script)
        }
    }
}
