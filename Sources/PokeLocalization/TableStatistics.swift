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

extension TableLocalizer {
    /// The sizes of the tables compiled into this library. - Complexity: O(locales).
    public static var statistics: TableStatistics {
        func size(_ strings: PackedStrings) -> Int { strings.bytes.utf8CodeUnitCount + strings.offsets.digits.utf8CodeUnitCount }
        func size(_ integers: PackedIntegers) -> Int { integers.digits.utf8CodeUnitCount }
        let tables = GeneratedTables.self
        let keys = [tables.speciesKeys, tables.typeKeys, tables.uiKeys, tables.pokemonKeys]
        var bytes = keys.map { size($0.slugs) + size($0.slots) + size($0.pilots) }.reduce(0, +)
        bytes += [tables.speciesIDs, tables.typeIDs, tables.pokemonIDs, tables.pokemonSpecies, tables.pokemonHeights,
                  tables.pokemonWeights, tables.pokemonTypes]
            .map(size).reduce(0, +)
        var names = 0
        for locale in tables.locales {
            for strings in [locale.species, locale.types, locale.ui, locale.forms, locale.fullnames] {
                bytes += size(strings)
                names += strings.count
            }
        }
        return TableStatistics(locales: tables.locales.count, names: names, constantBytes: bytes)
    }
}
