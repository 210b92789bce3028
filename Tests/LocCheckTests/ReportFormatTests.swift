import CommandTestSupport
import Foundation
import LocCheck
import PokeTables
import Testing

#if canImport(FoundationXML)
import FoundationXML
#endif

@Suite("Report formats, as CI reads them")
struct ReportFormatTests {
    let binary = BuiltCommand("loccheck")
    let loccheck = InProcessLocCheck()

    /// A directory with known findings: an empty name (reported: its config sets `empty-value = error`;
    /// without it an empty name is pending work), an unknown key and a missing key in types/de.
    func tablesWithFindings(_ directory: TemporaryDirectory) throws -> URL {
        var german = try PackageTables.entries("types/de.txt")
        german[0].value = ""  // normal: empty-value, line 1
        german[2].key = "flyng"  // unknown-key, line 3: should be flying
        #expect(german.remove(at: 3).key == "poison")  // missing-key, reported at line 4 (ground)
        return try directory.tables([
            "types/en.txt": try PackageTables.text("types/en.txt"),
            "types/de.txt": PackageTables.render(german),
            "loccheck-config.txt": "empty-value = error\n",
        ])
    }

    @Test("json: the report model, decoded: every finding with its place and fix, the summary with coverage, exit 1")
    func json() async throws {
        let directory = try TemporaryDirectory()
        let tables = try tablesWithFindings(directory)
        let result = await loccheck.run(["--tables", tables.path, "--format", "json"])
        #expect(result.status == 1)
        let report = try JSONDecoder().decode(LocCheckReport.self, from: Data(result.stdout.utf8))
        #expect(report.schema == "loccheck-report")
        #expect(report.version == 1)
        #expect(report.tool.name == "loccheck")
        #expect(report.findings.map(\.kind) == [.emptyValue, .unknownKey, .missingKey])
        let unknown = report.findings[1]
        #expect(unknown.file == "\(tables.path)/types/de.txt")
        #expect(unknown.line == 3)
        #expect(unknown.table == .types)
        #expect(unknown.locale == "de")
        #expect(unknown.key == "flyng")
        #expect(unknown.severity == .error)
        #expect(unknown.suggestion == "flying")
        #expect(unknown.message.contains("`flyng` should be `flying` (English: Flying)"))
        #expect(report.findings[2].key == "poison")
        #expect(report.findings[2].line == 4)
        #expect(report.findings[0].suggestion == nil)
        #expect(report.summary.errors == 3)
        #expect(report.summary.warnings == 0)
        #expect(report.summary.coverage.contains { $0.locale == "de" && $0.table == .types && $0.present == 18 && $0.expected == 21 })
        #expect(report.summary.locales.first { $0.locale == "de" }?.percent == 85.71)
        // Every key is there, null where there is no value, as the schema promises.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let first = try #require((object["findings"] as? [[String: Any]])?.first)
        #expect(first["suggestion"] is NSNull)
    }

    @Test("json: the accepted findings with the baseline's reason and line")
    func jsonAccepted() async throws {
        let directory = try TemporaryDirectory()
        let tables = try tablesWithFindings(directory)
        try "# Accepted.\nmissing-key types de poison = Planted to be accepted.\n"
            .write(to: tables.appendingPathComponent("loccheck-baseline.txt"), atomically: true, encoding: .utf8)
        let result = await loccheck.run(["--tables", tables.path, "--format", "json"])
        let report = try JSONDecoder().decode(LocCheckReport.self, from: Data(result.stdout.utf8))
        #expect(report.findings.map(\.kind) == [.emptyValue, .unknownKey])
        #expect(report.summary.accepted == 1)
        let accepted = try #require(report.accepted.first)
        #expect(accepted.finding.key == "poison")
        #expect(accepted.reason == "Planted to be accepted.")
        #expect(accepted.baseline.file == "\(tables.path)/loccheck-baseline.txt" && accepted.baseline.line == 2)
    }

    @Test(
        "json: the package's own report validates against docs/loccheck-report.schema.json (jsonschema)",
        .enabled(if: ReportOracles.schemaPython != nil, ReportOracles.jsonschemaMissing))
    func jsonValidatesWithJSONSchema() async throws {
        let directory = try TemporaryDirectory()
        let tables = try tablesWithFindings(directory)
        try "missing-key types de poison = Planted to be accepted.\nmissing-key types de * = Stale on purpose.\n"
            .write(to: tables.appendingPathComponent("loccheck-baseline.txt"), atomically: true, encoding: .utf8)
        let schema = BuiltCommand.packageRoot.appendingPathComponent("docs/loccheck-report.schema.json")
        for arguments in [["--tables", tables.path, "--min-coverage", "95"], ["--package-tables"]] {
            let result = await loccheck.run(arguments + ["--format", "json"])
            let file = directory.url.appendingPathComponent("report.json")
            try result.stdout.write(to: file, atomically: true, encoding: .utf8)
            let verdict = try ReportOracles.validate(file, schema: schema)
            #expect(verdict.errors.isEmpty, "\(arguments), \(verdict.oracle): \(verdict.errors)")
        }
        // The oracle is no rubber stamp: a finding without its line key is refused.
        let broken = directory.url.appendingPathComponent("broken.json")
        let result = await loccheck.run(["--tables", tables.path, "--format", "json"])
        try result.stdout.replacingOccurrences(of: "\"line\" : 3,", with: "").write(to: broken, atomically: true, encoding: .utf8)
        #expect(try ReportOracles.validate(broken, schema: schema).count > 0)
    }

    @Test("json: the output has exactly the keys docs/loccheck-report.schema.json requires, and its kinds")
    func jsonMatchesSchema() async throws {
        let schemaURL = BuiltCommand.packageRoot.appendingPathComponent("docs/loccheck-report.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        func resolved(_ object: [String: Any]) -> [String: Any] {
            guard let reference = object["$ref"] as? String, reference.hasPrefix("#/$defs/") else { return object }
            return (schema["$defs"] as? [String: Any])?[String(reference.dropFirst(8))] as? [String: Any] ?? [:]
        }
        func required(_ object: [String: Any]) -> Set<String> { Set(resolved(object)["required"] as? [String] ?? []) }
        func property(_ object: [String: Any], _ path: String...) -> [String: Any] {
            path.reduce(object) { object, name in
                let object = resolved(object)
                return resolved(
                    ((object["properties"] as? [String: Any])?[name] as? [String: Any]) ?? (object[name] as? [String: Any]) ?? [:])
            }
        }
        let findingSchema = property(schema, "findings", "items")
        let summarySchema = property(schema, "summary")

        let directory = try TemporaryDirectory()
        let tables = try tablesWithFindings(directory)
        try "missing-key types de poison = Planted to be accepted.\n".write(
            to: tables.appendingPathComponent("loccheck-baseline.txt"), atomically: true, encoding: .utf8)
        let result = await loccheck.run(["--tables", tables.path, "--format", "json", "--min-coverage", "95"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(report.keys) == required(schema))
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["kind"] as? String == "low-coverage" })
        for finding in findings { #expect(Set(finding.keys) == required(findingSchema)) }
        let accepted = try #require(report["accepted"] as? [[String: Any]])
        #expect(accepted.count == 1)
        for entry in accepted {
            #expect(Set(entry.keys) == required(property(schema, "accepted", "items")))
            #expect(Set((entry["finding"] as? [String: Any] ?? [:]).keys) == required(findingSchema))
        }
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(Set(summary.keys) == required(summarySchema))
        for cell in summary["coverage"] as? [[String: Any]] ?? [] {
            #expect(Set(cell.keys) == required(property(summarySchema, "coverage", "items")))
        }
        for locale in summary["locales"] as? [[String: Any]] ?? [] {
            #expect(Set(locale.keys) == required(property(summarySchema, "locales", "items")))
        }

        // The schema lists every finding kind loccheck has, as `loccheck check --help` does.
        let kinds = try #require(property(findingSchema, "kind")["enum"] as? [String])
        let help = await loccheck.run(["check", "--help"]).stdout
        let helpKinds = help.components(separatedBy: "FINDING KINDS:")[1].components(separatedBy: "\n\n")[0]
            .replacingOccurrences(of: "\n", with: " ").replacingOccurrences(of: " (a warning)", with: "")
            .split(whereSeparator: { $0 == "," || $0 == "\n" || $0 == "." }).map { $0.trimmingCharacters(in: .whitespaces) }.filter {
                !$0.isEmpty
            }
        #expect(kinds == helpKinds)
        #expect(kinds == DiagnosticCode.findings.map(\.rawValue))
    }

    @Test("github: one workflow command per finding with file and line, then the counts")
    func github() async throws {
        let directory = try TemporaryDirectory()
        let tables = try tablesWithFindings(directory)
        let result = await loccheck.run(["--tables", tables.path, "--format", "github"])
        #expect(result.status == 1)
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.count == 4)
        let file = "\(tables.path)/types/de.txt".replacingOccurrences(of: ":", with: "%3A")
        #expect(
            lines[0]
                == "::error file=\(file),line=1,title=loccheck empty-value::`normal` has no name yet; write it after `= `."
        )
        #expect(lines[1].hasPrefix("::error file=\(file),line=3,title=loccheck unknown-key::`flyng` should be `flying`"))
        #expect(lines[2].hasPrefix("::error file=\(file),line=4,title=loccheck missing-key::`poison` (English: Poison) is missing"))
        #expect(lines[3] == "loccheck: 3 errors, 0 warnings.")
    }

    @Test("junit: well-formed XML, one failure per error, a passing case per table")
    func junit() async throws {
        let directory = try TemporaryDirectory()
        let tables = try tablesWithFindings(directory)
        let result = await loccheck.run(["--tables", tables.path, "--format", "junit"])
        #expect(result.status == 1)
        let counter = XMLCounter()
        let parser = XMLParser(data: Data(result.stdout.utf8))
        parser.delegate = counter
        #expect(parser.parse(), "not well-formed: \(result.stdout)")
        #expect(counter.count["testsuites"] == 1)
        #expect(counter.count["testsuite"] == 2)
        #expect(counter.count["testcase"] == 5)
        #expect(counter.count["failure"] == 3)
        #expect(result.stdout.contains("<testsuites name=\"loccheck\" tests=\"5\" failures=\"3\">"))
        #expect(result.stdout.contains("name=\"unknown-key flyng:3\""))
    }

    @Test("text: colour only when asked for, and never with NO_COLOR")
    func color() async throws {
        let directory = try TemporaryDirectory()
        let tables = try tablesWithFindings(directory)
        let piped = await loccheck.run(["--tables", tables.path], environment: ["NO_COLOR": ""])
        #expect(!piped.stdout.contains("\u{1B}["), "not a terminal, so no colour")
        let always = await loccheck.run(["--tables", tables.path, "--color", "always"], environment: ["NO_COLOR": ""])
        #expect(always.stdout.contains(": \u{1B}[1;31merror\u{1B}[0m: "))
        let noColor = await loccheck.run(["--tables", tables.path, "--color", "always"], environment: ["NO_COLOR": "1"])
        #expect(!noColor.stdout.contains("\u{1B}["))
        #expect(noColor.stdout == piped.stdout)
    }

    @Test(
        "text: colour by default on a terminal, and not with NO_COLOR",
        .enabled(
            if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux `script` to give loccheck a terminal"))
    func colorOnTerminal() throws {
        let directory = try TemporaryDirectory()
        let tables = try tablesWithFindings(directory)
        let terminal = BuiltCommand(executable: URL(fileURLWithPath: "/usr/bin/script"))
        let command = "\(binary.executable.path) --tables \(tables.path)"
        let colored = try terminal.run(["-q", "-e", "-c", command, "/dev/null"], environment: ["NO_COLOR": "", "TERM": "xterm"])
        #expect(colored.stdout.contains("\u{1B}[1;31merror\u{1B}[0m"), "\(colored.stdout)")
        let plain = try terminal.run(["-q", "-e", "-c", command, "/dev/null"], environment: ["NO_COLOR": "1", "TERM": "xterm"])
        #expect(plain.stdout.contains(": error: "))
        #expect(!plain.stdout.contains("\u{1B}["))
    }

    @Test("an unknown format is a usage error naming every declared format, as the help does")
    func unknownFormat() async throws {
        let result = await loccheck.run(["--format", "pdf"])
        #expect(result.status == 2)
        let formats = ReportFormat.allCases.map(\.rawValue)
        #expect(formats.contains("sarif") && formats.contains("html") && formats.contains("markdown"))
        // ArgumentParser's message, from the one list of formats.
        #expect(result.stderr.hasPrefix("Error: The value 'pdf' is invalid for '--format <FORMAT>'."), "\(result.stderr)")
        for format in formats { #expect(result.stderr.contains("\n  - \(format)\n"), "\(result.stderr)") }
        let help = await loccheck.run(["check", "--help"]).stdout.replacingOccurrences(of: "\n", with: " ").split(separator: " ").joined(
            separator: " ")
        for format in formats { #expect(help.contains("\(format) ("), "--help does not describe --format \(format)") }
    }
}

/// Counts XML elements by name.
final class XMLCounter: NSObject, XMLParserDelegate {
    var count: [String: Int] = [:]
    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        count[name, default: 0] += 1
    }
}
