import Foundation
import PokeAPIFixtureServer
import Testing

@testable import Pokedex

/// Infinite scrolling: pages handed out in order whatever order their responses arrive in.
@Suite struct ListPagerTests {
    /// The server keeps every request unanswered and answers them newest first, a batch at a
    /// time (the first page alone, which tells the length, then as many as the client has in
    /// flight), so every batch arrives in the reverse of the order it was asked in: counted, not
    /// hoped for from random delays.
    @Test func pagesAllPokemonInOrderOnceEachWhileResponsesArriveOutOfOrder() async throws {
        let index = try JSONDecoder().decode(ListPage.self, from: recordedBody("pokemon/index.json"))
        #expect(index.results.count == 1351)
        try await withFixtureServer(arguments: ["--fault", "hold"]) { server throws in
            let client = makeHoldingClient(server, fault: nil)
            let pager = ListPager(client: client, kind: .pokemon, pageSize: 20)
            // A fast scroll: many cells ask at once, some for the same page, some past the end.
            let scroll = Task {
                try await withThrowingTaskGroup(of: Int.self) { group in
                    for _ in 0..<75 {
                        group.addTask { try await pager.loadNextPage()?.count ?? 0 }
                    }
                    for page in [3, 3, 40, 0, 67, 12] {
                        group.addTask {
                            _ = try await pager.loadPage(page)
                            return 0
                        }
                    }
                    return try await group.reduce(0, +)
                }
            }
            let pages = 68
            let inFlight = client.configuration.maxConcurrentRequests
            var asked: [String] = []
            var answered: [String] = []
            while answered.count < pages {
                let batch = try await server.held(atLeast: answered.isEmpty ? 1 : min(inFlight, pages - answered.count))
                asked += batch
                for path in batch.reversed() {
                    try await server.release(path)
                    answered.append(path)
                }
            }
            #expect(try await scroll.value == 1351)
            #expect(asked.count == pages && Set(asked).count == pages)
            #expect(answered != asked, "the batches went out newest first")
            let entries = await pager.entries
            #expect(entries == index.results.map { NamedResource(name: $0.name, url: server.url.absoluteString + $0.url)! })
            #expect(entries.map(\.id) == index.results.map(\.id))
            #expect(await pager.isComplete)
            #expect(await pager.requestedPages == 68)
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

    /// Every page's first request fails (`500@1`, no retries inside the client), so each page
    /// fails once and is returned by the next call.
    @Test func anAppThatAppendsEveryPageAndCallsAgainAfterAnErrorGetsTheWholeListInOrder() async throws {
        let index = try JSONDecoder().decode(ListPage.self, from: recordedBody("type/index.json"))
        try await withFixtureServer { server throws in
            let pager = ListPager(client: makeClient(server, fault: "500@1", retry: .none), kind: .type, pageSize: 5)
            var shown: [NamedResource] = []
            var failures = 0
            for _ in 0..<20 {
                do {
                    guard let page = try await pager.loadNextPage() else { break }
                    shown += page
                } catch {
                    failures += 1
                }
            }
            #expect(shown.map(\.id) == index.results.map(\.id))
            #expect(failures == 5)
            #expect(try await server.stats().statuses == ["500": 5, "200": 5])
        }
    }

    /// Calls made at once line up; a call whose page fails hands it to the next in line, so an app
    /// that appends pages as its calls return sees them in order, with no gap, whatever failed.
    /// (How many calls fail depends on whether a page's failed request was already in flight for
    /// the call that gets it; each page is answered 500 once and 200 once whatever happens.)
    @Test func callsInLineGetEveryPageOnceInOrderWhileSomeFail() async throws {
        let index = try JSONDecoder().decode(ListPage.self, from: recordedBody("pokemon-species/index.json"))
        try await withFixtureServer { server throws in
            let pager = ListPager(client: makeClient(server, fault: "500@1", retry: .none), kind: .species, pageSize: 50)
            let feed = Feed(pager: pager)
            let pages = (index.results.count + 49) / 50
            let calls = 2 * pages + 5
            await withTaskGroup(of: Void.self) { group in
                for _ in 0..<calls {
                    group.addTask { await feed.scroll() }
                }
            }
            #expect(await feed.shown.map(\.id) == index.results.map(\.id))
            let (failures, ends) = (await feed.failures, await feed.ends)
            #expect(failures >= 1 && failures <= pages, "\(failures) failures")  // the first page's always shows
            #expect(pages + failures + ends == calls)
            #expect(try await server.stats().statuses == ["500": pages, "200": pages])
        }
    }

    /// `loadPage` calls for pages at random, while every page fails once: a call never returns a
    /// page before the pages ahead of it are in `entries`, even when another caller's failure
    /// cleared one of them meanwhile.
    @Test func aPageNeverReturnsBeforeTheOnesAheadOfItWhileOthersFail() async throws {
        let index = try JSONDecoder().decode(ListPage.self, from: recordedBody("pokemon/index.json"))
        try await withFixtureServer { server throws in
            let pager = ListPager(client: makeClient(server, fault: "500@1", retry: .none), kind: .pokemon, pageSize: 20)
            let pages = (index.results.count + 19) / 20
            let asked = (0..<120).map { $0 * 37 % pages }  // every page, in a scrambled order
            let outcomes = await withTaskGroup(of: (page: Int, ids: [Int]?, delivered: Int).self) { group in
                for page in asked {
                    group.addTask {
                        let ids = try? await pager.loadPage(page).map(\.id)
                        return (page, ids, await pager.entries.count)
                    }
                }
                return await group.reduce(into: []) { $0.append($1) }
            }
            for outcome in outcomes {
                guard let ids = outcome.ids else { continue }
                let expected = index.results[(outcome.page * 20)..<min(index.results.count, outcome.page * 20 + 20)]
                #expect(ids == expected.map(\.id), "page \(outcome.page)")
                #expect(outcome.delivered >= outcome.page * 20 + ids.count, "page \(outcome.page) came back early")
            }
            var calls = 0
            while calls < 2 * pages + 1 {  // a page whose failure nobody has met yet fails once more
                calls += 1
                do {
                    if try await pager.loadNextPage() == nil { break }
                } catch {}
            }
            #expect(await pager.entries.map(\.id) == index.results.map(\.id))
            #expect(await pager.isComplete)
        }
    }

    @Test func aNegativePageIsATypedErrorAndAPagePastTheEndIsEmpty() async throws {
        try await withFixtureServer { server throws in
            let pager = ListPager(client: makeClient(server), kind: .type, pageSize: 5)
            await #expect(throws: PokedexError.invalidPageIndex(-1)) { try await pager.loadPage(-1) }
            #expect(try await pager.loadPage(Int.max).isEmpty)
            #expect(try await pager.loadPage(5).isEmpty)
            #expect(try await server.stats().total == 1)  // only the first page, which tells the length
        }
    }
}

/// An app's list screen: appends every page its scrolls get, in the order the calls return.
private actor Feed {
    let pager: ListPager
    private(set) var shown: [NamedResource] = []
    private(set) var failures = 0
    private(set) var ends = 0

    init(pager: ListPager) { self.pager = pager }

    func scroll() async {
        do {
            if let page = try await pager.loadNextPage() {
                shown += page
            } else {
                ends += 1
            }
        } catch {
            failures += 1
        }
    }
}
