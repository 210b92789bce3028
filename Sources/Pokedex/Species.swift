/// A pokemon species as `/api/v2/pokemon-species/{id}/` returns it: its names, genera, Pokédex
/// entries, varieties and egg groups.
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
    /// The species' genus in each language the server has ("Duck Pokémon"); none in a body without them.
    public let genera: [Genus]
    /// The species' Pokédex entries, each game's in each language, as the server writes them (with
    /// its line and page breaks); none in a body without them.
    public let flavorTextEntries: [FlavorText]

    private enum CodingKeys: String, CodingKey {
        case id, name, names, varieties, genera
        case eggGroups = "egg_groups"
        case flavorTextEntries = "flavor_text_entries"
    }

    /// Decodes the fields above from a `/pokemon-species` body, missing egg groups, genera and
    /// entries as none.
    /// - Throws: the usual `DecodingError`s for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        names = try container.decode([TranslatedName].self, forKey: .names)
        varieties = try container.decode([Variety].self, forKey: .varieties)
        eggGroups = try container.decodeIfPresent([NamedResource].self, forKey: .eggGroups) ?? []
        genera = try container.decodeIfPresent([Genus].self, forKey: .genera) ?? []
        flavorTextEntries = try container.decodeIfPresent([FlavorText].self, forKey: .flavorTextEntries) ?? []
    }

    /// A species' genus in one language: `Duck Pokémon` in `en`.
    public struct Genus: Codable, Hashable, Sendable {
        /// The genus, e.g. `Duck Pokémon` or `오리포켓몬`.
        public let genus: String
        /// The language, e.g. `ko` with id 3.
        public let language: NamedResource
    }

    /// One Pokédex entry of a species: one game's text in one language.
    public struct FlavorText: Codable, Hashable, Sendable {
        /// The text as the game and the server write it, with `\n` and form feeds where the game
        /// breaks lines and pages (a card shows it as one line).
        public let flavorText: String
        /// The language, e.g. `en`.
        public let language: NamedResource
        /// The game version, e.g. `sword`.
        public let version: NamedResource

        private enum CodingKeys: String, CodingKey {
            case flavorText = "flavor_text"
            case language, version
        }
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
