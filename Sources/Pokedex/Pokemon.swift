/// A pokemon (a species' variety, e.g. `deoxys-attack`) as `/api/v2/pokemon/{id}/` returns it.
///
/// Only the fields the app shows are decoded; the rest of the body (moves, stats…) is skipped.
public struct Pokemon: Codable, Hashable, Sendable, Identifiable {
    /// PokeAPI's id: 1–1025 for default varieties, 10001 and up for other forms.
    public let id: Int
    /// The slug, e.g. `deoxys-normal`.
    public let name: String
    /// The species this pokemon is a variety of.
    public let species: NamedResource
    /// Height in decimetres, within ``measurementRange``; 0 means unknown.
    public let height: Int
    /// Weight in hectograms, within ``measurementRange``; 0 means unknown.
    public let weight: Int
    /// Types by slot, slot 1 first.
    public let types: [TypeSlot]
    /// Sprite URLs; any of them may be missing.
    public let sprites: Sprites

    /// One of a pokemon's types and its slot (1 = primary).
    public struct TypeSlot: Codable, Hashable, Sendable {
        /// 1 for the primary type, 2 for the secondary.
        public let slot: Int
        /// The type.
        public let type: NamedResource
    }

    /// The heights (decimetres) and weights (hectograms) a body may hold: 0 (unknown) through
    /// 1,000,000, a thousand times the tallest Pokémon (1,000 dm) and a hundred times the heaviest
    /// (9,999 hg). A body with a negative or larger value is refused as `PokedexError.decoding` at
    /// `height` or `weight`, so it never reaches a formatter; PokeFormatting's `Height` and
    /// `Weight` format this same range.
    public static let measurementRange: ClosedRange<Int> = 0...1_000_000

    /// The package's record of this pokemon: its slug, species number, height, weight and type
    /// slugs in slot order, as `PokemonCatalog` has them offline. The artwork and slots stay here.
    public var record: PokemonRecord {
        PokemonRecord(id: id, slug: name, speciesID: species.id, height: height, weight: weight, types: types.map(\.type.name))
    }

    private enum CodingKeys: String, CodingKey { case id, name, species, height, weight, types, sprites }

    /// Decodes the fields above from a `/pokemon` body, types sorted by slot and missing sprites
    /// as none.
    /// - Throws: `DecodingError.dataCorrupted` at `height` or `weight` for a value outside
    ///   ``measurementRange``, and the usual `DecodingError`s for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        species = try container.decode(NamedResource.self, forKey: .species)
        height = try Self.measurement(.height, unit: "dm", in: container)
        weight = try Self.measurement(.weight, unit: "hg", in: container)
        types = try container.decode([TypeSlot].self, forKey: .types).sorted { $0.slot < $1.slot }
        sprites = try container.decodeIfPresent(Sprites.self, forKey: .sprites) ?? Sprites()
    }

    /// The value at `key`, refused unless it is within ``measurementRange``.
    private static func measurement(_ key: CodingKeys, unit: String,
                                    in container: KeyedDecodingContainer<CodingKeys>) throws -> Int {
        let value = try container.decode(Int.self, forKey: key)
        guard measurementRange.contains(value) else {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container,
                debugDescription: "The \(key.stringValue) is \(value) \(unit), outside the "
                    + "\(measurementRange.lowerBound)...\(measurementRange.upperBound) \(unit) a Pokémon can have.")
        }
        return value
    }
}
