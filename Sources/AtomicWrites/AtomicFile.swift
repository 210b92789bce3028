import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Writes files so that a reader sees either the old bytes or the new ones, never a mix.
///
/// The one atomic write of the package: tables, generated Swift, baselines and the fetcher's
/// cache entries all go through ``write(_:to:)``.
package enum AtomicFile {
    /// A write that failed; the file it was to replace still holds its old bytes.
    package struct WriteError: Error, CustomStringConvertible {
        /// The file that was to be replaced.
        package let path: String
        /// What failed, as the end of a sentence.
        package let reason: String

        package var description: String {
            "Could not write \(path): \(reason). The file was left as it was; free some space or fix its "
                + "permissions and run again."
        }
    }

    #if DEBUG
    /// The environment variable that injects a failure for tests: `before-rename` makes the first
    /// write that changes a file fail after its temporary file is written and before the rename;
    /// `before-rename@N` makes the Nth such write fail instead. Debug builds only (the tests'):
    /// a release build has no such hook.
    package static let failpointVariable = "POKELOCALIZATION_FAILPOINT"
    #endif

    /// Writes `bytes` to a temporary file in the same directory, flushes it to disk, then renames it over `url`.
    ///
    /// An interrupted write leaves the old file whole (at worst a stray `.tmp` file beside it, which a
    /// failed write removes).
    /// - Parameter skippingIfUnchanged: read the old file first and leave it untouched when it
    ///   holds exactly these bytes (tables, whose writes are mostly no-ops). A write whose bytes
    ///   are new every time (a cache entry, with its date) passes `false` and saves that read.
    /// - Returns: `false` when the file already held exactly these bytes and was left untouched.
    @discardableResult
    package static func write(_ bytes: some Collection<UInt8>, to url: URL, skippingIfUnchanged: Bool = true) throws -> Bool {
        let data = bytes as? Data ?? Data(bytes)
        if skippingIfUnchanged, let existing = contents(of: url), existing == data {
            return false
        }
        let directory = url.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Unique per write, so two threads of one process writing the same file can't share a temporary.
        let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
        do {
            try writeAndFlush(data, to: temporary)
            #if DEBUG
            try failpoint.check(temporary: temporary, target: url)
            #endif
            if rename(temporary.path, url.path) != 0 {
                throw WriteError(path: url.path, reason: "renaming \(temporary.lastPathComponent) over it failed "
                                 + "(\(String(cString: strerror(errno))))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            if error is WriteError { throw error }
            throw WriteError(path: url.path, reason: "\(error)")
        }
        return true
    }

    /// Writes text as UTF-8; see ``write(_:to:)``.
    @discardableResult
    package static func write(_ text: String, to url: URL) throws -> Bool {
        try write(Array(text.utf8), to: url)
    }

    /// The file's bytes, or nil when it can't be read.
    ///
    /// A FileHandle, because FileManager.contents(atPath:) leaks 4 KB on an empty file (Swift
    /// 6.3.1's FoundationEssentials; AddressSanitizer reports it), and a cut-short cache file may be empty.
    private static func contents(of url: URL) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return nil }
        defer { try? handle.close() }
        return try? handle.readToEnd() ?? Data()
    }

    /// Writes `data` to a new file and waits until it is on disk, so a crash after the rename
    /// can't leave the new name holding an empty file.
    static func writeAndFlush(_ data: Data, to temporary: URL) throws {
        // open(2) itself: FileManager.createFile writes through a temporary of its own, which a
        // crash would leave behind under a name nobody cleans up.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(path: temporary.path, reason: "the temporary file could not be created "
                             + "(\(String(cString: strerror(errno))))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        try handle.write(contentsOf: data)
        try handle.synchronize()
    }

}
