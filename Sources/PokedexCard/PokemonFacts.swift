import Foundation
import PokeLocalization
import Pokedex

/// What a card is made of: a Pokémon's record, from the API or the bundled catalog, and its artwork.
public struct PokemonFacts: Hashable, Sendable {
    /// The id, slug, species number, height, weight, types, abilities, base stats and egg groups.
    /// The card is named by the slug, and numbered (and named, when the localizer doesn't know the
    /// slug) by the species number.
    public var record: PokemonRecord
    /// The official artwork's URL, when known.
    public var artworkURL: String?
    /// What a server said of the species and abilities, for what the localizer's tables lack;
    /// `nil` offline.
    public var server: ServerText?

    /// A record and its artwork: for a source other than PokeAPI or the bundled catalog, or a test.
    public init(record: PokemonRecord, artworkURL: String?, server: ServerText? = nil) {
        self.record = record
        self.artworkURL = artworkURL
        self.server = server
    }

    /// The facts of a `/pokemon` body: its record and official artwork.
    public init(_ pokemon: Pokemon) {
        self.init(record: pokemon.record, artworkURL: pokemon.sprites.officialArtwork)
    }

    /// The facts of a `/pokemon` body with its species' `/pokemon-species` body, which has the
    /// egg groups (``/Pokedex/Pokemon/record(species:)``), and the names, genus and entries a card
    /// shows where the tables have none (``server``); add the `/ability` bodies of abilities the
    /// tables lack to ``ServerText/abilities``.
    public init(_ pokemon: Pokemon, species: Species) {
        self.init(
            record: pokemon.record(species: species), artworkURL: pokemon.sprites.officialArtwork,
            server: ServerText(species: species))
    }

    /// The facts of a record, such as the bundled catalog's, offline. The artwork URL is the one
    /// PokeAPI gives every entry (its sprites repository, by id).
    public init(_ record: PokemonRecord) {
        self.init(record: record, artworkURL: Self.officialArtworkURL(id: record.id))
    }

    /// PokeAPI's official-artwork URL for a `/pokemon` id.
    public static func officialArtworkURL(id: Int) -> String {
        "https://raw.githubusercontent.com/PokeAPI/sprites/master/sprites/pokemon/other/official-artwork/\(id).png"
    }
}
