import Foundation
import PokeTables
import PokeTablesIO

extension LocCheckSession {
    /// Everything `check` reads and decides its output by, for ``checkCache``: nil when there is
    /// no cache, when the run writes beyond its reports (a baseline, a snapshot) or writes
    /// nothing at all (`--read-only`), and when it reads what can change unseen (a server,
    /// PokeAPI's CSV, which is judged with today's date).
    /// - Complexity: the files already read are added as they are; the baseline, config,
    ///   corrections and pinned files (small) are read once more.
    func cacheInputs(_ options: CheckConfiguration, _ read: CheckRead, reports: ReportOutputs, color: Bool) -> CheckCache.Inputs? {
        guard let checkCache, !WritePolicy.refusesWrites, options.api == nil, options.csv == nil, !options.writeBaseline,
            !options.updateSnapshot
        else { return nil }
        var inputs = checkCache.inputs()
        inputs.addInvocation("options", CheckCache.stableDescription(options))
        inputs.addInvocation("reports", CheckCache.stableDescription(reports) + (color ? " in colour" : ""))
        inputs.addInvocation("working directory", FileManager.default.currentDirectoryPath)
        inputs.addInvocation(
            "tables", "\(read.directory.path) shown as \(read.shown), package tables \(packageTables.path), layer \(readsLayer)")
        let contents = { (url: URL) in FileManager.default.contents(atPath: url.path).map { [UInt8]($0) } }
        for file in read.files { inputs.add("table \(file.path)", file.bytes) }
        for catalog in read.catalogFiles { inputs.add("catalog \(catalog.name)", catalog.bytes) }
        if !options.strict {
            let baseline = baselineURL(options.baselinePath, directory: read.directory)
            inputs.add("baseline \(baseline.path)", contents(baseline))
        }
        inputs.add("config \(read.config.url.path)", contents(read.config.url))
        let corrections = read.directory.appendingPathComponent(Corrections.fileName)
        inputs.add("corrections \(corrections.path)", contents(corrections))
        for pin in read.config.config.pins.pins { inputs.add("pinned \(pin.url.path)", contents(pin.url)) }
        return inputs
    }

    /// Writes a kept check's output again: its report files (atomically), standard output and
    /// standard error, and returns its exit code.
    func replay(_ entry: CheckCache.Entry, verbose: Bool) throws -> Int32 {
        for file in entry.files {
            try AtomicFile.write(file.bytes, to: URL(fileURLWithPath: file.path))
        }
        standardOutput(entry.standardOutput)
        standardError(entry.standardError)
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
            recording.add(bytes, to: \.standardOutput)
            output(bytes)
        }
        session.standardError = { bytes in
            recording.add(bytes, to: \.standardError)
            error(bytes)
        }
        return session
    }

    /// Keeps what the check wrote, with its report files as they now are, as the check of
    /// `inputs`. Nothing is kept when the output went past ``OutputRecording/limit`` or a report
    /// went to something other than a regular file (a pipe's bytes are gone).
    func keep(_ recording: OutputRecording, status: Int32, reports: ReportOutputs, for inputs: CheckCache.Inputs, verbose: Bool) {
        guard let checkCache, var entry = recording.entry(status: status) else { return }
        for path in reports.outputs.compactMap(\.path) {
            var status = stat()
            guard lstat(path, &status) == 0, status.st_mode & S_IFMT == S_IFREG, Int(status.st_size) <= OutputRecording.limit,
                let bytes = FileManager.default.contents(atPath: path)
            else { return }
            entry.files.append((path, [UInt8](bytes)))
        }
        do {
            try checkCache.store(entry, for: inputs)
        } catch {
            if verbose { errorOutput("loccheck: note: this check's output was not kept for the next one: \(error)\n") }
        }
    }
}

/// What a check writes on standard output and error, kept for ``CheckCache`` up to ``limit``
/// bytes (beyond it the check is not kept, so memory stays bounded).
final class OutputRecording: @unchecked Sendable {
    /// The most output a kept check holds, report files included.
    static let limit = 64 << 20

    private let lock = PThreadMutex<CheckCache.Entry?>(CheckCache.Entry(status: 0, standardOutput: [], standardError: [], files: []))

    func add(_ bytes: [UInt8], to part: WritableKeyPath<CheckCache.Entry, [UInt8]>) {
        lock.withLock { entry in
            // The count alone, so that the arrays stay uniquely referenced and grow in place.
            guard let recorded = entry.map({ $0.standardOutput.count + $0.standardError.count }) else { return }
            guard recorded + bytes.count <= Self.limit else {
                entry = nil
                return
            }
            entry![keyPath: part] += bytes
        }
    }

    /// The recorded output with the check's exit code, or nil when it went past the limit.
    func entry(status: Int32) -> CheckCache.Entry? {
        lock.withLock {
            $0.map { CheckCache.Entry(status: status, standardOutput: $0.standardOutput, standardError: $0.standardError, files: []) }
        }
    }
}
