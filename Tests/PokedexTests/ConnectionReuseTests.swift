import Foundation
import PokeAPIFixtureServer
import Testing

@testable import Pokedex

/// The client keeps its connections alive, as the server counts them: requests one after the
/// other go over one connection, and a bulk load opens no more than it has requests in flight.
@Suite struct ConnectionReuseTests {
    @Test func requestsOneAfterTheOtherShareOneConnection() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server)
            for id in [1, 25, 29, 132, 386] {
                _ = try await client.species(.id(id))
            }
            // A redirect (301 to the slashed path) and a 404 keep the connection too.
            _ = try await client.loader.load(Species.self, from: server.apiURL().appendingPathComponent("pokemon-species/1"))
            #expect(await pokedexError { try await client.species(2) } != nil)
            let stats = try await server.stats()
            #expect(stats.total == 8)
            #expect(stats.connections == 1, "\(stats.connections) connections for 8 requests one after the other")
        }
    }

    @Test(arguments: [1, 3])
    func aBulkLoadOpensAConnectionPerRequestInFlightAtMost(limit: Int) async throws {
        // Each answer takes up to 30 ms, so the requests of a bulk load overlap.
        try await withFixtureServer(arguments: ["--fault", "delay:30"]) { server throws in
            let client = PokedexClient(
                configuration: PokedexConfiguration(
                    baseURL: server.apiURL(), retry: .none, maxConcurrentRequests: limit))
            let keys = [1, 25, 29, 132, 386].map(ResourceKey.id)
            _ = try await client.species(keys)
            _ = try await client.pokemon(keys + [.id(10001)])
            _ = try await client.allEntries(of: .type, pageSize: 1)
            let stats = try await server.stats()
            #expect(stats.total == 5 + 6 + 21)
            #expect(stats.connections <= limit, "\(stats.connections) connections for \(limit) requests in flight at most")
        }
    }
}
