import Foundation
import PokeAPIFixtureServer
import Testing

@testable import Pokedex

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
            let client = PokedexClient(
                configuration: PokedexConfiguration(
                    baseURL: server.apiURL(), memoryCacheLimit: 2))
            for id in [1, 25, 132, 132, 25] { _ = try await client.pokemon(.id(id)) }
            #expect(client.requestCount == 3)
            _ = try await client.pokemon(1)  // dropped when 132 came in
            #expect(client.requestCount == 4)
        }
    }

    @Test func theMemoryCacheDropsTheOldestBodiesPastItsByteLimit() async {
        let cache = ResponseCache(directory: nil, memoryLimit: 100, memoryByteLimit: 1_000)
        let entry = { (name: String, size: Int) in
            CachedResponse(url: name, etag: nil, storedAt: Date(), body: Data(repeating: 1, count: size))
        }
        for name in ["a", "b", "c"] { await cache.store(entry(name, 400)) }  // 1,200 bytes: a goes
        let held = { (names: [String]) async in await names.asyncMap { await cache.entry(for: $0) != nil } }
        #expect(await held(["a", "b", "c"]) == [false, true, true])
        await cache.store(entry("b", 100))  // replaced: 500 bytes held
        await cache.store(entry("d", 500))
        #expect(await held(["b", "c", "d"]) == [true, true, true])
        await cache.store(entry("huge", 5_000))  // the newest stays, alone
        #expect(await held(["b", "c", "d", "huge"]) == [false, false, false, true])
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
            let old = CachedResponse(
                url: url, etag: "\"an-older-version\"", storedAt: .distantPast,
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
        try FileManager.default.copyItem(
            at: {
                cache.write(theirs)
                return cache.fileURL(for: theirs.url)
            }(),
            to: cache.fileURL(for: mine))
        #expect(cache.read(mine) == nil)
        #expect(cache.read(theirs.url)?.body == theirs.body)
    }

    /// Fetches species 25 into a disk cache, damages its file with `damage`, and fetches it again
    /// with a new client: the value must be right and must have come from the server.
    func fetchAfterDamagingTheCacheFile(_ damage: (inout Data) -> Void) async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withFixtureServer { server throws in
            let fetched = try await makeClient(server, cacheDirectory: directory).species(25)
            let file = DiskCache(directory: directory).fileURL(for: server.apiURL().absoluteString + "pokemon-species/25/")
            var bytes = try Data(contentsOf: file)
            damage(&bytes)
            try bytes.write(to: file)
            try await server.resetStats()

            let again = makeClient(server, cacheDirectory: directory)
            #expect(try await again.species(25) == fetched)
            #expect(try await server.stats().paths == ["/api/v2/pokemon-species/25/": 1])
            #expect(try await server.stats().statuses == ["200": 1])  // a whole body, not a 304 on a bad one
            // The refetched body replaced the damaged file, so a third client reads it from disk.
            try await server.resetStats()
            #expect(try await makeClient(server, cacheDirectory: directory).species(25) == fetched)
            #expect(try await server.stats().total == 0)
        }
    }

    @Test func aTruncatedCacheFileIsDiscardedAndRefetched() async throws {
        try await fetchAfterDamagingTheCacheFile { bytes in bytes = bytes.prefix(bytes.count * 2 / 3) }
    }

    @Test func aCacheFileWithAFlippedByteIsDiscardedAndRefetched() async throws {
        try await fetchAfterDamagingTheCacheFile { bytes in
            let body = bytes.index(after: bytes.firstIndex(of: UInt8(ascii: "\n"))!)
            // A letter inside a name: still valid JSON, so only the checksum can tell.
            let target = bytes[body...].firstIndex(of: UInt8(ascii: "k"))!
            bytes[target] ^= 0x20
        }
    }

    @Test func aCacheFileCutInsideItsHeaderIsDiscarded() async throws {
        try await fetchAfterDamagingTheCacheFile { bytes in bytes = bytes.prefix(20) }
    }

    @Test func everyDamagedVariantOfACacheFileReadsAsAMiss() throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let cache = DiskCache(directory: directory)
        let entry = CachedResponse(
            url: "https://pokeapi.co/api/v2/type/10/", etag: "\"e\"", storedAt: Date(),
            body: Data(#"{"id": 10, "name": "fire", "names": []}"#.utf8))
        cache.write(entry)
        let file = cache.fileURL(for: entry.url)
        let whole = try Data(contentsOf: file)
        #expect(cache.read(entry.url)?.body == entry.body)
        let bodyStart = whole.firstIndex(of: UInt8(ascii: "\n"))! + 1
        for cut in 0..<whole.count {
            try whole.prefix(cut).write(to: file)
            #expect(cache.read(entry.url) == nil, "a file cut to \(cut) bytes was served")
        }
        for position in bodyStart..<whole.count {
            var flipped = whole
            flipped[position] ^= 0x01
            try flipped.write(to: file)
            #expect(cache.read(entry.url) == nil, "a file with byte \(position) flipped was served")
            #expect(!FileManager.default.fileExists(atPath: file.path), "a damaged file was kept")
        }
    }
}

extension Array {
    /// `transform` of each element in order, awaiting each.
    fileprivate func asyncMap<Result>(_ transform: (Element) async -> Result) async -> [Result] {
        var results: [Result] = []
        for element in self { results.append(await transform(element)) }
        return results
    }
}
