import CommandTestSupport
import Foundation
import PokeTables
import Testing

@testable import LocCheck

@Suite("Corrections: kept by every import, reported when lost or stale, printed for PokeAPI")
struct CorrectionsTests {
    let loccheck = InProcessLocCheck()

    /// Three corrections of the fixture's PokeAPI names (one with a comma and quotes, one of a
    /// quoted CSV field, one of a name with a space first) and one of a locale PokeAPI lacks.
    static let corrections = """
        # Test corrections.
        species ko mr-mime upstream = 마임맨
        species ko mr-mime corrected = 마임맨, "배리어"
        species ko mr-mime reason = A correction with a comma and quotes, as a CSV row must quote them.
        species es-419 bulbasaur upstream = Bulbasaur, "the seed"
        species es-419 bulbasaur corrected = Bulbasaur
        species es-419 bulbasaur reason = The fixture's name carries a nickname.
        species ru bulbasaur upstream = Бульбазаvр
        species ru bulbasaur corrected = Бульбазавр
        species ru bulbasaur reason = A Latin v among Cyrillic letters in another source's list.
        types ko grass upstream =  풀
        types ko grass corrected = 풀
        types ko grass reason = The fixture's name has a space first, as PokeAPI's Korean stellar does.

        """

    /// A tables directory with the corrections, imported from the fixture CSV.
    func importedTables(_ directory: TemporaryDirectory, csv: URL = ImporterTests.fixtureCSV) async throws -> URL {
        let tables = try directory.tables(["loccheck-corrections.txt": Self.corrections, "species/ru.txt": "bulbasaur = Бульбазавр\n"])
        let result = await loccheck.run(["import-pokeapi", "--csv", csv.path, "--tables", tables.path, "--taken", "2026-01-02"])
        #expect(result.status == 0, "\(result.stderr)")
        return tables
    }

    /// A copy of the fixture CSV with one text replaced in pokemon_species_names.csv.
    func changedCSV(_ directory: TemporaryDirectory, _ old: String, _ new: String) throws -> URL {
        let copy = directory.url.appendingPathComponent("csv-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: ImporterTests.fixtureCSV, to: copy)
        let names = copy.appendingPathComponent("pokemon_species_names.csv")
        let text = try String(contentsOf: names, encoding: .utf8)
        #expect(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: names, atomically: true, encoding: .utf8)
        return copy
    }

    func text(_ tables: URL, _ path: String) throws -> String {
        try String(contentsOf: tables.appendingPathComponent(path), encoding: .utf8)
    }

    @Test("import-pokeapi writes the corrected names, names them in the header, and a re-import changes nothing")
    func importApplies() async throws {
        let directory = try TemporaryDirectory()
        let tables = try await importedTables(directory)
        let korean = try text(tables, "species/ko.txt")
        #expect(korean.contains("\nmr-mime = 마임맨, \"배리어\"\n"))
        #expect(korean.contains("# Corrected after the import by loccheck-corrections.txt (the reasons are there): mr-mime.\n"))
        #expect(try text(tables, "species/es-419.txt").hasSuffix("bulbasaur = Bulbasaur\n"))
        let again = await loccheck.run([
            "import-pokeapi", "--csv", ImporterTests.fixtureCSV.path, "--tables", tables.path, "--taken", "2026-01-02",
        ])
        // Every file but the two the test wrote is the import's.
        let imported = try FileManager.default.subpathsOfDirectory(atPath: tables.path)
            .filter { $0.hasSuffix(".txt") && $0 != "loccheck-corrections.txt" && $0 != "species/ru.txt" }
        #expect(imported.count >= 10 && again.stdout.contains("0 files written, \(imported.count) unchanged"), "\(again.stdout)")
        #expect(again.stdout.contains("3 corrected by loccheck-corrections.txt"))
        let check = await loccheck.run([
            "--tables", tables.path, "--snapshot", "tables", "--csv", ImporterTests.fixtureCSV.path, "--format", "json",
        ])
        let findings = try ReportFindings(check.stdout)
        for kind in ["correction-not-applied", "stale-correction", "upstream-mismatch"] {
            #expect(findings.of(kind).isEmpty, "\(kind): \(findings.of(kind))")
        }
    }

    @Test("a table that lost a correction is correction-not-applied at its line, and fix writes the corrected name back")
    func lostCorrection() async throws {
        let directory = try TemporaryDirectory()
        let tables = try await importedTables(directory)
        let line = try TableEdits.setNames(["mr-mime": "마임맨"], in: tables.appendingPathComponent("species/ko.txt"))["mr-mime"]
        let check = await loccheck.run(["--tables", tables.path, "--snapshot", "tables", "--format", "json"])
        let lost = try ReportFindings(check.stdout).of("correction-not-applied")
        #expect(lost.count == 1)
        #expect(lost.first?["line"] as? Int == line)
        #expect(lost.first?["suggestion"] as? String == "마임맨, \"배리어\"")
        let fix = await loccheck.run(["fix", "--tables", tables.path])
        #expect(fix.stdout.contains("1 name corrected by loccheck-corrections.txt"), "\(fix.stdout)")
        #expect(try text(tables, "species/ko.txt").contains("\nmr-mime = 마임맨, \"배리어\"\n"))
        let after = await loccheck.run(["--tables", tables.path, "--snapshot", "tables", "--format", "json"])
        #expect(try ReportFindings(after.stdout).of("correction-not-applied").isEmpty)
    }

    @Test("a fake upstream change in a copy of the CSV makes the correction stale, with --csv and after a re-import")
    func staleCorrection() async throws {
        let directory = try TemporaryDirectory()
        let tables = try await importedTables(directory)
        let changed = try changedCSV(directory, "122,3,마임맨,", "122,3,마임맨2,")
        let check = await loccheck.run(["--tables", tables.path, "--snapshot", "tables", "--csv", changed.path, "--format", "json"])
        let stale = try ReportFindings(check.stdout).of("stale-correction")
        #expect(stale.count == 1, "\(check.stdout)")
        #expect(stale.first?["file"] as? String == "\(tables.path)/loccheck-corrections.txt")
        #expect(stale.first?["line"] as? Int == 2)
        #expect(
            (stale.first?["message"] as? String)?.contains("expects PokeAPI's name 마임맨, but PokeAPI's CSV (\(changed.path)) now has 마임맨2")
                == true)
        #expect(check.status == 1)

        // PokeAPI fixed it: the correction is no longer needed.
        let fixed = try changedCSV(directory, "122,3,마임맨,", "122,3,\"마임맨, \"\"배리어\"\"\",")
        let fixedCheck = await loccheck.run(["--tables", tables.path, "--snapshot", "tables", "--csv", fixed.path, "--format", "json"])
        #expect(
            (try ReportFindings(fixedCheck.stdout).of("stale-correction").first?["message"] as? String)?.contains(
                "now has the corrected name") == true)

        // Re-imported from the changed CSV, the table takes the source's new name and says why on stderr;
        // then loccheck sees the stale correction with no CSV at hand.
        let reimport = await loccheck.run(["import-pokeapi", "--csv", changed.path, "--tables", tables.path, "--taken", "2026-01-02"])
        #expect(reimport.status == 0)
        #expect(
            reimport.stderr.contains(
                "loccheck-corrections.txt:2: `species ko mr-mime` is 마임맨2 in the source now, not 마임맨 as the correction expects"),
            "\(reimport.stderr)")
        #expect(try text(tables, "species/ko.txt").contains("\nmr-mime = 마임맨2\n"))
        let plain = await loccheck.run(["--tables", tables.path, "--snapshot", "tables", "--format", "json"])
        let plainStale = try ReportFindings(plain.stdout).of("stale-correction")
        #expect(plainStale.count == 1)
        #expect((plainStale.first?["message"] as? String)?.contains("has 마임맨2, neither the upstream 마임맨 nor the corrected") == true)
    }

    @Test("--csv: a name that differs from PokeAPI's with no correction is upstream-mismatch at its line")
    func upstreamMismatch() async throws {
        let directory = try TemporaryDirectory()
        let tables = try await importedTables(directory)
        let line = try TableEdits.setNames(["bulbasaur": "이상해씨X"], in: tables.appendingPathComponent("species/ko.txt"))["bulbasaur"]
        let check = await loccheck.run([
            "--tables", tables.path, "--snapshot", "tables", "--csv", ImporterTests.fixtureCSV.path, "--format", "json",
        ])
        let mismatches = try ReportFindings(check.stdout).of("upstream-mismatch")
        #expect(mismatches.count == 1)
        #expect(mismatches.first?["line"] as? Int == line)
        #expect(mismatches.first?["suggestion"] as? String == "이상해씨")
        // Without --csv nothing compares the names with PokeAPI's.
        let plain = await loccheck.run(["--tables", tables.path, "--snapshot", "tables", "--format", "json"])
        #expect(try ReportFindings(plain.stdout).of("upstream-mismatch").isEmpty)
    }

    @Test("corrections --format pokeapi prints PokeAPI's rows with the corrected names, as CSV Python's csv module reads back")
    func pokeAPIRows() async throws {
        let directory = try TemporaryDirectory()
        let tables = try await importedTables(directory)
        let result = await loccheck.run([
            "corrections", "--tables", tables.path, "--format", "pokeapi", "--csv", ImporterTests.fixtureCSV.path,
        ])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(
            result.stdout.hasPrefix(
                "# data/v2/csv/pokemon_species_names.csv: 2 rows to replace (the same ids)\npokemon_species_id,local_language_id,name,genus\n"
            ))
        #expect(result.stderr.contains("skipped `species ru bulbasaur`: PokeAPI has no ru name for it"))
        let csvText = result.stdout.split(separator: "\n").filter { !$0.hasPrefix("#") }.joined(separator: "\n")
        let file = directory.url.appendingPathComponent("rows.csv")
        try csvText.write(to: file, atomically: true, encoding: .utf8)
        let python = try BuiltCommand(executable: URL(fileURLWithPath: "/usr/bin/env"))
            .run([
                "python3", "-c", "import csv, json, sys; print(json.dumps(list(csv.reader(open(sys.argv[1], encoding='utf-8')))))",
                file.path,
            ])
        #expect(python.status == 0, "\(python.stderr)")
        let rows = try JSONSerialization.jsonObject(with: Data(python.stdout.utf8)) as? [[String]]
        #expect(
            rows == [
                ["pokemon_species_id", "local_language_id", "name", "genus"],
                ["122", "3", "마임맨, \"배리어\"", "배리어포켓몬"],
                ["1", "14", "Bulbasaur", ""],
                ["type_id", "local_language_id", "name"],
                ["12", "3", "풀"],
            ])
        let listed = await loccheck.run(["corrections", "--tables", tables.path])
        #expect(listed.stdout.contains("loccheck-corrections.txt:2: species ko mr-mime: 마임맨 → 마임맨, \"배리어\"\n    A correction with a comma"))
        #expect(listed.stdout.hasSuffix("4 corrections in 4 tables.\n"))
    }

    @Test("a correction without its reason is refused with the file and line, exit 2")
    func malformed() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.tables([
            "loccheck-corrections.txt": "species ko mr-mime upstream = 마임맨\nspecies ko mr-mime corrected = 마임맨X\n",
            "species/en.txt": try PackageTables.text("species/en.txt"),
        ])
        let result = await loccheck.run(["--tables", tables.path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("loccheck-corrections.txt:1: error: The correction of `species ko mr-mime` has no reason line"),
            "\(result.stderr)")
    }

    @Test("import applies the corrections to a list, and --untranslated-only fills only names that are missing, empty or English")
    func listImport() async throws {
        let directory = try TemporaryDirectory()
        var russian = try PackageTables.entries("species/ru.txt").prefix(4).map { ($0.key, $0.value) }
        russian[2].1 = "Venusaur"  // an English copy
        russian[3].1 = ""  // empty
        let tables = try directory.tables([
            "species/en.txt": try PackageTables.text("species/en.txt"),
            "species/ru.txt": PackageTables.render(russian),
            "loccheck-corrections.txt": Self.corrections,
        ])
        let list = directory.url.appendingPathComponent("ru.json")
        try #"["Бульбазаvр", "Другой", "Венузавр", "Чармандер"]"#.write(to: list, atomically: true, encoding: .utf8)
        let result = await loccheck.run(["import", "--tables", tables.path, "--locale", "ru", "--from", list.path, "--untranslated-only"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout.contains("Imported 2 names"), "\(result.stdout)")
        let filled = try text(tables, "species/ru.txt")
        #expect(filled.contains("\nbulbasaur = \(russian[0].1)\nivysaur = \(russian[1].1)\nvenusaur = Венузавр\ncharmander = Чармандер\n"))
        #expect(filled.contains("# Names that were missing or English filled by `loccheck import --untranslated-only` from ru.json.\n"))

        let full = await loccheck.run(["import", "--tables", tables.path, "--locale", "ru", "--from", list.path])
        #expect(full.stdout.contains("1 corrected by loccheck-corrections.txt"), "\(full.stdout)")
        let replaced = try text(tables, "species/ru.txt")
        #expect(replaced.contains("\nbulbasaur = Бульбазавр\nivysaur = Другой\n"))
        // Every name is the list's now: the earlier source's line goes, the corrections note comes.
        #expect(!replaced.contains("untranslated-only"))
        #expect(replaced.contains("# Corrected after the import by loccheck-corrections.txt (the reasons are there): bulbasaur.\n"))
    }
}

@Suite("Corrections of another list's names")
struct CorrectionSourceTests {
    @Test("a fourth line names the list a correction's upstream name came from; PokeAPI's CSV doesn't judge it")
    func source() throws {
        let text = """
            items fr meowsticite upstream = Psiaugonit
            items fr meowsticite corrected = Mistigrixite
            items fr meowsticite reason = jpoke's French and German cells are swapped.
            items fr meowsticite source = jpoke 0.6.0
            types ko stellar upstream =  스텔라
            types ko stellar corrected = 스텔라
            types ko stellar reason = A space first.

            """
        let corrections = try Corrections(bytes: Array(text.utf8), path: "c.txt")
        #expect(corrections.corrections.map(\.source) == ["jpoke 0.6.0", nil])
        // PokeAPI has no French name for the stone: a PokeAPI correction would be stale, jpoke's is not PokeAPI's to judge.
        let upstream = UpstreamCheck(
            upstream: [.items: [LocaleTag("fr")!: [(key: "master-ball", value: "Master Ball")]]], sourceName: "CSV")
        let input = RuleHarness.input(
            ["items/en.txt": "master-ball = Master Ball\n", "items/fr.txt": "master-ball = Master Ball\nmeowsticite = Mistigrixite\n"],
            corrections: corrections)
        #expect(upstream.check(input).isEmpty)
    }
}
