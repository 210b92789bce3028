/// One `/pokemon` entry: a species' default variety (ids 1–1025) or a form (10001 and up), with
/// what PokeAPI says of its size, types, abilities, base stats and its species' egg groups.
///
/// The one record of a Pokémon in the package: the snapshot's `/pokemon` list holds it,
/// PokeLocalization's `PokemonCatalog` hands it out, Pokedex's `Pokemon` (a decoded `/pokemon`
/// body) converts to it, and PokedexCard's `PokemonFacts` is it plus the artwork. Nothing checks
/// a record made by hand against the snapshot. Abilities, stats and egg groups are slugs, named
/// in a locale by the tables (`Localizer.abilityName(slug:in:)`, `statName(slug:in:)`, `eggGroupName(slug:in:)`).
public struct PokemonRecord: Hashable, Sendable {
    /// The `/pokemon` id: 1–1025 for a species' default variety, 10001 and up for a form.
    public var id: Int
    /// The `/pokemon` slug, such as `psyduck` or `deoxys-attack`.
    public var slug: String
    /// The National Pokédex number of its species, such as 386 for `deoxys-attack`.
    public var speciesID: Int
    /// Height in decimetres, as PokeAPI gives it; 0 means unknown.
    public var height: Int
    /// Weight in hectograms, as PokeAPI gives it; 0 means unknown.
    public var weight: Int
    /// Type slugs in slot order (the primary type first), one or two of them.
    public var types: [String]
    /// The abilities in slot order, the hidden one (PokeAPI's slot 3) marked and last: Psyduck's
    /// `damp`, `cloud-nine` and hidden `swift-swim`. Empty where PokeAPI lists none (a few of the
    /// newest forms) or the record's source didn't say.
    public var abilities: [Ability]
    /// The base stats in PokeAPI's stat order: `hp`, `attack`, `defense`, `special-attack`,
    /// `special-defense`, `speed`. Empty where the record's source didn't say; ``baseStat(_:)``
    /// reads one by its slug.
    public var baseStats: [BaseStat]
    /// The egg-group slugs of its species, by egg group id as PokeAPI's server lists them (`water1`, `ground`): one or two,
    /// the same for every variety of a species. Empty where the record's source didn't say (a
    /// `/pokemon` body alone has none: they are the species').
    public var eggGroups: [String]

    /// One of a Pokémon's abilities.
    public struct Ability: Hashable, Sendable {
        /// The ability's slug, such as `swift-swim`.
        public var slug: String
        /// Whether it is the Pokémon's hidden ability (PokeAPI's `is_hidden`).
        public var isHidden: Bool

        /// An ability of a record, hidden or not.
        public init(_ slug: String, isHidden: Bool = false) {
            self.slug = slug
            self.isHidden = isHidden
        }
    }

    /// One base stat: the stat's slug and its value.
    public struct BaseStat: Hashable, Sendable {
        /// The stat's slug, such as `hp` or `special-attack`.
        public var stat: String
        /// The base value, such as 52; at most 255 in the games.
        public var value: Int

        /// The values a base stat may have: one byte, as in every game (the highest is 255).
        /// The snapshot's reader and Pokedex's decoder refuse any other; a record made by hand
        /// may hold any.
        public static let valueRange: ClosedRange<Int> = 0...255

        /// A base stat of a record.
        public init(_ stat: String, _ value: Int) {
            self.stat = stat
            self.value = value
        }
    }

    /// A record with these facts: for a source of an app's own, or a test.
    public init(
        id: Int, slug: String, speciesID: Int, height: Int, weight: Int, types: [String],
        abilities: [Ability] = [], baseStats: [BaseStat] = [], eggGroups: [String] = []
    ) {
        self.id = id
        self.slug = slug
        self.speciesID = speciesID
        self.height = height
        self.weight = weight
        self.types = types
        self.abilities = abilities
        self.baseStats = baseStats
        self.eggGroups = eggGroups
    }

    /// The base value of a stat by its slug (`attack`); `nil` when the record has none for it.
    /// - Complexity: O(n) in the number of base stats (six).
    public func baseStat(_ stat: String) -> Int? {
        baseStats.first { $0.stat == stat }?.value
    }
}
