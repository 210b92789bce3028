import Foundation
import PokeAPIFixtureServer
import Pokedex
import Testing

@testable import Artwork

/// The artwork cache against the fixture server: one request per image, then the memory and disk
/// caches; ETag revalidation; the size and time bounds; hostile and wrong bodies.
@Suite struct ArtworkStoreTests {
    /// Runs `body` with a fixture server serving generated artwork for ids 1–3 and hostile files as 901…
    private func withArtworkServer(_ body: (FixtureServer, ScratchDirectory) async throws -> Void) async throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let art = scratch.file("art")
        try PNGMaker.run(["artwork", art.path, "1-3", "--size", "64"])
        try PNGMaker.run(["hostile", scratch.file("hostile").path])
        for (number, name) in [(901, "bad-crc"), (902, "not-png"), (903, "bomb-idat")] {
            try FileManager.default.copyItem(at: scratch.file("hostile/\(name).png"), to: art.appendingPathComponent("\(number).png"))
        }
        let server = try FixtureServer.start(arguments: ["--artwork", art.path])
        defer { server.stop() }
        try await body(server, scratch)
    }

    private func client(_ server: FixtureServer, cache: URL?, fault: String? = nil, maxAge: TimeInterval = 3600) -> PokedexClient {
        PokedexClient(
            configuration: PokedexConfiguration(
                baseURL: server.apiURL(fault: fault), retry: RetryPolicy(maxAttempts: 2, baseDelay: 0.01, maxDelay: 0.02),
                cacheDirectory: cache, maxAge: maxAge))
    }

    /// A store whose deadline (a wall-clock race with the fetch) no fetch of these tests meets
    /// but a hung one: in `swift test` the other suites' synchronous tests can hold every thread
    /// of the cooperative pool for longer than the default 20 s, and then the deadline's one
    /// step wins over the fetch's several (six tests failed so in one fresh-clone CI run).
    /// The deadline itself is tested with its own short limit.
    private func networkStore(_ client: PokedexClient, limits: PNGLimits = .artwork) -> ArtworkStore {
        ArtworkStore(source: .network(client), limits: limits, timeLimit: 600)
    }

    private func artwork(_ server: FixtureServer, _ id: Int, fault: String? = nil) -> URL {
        URL(string: server.url.absoluteString + (fault.map { "/_fault/\($0)" } ?? "") + "/artwork/\(id).png")!
    }

    private func outcome(_ work: () async throws(ArtworkError) -> RGBAImage) async -> Result<RGBAImage, ArtworkError> {
        do {
            return .success(try await work())
        } catch {
            return .failure(error)
        }
    }

    private func requests(_ server: FixtureServer, _ id: Int) async throws -> Int {
        try await server.stats().paths["/artwork/\(id).png"] ?? 0
    }

    @Test func anImageIsFetchedOnceThenServedFromMemoryAndDisk() async throws {
        try await withArtworkServer { server, scratch throws in
            let cache = scratch.file("cache")
            let store = networkStore(client(server, cache: cache))
            let first = try await store.image(at: artwork(server, 2))
            #expect(first.width == 64 && first.height == 64)
            #expect(try await store.image(at: artwork(server, 2)) == first)
            #expect(try await requests(server, 2) == 1)
            // A new process: a new client and store over the same disk cache.
            let warm = networkStore(client(server, cache: cache))
            #expect(try await warm.image(at: artwork(server, 2)) == first)
            let offline = ArtworkStore(source: .cacheOnly(client(server, cache: cache)))
            #expect(try await offline.image(at: artwork(server, 2)) == first)
            #expect(try await requests(server, 2) == 1)
        }
    }

    @Test func aStaleImageIsRevalidatedWithItsETag() async throws {
        try await withArtworkServer { server, scratch throws in
            let cache = scratch.file("cache")
            let cold = try await networkStore(client(server, cache: cache, maxAge: 0)).image(at: artwork(server, 3))
            let stale = try await networkStore(client(server, cache: cache, maxAge: 0)).image(at: artwork(server, 3))
            #expect(stale == cold)
            #expect(try await server.stats().statuses == ["200": 1, "304": 1])
        }
    }

    @Test func offlineWithoutACachedImageSaysSoAndSendsNothing() async throws {
        try await withArtworkServer { server, scratch throws in
            let store = ArtworkStore(source: .cacheOnly(client(server, cache: scratch.file("empty"))))
            let url = artwork(server, 1)
            await #expect(throws: ArtworkError.notCached(url: url.absoluteString)) { try await store.image(at: url) }
            #expect(try await server.stats().total == 0)
        }
    }

    @Test func aFileOverTheSizeLimitIsRefusedWhileItArrives() async throws {
        try await withArtworkServer { server, _ throws in
            let store = networkStore(client(server, cache: nil), limits: PNGLimits(maxBytes: 100))
            let url = artwork(server, 1)
            await #expect(throws: ArtworkError.fetch(.responseTooLarge(url: url.absoluteString, limit: 100))) {
                try await store.image(at: url)
            }
        }
    }

    @Test func anImageThatTakesTooLongEndsInATimeout() async throws {
        try await withArtworkServer { server, _ throws in
            let store = ArtworkStore(source: .network(client(server, cache: nil)), timeLimit: 0.3)
            let url = artwork(server, 1, fault: "slow:3000")
            await #expect(throws: ArtworkError.timedOut(url: url.absoluteString, seconds: 0.3)) { try await store.image(at: url) }
        }
    }

    @Test func aDamagedImageIsATypedErrorAndIsNotFetchedAgain() async throws {
        try await withArtworkServer { server, _ throws in
            let store = networkStore(client(server, cache: nil))
            await #expect(throws: ArtworkError.decode(.badChecksum(chunk: "IDAT", atByte: 33))) {
                try await store.image(at: artwork(server, 901))
            }
            await #expect(throws: ArtworkError.decode(.badChecksum(chunk: "IDAT", atByte: 33))) {
                try await store.image(at: artwork(server, 901))
            }
            #expect(try await requests(server, 901) == 1)
            let bomb = await outcome { () throws(ArtworkError) in try await store.image(at: artwork(server, 903)) }
            guard case .failure(.decode(.corrupt)) = bomb else {
                Issue.record("the decompression bomb: \(bomb)")
                return
            }
        }
    }

    @Test func aBodyThatIsNotAPNGIsNeitherDecodedNorCached() async throws {
        try await withArtworkServer { server, scratch throws in
            let cache = scratch.file("cache")
            for _ in 0..<2 {
                let store = networkStore(client(server, cache: cache))
                let page = await outcome { () throws(ArtworkError) in try await store.image(at: artwork(server, 902)) }
                guard case .failure(.fetch(.decoding)) = page else {
                    Issue.record("an HTML page: \(page)")
                    continue
                }
            }
            #expect(try await requests(server, 902) == 2)
        }
    }

    @Test func aMissingImageIsTheServers404() async throws {
        try await withArtworkServer { server, _ throws in
            let store = networkStore(client(server, cache: nil))
            let url = artwork(server, 404)
            await #expect(throws: ArtworkError.fetch(.httpStatus(404, url: url.absoluteString, detail: "Not found."))) {
                try await store.image(at: url)
            }
        }
    }
}
