import Foundation
import PokeTables
import PokeTablesIO

#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// What names a check's invocation besides the tables it reads: its options and reports, each
/// as ``CheckCache/stableDescription(_:)`` gives it.
struct CheckInvocation: Sendable {
    var options: String
    var reports: String

    /// - Complexity: a reflection over every option and report (most of a millisecond in a
    ///   release build, mostly the runtime's first look at each type), so `check` makes it while
    ///   the files are read.
    init(_ options: CheckConfiguration, reports: ReportOutputs, color: Bool) {
        self.options = CheckCache.stableDescription(options)
        self.reports = CheckCache.stableDescription(reports) + (color ? " in colour" : "")
    }
}

extension LocCheckSession {
    /// Whether `check` keeps its output in (and takes it from) ``checkCache``: not when there is
    /// no cache, when the run writes beyond its reports (a baseline, a snapshot) or writes
    /// nothing at all (`--read-only`), nor when it reads what can change unseen (a server,
    /// PokeAPI's CSV, which is judged with today's date).
    func keepsOutput(_ options: CheckConfiguration) -> Bool {
        checkCache != nil && !WritePolicy.refusesWrites && options.api == nil && options.csv == nil && !options.writeBaseline
            && !options.updateSnapshot
    }

    /// Everything `check` reads and decides its output by, for ``checkCache``: nil when
    /// ``keepsOutput(_:)`` says no, and when a side file is a FIFO, a device or a socket (which
    /// could give the check other bytes than it gave the key).
    /// - Complexity: the files already read are added as they are; the baseline, corrections
    ///   and pinned files (small) are read once more (see ``sideFiles(_:_:)``).
    /// - Returns: the inputs, and the files among them that the check reads again while it
    ///   judges (``sideFiles(_:_:)``), to be compared before the output is kept.
    func cacheInputs(
        _ options: CheckConfiguration, _ read: CheckRead, invocation: CheckInvocation
    ) -> (inputs: CheckCache.Inputs, sideFiles: [SideFile])? {
        guard keepsOutput(options), let checkCache, let sides = sideFiles(options, read) else { return nil }
        var inputs = checkCache.inputs()
        inputs.addInvocation("options", invocation.options)
        inputs.addInvocation("reports", invocation.reports)
        inputs.addInvocation("working directory", FileManager.default.currentDirectoryPath)
        inputs.addInvocation(
            "tables", "\(read.directory.path) shown as \(read.shown), package tables \(packageTables.path), layer \(readsLayer)")
        // Whether the directory has a snapshot of its own decides the kinds it must have, even
        // when the snapshot's files are not read (the bundled lists are checked against).
        inputs.addInvocation("complete", "\(read.complete)")
        for file in read.files { inputs.add("table \(file.path)", file.bytes) }
        for catalog in read.catalogFiles { inputs.add("catalog \(catalog.name)", catalog.bytes) }
        // The config as it was parsed, not read again: a save in between would key bytes the check never saw.
        inputs.add("config \(read.config.url.path)", read.configBytes)
        for file in sides { inputs.add(file.label, file.bytes) }
        return (inputs, sides)
    }

    /// A file the check reads while it judges, named with whether it exists.
    struct SideFile: Equatable {
        var label: String
        var bytes: [UInt8]?
    }

    /// The files the check reads while it judges, after the inputs were keyed: the baseline,
    /// corrections and pinned files, each named with whether it exists (an unreadable file
    /// gets a note an absent one doesn't). ``keep(_:status:_:_:for:)`` reads them again and keeps
    /// nothing if one changed meanwhile. Nil when one is a FIFO, a device or a socket.
    private func sideFiles(_ options: CheckConfiguration, _ read: CheckRead) -> [SideFile]? {
        var urls: [(String, URL)] = []
        if !options.strict { urls.append(("baseline", baselineURL(options.baselinePath, directory: read.directory))) }
        urls.append(("corrections", read.directory.appendingPathComponent(Corrections.fileName)))
        urls += read.config.config.pins.pins.map { ("pinned", $0.url) }
        var files: [SideFile] = []
        for (kind, url) in urls {
            var status = stat()
            let exists = stat(url.path, &status) == 0
            // A FIFO, device or socket may give the check other bytes than the key had; a folder
            // gives none, every time (the check notes it can't be read).
            let type = status.st_mode & S_IFMT
            if exists && type != S_IFREG && type != S_IFDIR { return nil }
            files.append(
                SideFile(
                    label: "\(kind) \(url.path)\(exists ? "" : " (absent)")",
                    bytes: try? FileReading.bytes(atPath: url.path, atMost: .max)))
        }
        return files
    }

    /// Writes a kept check's output again: its report files (atomically), then standard output
    /// and error in the order they were written, and returns its exit code.
    func replay(_ entry: CheckCache.Entry, verbose: Bool) throws -> Int32 {
        for file in entry.files {
            try AtomicFile.write(file.bytes, to: URL(fileURLWithPath: file.path))
        }
        for piece in entry.pieces {
            switch piece.stream {
            case .output: standardOutput(piece.bytes)
            case .error: standardError(piece.bytes)
            }
        }
        if verbose, let checkCache {
            errorOutput(
                "loccheck: note: nothing this check reads has changed since this loccheck last made it, so its output was reused from \(checkCache.directory.path) (--no-cache checks anew).\n"
            )
        }
        return entry.status
    }

    /// This session, its standard output and error also kept in `recording`.
    func recorded(by recording: OutputRecording) -> LocCheckSession {
        var session = self
        let (output, error) = (standardOutput, standardError)
        session.standardOutput = { bytes in
            recording.add(bytes, to: .output)
            output(bytes)
        }
        session.standardError = { bytes in
            recording.add(bytes, to: .error)
            error(bytes)
        }
        return session
    }

    /// Keeps what the check wrote as the check of the inputs `pending` began with, unless its
    /// output went past ``OutputRecording/limit`` or a file it read while judging changed since
    /// it was keyed.
    func keep(
        _ recording: OutputRecording, status: Int32, _ options: CheckConfiguration, _ read: CheckRead,
        for keyed: (inputs: CheckCache.Inputs, sideFiles: [SideFile]), into pending: CheckCache.PendingEntry
    ) {
        guard let entry = recording.entry(status: status), sideFiles(options, read) == keyed.sideFiles else {
            pending.discard()
            return
        }
        do {
            try pending.finish(with: entry)
        } catch {
            if options.verbose { errorOutput("loccheck: note: this check's output was not kept for the next one: \(error)\n") }
        }
    }
}

/// What a check writes, standard output and error in order and its report files, kept for
/// ``CheckCache`` up to ``limit`` bytes in all (beyond it the check is not kept, so memory stays
/// bounded).
final class OutputRecording: Sendable {
    /// The most output a kept check holds, report files included.
    static let limit = 64 << 20

    private let recorded = PThreadMutex<(entry: CheckCache.Entry, size: Int)?>((CheckCache.Entry(status: 0), 0))

    func add(_ bytes: [UInt8], to stream: CheckCache.Entry.Stream) {
        record(bytes.count) { entry in
            if entry.pieces.last?.stream == stream {
                entry.pieces[entry.pieces.count - 1].bytes += bytes
            } else {
                entry.pieces.append((stream, bytes))
            }
        }
    }

    func add(_ bytes: [UInt8], toFile path: String) {
        record(bytes.count) { entry in
            if entry.files.last?.path == path {
                entry.files[entry.files.count - 1].bytes += bytes
            } else {
                entry.files.append((path, bytes))
            }
        }
    }

    /// Counts `count` more bytes and applies `change`, or lets the recording go past the limit.
    private func record(_ count: Int, _ change: (inout CheckCache.Entry) -> Void) {
        recorded.withLock { recorded in
            guard let size = recorded?.size else { return }
            guard size + count <= Self.limit else {
                recorded = nil
                return
            }
            recorded!.size = size + count
            change(&recorded!.entry)
        }
    }

    /// The recorded output with the check's exit code, or nil when it went past the limit.
    func entry(status: Int32) -> CheckCache.Entry? {
        recorded.withLock { recorded in
            recorded.map { recorded in
                var entry = recorded.entry
                entry.status = status
                return entry
            }
        }
    }
}
