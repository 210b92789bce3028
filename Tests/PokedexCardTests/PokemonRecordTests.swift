import CommandTestSupport
import Foundation
import PokeAPIFixtureServer
import PokeLocalization
import Pokedex
import PokedexCard
import Testing

@Suite("One Pokémon record, from the API and from the bundled catalog")
struct PokemonRecordTests {
    /// The recorded `/pokemon/{id}` bodies under a fixture root, by id, each with its species'
    /// `/pokemon-species` body.
    static func recordedBodies(root: URL = BuiltCommand.packageRoot.appendingPathComponent("Tests/Fixtures/pokeapi")) throws
        -> [(id: Int, body: Data, species: Data)]
    {
        let folder = root.appendingPathComponent("api/v2/pokemon")
        let names = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        return try names.compactMap(Int.init).sorted().map { id in
            let body = try Data(contentsOf: folder.appendingPathComponent("\(id)/index.json"))
            let species = try JSONDecoder().decode(Pokemon.self, from: body).species.id
            return (id, body, try Data(contentsOf: root.appendingPathComponent("api/v2/pokemon-species/\(species)/index.json")))
        }
    }

    @Test("a decoded /pokemon body's record, with its species' egg groups, is the catalog's record of its id, for every recorded body")
    func apiRecordIsCatalogRecord() throws {
        let bodies = try Self.recordedBodies()
        #expect(bodies.count >= 6, "the fixtures hold /pokemon/1, 25, 29, 132, 386 and 10001 at least")
        try Self.expectCatalogRecords(bodies)
    }

    @Test(
        "so is every /pokemon body of the shared corpus: abilities, base stats and egg groups included",
        .enabled(
            if: FixtureServer.sharedCorpus != nil, "needs ../shared/pokeapi beside the package: PokeAPI's recorded responses, absent here"))
    func sharedCorpusRecordsAreCatalogRecords() throws {
        let bodies = try Self.recordedBodies(root: try #require(FixtureServer.sharedCorpus))
        #expect(bodies.count == 81)
        try Self.expectCatalogRecords(bodies)
    }

    static func expectCatalogRecords(_ bodies: [(id: Int, body: Data, species: Data)]) throws {
        let catalog = PokemonCatalog()
        for (id, body, speciesBody) in bodies {
            let pokemon = try JSONDecoder().decode(Pokemon.self, from: body)
            let species = try JSONDecoder().decode(Species.self, from: speciesBody)
            let record = pokemon.record(species: species)
            #expect(!record.abilities.isEmpty && record.baseStats.count == 6 && !record.eggGroups.isEmpty, "/pokemon/\(id)")
            #expect(record == catalog.record(id: id), "/pokemon/\(id)")
            #expect(catalog.record(slug: pokemon.name) == record, "/pokemon/\(id)")
        }
    }

    @Test("facts from bodies and from the catalog's record hold the same record and the same artwork")
    func factsAgree() throws {
        let catalog = PokemonCatalog()
        for (id, body, speciesBody) in try Self.recordedBodies() {
            let pokemon = try JSONDecoder().decode(Pokemon.self, from: body)
            let online = PokemonFacts(pokemon, species: try JSONDecoder().decode(Species.self, from: speciesBody))
            let offline = PokemonFacts(try #require(catalog.record(id: id)))
            #expect(online.record == offline.record, "/pokemon/\(id)")
            #expect(online.artworkURL == offline.artworkURL, "/pokemon/\(id)")
            #expect(PokemonFacts(pokemon).record.eggGroups.isEmpty, "a /pokemon body alone has no egg groups")
        }
    }
}
