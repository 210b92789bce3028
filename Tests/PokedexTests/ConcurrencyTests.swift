import Foundation
import PokeAPIFixtureServer
import Testing

@testable import Pokedex

/// Many tasks at once on one client: request sharing, the caches and the pager must give every
/// caller the right value (or `.cancelled`) and send each request once. Run under
/// `swift test --sanitize=thread` these are what finds races.
@Suite struct ConcurrencyTests {
    @Test func hundredsOfTasksShareRequestsAndCachesWhileSomeAreCancelled() async throws {
        try await withFixtureServer(arguments: ["--fault", "delay:40"]) { server throws in
            let client = makeClient(server, cacheDirectory: nil)
            let ids = [1, 25, 29, 132, 386]
            let expected = try await withFixtureServer { plain in
                try await makeClient(plain).species(ids.map(ResourceKey.id)).map(\.name)
            }
            let outcomes = await withTaskGroup(of: (kept: Bool, names: [String]?).self) { group in
                for caller in 0..<200 {
                    let order = ids.shuffled()
                    let task = Task { () -> [String]? in
                        var names: [Int: String] = [:]
                        for id in order {
                            names[id] =
                                try await caller.isMultiple(of: 2)
                                ? client.species(.id(id)).name
                                : client.loadAll([id, id]) { try await client.species(.id($0)).name }[0]
                            _ = try await client.pokemon(.id(id))
                        }
                        return ids.map { names[$0]! }
                    }
                    let cancel = caller.isMultiple(of: 7)
                    group.addTask {
                        if cancel {
                            try? await Task.sleep(nanoseconds: UInt64.random(in: 0...60_000_000))
                            task.cancel()
                        }
                        do { return (!cancel, try await task.value) } catch {
                            #expect(error as? PokedexError == .cancelled, "caller \(caller): \(error)")
                            return (!cancel, nil)
                        }
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            #expect(outcomes.count == 200)
            for outcome in outcomes where outcome.kept {
                #expect(outcome.names == expected)
            }
            for outcome in outcomes where outcome.names != nil {
                #expect(outcome.names == expected)
            }
            // Cancelled callers may have abandoned a run and a later caller restarted it, so a
            // path can be asked for more than once, but never more often than there were cancels.
            let paths = try await server.stats().paths
            #expect(Set(paths.keys) == Set(ids.flatMap { ["/api/v2/pokemon-species/\($0)/", "/api/v2/pokemon/\($0)/"] }))
            #expect(paths.values.allSatisfy { $0 >= 1 && $0 <= 1 + 200 / 7 + 1 }, "\(paths)")
            #expect(client.requestCount == paths.values.reduce(0, +))
        }
    }

    @Test func manyTasksPageThroughOneListWithSeveralPagersOnOneClient() async throws {
        let index = try JSONDecoder().decode(ListPage.self, from: recordedBody("pokemon-species/index.json"))
        try await withFixtureServer(arguments: ["--fault", "delay:30"]) { server throws in
            let client = makeClient(server)
            let pagers = (0..<4).map { _ in ListPager(client: client, kind: .species, pageSize: 25) }
            let pages = (index.results.count + 24) / 25
            try await withThrowingTaskGroup(of: Void.self) { group in
                for task in 0..<160 {
                    let pager = pagers[task % pagers.count]
                    group.addTask {
                        if task.isMultiple(of: 3) {
                            _ = try await pager.loadPage(Int.random(in: 0..<pages))
                        } else {
                            _ = try await pager.loadNextPage()
                        }
                    }
                }
                try await group.waitForAll()
            }
            for pager in pagers {
                while try await pager.loadNextPage() != nil {}
                #expect(await pager.entries.map(\.id) == index.results.map(\.id))
                #expect(await pager.requestedPages == pages)
            }
            // Pagers on one client share its cache and in-flight requests: each page went out once.
            let paths = try await server.stats().paths
            #expect(paths.count == pages && paths.values.allSatisfy { $0 == 1 }, "\(paths)")
        }
    }
}
