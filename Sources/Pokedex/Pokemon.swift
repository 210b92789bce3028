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
    /// Height in decimetres.
    public let height: Int
    /// Weight in hectograms.
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

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        species = try container.decode(NamedResource.self, forKey: .species)
        height = try container.decode(Int.self, forKey: .height)
        weight = try container.decode(Int.self, forKey: .weight)
        types = try container.decode([TypeSlot].self, forKey: .types).sorted { $0.slot < $1.slot }
        sprites = try container.decodeIfPresent(Sprites.self, forKey: .sprites) ?? Sprites()
    }
}
