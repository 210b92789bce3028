import PokeTables

/// Every `/pokemon` entry of the bundled snapshot as a ``PokemonRecord``: species, height, weight,
/// types, abilities, base stats and its species' egg groups, offline.
public struct PokemonCatalog: Sendable {
    /// A species: its National Pokédex number and slug.
    public struct Species: Hashable, Sendable {
        /// The National Pokédex number, such as 54.
        public var id: Int
        /// The species slug, such as `psyduck` or `mr-mime`.
        public var slug: String

        /// A species with this number and slug; nothing checks them against the snapshot.
        public init(id: Int, slug: String) {
            self.id = id
            self.slug = slug
        }
    }

    let stack: TableStack
    private var columns: Columns { stack.catalog }

    /// The catalog generated from `Resources/snapshot/pokemon.txt`.
    /// - Complexity: O(1) after the first in a process, which maps the bundled tables' keys.
    public init() {
        stack = TableStack.shared(for: [.bundled])
    }

    init(stack: TableStack) {
        self.stack = stack
    }

    /// How many records there are (1,025 default varieties plus forms).
    public var count: Int { columns.pokemonIDs.count }

    /// The position of a `/pokemon` id. - Complexity: O(log n).
    func position(ofID id: Int) -> Int? {
        let ids = columns.pokemonIDs
        var low = 0
        var high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id ? low : nil
    }

    /// The position of a `/pokemon` slug, in any case.
    func position(ofSlug slug: String) -> Int? { stack.pokemon.position(ofCaseInsensitive: slug) }

    /// The species number of the entry at a position.
    package func speciesID(atPosition position: Int) -> Int { columns.pokemonSpecies[position] }

    /// The `/pokemon` slug of the entry at a position.
    package func slug(atPosition position: Int) -> String { stack.pokemon.slug(at: position) }

    /// The id and slug of the entry at a position (0 ..< ``count``, in id order), without making
    /// its record: what a listing shows. - Complexity: O(1).
    package func idAndSlug(atPosition position: Int) -> (id: Int, slug: String) {
        (columns.pokemonIDs[position], stack.pokemon.slug(at: position))
    }

    /// The record of a `/pokemon` id, such as 54 or 10001.
    /// - Complexity: O(log n), a binary search of the ids, then builds the record.
    public func record(id: Int) -> PokemonRecord? { position(ofID: id).map(record(at:)) }

    /// The record of a `/pokemon` slug, such as `psyduck` or `deoxys-attack`, in any case.
    /// - Complexity: O(n) in the slug's length to find it through the perfect hash (O(1) for one
    ///   of at most 15 bytes as the tables write it; an upper-case one is lower-cased first), then
    ///   builds the record.
    public func record(slug: String) -> PokemonRecord? { position(ofSlug: slug).map(record(at:)) }

    /// Every record, in id order.
    /// - Complexity: O(n); builds every record.
    public var records: [PokemonRecord] { (0..<count).map(record(at:)) }

    /// Every species, in National Pokédex order.
    /// - Complexity: O(n); builds every species.
    public var species: [Species] {
        zip(columns.speciesIDs, stack.species.slugs.strings).map { Species(id: $0, slug: $1) }
    }

    /// Every type slug, in PokeAPI's type id order.
    /// - Complexity: O(n); decodes every slug.
    public var typeSlugs: [String] { stack.types.slugs.strings }

    /// The slug of a species number; nil for a number the catalog doesn't have.
    /// - Complexity: O(1) for contiguous numbers (the bundled snapshot's), else O(n).
    package func speciesSlug(id: Int) -> String? {
        stack.speciesPosition(id: id).map { stack.species.slug(at: $0) }
    }

    /// The number of a species slug as the tables write it; nil for any other.
    /// - Complexity: O(1), a perfect-hash lookup for a slug of at most 15 bytes.
    package func speciesID(ofSpeciesSlug slug: String) -> Int? {
        stack.species.position(of: slug).map { columns.speciesIDs[$0] }
    }

    /// The keys of a key list as the catalog's stack has them: species, type and `/pokemon`
    /// slugs, and the card labels.
    /// - Complexity: O(n); decodes every key.
    func keys(of list: KeyListKind) -> [String] {
        stack.indexes[list].slugs.strings
    }

    /// The keys of the list `kind`'s tables are keyed by, in the list's order (PokeAPI's id order):
    /// the entries a search of the kind's names counts, named or not.
    /// - Complexity: O(n); decodes every key.
    package func keys(of kind: NameKind) -> [String] {
        keys(of: kind.table.keyList)
    }

    /// The record at a position: the one place the generated columns become a record.
    func record(at position: Int) -> PokemonRecord {
        let types = columns.types(at: position).map { stack.types.slug(at: $0) }
        let abilities = columns.abilities(at: position).map {
            PokemonRecord.Ability(stack.indexes[.abilities].slug(at: $0.position), isHidden: $0.isHidden)
        }
        let stats = stack.indexes[.stats]
        let baseStats = columns.baseStats(at: position).map { PokemonRecord.BaseStat(stats.slug(at: $0.position), $0.value) }
        let groups = stack.speciesPosition(id: columns.pokemonSpecies[position]).map(columns.eggGroups(ofSpeciesAt:)) ?? []
        return PokemonRecord(
            id: columns.pokemonIDs[position], slug: stack.pokemon.slug(at: position),
            speciesID: columns.pokemonSpecies[position], height: columns.pokemonHeights[position],
            weight: columns.pokemonWeights[position], types: types, abilities: abilities, baseStats: baseStats,
            eggGroups: groups.map { stack.indexes[.eggGroups].slug(at: $0) })
    }
}

extension PokemonCatalog {
    /// The snapshot's lists, decoded from the generated columns and checked: ids increase, every
    /// entry's species, types, abilities, stats and egg groups exist, and every column has its
    /// values per key.
    struct Columns: Sendable {
        let source: String
        let taken: String
        let speciesIDs: [Int]
        let typeIDs: [Int]
        /// In increasing order.
        let pokemonIDs: [Int]
        let pokemonSpecies: [Int]
        let pokemonHeights: [Int]
        let pokemonWeights: [Int]
        /// Each entry's two types as 1-based positions in the type list (0 for none), in slot order.
        let pokemonTypePairs: [Int]
        /// Each entry's ``SnapshotFacts/maximumAbilities`` abilities, in slot order: 0 for none,
        /// else the 1-based position in the ability list times 2, plus 1 for a hidden one.
        let pokemonAbilities: [Int]
        /// Each entry's base value of every stat of the stat list: 0 for none, else the value plus 1.
        let pokemonBaseStats: [Int]
        /// How many stats the stat list has: the base stats of one entry.
        let statCount: Int
        /// Each species' ``SnapshotFacts/maximumEggGroups`` egg groups as 1-based positions in the
        /// egg-group list (0 for none).
        let speciesEggGroups: [Int]

        /// The types of the entry at a position, as positions in the type list, in slot order.
        func types(at position: Int) -> [Int] {
            (0..<2).compactMap { slot in pokemonTypePairs[position * 2 + slot] == 0 ? nil : pokemonTypePairs[position * 2 + slot] - 1 }
        }

        /// The abilities of the entry at a position, as positions in the ability list, in slot order.
        func abilities(at position: Int) -> [(position: Int, isHidden: Bool)] {
            let slots = SnapshotFacts.maximumAbilities
            return pokemonAbilities[(position * slots)..<((position + 1) * slots)].compactMap { value in
                value == 0 ? nil : (value / 2 - 1, value % 2 == 1)
            }
        }

        /// The base stats of the entry at a position, as positions in the stat list, in its order.
        func baseStats(at position: Int) -> [(position: Int, value: Int)] {
            pokemonBaseStats[(position * statCount)..<((position + 1) * statCount)].enumerated().compactMap { stat, value in
                value == 0 ? nil : (stat, value - 1)
            }
        }

        /// The egg groups of the species at a position of the species list, as positions in the egg-group list.
        func eggGroups(ofSpeciesAt position: Int) -> [Int] {
            let slots = SnapshotFacts.maximumEggGroups
            return speciesEggGroups[(position * slots)..<((position + 1) * slots)].compactMap { $0 == 0 ? nil : $0 - 1 }
        }

        /// No species, types or entries: what a table set without a snapshot has.
        static let empty = Columns(
            source: "none", taken: "never", speciesIDs: [], typeIDs: [], pokemonIDs: [],
            pokemonSpecies: [], pokemonHeights: [], pokemonWeights: [], pokemonTypePairs: [],
            pokemonAbilities: [], pokemonBaseStats: [], statCount: 0, speciesEggGroups: [])

        private init(
            source: String, taken: String, speciesIDs: [Int], typeIDs: [Int], pokemonIDs: [Int],
            pokemonSpecies: [Int], pokemonHeights: [Int], pokemonWeights: [Int], pokemonTypePairs: [Int],
            pokemonAbilities: [Int], pokemonBaseStats: [Int], statCount: Int, speciesEggGroups: [Int]
        ) {
            self.source = source
            self.taken = taken
            self.speciesIDs = speciesIDs
            self.typeIDs = typeIDs
            self.pokemonIDs = pokemonIDs
            self.pokemonSpecies = pokemonSpecies
            self.pokemonHeights = pokemonHeights
            self.pokemonWeights = pokemonWeights
            self.pokemonTypePairs = pokemonTypePairs
            self.pokemonAbilities = pokemonAbilities
            self.pokemonBaseStats = pokemonBaseStats
            self.statCount = statCount
            self.speciesEggGroups = speciesEggGroups
        }

        /// Whether every value of `values` is among `listed`, which is in increasing order.
        private static func allListed(_ values: [Int], in listed: [Int]) -> Bool {
            guard zip(listed, listed.dropFirst()).allSatisfy({ $0 < $1 }) else { return Set(listed).isSuperset(of: values) }
            return values.allSatisfy { value in
                var low = 0
                var high = listed.count
                while low < high {
                    let middle = (low + high) / 2
                    if listed[middle] < value { low = middle + 1 } else { high = middle }
                }
                return low < listed.count && listed[low] == value
            }
        }

        /// The columns of generated data, or `nil` when they don't line up with the keys.
        init?(_ snapshot: GeneratedSnapshot, keys: KeyListTable<KeyList>) {
            let species = snapshot.speciesIDs.values
            let types = snapshot.typeIDs.values
            let ids = snapshot.pokemonIDs.values
            let owners = snapshot.pokemonSpecies.values
            let heights = snapshot.pokemonHeights.values
            let weights = snapshot.pokemonWeights.values
            let typePairs = snapshot.pokemonTypes.values
            let abilities = snapshot.pokemonAbilities.values
            let baseStats = snapshot.pokemonBaseStats.values
            let eggGroups = snapshot.speciesEggGroups.values
            let entries = keys[.pokemon].count
            let statCount = keys[.stats].count
            guard species.count == keys[.species].count, types.count == keys[.types].count, ids.count == entries,
                owners.count == entries, heights.count == entries, weights.count == entries,
                typePairs.count == entries * 2, zip(ids, ids.dropFirst()).allSatisfy({ $0 < $1 }),
                Self.allListed(owners, in: species), typePairs.allSatisfy({ $0 <= types.count }),
                abilities.count == entries * SnapshotFacts.maximumAbilities,
                abilities.allSatisfy({ $0 == 0 || ($0 >= 2 && $0 / 2 <= keys[.abilities].count) }),
                baseStats.count == entries * statCount,
                eggGroups.count == species.count * SnapshotFacts.maximumEggGroups,
                eggGroups.allSatisfy({ $0 <= keys[.eggGroups].count })
            else { return nil }
            self.init(
                source: snapshot.source, taken: snapshot.taken, speciesIDs: species, typeIDs: types, pokemonIDs: ids,
                pokemonSpecies: owners, pokemonHeights: heights, pokemonWeights: weights, pokemonTypePairs: typePairs,
                pokemonAbilities: abilities, pokemonBaseStats: baseStats, statCount: statCount, speciesEggGroups: eggGroups)
        }
    }
}
