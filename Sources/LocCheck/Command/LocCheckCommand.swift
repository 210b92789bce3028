import Foundation
import AtomicWrites
import PokeCommandLine
import PokeTables
import PokeTablesIO

/// The `loccheck` command line: parses arguments, runs a subcommand, and returns the exit code.
///
/// Exit codes: 0 clean, 1 findings (errors not accepted by the baseline), 2 could not run.
package struct LocCheckCommand {
    /// The `Resources/` of the package loccheck was built from, checked with `--package-tables`.
    let packageTables: URL
    /// Whether `--package-tables` was given.
    var usesPackageTables = false
    /// Whether the command may write its tables: it then holds them exclusively from its first
    /// read, so another writer waits (see ``lock(_:shown:)``).
    var writesTables = true
    /// Whether `--over-bundled` was given: the tables are a layer (an app's `Localization/`), which
    /// needs no English species table of its own. Each subcommand that takes it parses it too.
    var readsLayer = false
    /// The tables folders this run locked, released when it ends (see ``run(_:)``).
    private var locked = LockedDirectories()
    /// The process's standard output and error, as bytes. Reached through ``output(_:)``,
    /// ``errorOutput(_:)`` and the reports, which take ``Markup``: every value in them was escaped
    /// on its way in, so nothing from outside reaches the terminal or the CI log raw.
    var standardOutput: ([UInt8]) -> Void = { try? FileHandle.standardOutput.write(contentsOf: $0) }
    var standardError: ([UInt8]) -> Void = { try? FileHandle.standardError.write(contentsOf: $0) }
    /// The environment, for `NO_COLOR`.
    var environment: [String: String] = ProcessInfo.processInfo.environment
    /// Whether standard output is a terminal: `--color auto` colours only then. A command run in
    /// process writes into ``output``, which is no terminal whatever this process's stdout is.
    var outputIsTerminal = isatty(STDOUT_FILENO) == 1
    /// Whether standard error is a terminal: the progress line of a long read is drawn only then
    /// (straight to standard error, as it redraws in place).
    var errorIsTerminal = isatty(STDERR_FILENO) == 1

    package init(packageTables: URL) {
        self.packageTables = packageTables
    }

    /// Writes to standard output.
    func output(_ text: TerminalText) {
        standardOutput(text.bytes)
    }

    /// Writes to standard error.
    func errorOutput(_ text: TerminalText) {
        standardError(text.bytes)
    }

    /// A subcommand: its declaration, and what runs it.
    struct Subcommand: Sendable {
        let declaration: CommandDeclaration
        let run: @Sendable (LocCheckCommand, [String]) async throws -> Int32
    }

    /// The subcommands, in the order the help lists them: the one list dispatch, the help, "did
    /// you mean" and `loccheck commands` (which the plugins read) derive from.
    static let subcommands: [Subcommand] = [
        Subcommand(declaration: .check) { try await $0.check($1) },
        Subcommand(declaration: .addLocale) { try $0.addLocale($1) },
        Subcommand(declaration: .export) { try $0.export($1) },
        Subcommand(declaration: .importNames) { try $0.importCommand($1) },
        Subcommand(declaration: .fix) { try $0.fix($1) },
        Subcommand(declaration: .importPokeAPI) { try await $0.importPokeAPI($1) },
        Subcommand(declaration: .importSearchKeys) { try $0.importSearchKeys($1) },
        Subcommand(declaration: .compare) { try $0.compare($1) },
        Subcommand(declaration: .corrections) { try $0.corrections($1) },
    ]

    /// `--package-tables`, which every subcommand takes.
    static let packageTablesOption = Option.flag("--package-tables", help: "With any subcommand: use the Resources/ of the checkout loccheck was built from where --tables DIR is not given.")
    /// `--read-only`, which every subcommand takes.
    static let readOnlyOption = Option.flag("--read-only", help: "With any subcommand: write no file. A subcommand or option that would write (fix, import, --write-baseline…) fails where it would, having written nothing; `swift package loccheck` always passes it.")
    /// The options every subcommand takes, before `--`, wherever they stand.
    static let globalOptions: [Option] = [packageTablesOption, readOnlyOption]

    static let tool = CommandLineTool(name: "loccheck", subcommands: subcommands.map(\.declaration.name))

    /// Why a `--read-only` run writes nothing, and how to run one that may.
    static let readOnlyReason = "loccheck was run with --read-only (which `swift package loccheck` always passes), so it writes no file; "
        + "run the command without --read-only, or as `swift package loccheck-edit …`, which asks for permission to write."

    /// Runs with the arguments after the command name and answers the exit code.
    package func run(_ arguments: [String]) async -> Int32 {
        var command = self
        // Before `--` only: after it, the words are operands.
        let options = arguments.prefix { $0 != "--" }
        command.usesPackageTables = options.contains(Self.packageTablesOption.name)
        command.readsLayer = options.contains(Option.overBundled.name)
        if options.contains(Self.readOnlyOption.name) { WritePolicy.refuseWrites(Self.readOnlyReason) }
        let global = Set(Self.globalOptions.map(\.name))
        let words = options.filter { !global.contains($0) } + arguments.dropFirst(options.count)
        command.writesTables = Self.writesTables(Array(words))
        // The tables folders this command locked are released when it ends (the process may run
        // more, side by side: a test runs commands in process).
        command.locked = LockedDirectories()
        defer { command.locked.releaseAll() }
        do {
            return try await command.dispatch(Array(words))
        } catch {
            errorOutput("loccheck: error: \(error)\n")
            return 2
        }
    }

    private func dispatch(_ arguments: [String]) async throws -> Int32 {
        guard let first = arguments.first, !first.hasPrefix("-") else {
            switch arguments {
            case ["--help"], ["-h"]: output(TerminalText(linesOf: HelpText.overview)); return 0
            case ["--version"]: output("\(Self.tool.version)\n"); return 0
            case _ where arguments.first == "--version": throw Self.tool.versionTakesNothing
            default: return try await check(arguments)
            }
        }
        let rest = Array(arguments.dropFirst())
        if let subcommand = Self.subcommands.first(where: { $0.declaration.name == first }) {
            return try await subcommand.run(self, rest)
        }
        switch first {
        case "help":
            guard rest.count <= 1, rest.first.map(HelpText.subcommands.contains) ?? true else {
                throw UsageError("there is no help on '\(rest.joined(separator: " "))'; run `loccheck help SUBCOMMAND` with one of \(HelpText.subcommands.joined(separator: ", ")).")
            }
            output(TerminalText(linesOf: HelpText.text(for: rest.first)))
            return 0
        case "commands":
            output(TerminalText(linesOf: Self.commandList(rest)))
            return 0
        default:
            throw Self.tool.unknownSubcommand(first)
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
    func tablesDirectory(_ path: String?, mayBeEmpty: Bool = false) throws(UsageError) -> (URL, String) {
        let chosen: (URL, String)
        if let path {
            chosen = (URL(fileURLWithPath: path), path.hasSuffix("/") ? path : path + "/")
        } else if usesPackageTables {
            chosen = (packageTables, packageTables.path + "/")
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: "Resources", isDirectory: &isDirectory), isDirectory.boolValue else {
                let here = FileManager.default.currentDirectoryPath
                throw UsageError("\(here) has no Resources/ folder; run loccheck in the package's root, pass --tables DIR, or --package-tables for the tables of the PokeLocalization checkout loccheck was built from.")
            }
            chosen = (URL(fileURLWithPath: "Resources"), "Resources/")
        }
        if !mayBeEmpty { try TablesDirectoryShape.check(chosen.0, shown: chosen.1, layer: readsLayer) }
        try lock(chosen.0, shown: chosen.1)
        return chosen
    }

    /// Whether these words ask for a command that may write files, as its declaration says
    /// (``CommandDeclaration/writes``): it then holds its tables exclusively. A command taken for
    /// a reader that writes anyway is stopped at the write (``DirectoryLock/checkWritable(_:)``),
    /// never let through.
    static func writesTables(_ words: [String]) -> Bool {
        let options = words.prefix { $0 != "--" }
        let name = options.first.flatMap { $0.hasPrefix("-") ? nil : $0 } ?? CommandDeclaration.check.name
        guard let declaration = subcommands.first(where: { $0.declaration.name == name })?.declaration else { return false }
        return declaration.writes.when(given: options.map { String($0.prefix { $0 != "=" }) })
    }

    /// `loccheck commands`: one line per subcommand, `NAME writes|reads|writes-with OPTION… [layer]`,
    /// for the command plugins, which can't link the declarations: `layer` when it takes
    /// `--over-bundled` (reads an app's Localization/ as a layer). `--writing` lists only those
    /// that may write.
    static func commandList(_ words: [String]) -> String {
        subcommands.map(\.declaration).compactMap { declaration in
            let writes: String
            switch declaration.writes {
            case .never: writes = "reads"
            case .always: writes = "writes"
            case .with(let options): writes = "writes-with " + options.joined(separator: ",")
            }
            if words.contains("--writing"), declaration.writes == .never { return nil }
            return "\(declaration.name) \(writes)\(declaration.takes(Option.overBundled.name) ? " layer" : "")\n"
        }.joined()
    }

    /// Holds the tables directory for the rest of the run: exclusively for a command that writes
    /// it, so two writers take turns and each reads what the other wrote; shared otherwise (and
    /// under `--read-only`), so a check never reads an import half applied, and checks run side
    /// by side. Waits for another loccheck (saying so on stderr) up to a minute.
    private func lock(_ directory: URL, shown: String) throws(UsageError) {
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

/// The locks one run of ``LocCheckCommand`` took, each released once when the run ends; its
/// own, so that commands running side by side in one process (tests) release only theirs.
/// `@unchecked Sendable`: `taken` is only reached under `lock`.
private final class LockedDirectories: @unchecked Sendable {
    private let lock = NSLock()
    private var taken: [DirectoryLock.Hold] = []

    func append(_ hold: DirectoryLock.Hold) { lock.withLock { taken.append(hold) } }

    /// Whether this command holds the folder at `path` (``DirectoryLock/path(of:)``).
    func holds(_ path: String) -> Bool { lock.withLock { taken.contains { $0.path == path } } }

    func releaseAll() {
        let holds = lock.withLock { defer { taken = [] }; return taken }
        DirectoryLock.release(holds)
    }
}
