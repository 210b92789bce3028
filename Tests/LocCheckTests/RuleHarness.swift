import Foundation
import LocCheck
import PokeTables

@testable import LocCheck
@testable import loccheck

/// Tables in memory for the rules: a few files' text (path → text), read as loccheck reads a
/// tables directory, and the package's English where a test asks for it.
enum RuleHarness {
    /// A ``RuleInput`` from `files`, checked against `snapshot` (the bundled one by default).
    static func input(
        _ files: [String: String], snapshot: Snapshot = .bundled, layer: Bool = false,
        corrections: Corrections = Corrections()
    ) -> RuleInput {
        let tables = TableSet(files: files.sorted { $0.key < $1.key }.map { ($0.key, Array($0.value.utf8)) })
        return RuleInput(tables: tables, snapshot: snapshot, base: layer ? BundledReference.englishTables : nil, corrections: corrections)
    }

    /// The package's own table at `path`, as text.
    static func package(_ path: String) throws -> String {
        try PackageTables.text(path)
    }

    /// `rule`'s diagnostics as `path:line code key` lines, in report order: what most rule tests compare.
    static func summary(_ diagnostics: [Diagnostic]) -> [String] {
        diagnostics.sorted(by: Diagnostic.inReportOrder).map {
            "\($0.file):\($0.line.map(String.init) ?? "-") \($0.code.rawValue) \($0.key ?? "-")"
        }
    }
}

/// loccheck run in this process, as the binary runs it, its output collected: for tests of a
/// command's behaviour that need no separate process, so a failure points at the command's code.
/// `--read-only` too: it refuses the writes of its own task only. What a process has once for
/// all stays with the binary's tests: its working
/// directory (relative paths, `./Resources`), its locale, the failpoints of AtomicWrites (read from
/// its environment at start), signals, locks between processes, and its real stdout and stderr.
struct InProcessLocCheck {
    struct Output {
        var status: Int32
        var stdout: String
        var stderr: String
    }

    /// Runs `arguments` (which should name `--tables DIR`, or `--package-tables`).
    /// - Parameter environment: variables the command sees on top of `NO_COLOR=1` (the only
    ///   ones it reads are `NO_COLOR` and `TERM`); this process's own are not passed on.
    func run(_ arguments: [String], environment: [String: String] = [:]) async -> Output {
        await Self.run(arguments, environment: environment)
    }

    /// Runs `arguments`, as ``run(_:environment:)`` does: parsed by the command line's own
    /// types (ArgumentParser), run in a session whose output is collected here.
    static func run(_ arguments: [String], environment: [String: String] = [:]) async -> Output {
        let collected = Collected()
        var session = LocCheckSession(packageTables: PackageTables.resources)
        session.standardOutput = { collected.append(out: $0) }
        session.standardError = { collected.append(err: $0) }
        session.environment = ["NO_COLOR": "1"].merging(environment) { $1 }
        // Its output goes into strings, which are no terminal, whatever this process's are.
        session.outputIsTerminal = false
        session.errorIsTerminal = false
        let status = await LocCheckTool.run(arguments, session: session)
        return Output(status: status, stdout: collected.out, stderr: collected.err)
    }

    /// `@unchecked Sendable`: both outputs are only reached under `lock`. Kept as bytes: a
    /// report's pieces may end inside a character.
    private final class Collected: @unchecked Sendable {
        private let lock = NSLock()
        private var outBytes: [UInt8] = [], errBytes: [UInt8] = []
        var out: String { lock.withLock { String(decoding: outBytes, as: UTF8.self) } }
        var err: String { lock.withLock { String(decoding: errBytes, as: UTF8.self) } }
        func append(out bytes: [UInt8]) { lock.withLock { outBytes += bytes } }
        func append(err bytes: [UInt8]) { lock.withLock { errBytes += bytes } }
    }
}
