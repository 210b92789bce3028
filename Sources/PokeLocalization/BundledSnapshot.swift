import PokeTables

extension Snapshot {
    /// The species, type and `/pokemon` lists compiled into the library from `Resources/snapshot/`.
    ///
    /// - Complexity: O(n); builds the value from the generated constants on each call.
    public static var bundled: Snapshot {
        func records(_ ids: PackedIntegers, _ slugs: PackedStrings) -> [Record] {
            (0..<ids.count).map { Record(id: ids[$0], slug: slugs.string(at: $0)) }
        }
        return Snapshot(
            species: records(GeneratedTables.speciesIDs, GeneratedTables.speciesKeys.slugs),
            types: records(GeneratedTables.typeIDs, GeneratedTables.typeKeys.slugs),
            pokemon: PokemonCatalog().entries,
            source: GeneratedTables.snapshotSource,
            taken: GeneratedTables.snapshotTaken)
    }
}
