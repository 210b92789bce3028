import Foundation

/// Runs the built `pokedex` as a user would, and captures what it prints.
struct BuiltPokedex {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    let executable: URL

    /// The `pokedex` built beside the test bundle (same configuration as the tests).
    init() {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 where !FileManager.default.fileExists(atPath: directory.appendingPathComponent("pokedex").path) {
            directory.deleteLastPathComponent()
        }
        executable = directory.appendingPathComponent("pokedex")
    }

    /// Runs `pokedex arguments…`; the locale variables are cleared unless `environment` sets them,
    /// so the machine's own locale never leaks into an expected output.
    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Output {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        var inherited = ProcessInfo.processInfo.environment
        for name in ["LC_ALL", "LC_MESSAGES", "LANG"] { inherited[name] = nil }
        process.environment = inherited.merging(environment) { $1 }
        let stdout = Pipe(), stderr = Pipe()
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        // Read before waiting, so a long list can't fill the pipe and block the child.
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Output(status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
                      stderr: String(decoding: err, as: UTF8.self))
    }
}
