import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs a built executable of this package as a user would, and captures what it prints.
public struct BuiltCommand: Sendable {
    public struct Output: Sendable {
        public var status: Int32
        public var stdout: String
        public var stderr: String
    }

    /// The package root, found from this file's path.
    public static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared/pokeapi` beside the package: PokeAPI's data (`csv/` is data/v2/csv of the PokeAPI
    /// repository, github.com/PokeAPI/pokeapi; `api/v2/` responses from github.com/PokeAPI/api-data),
    /// there on the team's machines and in CI; anyone else gets it from those repositories.
    public static let sharedData: URL? = {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/pokeapi")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("csv/pokemon_species.csv").path) ? url : nil
    }()

    public let executable: URL

    /// The product built beside the test bundle (same configuration and sanitizers as the tests).
    public init(_ name: String) {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) {
            directory.deleteLastPathComponent()
        }
        executable = directory.appendingPathComponent(name)
    }

    /// Any other executable, such as a system tool.
    public init(executable: URL) {
        self.executable = executable
    }

    /// Runs the command in `directory` with `arguments` and waits for it to exit.
    /// - Parameters:
    ///   - environment: variables to set on top of this process's.
    ///   - clearing: variables of this process's not to pass on (a locale, say).
    public func run(
        _ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:],
        clearing: [String] = []
    ) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var inherited = ProcessInfo.processInfo.environment
        // loccheck's check cache goes to this test run's temporary folder, not the user's ~/.cache.
        inherited["LOCCHECK_CACHE_DIR"] = inherited["LOCCHECK_CACHE_DIR"] ?? Self.checkCache.path
        for name in clearing { inherited[name] = nil }
        process.environment = inherited.merging(environment) { $1 }
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read both before waiting, so a large report can't fill a pipe and block the child.
        let (out, err) = Self.readToEnd(stdout.fileHandleForReading, stderr.fileHandleForReading)
        process.waitUntilExit()
        return Output(
            status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
            stderr: String(decoding: err, as: UTF8.self))
    }

    /// Where the loccheck runs of the tests keep their check cache: one folder for every test
    /// run, which loccheck keeps to its 32 most recent entries.
    static let checkCache = FileManager.default.temporaryDirectory.appendingPathComponent("loccheck-tests-cache")

    /// Reads two pipes to their ends at once: whichever has bytes is read, so a child that fills
    /// one pipe (64 KB on Linux) while nobody reads it never waits for the other to be drained.
    /// One thread, `poll(2)` and `read(2)`; no second thread to wait for.
    static func readToEnd(_ first: FileHandle, _ second: FileHandle) -> (Data, Data) {
        let descriptors = [first.fileDescriptor, second.fileDescriptor]
        var collected = [Data(), Data()]
        var open = [true, true]
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while open.contains(true) {
            // poll ignores a negative descriptor, so a pipe at its end drops out.
            var watched = descriptors.indices.map { index in
                pollfd(fd: open[index] ? descriptors[index] : -1, events: Int16(POLLIN), revents: 0)
            }
            guard poll(&watched, nfds_t(watched.count), -1) >= 0 else {
                if errno == EINTR { continue }
                break
            }
            for index in descriptors.indices where open[index] && watched[index].revents != 0 {
                let count = buffer.withUnsafeMutableBytes { read(descriptors[index], $0.baseAddress, $0.count) }
                if count > 0 {
                    collected[index].append(contentsOf: buffer[..<count])
                } else if count == 0 || errno != EINTR {
                    open[index] = false  // the end (or an error, which ends the pipe too)
                }
            }
        }
        return (collected[0], collected[1])
    }
}
