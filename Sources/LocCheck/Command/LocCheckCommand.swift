import Foundation
import PokeLocalization
import PokeTables
import PokeTablesIO

/// The `loccheck` command line: parses arguments, runs a subcommand, and returns the exit code.
///
/// Exit codes: 0 clean, 1 findings (errors not accepted by the baseline), 2 could not run.
public struct LocCheckCommand {
    /// The package's own `Resources/`, used when the working directory has none.
    let packageTables: URL
    var output: (String) -> Void = { print($0, terminator: "") }
    var errorOutput: (String) -> Void = { FileHandle.standardError.write(Data($0.utf8)) }

    public init(packageTables: URL) {
        self.packageTables = packageTables
    }

    public static let help = """
    USAGE: loccheck [check] [--tables DIR] [--baseline FILE] [--strict]
           loccheck import-pokeapi (--csv DIR | --api URL) [--tables DIR] [--taken YYYY-MM-DD]

    Checks name tables (species/<locale>.txt, types/<locale>.txt, ui/<locale>.txt) against the
    API's species and type lists bundled with loccheck, and prints each problem as
    path:line: severity: message, then the coverage per locale and table.

    OPTIONS (check):
      --tables DIR      The tables directory (default: ./Resources, else the package's own).
      --baseline FILE   Accepted findings with reasons (default: DIR/loccheck-baseline.txt).
      --strict          Ignore the baseline: report every finding.

    SUBCOMMANDS:
      import-pokeapi    Write the snapshot and the species and type tables from PokeAPI's
                        CSV data (data/v2/csv), or from a PokeAPI server (https://pokeapi.co or
                        a self-hosted copy; the /pokemon list is kept as it was). Writes each file
                        atomically, only if it changes.

    EXIT CODES: 0 clean, 1 findings, 2 could not run.

    """

    /// Runs with the arguments after the command name.
    public func run(_ arguments: [String]) -> Int32 {
        do {
            var words = CommandLineArguments(arguments)
            var rest = arguments
            if let first = arguments.first, !first.hasPrefix("--") {
                _ = words.next()
                rest = Array(arguments.dropFirst())
                switch first {
                case "check": return try check(CommandLineArguments(rest))
                case "import-pokeapi": return try importPokeAPI(CommandLineArguments(rest))
                default: throw UsageError("Unknown subcommand '\(first)'; the subcommands are check and import-pokeapi. See `loccheck --help`.")
                }
            }
            return try check(words)
        } catch {
            errorOutput("loccheck: error: \(error)\n")
            return 2
        }
    }

    private func check(_ arguments: CommandLineArguments) throws -> Int32 {
        var arguments = arguments
        var tablesPath: String? = nil
        var baselinePath: String? = nil
        var strict = false
        while let word = arguments.next() {
            switch word {
            case "--help", "-h": output(Self.help); return 0
            case "--tables": tablesPath = try arguments.value(for: word)
            case "--baseline": baselinePath = try arguments.value(for: word)
            case "--strict": strict = true
            default: throw UsageError.unknownOption(word, known: ["--tables", "--baseline", "--strict", "--help"])
            }
        }
        let (directory, shown) = tablesDirectory(tablesPath)
        let tables = try TableSet(files: TableDirectory.read(directory))
        let baseline = strict ? Baseline() : try loadBaseline(baselinePath, directory: directory)
        var result = TableChecker(snapshot: .bundled).check(tables)
        let before = result.findings.count
        result.findings.removeAll { baseline.entry(accepting: $0) != nil }
        output(TextReport.render(result, accepted: before - result.findings.count, directory: shown))
        return result.findings.contains { $0.severity == .error } ? 1 : 0
    }

    private func importPokeAPI(_ arguments: CommandLineArguments) throws -> Int32 {
        var arguments = arguments
        var csv: String? = nil
        var api: String? = nil
        var tablesPath: String? = nil
        var taken = Self.today()
        while let word = arguments.next() {
            switch word {
            case "--help", "-h": output(Self.help); return 0
            case "--csv": csv = try arguments.value(for: word)
            case "--api": api = try arguments.value(for: word)
            case "--tables": tablesPath = try arguments.value(for: word)
            case "--taken": taken = try arguments.value(for: word)
            default: throw UsageError.unknownOption(word, known: ["--csv", "--api", "--tables", "--taken", "--help"])
            }
        }
        let (directory, shown) = tablesDirectory(tablesPath)
        let imported: ImportedNames
        switch (csv, api) {
        case (let csv?, nil):
            imported = try PokeAPICSVSource.load(URL(fileURLWithPath: csv), taken: taken)
        case (nil, let api?):
            let baseURL = try PokeAPIURL.parse(api)
            let existing = TableImporter.existingSnapshot(directory)
            let date = taken
            let progress = ProgressLine("Reading names from \(baseURL.absoluteString)")
            imported = try blockingAwait {
                try await PokeAPIServerSource(baseURL: baseURL).load(existing: existing, taken: date, progress: progress.update)
            }
            progress.finish()
        default:
            throw UsageError("import-pokeapi needs exactly one of --csv DIR (PokeAPI's data/v2/csv) or --api URL (a PokeAPI server).")
        }
        let report = try TableImporter.write(imported, to: directory, today: taken)
        output("Imported \(imported.snapshot.species.count) species, \(imported.snapshot.types.count) types and \(imported.snapshot.pokemon.count) pokemon into \(shown): \(report.written.count) files written, \(report.unchanged.count) unchanged")
        output(imported.cleanedValueCount > 0 ? "; \(imported.cleanedValueCount) names trimmed or brought to NFC.\n" : ".\n")
        return 0
    }

    private func loadBaseline(_ path: String?, directory: URL) throws -> Baseline {
        let url = path.map { URL(fileURLWithPath: $0) } ?? directory.appendingPathComponent(TableLayout.baseline)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if path != nil { throw UsageError("Cannot read the baseline \(url.path); check the path given to --baseline.") }
            return Baseline()
        }
        return try Baseline(bytes: [UInt8](data), path: path ?? url.path)
    }

    /// The tables directory, and how to show it before a relative path in findings.
    private func tablesDirectory(_ path: String?) -> (URL, String) {
        if let path {
            return (URL(fileURLWithPath: path), path.hasSuffix("/") ? path : path + "/")
        }
        if FileManager.default.fileExists(atPath: "Resources/\(TableLayout.speciesSnapshot)") {
            return (URL(fileURLWithPath: "Resources"), "Resources/")
        }
        return (packageTables, packageTables.path + "/")
    }

    private static func today() -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd"
        return formatter.string(from: Date())
    }
}
