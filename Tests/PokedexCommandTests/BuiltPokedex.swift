import CommandTestSupport
import Foundation

/// Runs the built `pokedex` as a user would, with the locale variables cleared unless a test sets
/// them, so the machine's own locale never leaks into an expected output.
struct BuiltPokedex {
    typealias Output = BuiltCommand.Output
    private let command = BuiltCommand("pokedex")
    private static let clearing = ["LC_ALL", "LC_MESSAGES", "LANG"]

    var executable: URL { command.executable }

    func run(_ arguments: [String], environment: [String: String] = [:]) throws -> Output {
        try command.run(arguments, environment: environment, clearing: Self.clearing)
    }

    /// Runs pokedex as `run` does, as the child of a python3 that reads its peak resident memory
    /// when it has exited (`getrusage(RUSAGE_CHILDREN)`, exact, and the child's own: no other
    /// test running beside it counts).
    func runMeasuringPeakMemory(_ arguments: [String]) throws -> MeasuredRun {
        let python = BuiltCommand(executable: URL(fileURLWithPath: "/usr/bin/env"))
        let run = try python.run(["python3", "-c", Self.measuring, executable.path] + arguments, clearing: Self.clearing)
        let (first, rest) = (run.stdout.prefix { $0 != "\n" }, run.stdout.drop { $0 != "\n" }.dropFirst())
        let fields = first.split(separator: " ").compactMap { Int($0) }
        guard run.status == 0, fields.count == 2, let status = Int32(exactly: fields[1]) else {
            throw MeasurementError(description: "python3 did not measure pokedex \(arguments): \(run.stderr)")
        }
        return MeasuredRun(status: status, stdout: String(rest), stderr: run.stderr, peakBytes: fields[0] * 1024)
    }

    /// Runs its arguments and prints the child's peak resident memory (ru_maxrss, KiB on Linux)
    /// and exit status on a first line, then the child's stdout; the child's stderr goes to stderr.
    private static let measuring = """
        import resource, subprocess, sys
        run = subprocess.run(sys.argv[1:], capture_output=True)
        peak = resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss
        sys.stdout.buffer.write(b"%d %d\\n" % (peak, run.returncode) + run.stdout)
        sys.stderr.buffer.write(run.stderr)
        """

    /// What a measured run printed, its status, and its peak resident memory in bytes.
    struct MeasuredRun {
        var status: Int32
        var stdout: String
        var stderr: String
        var peakBytes: Int
    }

    struct MeasurementError: Error, CustomStringConvertible {
        let description: String
    }
}
