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
    /// Starts keeping the check of `inputs`: a thread of its own makes a temporary file in the
    /// cache folder and hashes the inputs under a new random key while the check judges.
    /// ``PendingEntry/finish(with:)`` then writes the key, the hash and the output and renames the
    /// file over the invocation's entry; ``PendingEntry/discard()`` removes it.
    ///
    /// The inputs are the tables' bytes (4.6 MB for the package's). When entries kept a copy of
    /// them to compare, writing it made a first run 5–11% slower than a `--no-cache` one; hashed
    /// meanwhile, they take about 1.3 ms of a core the rules leave partly idle.
    package func beginStore(for inputs: Inputs) -> PendingEntry {
        PendingEntry(cache: self, inputs: inputs)
    }

    /// A new temporary file for the entry `slot`, only its owner may read, in the folder (made
    /// mode 700 when it isn't there).
    /// - Throws: when the folder is another user's or others may write it, or the file can't be
    ///   made.
    fileprivate func makeTemporary(for slot: String) throws -> (handle: FileHandle, url: URL) {
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        guard isTrusted else {
            throw AtomicFile.WriteError(
                path: directory.path, reason: "it is another user's folder, or others may write in it",
                fix: "Point LOCCHECK_CACHE_DIR at a folder of your own that only you may write.")
        }
        let temporary = directory.appendingPathComponent(AtomicFile.temporaryName(for: slot))
        // A new file, never a link.
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            let reason = String(cString: strerror(errno))
            throw AtomicFile.WriteError(
                path: directory.appendingPathComponent(slot).path, reason: "its temporary file could not be created (\(reason))")
        }
        return (FileHandle(fileDescriptor: descriptor, closeOnDealloc: true), temporary)
    }

    /// An entry being written (``beginStore(for:)``): its temporary file is made and its inputs
    /// hashed by a thread of its own from the start; exactly one of ``finish(with:)`` and
    /// ``discard()`` ends it, waiting for that thread first (a blocking wait, on whichever thread
    /// the check runs: the preparing thread is a thread of its own, not one of the pool's, so the
    /// wait can't deadlock).
    ///
    /// The thread writes only ``prepared``, and the semaphore it signals when done orders that
    /// write before the waiting call's read: hence `@unchecked Sendable`.
    package final class PendingEntry: @unchecked Sendable {
        /// The temporary file and the inputs' hash, or why the file couldn't be made.
        private typealias Prepared = Result<(file: FileHandle, temporary: URL, digest: SipHash128.Digest), any Error>

        private let cache: CheckCache
        private let target: URL
        /// The key the inputs are hashed under, drawn for this entry alone.
        private let key: SipHash128.Digest
        private let ready = DispatchSemaphore(value: 0)
        /// Read only after ``ready`` is signalled.
        private var prepared: Prepared?

        fileprivate init(cache: CheckCache, inputs: Inputs) {
            self.cache = cache
            target = cache.directory.appendingPathComponent(inputs.slot)
            var random = SystemRandomNumberGenerator()
            let key = SipHash128.Digest(low: random.next(), high: random.next())
            self.key = key
            let thread = Thread { [self] in
                prepared = Result { try cache.makeTemporary(for: inputs.slot) }.map { ($0.handle, $0.url, inputs.digest(key: key)) }
                ready.signal()
            }
            thread.name = "loccheck check cache"
            thread.start()
        }

        /// The entry as ``CheckCache/entry(for:)`` reads it: the magic, the key, the inputs' hash
        /// under it, the status, the output's pieces and files, and the end mark.
        static func serialized(_ entry: Entry, key: SipHash128.Digest, digest: SipHash128.Digest) -> [UInt8] {
            var bytes = CheckCache.magic + key.bytes + digest.bytes
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

        /// Writes the inputs' hash and `entry`'s output and renames the file over the invocation's
        /// entry, then removes the least recently used entries beyond ``CheckCache/entryLimit``.
        /// Not flushed to disk: after a crash an entry may be lost or cut short, and one cut short
        /// is a miss. Readers see the old entry or the new one.
        /// - Throws: when the folder is another user's or others may write it, the temporary file
        ///   couldn't be made, or a write or the rename fails; the temporary file is removed and
        ///   the check's result stands.
        package func finish(with entry: Entry) throws {
            let (file, temporary, digest) = try waitUntilPrepared().get()
            do {
                try file.write(contentsOf: Self.serialized(entry, key: key, digest: digest))
                try file.close()
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

        /// Waits until the thread is done; at once when it was already waited for.
        private func waitUntilPrepared() -> Prepared {
            ready.wait()
            ready.signal()
            return prepared!
        }

        /// Removes the temporary file: the check's output is not kept.
        package func discard() {
            guard case .success(let (file, temporary, _)) = waitUntilPrepared() else { return }
            try? file.close()
            try? FileManager.default.removeItem(at: temporary)
        }
    }
}
