import Foundation

/// Whether this process may write files: a one-way switch a read-only run throws at start
/// (`loccheck --read-only`, which `swift package loccheck` always passes), as a sandbox drops a
/// capability. Every write of the package goes through ``AtomicFile``, which asks it, so no list
/// of "commands that write" can let a write through: whatever would write is refused where it writes.
package enum WritePolicy {
    private static let lock = NSLock()
    // Only reached under `lock`.
    nonisolated(unsafe) private static var refusal: String?

    /// From now on, every write of this process fails with `reason` as the fix to print (a
    /// whole sentence: why nothing may be written, and how to run so that it may). There is no
    /// way back: a read-only process stays read-only.
    package static func refuseWrites(_ reason: String) {
        lock.withLock { if refusal == nil { refusal = reason } }
    }

    /// Whether writes are refused.
    package static var refusesWrites: Bool { lock.withLock { refusal != nil } }

    /// Throws unless this process may write `url` (write, rename over, create in or delete).
    /// Also throws when `url` is in a folder this process holds for reading (``DirectoryLock``).
    package static func checkWritable(_ url: URL) throws(AtomicFile.WriteError) {
        if let refusal = lock.withLock({ refusal }) {
            throw AtomicFile.WriteError(path: url.path, reason: "this run is read-only", fix: refusal)
        }
        try DirectoryLock.checkWritable(url)
    }
}
