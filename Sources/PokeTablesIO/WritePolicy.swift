import Foundation

/// Whether the running command may write files: a read-only run (`loccheck --read-only`, which
/// `swift package loccheck` always passes) sets a refusal for its task and every task it starts,
/// as a sandbox drops a capability. Every write of the package goes through ``AtomicFile``, which
/// asks it, so no list of "commands that write" can let a write through: whatever would write is
/// refused where it writes.
///
/// A task-local value, not a process-wide switch: commands run side by side in one process (the
/// tests run them in memory) each have their own policy, and a read-only one ends with its task.
/// Work handed to threads outside Swift's tasks (Dispatch) doesn't see it; none of it writes.
package enum WritePolicy {
    /// Why writes are refused (a whole sentence: why nothing may be written, and how to run so
    /// that it may), or nil when they are not.
    @TaskLocal package static var refusal: String?

    /// Runs `body` with every write refused, with `reason` as the fix to print.
    package static func refusingWrites<Result>(_ reason: String, _ body: () async throws -> Result) async rethrows -> Result {
        try await $refusal.withValue(reason, operation: body)
    }

    /// Whether writes are refused.
    package static var refusesWrites: Bool { refusal != nil }

    /// Throws unless the running task may write `url` (write, rename over, create in or delete).
    /// Also throws when `url` is in a folder this process holds for reading (``DirectoryLock``).
    package static func checkWritable(_ url: URL) throws(AtomicFile.WriteError) {
        if let refusal {
            throw AtomicFile.WriteError(path: url.path, reason: "this run is read-only", fix: refusal)
        }
        try DirectoryLock.checkWritable(url)
    }
}
