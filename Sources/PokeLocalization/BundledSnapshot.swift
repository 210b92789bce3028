import PokeTables

extension Snapshot {
    /// The species, type and `/pokemon` lists compiled into the library from `Resources/snapshot/`.
    ///
    /// - Complexity: O(n); builds the value from the generated arrays on each call.
    public static var bundled: Snapshot {
        let types = zip(GeneratedTables.typeIDs, GeneratedTables.typeSlugs).map { Record(id: Int($0), slug: $1) }
        return Snapshot(
            species: zip(GeneratedTables.speciesIDs, GeneratedTables.speciesSlugs).map { Record(id: Int($0), slug: $1) },
            types: types,
            pokemon: PokemonCatalog().entries.map {
                Pokemon(id: $0.id, slug: $0.slug, speciesID: $0.speciesID, height: $0.height, weight: $0.weight, types: $0.types)
            },
            source: GeneratedTables.snapshotSource,
            taken: GeneratedTables.snapshotTaken)
    }
}
