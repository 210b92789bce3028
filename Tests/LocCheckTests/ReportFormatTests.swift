import CommandTestSupport
import Foundation
import LocCheck
import PokeTables
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing

@Suite("Report formats, as CI reads them")
struct ReportFormatTests {
    let binary = BuiltCommand("loccheck")
    let loccheck = InProcessLocCheck()

    /// A directory with known findings: an empty name, an unknown key and a missing key in types/de.
    func tablesWithFindings(_ directory: TemporaryDirectory) throws -> URL {
        var german = try PackageTables.entries("types/de.txt")
        german[0].value = ""                                 // normal: empty-value, line 1
        german[2].key = "flyng"                              // unknown-key, line 3: should be flying
        #expect(german.remove(at: 3).key == "poison")        // missing-key, reported at line 4 (ground)
        return try directory.tables(["types/en.txt": try PackageTables.text("types/en.txt"),
                                     "types/de.txt": PackageTables.render(german)])
    }

    @Test("json: every finding with every documented key, the summary with coverage, exit 1")
    func json() async throws {
        let directory = try TemporaryDirectory()
        let tables = try tablesWithFindings(directory)
        let result = await loccheck.run(["--tables", tables.path, "--format", "json"])
        #expect(result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(report["schema"] as? String == "loccheck-report")
        #expect(report["version"] as? Int == 1)
        let findings = try #require(report["findings"] as? [[String: Any]])
        let kinds = findings.map { $0["kind"] as? String ?? "?" }
        #expect(kinds == ["empty-value", "unknown-key", "missing-key"])
        let unknown = findings[1]
        #expect(unknown["file"] as? String == "\(tables.path)/types/de.txt")
        #expect(unknown["line"] as? Int == 3)
        #expect(unknown["table"] as? String == "types")
        #expect(unknown["locale"] as? String == "de")
        #expect(unknown["key"] as? String == "flyng")
        #expect(unknown["severity"] as? String == "error")
        #expect(unknown["suggestion"] as? String == "flying")
        #expect((unknown["message"] as? String)?.contains("`flyng` should be `flying` (English: Flying)") == true)
        #expect(findings[2]["key"] as? String == "poison")
        #expect(findings[2]["line"] as? Int == 4)
        #expect(findings[0]["suggestion"] is NSNull)
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(summary["errors"] as? Int == 3)
        #expect(summary["warnings"] as? Int == 0)
        let coverage = try #require(summary["coverage"] as? [[String: Any]])
        #expect(coverage.contains { $0["locale"] as? String == "de" && $0["table"] as? String == "types" && $0["present"] as? Int == 18 && $0["expected"] as? Int == 21 })
        let locales = try #require(summary["locales"] as? [[String: Any]])
        #expect(locales.first { $0["locale"] as? String == "de" }?["percent"] as? Double == 85.71)
    }

    @Test("json: the output has exactly the keys docs/loccheck-report.schema.json requires, and its kinds")
    func jsonMatchesSchema() async throws {
        let schemaURL = BuiltCommand.packageRoot.appendingPathComponent("docs/loccheck-report.schema.json")
        let schema = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: schemaURL)) as? [String: Any])
        func required(_ object: [String: Any]) -> Set<String> { Set(object["required"] as? [String] ?? []) }
        func property(_ object: [String: Any], _ path: String...) -> [String: Any] {
            path.reduce(object) { (($0["properties"] as? [String: Any])?[$1] as? [String: Any]) ?? ($0[$1] as? [String: Any]) ?? [:] }
        }
        let findingSchema = property(schema, "findings", "items")
        let summarySchema = property(schema, "summary")

        let directory = try TemporaryDirectory()
        let result = await loccheck.run(["--tables", try tablesWithFindings(directory).path, "--format", "json", "--min-coverage", "95"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect(Set(report.keys) == required(schema))
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.contains { $0["kind"] as? String == "low-coverage" })
        for finding in findings { #expect(Set(finding.keys) == required(findingSchema)) }
        let summary = try #require(report["summary"] as? [String: Any])
        #expect(Set(summary.keys) == required(summarySchema))
        for cell in summary["coverage"] as? [[String: Any]] ?? [] { #expect(Set(cell.keys) == required(property(summarySchema, "coverage", "items"))) }
        for locale in summary["locales"] as? [[String: Any]] ?? [] { #expect(Set(locale.keys) == required(property(summarySchema, "locales", "items"))) }

        // The schema lists every finding kind loccheck has, as `loccheck check --help` does.
        let kinds = try #require(property(findingSchema, "kind")["enum"] as? [String])
        let help = await loccheck.run(["check", "--help"]).stdout
        let helpKinds = help.components(separatedBy: "FINDING KINDS:")[1].components(separatedBy: "\n\n")[0]
            .replacingOccurrences(of: " (a warning)", with: "")
            .split(whereSeparator: { $0 == "," || $0 == "\n" || $0 == "." }).map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
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
        #expect(lines[0] == "::error file=\(file),line=1,title=loccheck empty-value::`normal` has no name; write it after `= `, or delete the line to mark it as missing.")
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

    @Test("text: colour by default on a terminal, and not with NO_COLOR",
          .enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/script"), "needs util-linux `script` to give loccheck a terminal"))
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

    @Test("an unknown format is a usage error naming the formats")
    func unknownFormat() async throws {
        let result = await loccheck.run(["--format", "sarif"])
        #expect(result.status == 2)
        #expect(result.stderr == "loccheck: error: --format takes one of text, json, github, junit, not 'sarif'. See `loccheck check --help`.\n")
    }
}

/// Counts XML elements by name.
final class XMLCounter: NSObject, XMLParserDelegate {
    var count: [String: Int] = [:]
    func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        count[name, default: 0] += 1
    }
}
