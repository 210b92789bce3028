import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The fixture server as a child process of the benchmark; it exits when the benchmark does.
final class BenchmarkServer {
    let apiURL: URL
    private let root: URL
    private let process = Process()
    private let stdin = Pipe()

    /// Starts `script` serving `root` on a free port and reads the URL it prints.
    init(script: URL, root corpus: URL) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path, "--root", corpus.path, "--stop-on-eof", "--lifetime", "900"]
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardInput = stdin
        try process.run()
        var line = Data()
        while let byte = try stdout.fileHandleForReading.read(upToCount: 1)?.first, byte != UInt8(ascii: "\n") {
            line.append(byte)
        }
        guard let text = String(data: line, encoding: .utf8), let url = URL(string: text), url.host != nil else {
            process.terminate()
            throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey:
                "the fixture server printed no URL; run python3 \(script.path) --root \(corpus.path) to see why"])
        }
        root = url
        apiURL = url.appendingPathComponent("api/v2/")
    }

    /// The server's counters as `N requests (200: a, 304: b)`.
    func stats() -> String {
        guard let body = fetch("_stats"),
              let json = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
              let total = json["total"] as? Int, let statuses = json["statuses"] as? [String: Int]
        else { return "stats unavailable" }
        let parts = statuses.keys.sorted().map { "\($0): \(statuses[$0]!)" }
        return "\(total) requests" + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
    }

    /// Sets the server's counters to zero.
    func resetStats() { _ = fetch("_stats/reset") }

    /// Stops the server.
    func stop() {
        if process.isRunning { process.terminate() }
        try? stdin.fileHandleForWriting.close()
        // waitUntilExit spins a run loop that never turns from an async context; poll instead, briefly.
        for _ in 0..<200 where process.isRunning { usleep(10_000) }
    }

    private func fetch(_ path: String) -> Data? {
        let done = DispatchSemaphore(value: 0)
        nonisolated(unsafe) var result: Data?
        URLSession.shared.dataTask(with: root.appendingPathComponent(path)) { body, _, _ in
            result = body
            done.signal()
        }.resume()
        done.wait()
        return result
    }
}
