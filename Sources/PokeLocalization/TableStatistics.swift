import PokeTables

/// Sizes of the generated tables, for benchmarks and reports.
public struct TableStatistics: Sendable {
    /// How many locales have tables.
    public let locales: Int
    /// How many name slots there are over every table and locale, missing names included.
    public let names: Int
    /// The bytes of every generated literal: names of every table, keys, offsets, hash tables and
    /// the pokemon columns.
    public let constantBytes: Int
}

extension LocalizationTables {
    /// The sizes of these tables' generated data. - Complexity: O(locales).
    public var statistics: TableStatistics {
        func size(_ strings: PackedStrings?) -> Int {
            strings.map { $0.bytes.utf8CodeUnitCount + $0.offsets.digits.utf8CodeUnitCount } ?? 0
        }
        let keys = data.generatedKeys
        var bytes = [keys.species, keys.types, keys.labels, keys.pokemon]
            .map { size($0.slugs) + $0.slots.digits.utf8CodeUnitCount + $0.pilots.digits.utf8CodeUnitCount }
            .reduce(0, +)
        bytes += data.generatedSnapshot.map { snapshot in
            [snapshot.speciesIDs, snapshot.typeIDs, snapshot.pokemonIDs, snapshot.pokemonSpecies, snapshot.pokemonHeights,
             snapshot.pokemonWeights, snapshot.pokemonTypes].map(\.digits.utf8CodeUnitCount).reduce(0, +)
        } ?? 0
        var names = 0
        for locale in data.locales {
            for kind in TableKind.allCases {
                bytes += size(locale.table(kind))
                names += locale.table(kind)?.count ?? 0
            }
        }
        return TableStatistics(locales: data.locales.count, names: names, constantBytes: bytes)
    }
}
