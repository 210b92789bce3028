import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Several files replaced together: each is first staged (written in full to a temporary file in
/// its own directory and flushed to disk), and only when every one is staged are they renamed
/// over their targets, one right after the other.
///
/// So a failure or a `kill -9` while staging changes no file (it leaves temporaries, which
/// ``AtomicFile/removeStaleTemporaries(in:)`` clears on the next run), and one during the renames
/// leaves each file old or new, never a mix; running the same writes again completes them.
/// Renames across files are not one atomic step: POSIX has none.
package struct StagedWrite {
    private var staged: [(temporary: URL, target: URL)] = []

    package init() {}

    /// The targets staged so far, in order.
    package var targets: [URL] { staged.map(\.target) }

    /// Stages `bytes` for `url`, unless the file already holds exactly these bytes.
    /// - Returns: `false` when the file was unchanged and nothing was staged.
    /// - Throws: ``AtomicFile/WriteError``; every temporary staged so far is removed.
    @discardableResult
    package mutating func stage(_ bytes: some Collection<UInt8>, for url: URL) throws -> Bool {
        try WritePolicy.checkWritable(url)
        let data = bytes as? Data ?? Data(bytes)
        var url = url
        switch try AtomicFile.Destination(url) {
        case .absent: break
        case .regularFile(let resolved):
            url = resolved
            if AtomicFile.contents(of: url, upTo: data.count + 1) == data { return false }
        case .streamed:
            discard()
            throw AtomicFile.WriteError(
                path: url.path, reason: "it is a device or a pipe, not a file",
                fix: "A table is replaced whole; put a regular file there.")
        }
        let temporary = url.deletingLastPathComponent().appendingPathComponent(AtomicFile.temporaryName(for: url.lastPathComponent))
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try AtomicFile.writeAndFlush(data, to: temporary)
        } catch {
            try? FileManager.default.removeItem(at: temporary)
            discard()
            throw error as? AtomicFile.WriteError ?? AtomicFile.WriteError(path: url.path, reason: "\(error)")
        }
        staged.append((temporary, url))
        return true
    }

    /// Renames every staged file over its target, in the order staged.
    /// - Throws: ``AtomicFile/WriteError`` naming the files already replaced; the temporaries
    ///   not renamed are removed, so their targets keep their old bytes.
    package mutating func commit() throws {
        #if DEBUG
        AtomicFile.stagingFailpoint.reached(.afterStaging, staged: staged.count)
        #endif
        for (index, file) in staged.enumerated() {
            if rename(file.temporary.path, file.target.path) != 0 {
                let reason = String(cString: strerror(errno))
                let done = staged[..<index].map(\.target.lastPathComponent)
                staged.removeFirst(index)
                discard()
                throw AtomicFile.WriteError(
                    path: file.target.path,
                    reason: "renaming \(file.temporary.lastPathComponent) over it failed (\(reason))"
                        + (done.isEmpty
                            ? ""
                            : "; \(done.joined(separator: ", ")) had been replaced already, so run the same command again to complete it"))
            }
            #if DEBUG
            AtomicFile.stagingFailpoint.reached(.afterRename(index + 1), staged: staged.count)
            #endif
        }
        staged = []
    }

    /// Removes every staged temporary, leaving the targets as they were.
    package mutating func discard() {
        for file in staged { try? FileManager.default.removeItem(at: file.temporary) }
        staged = []
    }
}

extension AtomicFile {
    /// The name of a temporary file for `name`: `.NAME.UUID.tmp`, hidden, unique per write, and
    /// never `.txt`, so no reader of tables mistakes it for a table.
    package static func temporaryName(for name: String) -> String {
        ".\(name).\(UUID().uuidString).tmp"
    }

    /// Whether `name` is a temporary file's name as ``temporaryName(for:)`` makes them.
    package static func isTemporaryName(_ name: String) -> Bool {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return false }
        let stem = name.dropLast(4)
        guard let dot = stem.lastIndex(of: "."), stem.distance(from: stem.startIndex, to: dot) > 1 else { return false }
        return UUID(uuidString: String(stem[stem.index(after: dot)...])) != nil
    }

    /// Removes the temporary files that interrupted writes left in `directories` (not below them).
    ///
    /// A temporary is only ever renamed by the process that wrote it, so one left behind is of no
    /// use to anyone. Call it only while no other process writes there (the tools' lock on a tables
    /// folder): it can't tell a stale temporary from one being written at this moment.
    /// - Returns: the files removed, in path order.
    /// A read-only process (``WritePolicy``) removes nothing.
    package static func removeStaleTemporaries(in directories: [URL]) -> [URL] {
        guard !WritePolicy.refusesWrites else { return [] }
        var removed: [URL] = []
        for directory in directories where (try? WritePolicy.checkWritable(directory.appendingPathComponent("x"))) != nil {
            let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
            for name in names.sorted() where isTemporaryName(name) {
                let url = directory.appendingPathComponent(name)
                if (try? FileManager.default.removeItem(at: url)) != nil { removed.append(url) }
            }
        }
        return removed
    }
}
