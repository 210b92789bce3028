import Foundation
import PokeAPIFixtureServer
import Testing

@testable import Pokedex

/// A list page that can't be the answer (an impossible count, missing entries, links that
/// contradict the count) is a typed decoding error at its key, never a listing cut short.
@Suite struct ListPageCheckTests {
    /// The key path of the decoding error `error` is, or nil (and a recorded issue) for any other.
    func keyPath(of error: PokedexError?, url: String) -> String? {
        guard case .decoding("ListPage", url, let keyPath, _)? = error else {
            Issue.record("Expected a ListPage decoding error for \(url), got \(String(describing: error))")
            return nil
        }
        return keyPath
    }

    @Test(arguments: [
        ("count:-1", "count"), ("count:3", "count"), ("count:-9223372036854775808", "count"),
        ("list-links", "next"),
    ])
    func anImpossibleFirstPageIsADecodingErrorAtItsKey(fault: String, key: String) async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server, fault: fault, retry: .none)
            let url = server.apiURL(fault: fault).absoluteString + "pokemon/?offset=0&limit=20"
            #expect(keyPath(of: await pokedexError { try await client.page(of: .pokemon) }, url: url) == key)
            // Neither a listing nor a pager goes on with what the page said.
            let listing = await pokedexError { try await client.allEntries(of: .pokemon, pageSize: 20) }
            #expect(keyPath(of: listing, url: url) == key)
            let pager = ListPager(client: client, kind: .pokemon, pageSize: 20)
            #expect(keyPath(of: await pokedexError { try await pager.loadNextPage() }, url: url) == key)
            #expect(await pager.entries.isEmpty)
        }
    }

    /// A count past the list's end reads like a longer list until the page that comes up short.
    @Test func aCountPastTheListsEndFailsAtThePageThatComesUpShort() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server, fault: "count:1000000", retry: .none)
            let url = server.apiURL(fault: "count:1000000").absoluteString + "pokemon/?offset=1000&limit=500"
            #expect(keyPath(of: await pokedexError { try await client.allEntries(of: .pokemon) }, url: url) == "results")
        }
    }

    @Test func anImpossibleLastPageIsADecodingErrorAndNotCached() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server, fault: "list-links", retry: .none)
            let url = server.apiURL(fault: "list-links").absoluteString + "type/?offset=20&limit=20"
            #expect(keyPath(of: await pokedexError { try await client.page(of: .type, limit: 20, offset: 20) }, url: url) == "next")
            _ = await pokedexError { try await client.page(of: .type, limit: 20, offset: 20) }
            #expect(client.requestCount == 2, "a refused page was served from the cache")
        }
    }

    @Test func everyPageOfTheRealListsPasses() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server)
            for kind in [ResourceKind.pokemon, .species, .type] {
                let all = try await client.allEntries(of: kind, pageSize: 7)
                #expect(all.count == (try await client.page(of: kind)).count)
            }
            #expect(try await client.page(of: .type, limit: 5, offset: 10_000).results.isEmpty)
        }
    }

    /// Every count from 0 to 12 against every offset and limit, with pages made as PokeAPI makes
    /// them, then each broken one way: the right page passes, each broken one is refused at its key.
    @Test func aPageIsAcceptedExactlyWhenItIsThePageTheCountImplies() throws {
        let url = URL(string: "https://pokeapi.co/api/v2/pokemon/")!
        let link = "https://pokeapi.co/api/v2/pokemon/?offset=1&limit=1"
        let entries = (1...12).map { NamedResource(name: "p\($0)", url: "https://pokeapi.co/api/v2/pokemon/\($0)/")! }
        for count in 0...12 {
            for offset in 0...14 {
                for limit in 1...13 {
                    let slice = offset < count ? Array(entries[offset..<min(count, offset + limit)]) : []
                    let last = offset + limit >= count
                    let page = ListPage(count: count, next: last ? nil : link, previous: offset > 0 ? link : nil, results: slice)
                    #expect(try page.checked(limit: limit, offset: offset, url: url) == page)
                    let broken: [(ListPage, String)] =
                        [
                            (ListPage(count: -1 - count, next: page.next, previous: page.previous, results: slice), "count"),
                            (ListPage(count: count, next: last ? link : nil, previous: page.previous, results: slice), "next"),
                            (ListPage(count: count, next: page.next, previous: offset > 0 ? nil : link, results: slice), "previous"),
                            (
                                ListPage(count: count, next: last ? nil : "not a link", previous: page.previous, results: slice),
                                last ? "" : "next"
                            ),
                            (
                                ListPage(count: count, next: page.next, previous: page.previous, results: slice + [entries[0]]),
                                slice.count < limit && offset + slice.count + 1 > count ? "count" : "results"
                            ),
                        ]
                        + (slice.isEmpty
                            ? []
                            : [
                                (ListPage(count: count, next: page.next, previous: page.previous, results: slice.dropLast()), "results")
                            ])
                    for (brokenPage, key) in broken where !key.isEmpty {
                        let error = #expect(throws: PokedexError.self) { try brokenPage.checked(limit: limit, offset: offset, url: url) }
                        guard case .decoding("ListPage", url.absoluteString, let keyPath, _)? = error else {
                            Issue.record("count \(count) offset \(offset) limit \(limit): \(String(describing: error))")
                            continue
                        }
                        #expect(keyPath == key, "count \(count) offset \(offset) limit \(limit): \(brokenPage)")
                    }
                }
            }
        }
    }
}
