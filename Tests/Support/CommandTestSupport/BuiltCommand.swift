import Foundation

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
    public func run(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:],
                    clearing: [String] = []) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        var inherited = ProcessInfo.processInfo.environment
        for name in clearing { inherited[name] = nil }
        process.environment = inherited.merging(environment) { $1 }
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read before waiting, so a large report can't fill the pipe and block the child.
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }
}
