import Foundation
import PokeTables

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// An advisory lock on a tables directory (`flock(2)` on the directory itself, so no lock file
/// lands in the tree): one process writes the tables at a time, and readers that take it shared
/// (pokegen, a read-only check) never read an import half applied.
///
/// Two `loccheck import` runs into one folder once kept only one of their changes, both saying
/// "1 changed". With the lock, the second waits for the first, then reads the tables it wrote.
package enum DirectoryLock {
    /// A lock that could not be taken.
    package struct Busy: Error, CustomStringConvertible {
        package let description: String
    }

    /// How long ``hold(_:exclusive:waitingAtMost:onWait:)`` waits for another process by default.
    package static let defaultPatience: TimeInterval = 60

    /// One hold of a directory's lock, on its own open of the directory: `flock(2)` locks belong
    /// to an open file description, so two holds in one process (commands side by side, as tests
    /// run them) take turns as two processes' would, and a reader never shares a writer's lock.
    package struct Hold: Hashable, Sendable {
        /// The directory's path, with links resolved: what ``path(of:)`` answers for it.
        package let path: String
        /// Whether it is a writer's.
        package let exclusive: Bool
        fileprivate let descriptor: Int32
    }

    /// The holds this process has not released, by descriptor (for ``checkWritable(_:)``).
    private static let held = PThreadMutex<[Int32: Hold]>([:])

    /// The path a hold of `directory` is known by: standardized, links resolved.
    package static func path(of directory: URL) -> String {
        directory.standardizedFileURL.resolvingSymlinksInPath().path
    }

    /// Takes the lock on `directory` and keeps it until ``release(_:)`` (loccheck's command
    /// releases what it took when it ends) or this process ends (the kernel releases it then, also
    /// on a crash or `kill -9`): a command holds its tables from the first read to the last write.
    /// Each hold opens the directory anew, so it waits for any other hold of it that it conflicts
    /// with, this process's included: a caller must not hold one directory twice for writing.
    /// - Parameters:
    ///   - exclusive: a writer's lock; shared otherwise.
    ///   - patience: how long to wait for another hold before ``Busy``.
    ///   - onWait: called once, when another hold has the lock and this one waits.
    /// - Returns: the hold to pass to ``release(_:)``; `nil` when nothing was taken.
    /// - Throws: ``Busy`` after waiting `patience` seconds; a directory that can't be opened is no
    ///   error (there is nothing to lock, and its reading fails with its own message).
    @discardableResult
    package static func hold(
        _ directory: URL, exclusive: Bool, waitingAtMost patience: TimeInterval = defaultPatience,
        onWait: () -> Void = {}
    ) throws(Busy) -> Hold? {
        let path = path(of: directory)
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        do {
            try take(descriptor, exclusive ? LOCK_EX : LOCK_SH, path: path, patience: patience, onWait: onWait)
        } catch {
            close(descriptor)
            throw error
        }
        let hold = Hold(path: path, exclusive: exclusive, descriptor: descriptor)
        held.withLock { $0[descriptor] = hold }
        return hold
    }

    /// `flock(2)` without blocking, retried every 20 ms until `patience` runs out.
    private static func take(
        _ descriptor: Int32, _ operation: Int32, path: String, patience: TimeInterval,
        onWait: () -> Void
    ) throws(Busy) {
        var waited = false
        let deadline = Date().addingTimeInterval(patience)
        while flock(descriptor, operation | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                // A reader waits only for a writer; a writer waits for readers too.
                let doing = operation & LOCK_EX != 0 ? "using" : "writing"
                throw Busy(
                    description:
                        "another loccheck is \(doing) \(path) (it has held it for over \(Int(patience)) s); wait for it to finish, or stop it, and run again."
                )
            }
            if !waited {
                waited = true
                onWait()
            }
            usleep(20_000)
        }
    }

    /// Releases `holds` (what ``hold(_:exclusive:waitingAtMost:onWait:)`` answered): what a
    /// command took, when it ends.
    package static func release(_ holds: [Hold]) {
        held.withLock { held in
            for hold in holds where held.removeValue(forKey: hold.descriptor) != nil {
                close(hold.descriptor)
            }
        }
    }

    /// Throws when `url` lies in a directory this process holds shared: a command that took its
    /// tables for reading must not write them (it would write what another writer may be
    /// changing). A safety net under the choice of lock, which is made before anything is read.
    package static func checkWritable(_ url: URL) throws(AtomicFile.WriteError) {
        let shared = held.withLock { $0.values.filter { !$0.exclusive } }
        guard !shared.isEmpty else { return }
        let path = url.standardizedFileURL.deletingLastPathComponent().resolvingSymlinksInPath().path + "/" + url.lastPathComponent
        if let directory = shared.first(where: { path.hasPrefix($0.path + "/") })?.path {
            throw AtomicFile.WriteError(
                path: url.path, reason: "this command holds \(directory) for reading only",
                fix:
                    "That is a bug in the tool, which decided before reading that it would not write there; please report it with the command you ran."
            )
        }
    }

    /// Runs `body` holding a shared lock on `directory`, released when it returns: what a
    /// reader that outlives no command (pokegen reading a folder) takes.
    package static func withShared<T>(
        _ directory: URL, waitingAtMost patience: TimeInterval = defaultPatience,
        _ body: () throws -> T
    ) throws -> T {
        let path = directory.standardizedFileURL.resolvingSymlinksInPath().path
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        try take(descriptor, LOCK_SH, path: path, patience: patience, onWait: {})
        return try body()
    }
}
