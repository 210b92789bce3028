import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Runs tools/fixture_server.py for one test: start it, read its URL, stop it in teardown.
///
/// A library target of its own, so every test target (and Benchmarks/' pokebench, through the
/// `_PokeBenchmarkSupport` product) starts the server the same way.
///     let server = try FixtureServer.start()            // committed fixtures
///     let server = try FixtureServer.start(root: FixtureServer.sharedCorpus)  // full corpus
///     defer { server.stop() }
///     let api = server.apiURL(fault: "500@2")           // http://127.0.0.1:PORT/_fault/500@2/api/v2/
public final class FixtureServer: @unchecked Sendable {  // immutable after start; Process is used from one place
    /// The server's URL without a trailing slash, e.g. `http://127.0.0.1:54321`.
    public let url: URL
    private let process: Process
    private let input: Pipe

    /// The package root, found from this file's path.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The committed trimmed fixtures (3 full list indexes, a few bodies).
    public static let committedFixtures = packageRoot.appendingPathComponent("Tests/Fixtures/pokeapi")

    /// What a server newer than the bundled snapshot adds (a species No.1026, `fixturemon`, and an
    /// ability, `fixture-aura`), for `arguments: ["--add", FixtureServer.newerServer.path]`.
    public static let newerServer = packageRoot.appendingPathComponent("Tests/Fixtures/pokeapi-newer")

    /// The full recorded corpus at `../shared/pokeapi` (PokeAPI's responses, the api/v2 tree of
    /// github.com/PokeAPI/api-data), or nil when it is not beside the package.
    public static var sharedCorpus: URL? {
        let root = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/pokeapi")
        let index = root.appendingPathComponent("api/v2/pokemon-species/index.json")
        return FileManager.default.fileExists(atPath: index.path) ? root : nil
    }

    private init(url: URL, process: Process, input: Pipe) {
        self.url = url
        self.process = process
        self.input = input
    }

    /// Starts the server on a free port and waits for its URL line.
    /// - Parameters:
    ///   - root: the folder holding `api/v2/`.
    ///   - arguments: more options, e.g. `["--fault", "delay:50"]`.
    public static func start(root: URL = committedFixtures, arguments: [String] = []) throws -> FixtureServer {
        let script = packageRoot.appendingPathComponent("tools/fixture_server.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // --stop-on-eof ends it with the test process; --lifetime is the net for a server whose
        // stdin is somehow kept open, long enough for a whole run under ThreadSanitizer (a
        // suite started early can wait more than ten minutes for its turn on the thread pool).
        process.arguments =
            [
                "python3", script.path, "--root", root.path, "--port", "0",
                "--stop-on-eof", "--lifetime", "3600",
            ] + arguments
        let output = Pipe()
        let input = Pipe()
        process.standardOutput = output
        process.standardInput = input  // closing it (or our exit) stops the server
        try process.run()
        guard let line = readLine(from: output.fileHandleForReading), let url = URL(string: line),
            line.hasPrefix("http://")
        else {
            process.terminate()
            throw FixtureServerError(
                message: "tools/fixture_server.py printed no URL; run it by hand "
                    + "with --root \(root.path) to see why (python3 must be on PATH).")
        }
        return FixtureServer(url: url, process: process, input: input)
    }

    /// The API root `…/api/v2/`, optionally under a fault prefix such as `500@2` or `delay:100`.
    public func apiURL(fault: String? = nil) -> URL {
        let prefix = fault.map { "/_fault/\($0)" } ?? ""
        return URL(string: url.absoluteString + prefix + "/api/v2/")!
    }

    /// The server's request counters: total, per path (with query), per status, the peak in flight, and connections.
    public func stats() async throws -> FixtureStats {
        let (body, _) = try await URLSession.shared.data(from: url.appendingPathComponent("_stats"))
        return try JSONDecoder().decode(FixtureStats.self, from: body)
    }

    /// Lets the oldest request a `hold` fault keeps for `path` (with its query, as
    /// ``FixtureStats/held`` lists it) through, and returns once its answer is written: answers
    /// released one after the other reach the client in that order.
    public func release(_ path: String) async throws {
        // Every byte but letters and digits encoded: the path's own `?`, `&` and `=` are data here.
        let value = path.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? path
        guard let release = URL(string: url.absoluteString + "/_release?path=" + value) else {
            throw FixtureServerError(message: "\(path) makes no URL to release it with.")
        }
        let (_, response) = try await URLSession.shared.data(from: release)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw FixtureServerError(message: "no request for \(path) is held, so none was released.")
        }
    }

    /// Lets every request a `hold` fault keeps through.
    public func releaseAll() async throws {
        _ = try await URLSession.shared.data(from: url.appendingPathComponent("_release"))
    }

    /// Sets the server's request counters to zero.
    public func resetStats() async throws {
        _ = try await URLSession.shared.data(from: url.appendingPathComponent("_stats/reset"))
    }

    /// Stops the server and waits up to 2 s for it to exit.
    public func stop() {
        if process.isRunning {
            process.terminate()
        }
        try? input.fileHandleForWriting.close()
        // waitUntilExit spins a run loop that may never turn from an async context; poll, briefly.
        for _ in 0..<200 where process.isRunning { usleep(10_000) }
        // Once the server has exited this returns at once; it also drops the run loop source by
        // which a Process keeps itself alive, which polling alone never does (LeakSanitizer
        // reported every server's Process and pipes as leaked).
        if !process.isRunning { process.waitUntilExit() }
    }

    deinit { stop() }

    private static func readLine(from handle: FileHandle) -> String? {
        var bytes = Data()
        while true {
            guard let byte = try? handle.read(upToCount: 1), let first = byte.first else { return nil }
            if first == UInt8(ascii: "\n") { break }
            bytes.append(first)
        }
        return String(data: bytes, encoding: .utf8)
    }
}

/// What `GET /_stats` answers.
public struct FixtureStats: Decodable, Sendable {
    /// Requests counted, `/_stats` itself excluded.
    public let total: Int
    /// Requests per path with its query, fault prefix removed.
    public let paths: [String: Int]
    /// Answers per HTTP status, e.g. `"304": 3`.
    public let statuses: [String: Int]
    /// The most requests the server was answering at once since the last reset.
    public let peakInFlight: Int
    /// The requests a `hold` fault keeps now, path with query, in the order they arrived.
    public let held: [String]
    /// The TCP connections that carried a counted request since the last reset: a client that
    /// keeps its connections alive sends many requests on each.
    public let connections: Int
}

/// The fixture server did not start.
public struct FixtureServerError: Error, CustomStringConvertible {
    public let message: String
    public var description: String { message }
}
