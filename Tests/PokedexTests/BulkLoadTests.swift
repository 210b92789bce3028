import Foundation
import PokeAPIFixtureServer
import Testing

@testable import Pokedex

/// Bulk loads: order kept, concurrency bounded, duplicates shared; the full corpus when it is there.
@Suite struct BulkLoadTests {
    @Test func loadsInTheOrderAskedAndSharesDuplicates() async throws {
        try await withFixtureServer(arguments: ["--fault", "delay:30"]) { server throws in
            let client = makeClient(server)
            let keys: [ResourceKey] = [386, "pikachu", 1, 386, 29, "deoxys", 132, 25]
            let species = try await client.species(keys)
            #expect(species.map(\.id) == [386, 25, 1, 386, 29, 386, 132, 25])
            // By id and by slug are different URLs; each URL is asked for once.
            let paths = try await server.stats().paths
            #expect(paths.values.allSatisfy { $0 == 1 })
            #expect(paths.count == 7)
        }
    }

    @Test func listsEveryEntryOfAListInOrder() async throws {
        let index = try JSONDecoder().decode(ListPage.self, from: recordedBody("pokemon/index.json"))
        try await withFixtureServer { server throws in
            let client = makeClient(server)
            let entries = try await client.allEntries(of: .pokemon)
            #expect(entries.map(\.id) == index.results.map(\.id))
            #expect(client.requestCount == 3)
        }
    }

    @Test(arguments: [0, -1, -500, Int.min])
    func aPageSizeBelowOneIsATypedErrorAndSendsNothing(pageSize: Int) async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server)
            await #expect(throws: PokedexError.invalidPageSize(pageSize)) {
                try await client.allEntries(of: .type, pageSize: pageSize)
            }
            #expect(client.requestCount == 0)
        }
        #expect(
            PokedexError.invalidPageSize(0).description
                == "A page size of 0 asks for no entries. Pass 1 or more; the default, 500, lists all 1,025 species in 3 requests.")
    }

    @Test func pagesOfOneAndPagesBiggerThanTheListBothListEverything() async throws {
        let index = try JSONDecoder().decode(ListPage.self, from: recordedBody("type/index.json"))
        try await withFixtureServer { server throws in
            let client = makeClient(server)
            #expect(try await client.allEntries(of: .type, pageSize: 1).map(\.id) == index.results.map(\.id))
            #expect(client.requestCount == index.results.count)
            #expect(try await client.allEntries(of: .type, pageSize: Int.max).map(\.id) == index.results.map(\.id))
        }
    }

    @Test func theOffsetsOfAServersCountNearIntMaxDoNotOverflow() {
        #expect(PokedexClient.offsets(after: 500, count: 1025) == [500, 1000])
        #expect(PokedexClient.offsets(after: 500, count: 1000) == [500])
        #expect(PokedexClient.offsets(after: 500, count: -3).isEmpty)
        let half = Int.max / 2 + 1
        #expect(PokedexClient.offsets(after: half, count: .max) == [half])
        #expect(PokedexClient.offsets(after: .max, count: .max).isEmpty)
    }

    @Test func stopsAtTheFirstFailure() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server)
            await #expect(
                throws: PokedexError.httpStatus(
                    404, url: server.apiURL().absoluteString + "pokemon-species/2/", detail: "Not found.")
            ) {
                try await client.species([1, 2, 25])  // species 2 is not among the committed fixtures
            }
        }
    }

    @Test(.enabled(if: FixtureServer.sharedCorpus != nil, sharedCorpusAbsent))
    func loadsTheWholeSharedCorpusThroughTheServerWithAbsoluteURLs() async throws {
        let root = try #require(FixtureServer.sharedCorpus)
        try await withFixtureServer(root: root) { server throws in
            let client = PokedexClient(
                configuration: PokedexConfiguration(
                    baseURL: server.apiURL(), maxConcurrentRequests: 6))
            let species = try await client.allSpecies()
            #expect(species.map(\.id) == Array(1...1025))
            #expect(species.allSatisfy { $0.defaultVariety != nil })
            #expect(species[385].varieties.first?.pokemon.url == server.apiURL().absoluteString + "pokemon/386/")

            let folder = root.appendingPathComponent("api/v2/pokemon")
            let ids = try FileManager.default.contentsOfDirectory(atPath: folder.path).compactMap(Int.init).sorted()
            let pokemon = try await client.pokemon(ids.map(ResourceKey.id))
            #expect(pokemon.map(\.id) == ids && ids.count == 81)
            let types = try await client.allEntries(of: .type)
            #expect(try await client.loadAll(types) { try await client.type(.id($0.id)) }.count == 21)
            #expect(client.requestCount == 3 + 1025 + 81 + 1 + 21)
        }
    }
}
