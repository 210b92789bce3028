import Foundation
import PokeTables
import PokeTablesIO

/// One run of a loccheck command, whatever parsed it: where its output goes, which tables
/// folders it holds, and the operations (``check(_:reports:color:)``, ``export(_:)``, …) that the
/// command line's commands call with the values they parsed.
///
/// No state is the process's: a session's output goes to its own sinks, its locks are its own,
/// and a read-only session refuses writes through a task-local policy (``AtomicWrites/WritePolicy``),
/// so sessions run side by side in one process (the tests run them in memory).
///
/// Exit codes: 0 clean, 1 findings (errors not accepted by the baseline), 2 could not run.
package struct LocCheckSession {
    /// The `Resources/` of the package loccheck was built from, checked with `--package-tables`.
    let packageTables: URL
    /// Whether `--package-tables` was given.
    package var usesPackageTables = false
    /// Whether the command may write its tables: it then holds them exclusively from its first
    /// read, so another writer waits (see ``lock(_:shown:)``).
    package var writesTables = true
    /// Whether the tables are a layer (an app's `Localization/`, `--over-bundled`), which needs
    /// no English species table of its own.
    package var readsLayer = false
    /// Where `check` keeps its reports to answer a check of unchanged files without redoing it;
    /// nil (the default) keeps none. The command line's `check` sets ``CheckCache/standard(environment:)``.
    package var checkCache: CheckCache?
    /// The tables folders this run locked, released when it ends (see ``perform(readOnly:_:)``).
    private var locked = LockedDirectories()
    /// The process's standard output and error, as bytes. Reached through ``output(_:)``,
    /// ``errorOutput(_:)`` and the reports, which take ``Markup``: every value in them was escaped
    /// on its way in, so nothing from outside reaches the terminal or the CI log raw.
    package var standardOutput: ([UInt8]) -> Void = { try? FileHandle.standardOutput.write(contentsOf: $0) }
    package var standardError: ([UInt8]) -> Void = { try? FileHandle.standardError.write(contentsOf: $0) }
    /// The environment, for `NO_COLOR`.
    package var environment: [String: String] = ProcessInfo.processInfo.environment
    /// Whether standard output is a terminal: `--color auto` colours only then. A command run in
    /// process writes into ``standardOutput``, which is no terminal whatever this process's stdout is.
    package var outputIsTerminal = isatty(STDOUT_FILENO) == 1
    /// Whether standard error is a terminal: the progress line of a long read is drawn only then
    /// (straight to standard error, as it redraws in place).
    package var errorIsTerminal = isatty(STDERR_FILENO) == 1

    package init(packageTables: URL) {
        self.packageTables = packageTables
    }

    /// Writes to standard output.
    package func output(_ text: TerminalText) {
        standardOutput(text.bytes)
    }

    /// Writes to standard error.
    package func errorOutput(_ text: TerminalText) {
        standardError(text.bytes)
    }

    /// Why a `--read-only` run writes nothing, and how to run one that may.
    package static let readOnlyReason =
        "loccheck was run with --read-only (which `swift package loccheck` always passes), so it writes no file; "
        + "run the command without --read-only, or as `swift package loccheck-edit …`, which asks for permission to write."

    /// Runs an operation: with every write refused when `readOnly`, the tables folders it locks
    /// released when it ends, and an error it throws printed as one line, exit code 2.
    package func perform(readOnly: Bool, _ operation: (LocCheckSession) async throws -> Int32) async -> Int32 {
        var session = self
        // The folders this run locks are released when it ends (the process may run more, side
        // by side: a test runs commands in memory).
        session.locked = LockedDirectories()
        defer { session.locked.releaseAll() }
        do {
            if readOnly {
                return try await WritePolicy.refusingWrites(Self.readOnlyReason) { try await operation(session) }
            }
            return try await operation(session)
        } catch {
            session.errorOutput("loccheck: error: \(error)\n")
            return 2
        }
    }

    func loadBaseline(_ path: String?, directory: URL) throws -> Baseline {
        let url = baselineURL(path, directory: directory)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if path != nil { throw UsageError("Cannot read the baseline \(url.path); check the path given to --baseline.") }
            return Baseline()
        }
        return try Baseline(bytes: [UInt8](data), path: path ?? url.path)
    }

    func baselineURL(_ path: String?, directory: URL) -> URL {
        path.map { URL(fileURLWithPath: $0) } ?? directory.appendingPathComponent(TableLayout.baseline)
    }

    /// The tables directory, and how to show it before a relative path in findings: `--tables`,
    /// else `--package-tables`, else `./Resources`.
    /// - Parameter mayBeEmpty: the subcommand writes a directory's tables from nothing
    ///   (`import-pokeapi`); every other one reads tables that must be there.
    /// - Throws: ``UsageError`` when none of them applies, or when the directory holds no tables
    ///   (see ``TablesDirectoryShape``): a CI job run in the wrong directory, or given one a level
    ///   too deep, must fail, not check nothing and pass.
    func tablesDirectory(_ path: String?, mayBeEmpty: Bool = false) throws -> (URL, String) {
        let chosen: (URL, String)
        if let path {
            chosen = (URL(fileURLWithPath: path), path.hasSuffix("/") ? path : path + "/")
        } else if usesPackageTables {
            chosen = (packageTables, packageTables.path + "/")
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "Resources", isDirectory: &isDirectory), isDirectory.boolValue else {
                let here = FileManager.default.currentDirectoryPath
                throw UsageError(
                    "\(here) has no Resources/ folder; run loccheck in the package's root, pass --tables DIR, or --package-tables for the tables of the PokeLocalization checkout loccheck was built from."
                )
            }
            chosen = (URL(fileURLWithPath: "Resources"), "Resources/")
        }
        if !mayBeEmpty { try TablesDirectoryShape.check(chosen.0, shown: chosen.1, layer: readsLayer) }
        try lock(chosen.0, shown: chosen.1)
        return chosen
    }

    /// Holds the tables directory for the rest of the run: exclusively for a command that writes
    /// it, so two writers take turns and each reads what the other wrote; shared otherwise (and
    /// under `--read-only`), so a check never reads an import half applied, and checks run side
    /// by side. Waits for another loccheck (saying so on stderr) up to a minute.
    private func lock(_ directory: URL, shown: String) throws {
        let readOnly = WritePolicy.refusesWrites || !writesTables
        // A directory import-pokeapi is about to fill is made first, to be locked.
        if !readOnly { try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) }
        // A command holds each folder once: a second hold of its own would wait for the first.
        guard !locked.holds(DirectoryLock.path(of: directory)) else { return }
        do {
            let held = try DirectoryLock.hold(directory, exclusive: !readOnly) {
                // A writer waits for readers too; a reader only for a writer.
                errorOutput("loccheck: waiting for another loccheck, which is \(readOnly ? "writing" : "using") \(shown)\n")
            }
            if let held { locked.append(held) }
        } catch {
            throw UsageError(error.description)
        }
    }

    /// Reads and sorts a tables directory.
    func readTables(_ directory: URL) throws -> TableSet {
        try TableSet(parsingConcurrently: TableDirectory.read(directory))
    }

    static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}

/// The locks one run of ``LocCheckSession`` took, each released once when the run ends; its
/// own, so that commands running side by side in one process (tests) release only theirs.
private final class LockedDirectories: Sendable {
    private let taken = PThreadMutex<[DirectoryLock.Hold]>([])

    func append(_ hold: DirectoryLock.Hold) { taken.withLock { $0.append(hold) } }

    /// Whether this command holds the folder at `path` (``DirectoryLock/path(of:)``).
    func holds(_ path: String) -> Bool { taken.withLock { $0.contains { $0.path == path } } }

    func releaseAll() {
        let holds = taken.withLock { taken in
            defer { taken = [] }
            return taken
        }
        DirectoryLock.release(holds)
    }
}
