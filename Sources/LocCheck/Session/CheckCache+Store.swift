import Foundation
import PokeTablesIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

extension CheckCache {
    /// Starts keeping the check of `inputs`: a temporary file in the cache folder, into which a
    /// thread of its own writes the inputs while the check judges. ``PendingEntry/finish(with:)``
    /// then adds the output and renames it over the invocation's entry; ``PendingEntry/discard()``
    /// removes it.
    ///
    /// The inputs are the tables' bytes (4.6 MB for the package's): written after the check, as
    /// one buffer or a write per part, they made a first run 4–7% slower than a `--no-cache` one
    /// in `pokebench loccheck`. Written meanwhile, they take time the rules leave on the cores.
    /// - Throws: when the folder is another user's or others may write it, or the temporary
    ///   file can't be made; the check goes on without keeping its output.
    package func beginStore(for inputs: Inputs) throws -> PendingEntry {
        // The entries copy the tables: a folder only its owner reads (when it makes it).
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        guard isTrusted else {
            throw AtomicFile.WriteError(
                path: directory.path, reason: "it is another user's folder, or others may write in it",
                fix: "Point LOCCHECK_CACHE_DIR at a folder of your own that only you may write.")
        }
        let target = directory.appendingPathComponent(inputs.slot)
        let temporary = directory.appendingPathComponent(AtomicFile.temporaryName(for: inputs.slot))
        // A new file only its owner reads, never a link.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw AtomicFile.WriteError(path: target.path, reason: "its temporary file could not be created (\(reason))")
        }
        return PendingEntry(cache: self, inputs: inputs, descriptor: descriptor, temporary: temporary, target: target)
    }

    /// An entry being written (``beginStore(for:)``): its inputs are written by a thread of its
    /// own from the start; exactly one of ``finish(with:)`` and ``discard()`` ends it, waiting
    /// for that thread first (a blocking wait, on whichever thread the check runs: the writer is
    /// a thread of its own, not one of the pool's, so the wait can't deadlock).
    ///
    /// The thread writes only the file and ``failure``, and the semaphore it signals when done
    /// orders those writes before the waiting call's reads: hence `@unchecked Sendable`.
    package final class PendingEntry: @unchecked Sendable {
        private let cache: CheckCache
        private let handle: FileHandle
        private let temporary: URL
        private let target: URL
        private let written = DispatchSemaphore(value: 0)
        /// Why writing the inputs failed, if it did; read only after ``written`` is signalled.
        private var failure: (any Error)?

        fileprivate init(cache: CheckCache, inputs: Inputs, descriptor: Int32, temporary: URL, target: URL) {
            self.cache = cache
            handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
            self.temporary = temporary
            self.target = target
            let thread = Thread { [self] in
                do {
                    try handle.write(contentsOf: Self.serialized(inputs))
                } catch {
                    failure = error
                }
                written.signal()
            }
            thread.name = "loccheck check cache"
            thread.start()
        }

        /// The magic, the inputs' count and each input part, as ``CheckCache/entry(for:)`` reads them.
        /// - Complexity: O(n) in the inputs' bytes: one copy.
        static func serialized(_ inputs: Inputs) -> [UInt8] {
            var bytes = CheckCache.magic
            bytes.reserveCapacity(inputs.parts.reduce(CheckCache.magic.count + 8) { $0 + 8 + $1.count })
            appendCounted(inputs.parts.count, to: &bytes)
            for part in inputs.parts {
                appendCounted(part.count, to: &bytes)
                bytes += part
            }
            return bytes
        }

        /// The status, the output's pieces and files and the end mark, after the inputs.
        static func serialized(_ entry: Entry) -> [UInt8] {
            var bytes: [UInt8] = []
            func append(_ part: [UInt8]) {
                appendCounted(part.count, to: &bytes)
                bytes += part
            }
            append([UInt8(clamping: entry.status)])
            appendCounted(entry.pieces.count, to: &bytes)
            for piece in entry.pieces {
                append([piece.stream.rawValue])
                append(piece.bytes)
            }
            appendCounted(entry.files.count, to: &bytes)
            for file in entry.files {
                append(Array(file.path.utf8))
                append(file.bytes)
            }
            return bytes + CheckCache.end
        }

        private static func appendCounted(_ count: Int, to bytes: inout [UInt8]) {
            withUnsafeBytes(of: UInt64(count).littleEndian) { bytes += $0 }
        }

        /// Adds `entry`'s output after the inputs and renames the file over the invocation's
        /// entry, then removes the least recently used entries beyond ``CheckCache/entryLimit``.
        /// Not flushed to disk: after a crash an entry may be lost or cut short, and one cut short
        /// is a miss. Readers see the old entry or the new one.
        /// - Throws: when a write or the rename fails; the temporary file is removed and the
        ///   check's result stands.
        package func finish(with entry: Entry) throws {
            waitForInputs()
            do {
                if let failure { throw failure }
                try handle.write(contentsOf: Self.serialized(entry))
                try handle.close()
                guard rename(temporary.path, target.path) == 0 else {
                    let reason = String(cString: strerror(errno))
                    throw AtomicFile.WriteError(
                        path: target.path, reason: "renaming \(temporary.lastPathComponent) over it failed (\(reason))")
                }
            } catch {
                try? FileManager.default.removeItem(at: temporary)
                throw error
            }
            cache.removeLeastRecentlyUsed()
        }

        /// Waits until the inputs are written; at once when they were already waited for.
        private func waitForInputs() {
            written.wait()
            written.signal()
        }

        /// Removes the temporary file: the check's output is not kept.
        package func discard() {
            waitForInputs()
            try? handle.close()
            try? FileManager.default.removeItem(at: temporary)
        }
    }
}
