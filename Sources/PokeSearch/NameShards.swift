import PokeLocalization
import PokeLocks

/// A search's shards, one per ``NameSource``, each built the first time a query needs it.
///
/// Thread-safe: a shard is built under a lock, once, and shared; searches that need built
/// shards only read them.
final class NameShards: Sendable {
    let sources: [NameSource]
    /// The species of each slot, ascending: slot order is National Pokédex order.
    let slotSpecies: [Int]
    private let slotOfSpecies: [Int: Int32]
    private let localizer: TableLocalizer?
    private let given: [[SearchableName]]
    /// The scripts of each source (`nil`: any), worked out once.
    private let scripts: [Set<ScriptGroup>?]
    /// The shards built so far, and the catalog lists the sources share, read on first need.
    private let built: PThreadMutex<(shards: [NameIndex?], catalog: NameSource.Catalog?)>

    /// The shards of a localizer's names, none built yet.
    init(localizer: TableLocalizer) {
        self.localizer = localizer
        sources = NameSource.all(of: localizer)
        slotSpecies = localizer.catalog.species.map(\.id).sorted()
        slotOfSpecies = Dictionary(slotSpecies.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        given = []
        scripts = sources.map(\.scripts)
        built = PThreadMutex((Array(repeating: nil, count: sources.count), nil))
    }

    /// Shards of the given names, in chunks a ``NameRef`` can address.
    init(names: [SearchableName]) {
        localizer = nil
        let chunk = 0xF_FFFF
        given = stride(from: 0, to: names.count, by: chunk).map { Array(names[$0..<min($0 + chunk, names.count)]) }
        sources = given.indices.map(NameSource.given)
        slotSpecies = Array(Set(names.map(\.speciesID))).sorted()
        slotOfSpecies = Dictionary(slotSpecies.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        scripts = sources.map(\.scripts)
        built = PThreadMutex((Array(repeating: nil, count: sources.count), nil))
    }

    /// The shard of source `index`, built now if no query needed it before.
    /// - Complexity: a lock; the first call for a source builds its shard (O(n log n) for its n names).
    func shard(_ index: Int) -> NameIndex {
        built.withLock { built in
            if let shard = built.shards[index] { return shard }
            let names: [SearchableName]
            if case .given(let chunk) = sources[index] {
                names = given[chunk]
            } else if let localizer {
                let catalog = built.catalog ?? NameSource.Catalog(localizer.catalog)
                built.catalog = catalog
                names = sources[index].names(from: localizer, catalog: catalog)
            } else {
                names = []
            }
            let shard = NameIndex(names: names, slotOfSpecies: slotOfSpecies)
            built.shards[index] = shard
            return shard
        }
    }

    /// The sources a query in `script` can match (every source for `nil`), by index.
    func sources(for script: ScriptGroup?) -> [Int] {
        sources.indices.filter { index in
            guard let script, let scripts = scripts[index] else { return true }
            return scripts.contains(script)
        }
    }

    /// The name a reference points at.
    func name(_ reference: NameRef) -> SearchableName { shard(reference.shard).names[reference.index] }
}
