import Foundation
@testable import Pokedex
import PokeAPIFixtureServer
import Testing

/// The memory and disk caches, and revalidation with If-None-Match.
@Suite struct CacheTests {
    @Test func servesARepeatFromMemoryWithoutARequest() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server)
            _ = try await client.pokemon(25)
            _ = try await client.pokemon(25)
            _ = try await client.page(of: .type, limit: 5)
            _ = try await client.page(of: .type, limit: 5)
            #expect(client.requestCount == 2)
        }
    }

    @Test func theMemoryCacheDropsTheOldestBodiesPastItsLimit() async throws {
        try await withFixtureServer { server throws in
            let client = PokedexClient(configuration: PokedexConfiguration(
                baseURL: server.apiURL(), memoryCacheLimit: 2))
            for id in [1, 25, 132, 132, 25] { _ = try await client.pokemon(.id(id)) }
            #expect(client.requestCount == 3)
            _ = try await client.pokemon(1)  // dropped when 132 came in
            #expect(client.requestCount == 4)
        }
    }

    @Test func aWarmRunFromTheDiskCacheMakesNoRequest() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withFixtureServer { server throws in
            let keys: [ResourceKey] = [1, 25, 29, 132, 386]
            let cold = makeClient(server, cacheDirectory: directory)
            let coldSpecies = try await cold.species(keys)
            let coldPokemon = try await cold.pokemon(keys + [10001])
            #expect(cold.requestCount == 11)

            try await server.resetStats()
            let warm = makeClient(server, cacheDirectory: directory)  // a new process would see the same
            #expect(try await warm.species(keys) == coldSpecies)
            #expect(try await warm.pokemon(keys + [10001]) == coldPokemon)
            #expect(warm.requestCount == 0)
            #expect(try await server.stats().total == 0)
        }
    }

    @Test func revalidatesAStaleEntryWithItsETagAndKeepsTheBodyOn304() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withFixtureServer { server throws in
            let cold = makeClient(server, cacheDirectory: directory, maxAge: 0)
            let fetched = try await cold.species(386)
            let stale = makeClient(server, cacheDirectory: directory, maxAge: 0)
            #expect(try await stale.species(386) == fetched)
            #expect(try await stale.species(386) == fetched)
            let stats = try await server.stats()
            #expect(stats.statuses == ["200": 1, "304": 2])
        }
    }

    @Test func aChangedBodyReplacesTheCachedOne() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withFixtureServer { server throws in
            let url = server.apiURL().appendingPathComponent("type/10/").absoluteString
            let old = CachedResponse(url: url, etag: "\"an-older-version\"", storedAt: .distantPast,
                                     body: Data(#"{"id": 10, "name": "fire", "names": []}"#.utf8))
            DiskCache(directory: directory).write(old)
            let client = makeClient(server, cacheDirectory: directory)
            #expect(try await client.type(10).names.isEmpty == false)  // the ETag did not match: a 200
            #expect(DiskCache(directory: directory).read(url)?.etag != old.etag)
            #expect(try await server.stats().statuses == ["200": 1])
        }
    }

    @Test func diskWritesFromManyWritersLeaveWholeFilesAndNoTemporaries() async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let url = "https://pokeapi.co/api/v2/pokemon-species/1/"
        let bodies = (0..<8).map { writer in Data(String(repeating: "\(writer)", count: 200_000).utf8) }
        await withTaskGroup(of: Void.self) { group in
            for body in bodies {
                group.addTask {
                    for _ in 0..<5 {
                        DiskCache(directory: directory).write(CachedResponse(url: url, etag: nil, storedAt: Date(), body: body))
                    }
                }
            }
        }
        let read = try #require(DiskCache(directory: directory).read(url))
        #expect(bodies.contains(read.body))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).count == 1)
    }

    @Test func aDiskFileForAnotherURLIsNotServed() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = DiskCache(directory: directory)
        let mine = "https://pokeapi.co/api/v2/pokemon/1/"
        let theirs = CachedResponse(url: "https://pokeapi.co/api/v2/pokemon/2/", etag: nil, storedAt: Date(), body: Data("{}".utf8))
        // Simulate a hash collision: their entry stored under my file name.
        try FileManager.default.copyItem(at: { cache.write(theirs); return cache.fileURL(for: theirs.url) }(),
                                         to: cache.fileURL(for: mine))
        #expect(cache.read(mine) == nil)
        #expect(cache.read(theirs.url)?.body == theirs.body)
    }
}
