import Foundation
import PokeAPIFixtureServer
import Pokedex
import Testing

// The code of Pokedex's documentation (Sources/Pokedex/Pokedex.docc), run: tools/docc.sh checks
// that each Swift listing of the catalog is a verbatim excerpt of this file.

/// Pikachu's Japanese name and its types, from PokeAPI or a copy of it at `baseURL`.
func pikachu(from baseURL: URL) async throws(PokedexError) -> (japanese: String?, types: [String]) {
    let client = PokedexClient(configuration: PokedexConfiguration(baseURL: baseURL))
    let species = try await client.species("pikachu")  // GET /pokemon-species/pikachu/
    let pokemon = try await client.defaultPokemon(ofSpecies: 25)  // its default variety, /pokemon/25/
    return (species.names.name(inLanguage: "ja"), pokemon.types.map(\.type.name))
}

@Suite("Pokedex's documentation examples")
struct DocumentationExampleTests {
    @Test("the landing page's example answers as its comments say")
    func landingPage() async throws {
        let answer = try await withFixtureServer { server in try await pikachu(from: server.apiURL()) }
        #expect(answer.japanese == "ピカチュウ")
        #expect(answer.types == ["electric"])
    }
}
