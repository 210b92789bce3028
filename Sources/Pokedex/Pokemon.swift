/// A pokemon (a species' variety, e.g. `deoxys-attack`) as `/api/v2/pokemon/{id}/` returns it.
///
/// Only the fields the app shows are decoded; the rest of the body (moves, game indices…) is skipped.
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
    /// Abilities by slot, slot 1 first (the hidden one is slot 3); none in a body without them.
    public let abilities: [AbilitySlot]
    /// Base stats in the body's order (PokeAPI's: hp, attack, defense, special-attack,
    /// special-defense, speed); none in a body without them.
    public let stats: [StatValue]
    /// The forms this pokemon has (`/pokemon-form` resources), the default first; none in a body
    /// without them, or whose list can't be read.
    public let forms: [NamedResource]

    /// One of a pokemon's types and its slot (1 = primary).
    public struct TypeSlot: Codable, Hashable, Sendable {
        /// 1 for the primary type, 2 for the secondary.
        public let slot: Int
        /// The type.
        public let type: NamedResource
    }

    /// One of a pokemon's abilities and its slot: 1 and 2 for its abilities, 3 for the hidden one.
    public struct AbilitySlot: Codable, Hashable, Sendable {
        /// The slot, 1 to 3.
        public let slot: Int
        /// Whether this is the pokemon's hidden ability.
        public let isHidden: Bool
        /// The ability.
        public let ability: NamedResource

        private enum CodingKeys: String, CodingKey {
            case slot
            case isHidden = "is_hidden"
            case ability
        }
    }

    /// One of a pokemon's base stats.
    public struct StatValue: Codable, Hashable, Sendable {
        /// The base value, within `PokemonRecord.BaseStat.valueRange` (0–255).
        public let baseStat: Int
        /// The stat, such as `hp` or `special-attack`.
        public let stat: NamedResource

        private enum CodingKeys: String, CodingKey {
            case baseStat = "base_stat"
            case stat
        }

        /// Decodes `base_stat` and `stat`.
        /// - Throws: `DecodingError.dataCorrupted` at `base_stat` for a value outside
        ///   `PokemonRecord.BaseStat.valueRange`, and the usual errors for a missing or mistyped field.
        public init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            baseStat = try container.decode(Int.self, forKey: .baseStat)
            stat = try container.decode(NamedResource.self, forKey: .stat)
            let range = PokemonRecord.BaseStat.valueRange
            guard range.contains(baseStat) else {
                throw DecodingError.dataCorruptedError(
                    forKey: .baseStat, in: container,
                    debugDescription:
                        "The base \(stat.name) is \(baseStat), outside the \(range.lowerBound)...\(range.upperBound) a base stat can be.")
            }
        }
    }

    /// The heights (decimetres) and weights (hectograms) a body may hold: 0 (unknown) through
    /// 1,000,000, a thousand times the tallest Pokémon (1,000 dm) and a hundred times the heaviest
    /// (9,999 hg). A body with a negative or larger value is refused as `PokedexError.decoding` at
    /// `height` or `weight`, so it never reaches a formatter; PokeFormatting's `Height` and
    /// `Weight` format this same range.
    public static let measurementRange: ClosedRange<Int> = 0...1_000_000

    /// The package's record of this pokemon: its slug, species number, height, weight, type
    /// slugs in slot order, abilities and base stats, as `PokemonCatalog` has them offline. The
    /// artwork and slots stay here. The egg groups are the species' (``record(species:)``), so
    /// this record has none.
    public var record: PokemonRecord {
        PokemonRecord(
            id: id, slug: name, speciesID: species.id, height: height, weight: weight, types: types.map(\.type.name),
            abilities: abilities.map { PokemonRecord.Ability($0.ability.name, isHidden: $0.isHidden) },
            baseStats: stats.map { PokemonRecord.BaseStat($0.stat.name, $0.baseStat) })
    }

    /// ``record`` with the egg groups of its species, from that species' `/pokemon-species` body.
    /// A species that is not this pokemon's (another id than ``species``) gives none.
    public func record(species body: Species) -> PokemonRecord {
        var record = self.record
        if body.id == species.id { record.eggGroups = body.eggGroups.map(\.name) }
        return record
    }

    private enum CodingKeys: String, CodingKey { case id, name, species, height, weight, types, sprites, abilities, stats, forms }

    /// Decodes the fields above from a `/pokemon` body, types and abilities sorted by slot, and
    /// missing sprites, abilities, stats or forms as none.
    /// - Throws: `DecodingError.dataCorrupted` at `height` or `weight` for a value outside
    ///   ``measurementRange``, or at a stat's `base_stat` outside `PokemonRecord.BaseStat.valueRange`,
    ///   and the usual `DecodingError`s for a missing or mistyped field.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decode(Int.self, forKey: .id)
        name = try container.decode(String.self, forKey: .name)
        species = try container.decode(NamedResource.self, forKey: .species)
        height = try Self.measurement(.height, unit: "dm", in: container)
        weight = try Self.measurement(.weight, unit: "hg", in: container)
        types = try container.decode([TypeSlot].self, forKey: .types).sorted { $0.slot < $1.slot }
        sprites = try container.decodeIfPresent(Sprites.self, forKey: .sprites) ?? Sprites()
        abilities = try (container.decodeIfPresent([AbilitySlot].self, forKey: .abilities) ?? []).sorted { $0.slot < $1.slot }
        stats = try container.decodeIfPresent([StatValue].self, forKey: .stats) ?? []
        // Read only to name a form the tables lack: a list that can't be read is as none, not a failed body.
        forms = (try? container.decodeIfPresent([NamedResource].self, forKey: .forms)) ?? []
    }

    /// The value at `key`, refused unless it is within ``measurementRange``.
    private static func measurement(
        _ key: CodingKeys, unit: String,
        in container: KeyedDecodingContainer<CodingKeys>
    ) throws -> Int {
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
