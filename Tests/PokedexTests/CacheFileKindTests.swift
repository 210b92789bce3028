import Foundation
import PokeAPIFixtureServer
import Synchronization
import Testing

@testable import Pokedex

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Something other than a regular file where a cache entry should be (a FIFO, a directory, a
/// symbolic link) is a miss: never read through, never waited on, never deleted by a read.
///
/// The time limit turns a reader that blocks on a FIFO into a failure instead of a hang. It is
/// far above what a test takes alone (seconds): in whole `swift test` runs, CPU-bound tests held
/// both threads of the cooperative pool for tens of seconds, and a 1-minute limit failed three
/// of these tests that had blocked on nothing.
@Suite(.timeLimit(.minutes(10))) struct CacheFileKindTests {
    /// Plants something with `plant(file, url)` at the cache file of species 25, then fetches the
    /// species with a new client: the value must be right and must come from the server. Then
    /// `check(file, server, directory)` says what became of the planted thing.
    func fetchAfterPlanting(
        _ plant: (URL, String) throws -> Void,
        check: (URL, FixtureServer, URL) async throws -> Void
    ) async throws {
        let directory = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        try await withFixtureServer { server throws in
            let url = server.apiURL().absoluteString + "pokemon-species/25/"
            let file = DiskCache(directory: directory).fileURL(for: url)
            try plant(file, url)
            let (entry, blocked) = await readWithoutHanging(DiskCache(directory: directory), url)
            guard !blocked else {
                Issue.record("Reading the cache file blocked for \(Self.patience) s instead of missing at once.")
                return
            }
            #expect(entry == nil)
            #expect(try await makeClient(server, cacheDirectory: directory).species(25).name == "pikachu")
            #expect(try await server.stats().paths == ["/api/v2/pokemon-species/25/": 1])
            try await check(file, server, directory)
        }
    }

    /// Seconds after which a read counts as blocked: a guard against a hang, not a measurement.
    static let patience = 30

    /// `cache.read(url)` on a thread of its own, and whether it blocked: a read that waits for a
    /// FIFO's writer gets one after `patience` seconds (opening the FIFO for writing lets it
    /// return), so the test fails instead of hanging.
    func readWithoutHanging(_ cache: DiskCache, _ url: String) async -> (CachedResponse?, blocked: Bool) {
        let file = cache.fileURL(for: url)
        let finished = DispatchSemaphore(value: 0)
        let entry = Mutex<CachedResponse?>(nil)
        Thread {
            let read = cache.read(url)
            entry.withLock { $0 = read }
            finished.signal()
        }.start()
        let blocked = await withCheckedContinuation { continuation in
            DispatchQueue.global().async {
                let blocked = finished.wait(timeout: .now() + .seconds(Self.patience)) == .timedOut
                if blocked {
                    let writer = open(file.path, O_WRONLY | O_NONBLOCK)
                    if writer >= 0 { close(writer) }
                    finished.wait()
                }
                continuation.resume(returning: blocked)
            }
        }
        return (entry.withLock { $0 }, blocked)
    }

    /// The kind of what is at `path`, not following a link.
    func kind(_ path: URL) -> FileAttributeType? {
        (try? FileManager.default.attributesOfItem(atPath: path.path))?[.type] as? FileAttributeType
    }

    @Test func aFIFOIsAMissAndTheRefetchedBodyReplacesIt() async throws {
        try await fetchAfterPlanting(
            { file, _ throws in
                #expect(mkfifo(file.path, 0o644) == 0, "mkfifo failed: errno \(errno)")
            },
            check: { file, server, directory throws in
                // The write renamed a regular file over the FIFO's name, so the next client reads the disk.
                #expect(kind(file) == .typeRegular)
                try await server.resetStats()
                #expect(try await makeClient(server, cacheDirectory: directory).species(25).name == "pikachu")
                #expect(try await server.stats().total == 0)
            })
    }

    @Test func aDirectoryIsAMissAndIsLeftAlone() async throws {
        try await fetchAfterPlanting(
            { file, _ throws in
                try FileManager.default.createDirectory(at: file, withIntermediateDirectories: false)
                try Data("mine".utf8).write(to: file.appendingPathComponent("inside"))
            },
            check: { file, server, directory throws in
                #expect(kind(file) == .typeDirectory)
                #expect(try Data(contentsOf: file.appendingPathComponent("inside")) == Data("mine".utf8))
                // Still a miss: the write can't replace a directory, and that is no error.
                #expect(try await makeClient(server, cacheDirectory: directory).species(25).name == "pikachu")
                #expect(try await server.stats().paths == ["/api/v2/pokemon-species/25/": 2])
            })
    }

    @Test func aSymbolicLinkIsNotFollowedEvenToAValidEntry() async throws {
        let elsewhere = temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: elsewhere) }
        let body = try recordedBody("pokemon-species/25/index.json")
        try await fetchAfterPlanting(
            { file, url throws in
                // A whole, valid entry for this very URL, in another folder, linked to from the cache.
                let other = DiskCache(directory: elsewhere)
                other.write(CachedResponse(url: url, etag: nil, storedAt: Date(), body: body))
                #expect(other.read(url)?.body == body)
                try FileManager.default.createSymbolicLink(at: file, withDestinationURL: other.fileURL(for: url))
            },
            check: { file, server, _ throws in
                let url = server.apiURL().absoluteString + "pokemon-species/25/"
                #expect(DiskCache(directory: elsewhere).read(url)?.body == body, "the link's target was changed")
                #expect(kind(file) == .typeRegular, "the refetched body did not replace the link")
            })
    }
}
