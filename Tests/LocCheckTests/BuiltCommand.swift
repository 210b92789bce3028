import Foundation

/// Runs a built executable of this package as a user would, and captures what it prints.
struct BuiltCommand {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// The package root, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// `../shared` beside the package, where PokeAPI's data lives on the team's machines and in CI.
    static let sharedData: URL? = {
        let url = packageRoot.deletingLastPathComponent().appendingPathComponent("shared/pokeapi")
        return FileManager.default.fileExists(atPath: url.appendingPathComponent("csv/pokemon_species.csv").path) ? url : nil
    }()

    let executable: URL

    /// The product built beside the test bundle (same configuration and sanitizers as the tests).
    init(_ name: String) {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) {
            directory.deleteLastPathComponent()
        }
        executable = directory.appendingPathComponent(name)
    }

    /// Any other executable, such as a system tool.
    init(executable: URL) {
        self.executable = executable
    }

    /// Runs the command in `directory` with `arguments` and waits for it to exit.
    func run(_ arguments: [String], in directory: URL = packageRoot, environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
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

/// A temporary directory removed when the value goes away.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("loccheck-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    /// A copy of the package's own tables inside this directory.
    func copyOfPackageTables() throws -> URL {
        let copy = url.appendingPathComponent("tables")
        try FileManager.default.copyItem(at: BuiltCommand.packageRoot.appendingPathComponent("Resources"), to: copy)
        return copy
    }

    deinit {
        try? FileManager.default.removeItem(at: url)
    }
}
