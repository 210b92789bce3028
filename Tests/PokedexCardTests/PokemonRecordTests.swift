import CommandTestSupport
import Foundation
import PokeLocalization
import Pokedex
import PokedexCard
import Testing

@Suite("One Pokémon record, from the API and from the bundled catalog")
struct PokemonRecordTests {
    /// The recorded `/pokemon/{id}` bodies of the fixture server, by id.
    static func recordedBodies() throws -> [(id: Int, body: Data)] {
        let folder = BuiltCommand.packageRoot.appendingPathComponent("Tests/Fixtures/pokeapi/api/v2/pokemon")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return try names.compactMap(Int.init).sorted().map { id in
            (id, try Data(contentsOf: folder.appendingPathComponent("\(id)/index.json")))
        }
    }

    @Test("a decoded /pokemon body's record is the catalog's record of its id, for every recorded body")
    func apiRecordIsCatalogRecord() throws {
        let bodies = try Self.recordedBodies()
        #expect(bodies.count >= 6, "the fixtures hold /pokemon/1, 25, 29, 132, 386 and 10001 at least")
        let catalog = PokemonCatalog()
        for (id, body) in bodies {
            let pokemon = try JSONDecoder().decode(Pokemon.self, from: body)
            #expect(pokemon.record == catalog.record(id: id), "/pokemon/\(id)")
            #expect(catalog.record(slug: pokemon.name) == pokemon.record, "/pokemon/\(id)")
        }
    }

    @Test("facts from a body and from the catalog's record hold the same record and the same artwork")
    func factsAgree() throws {
        let catalog = PokemonCatalog()
        for (id, body) in try Self.recordedBodies() {
            let pokemon = try JSONDecoder().decode(Pokemon.self, from: body)
            let online = PokemonFacts(pokemon), offline = PokemonFacts(try #require(catalog.record(id: id)))
            #expect(online.record == offline.record, "/pokemon/\(id)")
            #expect(online.artworkURL == offline.artworkURL, "/pokemon/\(id)")
        }
    }
}
