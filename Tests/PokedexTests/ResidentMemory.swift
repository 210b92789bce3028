import Foundation

/// The test process's resident memory, read from Linux's `/proc/self/status`.
///
/// Memory, not time, is what a body limit bounds, and it doesn't depend on how loaded the machine
/// is: a client that stops at the limit holds about the limit, one that doesn't holds whatever
/// arrived.
enum ResidentMemory {
    /// Whether this system has the files the measurement needs (Linux 4.0 or later).
    static let isAvailable = FileManager.default.isWritableFile(atPath: "/proc/self/clear_refs")
        && FileManager.default.isReadableFile(atPath: "/proc/self/status")

    /// Sets the peak (VmHWM) to what is resident now, so the next peak is this test's; false
    /// when the kernel refused.
    static func resetPeak() -> Bool {
        guard let handle = FileHandle(forWritingAtPath: "/proc/self/clear_refs") else { return false }
        defer { try? handle.close() }
        return (try? handle.write(contentsOf: Data("5".utf8))) != nil
    }

    /// Bytes resident now (VmRSS).
    static var current: Int? { field("VmRSS") }

    /// The most bytes resident since the last `resetPeak()` (VmHWM).
    static var peak: Int? { field("VmHWM") }

    /// A `kB` line of /proc/self/status, in bytes.
    private static func field(_ name: String) -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        for line in status.split(separator: "\n") where line.hasPrefix(name + ":") {
            let words = line.split(separator: " ")
            guard words.count == 3, words[2] == "kB", let kilobytes = Int(words[1]) else { return nil }
            return kilobytes * 1024
        }
        return nil
    }
}
