import Foundation
import PokeAPIFixtureServer
import Pokedex
import Testing

/// `maxConcurrentRequests` bounds a client's requests on the wire, all its callers together,
/// counted where it matters: on the server.
@Suite struct RequestLimitTests {
    @Test(arguments: [1, 2, 3])
    func pagersBulkLoadsAndSingleRequestsShareTheClientsLimit(limit: Int) async throws {
        // Each answer is held 300 ms, so requests sent together are in flight together.
        try await withFixtureServer(arguments: ["--fault", "slow:300"]) { server throws in
            let client = PokedexClient(
                configuration: PokedexConfiguration(
                    baseURL: server.apiURL(), retry: .none, maxConcurrentRequests: limit))
            let pager = ListPager(client: client, kind: .type, pageSize: 5)
            try await withThrowingTaskGroup(of: Void.self) { group in
                for _ in 0..<4 {
                    group.addTask { _ = try await pager.loadNextPage() }
                }
                group.addTask { _ = try await client.species([1, 25, 29, 132, 386]) }
                group.addTask { _ = try await client.pokemon([1, 25, 29]) }
                for id in [132, 386, 10001] {
                    group.addTask { _ = try await client.pokemon(.id(id)) }
                }
                try await group.waitForAll()
            }
            let stats = try await server.stats()
            #expect(stats.total == 4 + 5 + 6)
            #expect(stats.peakInFlight == limit, "\(stats.peakInFlight) requests were in flight at once")
        }
    }
}
