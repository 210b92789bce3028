import Foundation
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

    private static let lock = NSLock()
    // The descriptors of the locks this process holds, with how many holds each has not released
    // (commands running side by side in one process, as tests run them, share one); only reached
    // under `lock`.
    nonisolated(unsafe) private static var held: [String: (descriptor: Int32, exclusive: Bool, holds: Int)] = [:]

    /// Takes the lock on `directory` and keeps it until ``release(_:)`` (loccheck's command
    /// releases what it took when it ends) or this process ends (the kernel releases it then, also
    /// on a crash or `kill -9`): a command holds its tables from the first read to the last write.
    /// Commands of one process share its lock on a folder: each hold is released once, and the
    /// lock goes with the last.
    /// - Parameters:
    ///   - exclusive: a writer's lock; shared otherwise.
    ///   - patience: how long to wait for another process's lock before ``Busy``.
    ///   - onWait: called once, when the lock is taken by another process and this one waits.
    /// - Returns: the path to pass to ``release(_:)``; `nil` when nothing was taken.
    /// - Throws: ``Busy`` after waiting `patience` seconds; a directory that can't be opened is no
    ///   error (there is nothing to lock, and its reading fails with its own message).
    @discardableResult
    package static func hold(_ directory: URL, exclusive: Bool, waitingAtMost patience: TimeInterval = defaultPatience,
                             onWait: () -> Void = {}) throws(Busy) -> String? {
        let path = directory.standardizedFileURL.resolvingSymlinksInPath().path
        // A lock this process holds gets one hold more (before anything else, so that no other
        // command's release closes it meanwhile); else this call opens its own.
        let current: (descriptor: Int32, exclusive: Bool)? = lock.withLock {
            guard let entry = held[path] else { return nil }
            held[path]?.holds += 1
            return (entry.descriptor, entry.exclusive)
        }
        if let current {
            if current.exclusive || !exclusive { return path }
            // A shared lock this process holds is converted on its own descriptor: a second one's
            // exclusive lock would wait for the first forever.
            do {
                try take(current.descriptor, LOCK_EX, path: path, patience: patience, onWait: onWait)
            } catch {
                release([path])
                throw error
            }
            lock.withLock { held[path]?.exclusive = true }
            return path
        }
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        do {
            try take(descriptor, exclusive ? LOCK_EX : LOCK_SH, path: path, patience: patience, onWait: onWait)
        } catch {
            close(descriptor)
            throw error
        }
        lock.withLock {
            if let entry = held[path] {
                // Another command of this process took it meanwhile (shared, as this one: an
                // exclusive lock and another can't both be had): one hold more of theirs.
                close(descriptor)
                held[path]?.holds = entry.holds + 1
            } else {
                held[path] = (descriptor, exclusive, 1)
            }
        }
        return path
    }

    /// `flock(2)` without blocking, retried every 20 ms until `patience` runs out.
    private static func take(_ descriptor: Int32, _ operation: Int32, path: String, patience: TimeInterval,
                             onWait: () -> Void) throws(Busy) {
        var waited = false
        let deadline = Date().addingTimeInterval(patience)
        while flock(descriptor, operation | LOCK_NB) != 0 {
            guard errno == EWOULDBLOCK || errno == EINTR, Date() < deadline else {
                throw Busy(description: "another loccheck is writing \(path) (it has held it for over \(Int(patience)) s); wait for it to finish, or stop it, and run again.")
            }
            if !waited { waited = true; onWait() }
            usleep(20_000)
        }
    }

    /// Releases one hold of each of `paths` (what ``hold(_:exclusive:waitingAtMost:onWait:)``
    /// answered): what a command took, when it ends. A lock goes with its last hold.
    package static func release(_ paths: [String]) {
        lock.withLock {
            for path in paths {
                guard let entry = held[path] else { continue }
                if entry.holds > 1 {
                    held[path]?.holds -= 1
                } else {
                    close(entry.descriptor)
                    held[path] = nil
                }
            }
        }
    }

    /// Throws when `url` lies in a directory this process holds shared: a command that took its
    /// tables for reading must not write them (it would write what another writer may be
    /// changing). A safety net under the choice of lock, which is made before anything is read.
    package static func checkWritable(_ url: URL) throws(AtomicFile.WriteError) {
        let held = lock.withLock { Self.held }
        guard held.contains(where: { !$0.value.exclusive }) else { return }
        let path = url.standardizedFileURL.deletingLastPathComponent().resolvingSymlinksInPath().path + "/" + url.lastPathComponent
        if let (directory, _) = held.first(where: { !$0.value.exclusive && path.hasPrefix($0.key + "/") }) {
            throw AtomicFile.WriteError(path: url.path, reason: "this command holds \(directory) for reading only",
                                        fix: "That is a bug in the tool, which decided before reading that it would not write there; please report it with the command you ran.")
        }
    }

    /// Runs `body` holding a shared lock on `directory`, released when it returns: what a
    /// reader that outlives no command (pokegen reading a folder) takes.
    package static func withShared<T>(_ directory: URL, waitingAtMost patience: TimeInterval = defaultPatience,
                                      _ body: () throws -> T) throws -> T {
        let path = directory.standardizedFileURL.resolvingSymlinksInPath().path
        let descriptor = open(path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        guard descriptor >= 0 else { return try body() }
        defer { close(descriptor) }
        try take(descriptor, LOCK_SH, path: path, patience: patience, onWait: {})
        return try body()
    }
}
