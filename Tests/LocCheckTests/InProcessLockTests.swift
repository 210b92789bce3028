import CommandTestSupport
import Foundation
import PokeTablesIO
import Testing

@testable import LocCheck
@testable import loccheck

#if canImport(Glibc)
import Glibc
#endif

/// Commands running side by side in one process (as the in-process tests run them) each release
/// only the holds they took on tables folders, so one that ends never unlocks another's folder.
@Suite("Tables folder locks, with loccheck commands side by side in one process")
struct InProcessLockTests {
    /// Whether the folder could be taken for writing now, by another process or another open of it.
    static func isFree(_ directory: URL) -> Bool {
        let descriptor = open(directory.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { close(descriptor) }
        guard flock(descriptor, LOCK_EX | LOCK_NB) == 0 else { return false }
        flock(descriptor, LOCK_UN)
        return true
    }

    /// What the other command took, set while the check prints; `@unchecked Sendable`: `path` is only reached under `lock`.
    final class Taken: @unchecked Sendable {
        private let lock = NSLock()
        private var taken: DirectoryLock.Hold?
        var hold: DirectoryLock.Hold? { lock.withLock { taken } }
        func take(_ directory: URL) { lock.withLock { if taken == nil { taken = try? DirectoryLock.hold(directory, exclusive: true) } } }
    }

    @Test("a command that ends releases its own folder, and not one another command took while it ran")
    func ownLocksOnly() async throws {
        let directory = try TemporaryDirectory()
        let first = try directory.tables(["types/en.txt": try PackageTables.text("types/en.txt")], named: "first")
        let second = try directory.tables(["types/en.txt": try PackageTables.text("types/en.txt")], named: "second")
        let taken = Taken()
        var command = LocCheckSession(packageTables: PackageTables.resources)
        command.environment = ["NO_COLOR": "1"]
        command.outputIsTerminal = false
        command.errorIsTerminal = false
        command.standardError = { _ in }
        // While the check of `first` runs (as it prints its report), another command takes `second`.
        command.standardOutput = { _ in taken.take(second) }
        let status = await LocCheckTool.run(["fix", "--tables", first.path], session: command)
        #expect(status == 0)
        let hold = try #require(taken.hold)
        #expect(Self.isFree(first), "the command kept its own folder locked")
        #expect(!Self.isFree(second), "the command that ended unlocked a folder another command holds")
        DirectoryLock.release([hold])
        #expect(Self.isFree(second))
    }

    @Test("two commands reading one folder share its lock: the first to end leaves it held for the other")
    func sharedFolder() throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.tables(["types/en.txt": try PackageTables.text("types/en.txt")])
        let first = try DirectoryLock.hold(tables, exclusive: false)
        let second = try DirectoryLock.hold(tables, exclusive: false)
        #expect(first != nil && second != nil)
        #expect(!Self.isFree(tables))
        DirectoryLock.release(first.map { [$0] } ?? [])
        #expect(!Self.isFree(tables), "the first reader's end unlocked the folder the second still reads")
        DirectoryLock.release(second.map { [$0] } ?? [])
        #expect(Self.isFree(tables))
    }

    @Test("in one process, a writer waits for another writer and for readers, and a reader for a writer, as between processes")
    func writersTakeTurns() throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.tables(["types/en.txt": try PackageTables.text("types/en.txt")])
        let writer = try #require(try DirectoryLock.hold(tables, exclusive: true))
        #expect(throws: DirectoryLock.Busy.self, "a second writer in this process got the folder a writer holds") {
            try DirectoryLock.hold(tables, exclusive: true, waitingAtMost: 0.1)
        }
        #expect(throws: DirectoryLock.Busy.self, "a reader in this process got the folder a writer holds") {
            try DirectoryLock.hold(tables, exclusive: false, waitingAtMost: 0.1)
        }
        DirectoryLock.release([writer])
        let reader = try #require(try DirectoryLock.hold(tables, exclusive: false))
        #expect(throws: DirectoryLock.Busy.self, "a writer in this process got the folder a reader holds") {
            try DirectoryLock.hold(tables, exclusive: true, waitingAtMost: 0.1)
        }
        #expect(!Self.isFree(tables), "the writer's failed attempt left the reader without its lock")
        DirectoryLock.release([reader])
        #expect(Self.isFree(tables))
    }
}
