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
        /// How to fix it, a whole sentence.
        package let fix: String

        package init(
            path: String, reason: String,
            fix: String = "The file was left as it was; free some space or fix its permissions and run again."
        ) {
            self.path = path
            self.reason = reason
            self.fix = fix
        }

        package var description: String { "Could not write \(path): \(reason). \(fix)" }
    }

    #if DEBUG
    /// The environment variable that injects a failure for tests: `before-rename` makes the first
    /// write that changes a file fail after its temporary file is written and before the rename;
    /// `before-rename@N` makes the Nth such write fail instead. Debug builds only (the tests'):
    /// a release build has no such hook.
    package static let failpointVariable = "POKELOCALIZATION_FAILPOINT"
    #endif

    /// Writes `bytes` to `url` so that a reader sees the old bytes or the new ones, never a mix.
    ///
    /// What happens depends on what is at `url` (symbolic links followed):
    /// - nothing, or a regular file: the bytes go to a temporary file in the same directory,
    ///   flushed to disk, then renamed over it; an interrupted write leaves the old file whole
    ///   (at worst a stray `.tmp` file beside it, which a failed write removes). A link to a
    ///   regular file keeps pointing at it: the file it points to is replaced.
    /// - a character device (`/dev/null`, a terminal) or a FIFO (`/dev/stdout` in a pipe): the
    ///   bytes are written to it directly, since it can't be renamed over and holds no old bytes;
    ///   a FIFO no process has open for reading is a ``WriteError`` at once, never a wait.
    /// - anything else (a directory, a socket, a block device): a ``WriteError`` that says to pass
    ///   a regular file's path, with nothing written.
    ///
    /// In a read-only process (``WritePolicy/refuseWrites(_:)``) every write is a ``WriteError``.
    /// - Parameter skippingIfUnchanged: read the old file first and leave it untouched when it
    ///   holds exactly these bytes (tables, whose writes are mostly no-ops); never more than one
    ///   byte past the new bytes' length is read. A write whose bytes are new every time (a cache
    ///   entry, with its date) passes `false` and saves that read.
    /// - Returns: `false` when the file already held exactly these bytes and was left untouched.
    /// - Parameter replacingByName: the file is the tool's own (a cache entry), so whatever is at
    ///   the path, a link, a FIFO or a device, is replaced by the new file through the rename,
    ///   never written through or read.
    /// - Parameter flushing: wait until the new bytes are on disk before the rename (the
    ///   default), so that a crash can't leave the name holding an empty file. A cache that
    ///   checks what it reads passes `false`: readers still see the old bytes or the new ones.
    @discardableResult
    package static func write(
        _ bytes: some Collection<UInt8>, to url: URL, skippingIfUnchanged: Bool = true,
        replacingByName: Bool = false, flushing: Bool = true
    ) throws -> Bool {
        try WritePolicy.checkWritable(url)
        let data = bytes as? Data ?? Data(bytes)
        var target = url
        switch replacingByName ? .absent : try Destination(url) {
        case .streamed:
            try writeDirectly(data, to: url)
            return true
        case .regularFile(let resolved):
            target = resolved
            if skippingIfUnchanged, contents(of: target, upTo: data.count + 1) == data {
                return false
            }
        case .absent:
            break
        }
        try replace(target, flushing: flushing) { try $0.write(contentsOf: data) }
        return true
    }

    /// Writes text as UTF-8; see ``write(_:to:)``.
    @discardableResult
    package static func write(_ text: String, to url: URL) throws -> Bool {
        try write(Array(text.utf8), to: url)
    }

    /// The file's first `limit` bytes (all of them when it is shorter), or nil when it can't be read.
    ///
    /// A FileHandle, because FileManager.contents(atPath:) leaks 4 KB on an empty file (Swift
    /// 6.3.1's FoundationEssentials; AddressSanitizer reports it), and a cut-short cache file may be empty.
    static func contents(of url: URL, upTo limit: Int) -> Data? {
        guard let handle = FileHandle(forReadingAtPath: url.path) else { return nil }
        defer { try? handle.close() }
        return try? handle.read(upToCount: limit) ?? Data()
    }

    /// Writes `data` to a character device or FIFO as it is: no temporary, no rename, no read.
    private static func writeDirectly(_ data: Data, to url: URL) throws {
        let handle = try openStreamed(url)
        defer { try? handle.close() }
        try write(data, toStreamed: handle, url: url)
    }

    private static func write(_ data: some DataProtocol, toStreamed handle: FileHandle, url: URL) throws {
        do {
            try handle.write(contentsOf: data)
        } catch {
            throw WriteError(
                path: url.path, reason: "writing to it failed (\(error))",
                fix: "Check that the device or pipe accepts the bytes (a full disk behind it, a reader that quit).")
        }
    }

    /// Opens a character device or FIFO for writing without waiting: a FIFO that no process has
    /// open for reading would block the open (and a writer holding the tables' lock with it) until
    /// one came, so it is refused instead.
    private static func openStreamed(_ url: URL) throws -> FileHandle {
        let descriptor = open(url.path, O_WRONLY | O_NOCTTY | O_CLOEXEC | O_NONBLOCK)
        guard descriptor >= 0 else {
            if errno == ENXIO {
                throw WriteError(
                    path: url.path, reason: "it is a pipe (FIFO) that no process is reading",
                    fix: "Start the program that reads the pipe first, or pass a regular file's path.")
            }
            throw WriteError(
                path: url.path, reason: "it could not be opened (\(String(cString: strerror(errno))))",
                fix: "Check that the device or pipe is writable.")
        }
        // Writes then wait for the reader as usual.
        _ = fcntl(descriptor, F_SETFL, fcntl(descriptor, F_GETFL) & ~O_NONBLOCK)
        return FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    }

    /// Checks, before any work, that a file can be written where ``write(to:streaming:)`` will
    /// write it: a FIFO must have a reader (see ``openStreamed(_:)``), and a read-only process
    /// writes nothing. A command checks its outputs with this before it takes the tables' lock.
    package static func checkReady(_ url: URL) throws {
        try WritePolicy.checkWritable(url)
        if case .streamed = try Destination(url) {
            try openStreamed(url).close()
        }
    }

    /// Writes what `produce` hands to its sink, piece by piece, with the same promise as
    /// ``write(_:to:skippingIfUnchanged:replacingByName:flushing:)``: a regular file gets the bytes through
    /// a temporary file, flushed, then renamed over it (a failure anywhere, in `produce` too,
    /// leaves the old file whole); a device or FIFO gets them as they come.
    /// - Complexity: memory for one piece at a time; nothing is read back.
    package static func write(to url: URL, streaming produce: (_ sink: @escaping ([UInt8]) throws -> Void) throws -> Void) throws {
        try WritePolicy.checkWritable(url)
        var target = url
        switch try Destination(url) {
        case .streamed:
            let handle = try openStreamed(url)
            defer { try? handle.close() }
            try produce { try write($0, toStreamed: handle, url: url) }
            return
        case .regularFile(let resolved):
            target = resolved
        case .absent:
            break
        }
        try replace(target) { handle in try produce { try handle.write(contentsOf: $0) } }
    }

    /// Replaces `target` with what `write` writes to a temporary file beside it, flushed to disk,
    /// then renamed over it; a failure anywhere removes the temporary and leaves `target` whole.
    private static func replace(_ target: URL, flushing: Bool = true, _ write: (FileHandle) throws -> Void) throws {
        let directory = target.deletingLastPathComponent()
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // Unique per write, so two threads of one process writing the same file can't share a temporary.
        let temporary = directory.appendingPathComponent(temporaryName(for: target.lastPathComponent))
        do {
            try writeAndFlush(to: temporary, flushing: flushing, write)
            #if DEBUG
            try failpoint.check(temporary: temporary, target: target)
            #endif
            if rename(temporary.path, target.path) != 0 {
                throw WriteError(
                    path: target.path,
                    reason: "renaming \(temporary.lastPathComponent) over it failed "
                        + "(\(String(cString: strerror(errno))))")
            }
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            if error is WriteError { throw error }
            throw WriteError(path: target.path, reason: "\(error)")
        }
    }

    /// Writes `data` to a new file and waits until it is on disk, so a crash after the rename
    /// can't leave the new name holding an empty file.
    static func writeAndFlush(_ data: Data, to temporary: URL) throws {
        try writeAndFlush(to: temporary) { try $0.write(contentsOf: data) }
    }

    /// Creates `temporary`, lets `write` write it, and waits until it is on disk.
    private static func writeAndFlush(to temporary: URL, flushing: Bool = true, _ write: (FileHandle) throws -> Void) throws {
        // open(2) itself: FileManager.createFile writes through a temporary of its own, which a
        // crash would leave behind under a name nobody cleans up.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            throw WriteError(
                path: temporary.path,
                reason: "the temporary file could not be created "
                    + "(\(String(cString: strerror(errno))))")
        }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        defer { try? handle.close() }
        try write(handle)
        if flushing { try handle.synchronize() }
    }
}
