import CommandTestSupport
import Foundation
import Testing

/// The package's own names against PokeAPI's data: they can't drift from it unnoticed.
@Suite(
    "PokeAPI's CSV: every name equals it or has a correction",
    .enabled(if: BuiltCommand.sharedData != nil, SharedNames.pokeAPIAbsent))
struct UpstreamCheckTests {
    let loccheck = InProcessLocCheck()

    var csv: URL { BuiltCommand.sharedData!.appendingPathComponent("csv") }

    @Test("each species, type, form and full name of every locale PokeAPI covers equals PokeAPI's or has a correction saying why not")
    func packageTablesMatchPokeAPI() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let result = await loccheck.run(["--tables", tables.path, "--csv", csv.path, "--format", "json"])
        let findings = try ReportFindings(result.stdout)
        #expect(findings.of("upstream-mismatch").isEmpty, "\(findings.of("upstream-mismatch"))")
        #expect(findings.of("stale-correction").isEmpty, "\(findings.of("stale-correction"))")
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
    }

    @Test("a fake upstream change to a corrected name, in a copy of PokeAPI's CSV, is a stale correction")
    func fakeUpstreamChange() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let copy = directory.url.appendingPathComponent("csv")
        try FileManager.default.copyItem(at: csv, to: copy)
        let names = copy.appendingPathComponent("pokemon_species_names.csv")
        let text = try String(contentsOf: names, encoding: .utf8)
        let row = "\n312,12,負电拍拍,加油宝可梦\n"
        #expect(text.contains(row), "PokeAPI's zh-Hans name of Minun is no longer the one corrected; update the correction")
        try text.replacingOccurrences(of: row, with: "\n312,12,負電拍拍,加油宝可梦\n").write(to: names, atomically: true, encoding: .utf8)

        let result = await loccheck.run(["--tables", tables.path, "--csv", copy.path, "--format", "json"])
        #expect(result.status == 1)
        let stale = try ReportFindings(result.stdout).of("stale-correction")
        #expect(stale.count == 1, "\(stale)")
        let corrections = tables.appendingPathComponent("loccheck-corrections.txt")
        #expect(stale.first?["file"] as? String == corrections.path)
        #expect(
            stale.first?["line"] as? Int
                == (try TableEdits.lines(of: ["species zh-Hans minun upstream"], in: corrections))["species zh-Hans minun upstream"])
        #expect((stale.first?["message"] as? String)?.contains("expects PokeAPI's name 負电拍拍") == true)
        #expect((stale.first?["message"] as? String)?.contains("now has 負電拍拍") == true)
    }

    @Test("a name edited by hand in a PokeAPI locale is upstream-mismatch, with PokeAPI's name as the fix")
    func handEdit() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let line = try TableEdits.setNames(["pignite": "챠오꿀"], in: tables.appendingPathComponent("species/ko.txt"))["pignite"]
        let result = await loccheck.run(["--tables", tables.path, "--csv", csv.path, "--format", "json"])
        let mismatches = try ReportFindings(result.stdout).of("upstream-mismatch")
        #expect(mismatches.count == 1)
        #expect(mismatches.first?["line"] as? Int == line)
        #expect(mismatches.first?["suggestion"] as? String == "차오꿀")
    }
}
