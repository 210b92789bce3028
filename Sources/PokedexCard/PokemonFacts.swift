import Foundation
import PokeLocalization
import Pokedex

/// The facts a card is made of, from the API or from the bundled catalog.
public struct PokemonFacts: Hashable, Sendable {
    /// The `/pokemon` id: 1–1025 for a species' default variety, 10001 and up for a form.
    public var id: Int
    /// The `/pokemon` slug, such as `psyduck` or `deoxys-attack`: what the card is named by.
    public var slug: String
    /// The National Pokédex number of the species: the card's number, and its name when the
    /// localizer doesn't know ``slug``.
    public var speciesID: Int
    /// Decimetres; 0 means unknown.
    public var height: Int
    /// Hectograms; 0 means unknown.
    public var weight: Int
    /// Type slugs in slot order.
    public var types: [String]
    /// The official artwork's URL, when known.
    public var artworkURL: String?

    /// Facts given one by one: for a source other than PokeAPI or the bundled catalog, or a test.
    public init(id: Int, slug: String, speciesID: Int, height: Int, weight: Int, types: [String], artworkURL: String?) {
        self.id = id
        self.slug = slug
        self.speciesID = speciesID
        self.height = height
        self.weight = weight
        self.types = types
        self.artworkURL = artworkURL
    }

    /// The facts of a `/pokemon` body.
    public init(_ pokemon: Pokemon) {
        self.init(id: pokemon.id, slug: pokemon.name, speciesID: pokemon.species.id, height: pokemon.height,
                  weight: pokemon.weight, types: pokemon.types.map(\.type.name), artworkURL: pokemon.sprites.officialArtwork)
    }

    /// The facts of a bundled catalog entry, offline. The artwork URL is the one PokeAPI gives
    /// every entry (its sprites repository, by id).
    public init(_ entry: PokemonCatalog.Entry) {
        self.init(id: entry.id, slug: entry.slug, speciesID: entry.speciesID, height: entry.height, weight: entry.weight,
                  types: entry.types, artworkURL: Self.officialArtworkURL(id: entry.id))
    }

    /// PokeAPI's official-artwork URL for a `/pokemon` id.
    public static func officialArtworkURL(id: Int) -> String {
        "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/other/official-artwork/\(id).png"
    }
}
