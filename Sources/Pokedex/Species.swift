/// A pokemon species as `/api/v2/pokemon-species/{id}/` returns it: its names, varieties and egg groups.
public struct Species: Codable, Hashable, Sendable, Identifiable {
    /// The National Pokédex number, 1–1025.
    public let id: Int
    /// The slug, e.g. `deoxys` or `nidoran-f`.
    public let name: String
    /// The species' name in each language PokeAPI has (none for cs and pt-br).
    public let names: [TranslatedName]
    /// The pokemon that belong to the species; exactly one is the default.
    public let varieties: [Variety]
    /// The species' egg groups, such as `water1` and `ground`; none in a body without them.
    public let eggGroups: [NamedResource]

    private enum CodingKeys: String, CodingKey {
        case id, name, names, varieties
        case eggGroups = "egg_groups"
    }

    /// Decodes the fields above from a `/pokemon-species` body, missing egg groups as none.
    /// - Throws: the usual `DecodingError`s for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        names = try container.decode([TranslatedName].self, forKey: .names)
        varieties = try container.decode([Variety].self, forKey: .varieties)
        eggGroups = try container.decodeIfPresent([NamedResource].self, forKey: .eggGroups) ?? []
    }

    /// One pokemon of a species, e.g. `deoxys-attack`.
    public struct Variety: Codable, Hashable, Sendable {
        /// Whether this is the form `/pokemon-species/{id}` stands for (e.g. `deoxys-normal`).
        public let isDefault: Bool
        /// The pokemon.
        public let pokemon: NamedResource

        private enum CodingKeys: String, CodingKey {
            case isDefault = "is_default"
            case pokemon
        }
    }

    /// The default variety, which is the pokemon to fetch for the species (`deoxys` → `deoxys-normal`).
    public var defaultVariety: Variety? {
        varieties.first(where: \.isDefault) ?? varieties.first
    }
}
