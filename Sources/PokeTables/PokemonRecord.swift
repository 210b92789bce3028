/// One `/pokemon` entry: a species' default variety (ids 1–1025) or a form (10001 and up), with
/// what PokeAPI says of its size and types.
///
/// The one record of a Pokémon in the package: the snapshot's `/pokemon` list holds it,
/// PokeLocalization's `PokemonCatalog` hands it out, Pokedex's `Pokemon` (a decoded `/pokemon`
/// body) converts to it, and PokedexCard's `PokemonFacts` is it plus the artwork. Nothing checks
/// a record made by hand against the snapshot.
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

    /// A record with these facts: for a source of an app's own, or a test.
    public init(id: Int, slug: String, speciesID: Int, height: Int, weight: Int, types: [String]) {
        self.id = id
        self.slug = slug
        self.speciesID = speciesID
        self.height = height
        self.weight = weight
        self.types = types
    }
}
