import BenchmarkSupport
import Foundation

#if canImport(Glibc)
import Glibc
#endif

// pokebench's helpers over the C functions of BenchmarkSupport (Benchmarks/Sources/BenchmarkSupport).

/// A program running in a pseudo-terminal of its own, for timing a full-screen app from a key
/// to the frame it draws, as a user's terminal would see it.
final class PseudoTerminal {
    private let master: Int32
    private let process = Process()
    /// Everything the program wrote and was not taken yet.
    private(set) var pending = [UInt8]()

    /// Starts `executable` with `arguments` on a new pseudo-terminal of `columns` × `rows` cells.
    init(_ executable: URL, _ arguments: [String], environment: [String: String], columns: Int, rows: Int) throws {
        var descriptor: Int32 = -1
        var path = [CChar](repeating: 0, count: 256)
        let failure = pseudo_terminal_open(Int32(columns), Int32(rows), &descriptor, &path, path.count)
        guard failure == 0 else {
            throw BrowseBenchmarkFailure(message: "no pseudo-terminal: \(String(cString: strerror(failure)))")
        }
        master = descriptor
        let name = String(decoding: path.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        guard let slave = FileHandle(forUpdatingAtPath: name) else {
            throw BrowseBenchmarkFailure(message: "could not open \(name)")
        }
        process.executableURL = executable
        process.arguments = arguments
        process.environment = environment
        process.standardInput = slave
        process.standardOutput = slave
        process.standardError = slave
        try process.run()
        try slave.close()
    }

    deinit {
        if process.isRunning { process.terminate() }
        close(master)
    }

    /// Sends keys as the terminal would.
    func send(_ text: String) {
        let bytes = Array(text.utf8)
        _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
    }

    /// Reads until `done` says the output so far is complete, at most `timeout` seconds;
    /// answers the output read (and keeps nothing of it).
    func read(until done: ([UInt8]) -> Bool, timeout: Double = 30) throws -> [UInt8] {
        let deadline = DispatchTime.now().uptimeNanoseconds + UInt64(timeout * 1e9)
        var buffer = [UInt8](repeating: 0, count: 65_536)
        while !done(pending) {
            guard DispatchTime.now().uptimeNanoseconds < deadline else {
                throw BrowseBenchmarkFailure(
                    message: "no frame within \(timeout) s; the last bytes: "
                        + String(decoding: pending.suffix(300), as: UTF8.self).debugDescription)
            }
            var watched = pollfd(fd: master, events: Int16(POLLIN), revents: 0)
            guard poll(&watched, 1, 50) > 0 else { continue }
            let count = buffer.withUnsafeMutableBytes { Glibc.read(master, $0.baseAddress, $0.count) }
            guard count > 0 else { throw BrowseBenchmarkFailure(message: "the program closed its terminal") }
            pending += buffer[..<count]
        }
        defer { pending.removeAll() }
        return pending
    }

    /// Waits up to 5 s for the program to exit.
    func waitForExit() {
        for _ in 0..<500 where process.isRunning { usleep(10_000) }
        if process.isRunning { process.terminate() }
    }
}

/// Why a benchmark's program could not be run or timed.
struct BrowseBenchmarkFailure: Error, CustomStringConvertible {
    let message: String
    var description: String { message }
}

/// libpng's simplified API reading `bytes` into RGBA (the baseline of the decode benchmark);
/// answers the width, 0 when libpng refused them.
func libpngSimplifiedDecode(_ bytes: [UInt8]) -> Int {
    bytes.withUnsafeBufferPointer { png in
        png.baseAddress.map { Int(libpng_baseline_decode($0, png.count)) } ?? 0
    }
}
