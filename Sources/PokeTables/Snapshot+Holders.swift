/// Which `/pokemon` entries have each key of a list the snapshot's facts name (``SnapshotFacts``):
/// the Pokémon with an ability, a base stat or an egg group. Translator notes say where a name
/// is used from it ("An ability (damp) of Paras (hidden), Psyduck…").
extension SnapshotFacts {
    /// The fact whose values are keys of `list` (abilities, stats, egg groups); nil for a list no
    /// fact names (moves, items…), of which the snapshot knows nothing but the keys.
    package static func naming(_ list: KeyListKind) -> SnapshotFacts? {
        allCases.first { $0.values == list }
    }

    /// The keys of ``values`` that `record` has, in its order, each with whether it is hidden
    /// (only an ability can be).
    package func values(of record: PokemonRecord) -> [(slug: String, isHidden: Bool)] {
        switch self {
        case .abilities: record.abilities.map { ($0.slug, $0.isHidden) }
        case .baseStats: record.baseStats.map { ($0.stat, false) }
        case .eggGroups: record.eggGroups.map { ($0, false) }
        }
    }
}

extension Snapshot {
    /// The entries that have a key, for each key of the list `fact` names.
    package struct Holders: Sendable {
        /// One entry that has the key.
        package struct Holder: Sendable, Equatable {
            package var pokemon: PokemonRecord
            /// Whether the key is the entry's hidden ability.
            package var isHidden: Bool
        }

        /// The entries of each key, in National Pokédex order (a species' forms after it).
        package let byKey: [String: [Holder]]
        /// How many entries have any value of the fact: a key every one of them has is
        /// everyone's (`hp`).
        package let entriesWithFact: Int

        /// Whether every entry that has the fact has `key`.
        package func isEveryones(_ key: String) -> Bool {
            entriesWithFact > 0 && byKey[key]?.count == entriesWithFact
        }
    }

    /// Who has each key of the list `fact` names.
    /// - Complexity: O(n log n) in the number of `/pokemon` entries.
    package func holders(of fact: SnapshotFacts) -> Holders {
        var byKey: [String: [Holders.Holder]] = [:]
        var entriesWithFact = 0
        for record in pokemon.sorted(by: { ($0.speciesID, $0.id) < ($1.speciesID, $1.id) }) {
            let values = fact.values(of: record)
            if !values.isEmpty { entriesWithFact += 1 }
            for value in values { byKey[value.slug, default: []].append(Holders.Holder(pokemon: record, isHidden: value.isHidden)) }
        }
        return Holders(byKey: byKey, entriesWithFact: entriesWithFact)
    }
}
