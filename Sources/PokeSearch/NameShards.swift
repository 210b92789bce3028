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
    private let built: PThreadMutex<[NameIndex?]>

    /// The shards of a localizer's names, none built yet.
    init(localizer: TableLocalizer) {
        self.localizer = localizer
        sources = NameSource.all(of: localizer)
        slotSpecies = localizer.catalog.species.map(\.id).sorted()
        slotOfSpecies = Dictionary(slotSpecies.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        given = []
        built = PThreadMutex(Array(repeating: nil, count: sources.count))
    }

    /// Shards of the given names, in chunks a ``NameRef`` can address.
    init(names: [SearchableName]) {
        localizer = nil
        let chunk = 0xF_FFFF
        given = stride(from: 0, to: names.count, by: chunk).map { Array(names[$0..<min($0 + chunk, names.count)]) }
        sources = given.indices.map(NameSource.given)
        slotSpecies = Array(Set(names.map(\.speciesID))).sorted()
        slotOfSpecies = Dictionary(slotSpecies.enumerated().map { ($1, Int32($0)) }, uniquingKeysWith: { first, _ in first })
        built = PThreadMutex(Array(repeating: nil, count: sources.count))
    }

    /// The shard of source `index`, built now if no query needed it before.
    /// - Complexity: a lock; the first call for a source builds its shard (O(n log n) for its n names).
    func shard(_ index: Int) -> NameIndex {
        built.withLock { shards in
            if let shard = shards[index] { return shard }
            let names: [SearchableName]
            if case .given(let chunk) = sources[index] {
                names = given[chunk]
            } else {
                names = localizer.map { sources[index].names(from: $0) } ?? []
            }
            let shard = NameIndex(names: names, slotOfSpecies: slotOfSpecies)
            shards[index] = shard
            return shard
        }
    }

    /// The sources a query in `script` can match (every source for `nil`), by index.
    func sources(for script: ScriptGroup?) -> [Int] {
        sources.indices.filter { index in
            guard let script, let scripts = sources[index].scripts else { return true }
            return scripts.contains(script)
        }
    }

    /// The name a reference points at.
    func name(_ reference: NameRef) -> SearchableName { shard(reference.shard).names[reference.index] }
}
