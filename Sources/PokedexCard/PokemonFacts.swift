import Foundation
import PokeLocalization
import Pokedex

/// The facts a card is made of, from the API or from the bundled catalog.
public struct PokemonFacts: Hashable, Sendable {
    public var id: Int
    public var slug: String
    public var speciesID: Int
    /// Decimetres.
    public var height: Int
    /// Hectograms; 0 means unknown.
    public var weight: Int
    /// Type slugs in slot order.
    public var types: [String]
    public var artworkURL: String?

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
