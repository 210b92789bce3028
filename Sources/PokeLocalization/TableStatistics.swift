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
        var bytes = 0
        for list in KeyListKind.allCases {
            let keys = data.generatedKeys[list]
            bytes += size(keys.slugs) + keys.slots.digits.utf8CodeUnitCount + keys.pilots.digits.utf8CodeUnitCount
        }
        bytes +=
            data.generatedSnapshot.map { snapshot in
                [
                    snapshot.speciesIDs, snapshot.typeIDs, snapshot.pokemonIDs, snapshot.pokemonSpecies, snapshot.pokemonHeights,
                    snapshot.pokemonWeights, snapshot.pokemonTypes,
                ].map(\.digits.utf8CodeUnitCount).reduce(0, +)
            } ?? 0
        var names = 0
        for locale in data.locales {
            for kind in TableKind.allCases {
                bytes += size(locale.table(kind))
                names += data.keys[kind.keyList].count
            }
        }
        return TableStatistics(locales: data.locales.count, names: names, constantBytes: bytes)
    }
}
