import Foundation
import PokeAPIFixtureServer
import Pokedex
import Testing

/// Runs `body` with a fixture server started for it and stopped after it, however it ends.
func withFixtureServer<Result>(
    root: URL = FixtureServer.committedFixtures, arguments: [String] = [],
    _ body: (FixtureServer) async throws -> Result
) async throws -> Result {
    let server = try FixtureServer.start(root: root, arguments: arguments)
    defer { server.stop() }
    return try await body(server)
}

/// A client whose requests a `hold` fault keeps until the test releases them (`fault: nil` for a
/// server started with `--fault hold`). Its timeout between bytes and its deadline, 600 s each,
/// are far above any wait of a test's own: in whole `swift test` runs CPU-bound tests can hold
/// every thread of the cooperative pool for minutes. With two busy loops beside the suite, the
/// default 60 s deadline ended held requests before the test released them, and their retries
/// were held as well.
func makeHoldingClient(_ server: FixtureServer, fault: String? = "hold") -> PokedexClient {
    makeClient(server, fault: fault, timeout: 600, deadline: 600)
}

/// A client for `server` with short timeouts and quick retries, so fault tests stay fast.
/// The retries are bounded by their count alone: a time budget would race the clock (a fresh
/// clone's CI run, two cores shared by the whole suite, once spent over 10 s before a first
/// attempt's failure came back, and four retry tests saw no retry); a test about the budget sets one.
func makeClient(
    _ server: FixtureServer, fault: String? = nil, timeout: TimeInterval = 10,
    retry: RetryPolicy = RetryPolicy(maxAttempts: 3, baseDelay: 0.01, maxDelay: 0.05, maxElapsed: .infinity),
    cacheDirectory: URL? = nil, maxAge: TimeInterval = 3600,
    deadline: TimeInterval = PokedexConfiguration.defaultRequestDeadline, wire: HTTPWireChoice = .platform
) -> PokedexClient {
    PokedexClient(
        configuration: PokedexConfiguration(
            baseURL: server.apiURL(fault: fault), requestTimeout: timeout, retry: retry,
            cacheDirectory: cacheDirectory, maxAge: maxAge, requestDeadline: deadline
        ).over(wire))
}

extension PokedexConfiguration {
    /// This configuration with its requests sent over `wire` (on Linux, `.urlSession` is the
    /// Apple platforms' wire through FoundationNetworking).
    func over(_ wire: HTTPWireChoice) -> PokedexConfiguration {
        var copy = self
        copy.wire = wire
        return copy
    }
}

extension FixtureServer {
    /// The requests a `hold` fault keeps, once there are at least `count`, in the order they
    /// arrived. Counts requests, never times them: the polling only paces the asking, and the
    /// bound on it only turns a client that never sends them into a failure instead of a hang.
    func held(atLeast count: Int) async throws -> [String] {
        for _ in 0..<30_000 {
            let held = try await stats().held
            if held.count >= count { return held }
            try await Task.sleep(nanoseconds: 2_000_000)
        }
        let held = try await stats().held
        Issue.record("\(held.count) requests are held, not the \(count) the test waited for: \(held)")
        return held
    }
}

/// A fresh empty directory under the temporary directory, for a disk cache.
func temporaryDirectory() -> URL {
    let url = FileManager.default.temporaryDirectory
        .appendingPathComponent("PokedexTests-\(UUID().uuidString)", isDirectory: true)
    try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
}

/// Reads `api/v2/<relative>` of a data root (committed fixtures or the shared corpus).
func recordedBody(_ relative: String, root: URL = FixtureServer.committedFixtures) throws -> Data {
    try Data(contentsOf: root.appendingPathComponent("api/v2/\(relative)"))
}

/// Why a test that reads the whole recorded corpus is skipped: `.enabled(if: FixtureServer.sharedCorpus != nil, sharedCorpusAbsent)`.
let sharedCorpusAbsent: Comment =
    "needs ../shared/pokeapi beside the package: PokeAPI's recorded responses (the api/v2 tree of github.com/PokeAPI/api-data), absent here"

/// The `PokedexError` that `work` threw, or nil when it returned (any other error fails the test).
func pokedexError(_ work: () async throws -> some Any) async -> PokedexError? {
    do {
        _ = try await work()
        return nil
    } catch let error as PokedexError {
        return error
    } catch {
        Issue.record("Expected a PokedexError, got \(error)")
        return nil
    }
}

/// Whether `error` is a transport error other than a timeout.
func isTransportWithoutTimeout(_ error: PokedexError?) -> Bool {
    guard case .transport(_, _, timedOut: false)? = error else { return false }
    return true
}
