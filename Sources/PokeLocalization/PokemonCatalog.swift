import PokeTables

/// Every `/pokemon` entry of the bundled snapshot: species, height, weight and types, offline.
public struct PokemonCatalog: Sendable {
    /// One `/pokemon` entry: the snapshot's record, with height in decimetres, weight in
    /// hectograms (0 means unknown) and type slugs in slot order.
    public typealias Entry = Snapshot.Pokemon

    private var index: SlugIndex { SlugIndex.pokemon }
    private let ids = GeneratedTables.pokemonIDs

    /// The catalog generated from `Resources/snapshot/pokemon.txt`.
    public init() {}

    /// How many entries there are (1,025 default varieties plus forms).
    public var count: Int { ids.count }

    /// The position of a `/pokemon` id. - Complexity: O(log n).
    @usableFromInline
    func position(ofID id: Int) -> Int? {
        var low = 0, high = ids.count
        while low < high {
            let middle = (low + high) / 2
            if ids[middle] < id { low = middle + 1 } else { high = middle }
        }
        return low < ids.count && ids[low] == id ? low : nil
    }

    /// The position of a `/pokemon` slug.
    @usableFromInline
    func position(ofSlug slug: String) -> Int? { index.position(ofCaseInsensitive: slug) }

    /// The species number of the entry at a position.
    @usableFromInline
    func speciesID(atPosition position: Int) -> Int { GeneratedTables.pokemonSpecies[position] }

    /// The entry for a `/pokemon` id, such as 54 or 10001.
    public func entry(id: Int) -> Entry? { position(ofID: id).map(entry(at:)) }

    /// The entry for a `/pokemon` slug, such as `psyduck` or `deoxys-attack`.
    public func entry(slug: String) -> Entry? { position(ofSlug: slug).map(entry(at:)) }

    /// All entries, in id order.
    public var entries: [Entry] { (0..<count).map(entry(at:)) }

    private func entry(at position: Int) -> Entry {
        let typeSlugs = (0..<2).compactMap { slot -> String? in
            let type = GeneratedTables.pokemonTypes[position * 2 + slot]
            return type == 0 ? nil : GeneratedTables.typeKeys.slugs.string(at: type - 1)
        }
        return Entry(id: ids[position], slug: index.slug(at: position), speciesID: GeneratedTables.pokemonSpecies[position],
                     height: GeneratedTables.pokemonHeights[position], weight: GeneratedTables.pokemonWeights[position],
                     types: typeSlugs)
    }
}
