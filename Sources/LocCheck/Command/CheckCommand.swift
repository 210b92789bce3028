import Foundation
import BundledSnapshot
import PokeTables
import PokeTablesIO

/// Options of `loccheck check` (the default subcommand).
struct CheckOptions {
    /// `--color`: when the text report is coloured.
    enum ColorChoice: String, CaseIterable {
        case auto, always, never
    }

    /// `--snapshot`: which API lists the tables are checked against.
    enum SnapshotChoice: String, CaseIterable {
        /// The lists compiled into loccheck (the package's `Resources/snapshot`).
        case bundled
        /// The `snapshot/` folder of the tables directory, as `import-pokeapi --tables` writes it.
        case tables
    }

    var tablesPath: String?
    var baselinePath: String?
    var configPath: String?
    var strict = false
    var writeBaseline = false
    var format = ReportFormat.text
    var color = ColorChoice.auto
    var snapshot = SnapshotChoice.bundled
    var minimum = CoverageMinimum()
    /// `--api`: a PokeAPI server whose species and type lists replace the snapshot's.
    var api: URL?
    var updateSnapshot = false
    var compareAPINames = false
    /// `--csv`: PokeAPI's CSV dump, to compare every name of the locales it covers with.
    var csv: String?

    static let names = ["--tables", "--baseline", "--config", "--strict", "--write-baseline", "--format", "--color",
                        "--min-coverage", "--snapshot", "--api", "--update-snapshot", "--compare-api-names", "--csv", "--help"]

    /// Reads the options; returns `nil` for `--help`.
    init?(_ arguments: CommandLineArguments) throws(UsageError) {
        var arguments = arguments
        while let word = arguments.next() {
            switch word {
            case "--help", "-h": return nil
            case "--tables": tablesPath = try arguments.value(for: word)
            case "--baseline": baselinePath = try arguments.value(for: word)
            case "--config": configPath = try arguments.value(for: word)
            case "--strict": strict = true
            case "--write-baseline": writeBaseline = true
            case "--format": format = try arguments.choice(for: word, of: ReportFormat.self)
            case "--color": color = try arguments.choice(for: word, of: ColorChoice.self)
            case "--min-coverage": try minimum.add(arguments.value(for: word))
            case "--snapshot": snapshot = try arguments.choice(for: word, of: SnapshotChoice.self)
            case "--api": api = try PokeAPIURL.parse(arguments.value(for: word))
            case "--update-snapshot": updateSnapshot = true
            case "--compare-api-names": compareAPINames = true
            case "--csv": csv = try arguments.value(for: word)
            default: throw UsageError.unknownOption(word, known: Self.names)
            }
        }
        if api == nil && (updateSnapshot || compareAPINames) {
            throw UsageError("\(updateSnapshot ? "--update-snapshot" : "--compare-api-names") needs --api URL, the PokeAPI server to read from.")
        }
        if strict && writeBaseline {
            throw UsageError("--strict and --write-baseline can't be combined: --write-baseline keeps the reasons of the current baseline.")
        }
    }

    /// Colour only on a terminal and never when NO_COLOR is set (https://no-color.org).
    func usesColor(environment: [String: String]) -> Bool {
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        switch color {
        case .always: return true
        case .never: return false
        case .auto: return format == .text && isatty(STDOUT_FILENO) == 1 && environment["TERM"] != "dumb"
        }
    }
}

extension LocCheckCommand {
    func check(_ arguments: CommandLineArguments) throws -> Int32 {
        guard let options = try CheckOptions(arguments) else {
            output(HelpText.text(for: "check"))
            return 0
        }
        let (directory, shown) = try tablesDirectory(options.tablesPath)
        // The bundled lists make the directory's snapshot/ irrelevant: not parsing it saves a tenth of a run.
        let files = try TableDirectory.read(directory).filter { options.snapshot == .tables || !$0.path.hasPrefix("snapshot/") }
        let tables = TableSet(files: files)
        // ICU's Chinese transforms take 10–20 ms to open: that runs on another core meanwhile.
        let hanVariants = BackgroundWork { try HanVariantCheck().findings(tables) }
        let baseline = options.strict ? Baseline() : try loadBaseline(options.baselinePath, directory: directory)
        var lists = try snapshot(options.snapshot, tables: tables, shown: shown)
        var apiFindings: [Finding] = []
        if let api = options.api {
            let live = try LiveAPICheck(baseURL: api, options: options).run(tables: tables, snapshot: lists, directory: directory,
                                                                              report: errorOutput)
            lists = live.snapshot
            apiFindings = live.findings
        }
        let speciesLists = lists
        let searchKeys = BackgroundWork { try SearchKeyCheck(snapshot: speciesLists).findings(tables) }
        var result = TableChecker(snapshot: lists).check(tables)
        result.findings += try searchKeys.wait()
        let sources = try sourceFindings(tables, directory: directory, snapshot: lists, options: options, hanVariants: hanVariants)
        result.findings = (result.findings + apiFindings + sources.findings + snapshotFindings(options.snapshot, tables: tables)).sorted {
            ($0.path, $0.line ?? 0, $0.kind.rawValue) < ($1.path, $1.line ?? 0, $1.kind.rawValue)
        }
        result.findings = try loadConfig(options.configPath, directory: directory).apply(to: result.findings)
        options.minimum.apply(to: &result)

        if options.writeBaseline {
            let url = baselineURL(options.baselinePath, directory: directory)
            let changed = try AtomicFile.write(baseline.rendered(accepting: result.findings), to: url)
            let placeholders = result.findings.filter { baseline.entry(accepting: $0) == nil }.count
            errorOutput("loccheck: \(changed ? "wrote" : "kept") \(url.path), accepting \(result.findings.count) findings"
                + (placeholders > 0 ? "; write the reason for the \(placeholders) new ones in place of the TODO lines.\n" : ".\n"))
        }
        let before = result.findings.count
        let stale = options.writeBaseline ? [] : baseline.staleEntries(accepting: result.findings, path: baselinePath(options.baselinePath),
                                                                        ignoring: sources.unjudged)
        result.findings.removeAll { baseline.entry(accepting: $0) != nil || options.writeBaseline }
        let accepted = before - result.findings.count
        result.findings += stale
        let context = ReportContext(result: result, accepted: accepted, directory: shown,
                                    minimum: options.minimum)
        output(options.format.render(context, color: options.usesColor(environment: environment)))
        return result.findings.contains { $0.severity == .error } ? 1 : 0
    }

    /// The baseline file as findings name it: relative to the tables directory, or absolute when given elsewhere.
    private func baselinePath(_ given: String?) -> String {
        given.map { URL(fileURLWithPath: $0).path } ?? TableLayout.baseline
    }

    /// What is wrong in the lists the tables are checked against, each at its line: in the
    /// snapshot files loccheck was built with (named by their absolute path), or in the tables
    /// directory's own with `--snapshot tables`.
    private func snapshotFindings(_ choice: CheckOptions.SnapshotChoice, tables: TableSet) -> [Finding] {
        let (problems, directory) = choice == .bundled
            ? (Snapshot.bundledReading.problems, packageTables.path + "/") : (tables.snapshotProblems, "")
        return problems.map { problem in
            Finding(kind: .invalidSnapshot, path: directory + problem.file, line: problem.line, table: nil, locale: nil, key: nil,
                    message: problem.message + (choice == .bundled ? " (This is the snapshot loccheck was built with; rebuild loccheck after fixing it.)" : ""))
        }
    }

    private func snapshot(_ choice: CheckOptions.SnapshotChoice, tables: TableSet, shown: String) throws -> Snapshot {
        switch choice {
        case .bundled: return .bundled
        case .tables:
            guard let snapshot = tables.snapshot else {
                throw UsageError("\(shown)snapshot/ is missing or incomplete; it needs species.txt, types.txt and pokemon.txt (`loccheck import-pokeapi --tables DIR` writes them), or drop --snapshot tables.")
            }
            return snapshot
        }
    }

    private func loadConfig(_ path: String?, directory: URL) throws -> SeverityConfig {
        let url = path.map { URL(fileURLWithPath: $0) } ?? directory.appendingPathComponent(SeverityConfig.fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if path != nil { throw UsageError("Cannot read the config \(url.path); check the path given to --config.") }
            return SeverityConfig()
        }
        return try SeverityConfig(bytes: [UInt8](data), path: path ?? url.path)
    }
}
