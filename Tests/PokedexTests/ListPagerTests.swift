import Foundation
@testable import Pokedex
import PokeAPIFixtureServer
import Testing

/// Infinite scrolling: pages handed out in order whatever order their responses arrive in.
@Suite struct ListPagerTests {
    @Test func pagesAllPokemonInOrderOnceEachWhileResponsesArriveOutOfOrder() async throws {
        let index = try JSONDecoder().decode(ListPage.self, from: recordedBody("pokemon/index.json"))
        #expect(index.results.count == 1351)
        try await withFixtureServer(arguments: ["--fault", "delay:60"]) { server throws in
            let client = makeClient(server)
            let pager = ListPager(client: client, kind: .pokemon, pageSize: 20)
            // A fast scroll: many cells ask at once, some for the same page, some past the end.
            let scrolled = try await withThrowingTaskGroup(of: Int.self) { group in
                for _ in 0..<75 {
                    group.addTask { try await pager.loadNextPage()?.count ?? 0 }
                }
                for page in [3, 3, 40, 0, 67, 12] {
                    group.addTask { _ = try await pager.loadPage(page); return 0 }
                }
                return try await group.reduce(0, +)
            }
            #expect(scrolled == 1351)
            let entries = await pager.entries
            #expect(entries == index.results.map { NamedResource(name: $0.name, url: server.url.absoluteString + $0.url)! })
            #expect(entries.map(\.id) == index.results.map(\.id))
            #expect(await pager.isComplete)
            #expect(await pager.requestedPages == 68)
            let arrivals = await pager.arrivalOrder
            #expect(arrivals.sorted() == Array(0..<68))
            #expect(arrivals != arrivals.sorted(), "The random delays should have reordered some responses.")
            #expect(try await pager.loadNextPage() == nil)

            let paths = try await server.stats().paths
            #expect(paths.count == 68 && paths.values.allSatisfy { $0 == 1 })
            #expect(paths["/api/v2/pokemon/?offset=1340&limit=20"] == 1)
        }
    }

    @Test func aLaterPageWaitsForTheEarlierOnes() async throws {
        try await withFixtureServer(arguments: ["--fault", "delay:40"]) { server throws in
            let pager = ListPager(client: makeClient(server), kind: .species, pageSize: 10)
            let fifth = try await pager.loadPage(4)
            #expect(fifth.map(\.id) == Array(41...50))
            #expect(await pager.entries.map(\.id) == Array(1...50))
            #expect(try await pager.loadNextPage()?.map(\.id) == Array(1...10))  // already there: no request
            #expect(try await server.stats().total == 5)
        }
    }

    @Test func aFailedPageCanBeAskedForAgain() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server, fault: "500@3", retry: .none)
            let pager = ListPager(client: client, kind: .type, pageSize: 5)
            for _ in 1...3 {
                await #expect(throws: PokedexError.self) { try await pager.loadPage(0) }
            }
            #expect(try await pager.loadPage(0).map(\.name) == ["normal", "fighting", "flying", "poison", "ground"])
            #expect(await pager.entries.count == 5)
        }
    }
}
