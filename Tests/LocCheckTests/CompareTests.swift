import CommandTestSupport
import Foundation
import LocCheck
import Testing

@Suite("compare: a second list of names, on demand or pinned in the config")
struct CompareTests {
    let loccheck = InProcessLocCheck()

    @Test("differences are classified: punctuation/spacing, diacritics, case, a different name, or the fewest that explain one")
    func classification() {
        #expect(NameDifference.between("Farfetch’d", "Farfetch'd") == [.punctuation])
        #expect(NameDifference.between("Type: Null", "Type:Null") == [.punctuation])
        #expect(NameDifference.between("Flabébé", "Flabebe") == [.diacritics])
        #expect(NameDifference.between("อาร์บ็อก", "อาร์บอก") == [.diacritics])  // a Thai mark (U+0E47)
        #expect(NameDifference.between("Тёмный", "Темный") == [.diacritics])
        #expect(NameDifference.between("Ho-Oh", "Ho-oh") == [.letterCase])
        #expect(NameDifference.between("Mr. Mime", "mr mime") == [.punctuation, .letterCase])
        #expect(NameDifference.between("Pikachu", "Raichu") == [.differentName])
        #expect(NameDifference.between("Бевеар", "Бeвеар") == [.differentName])  // a Latin e is another letter
        #expect(NameDifference.between("Pikachu", "Pikachu").isEmpty)
    }

    /// English and French species tables, and a list that differs from the French one in each way.
    func tables(_ directory: TemporaryDirectory, extra: [String: String] = [:]) throws -> (tables: URL, list: URL) {
        var files = [
            "species/en.txt": try PackageTables.text("species/en.txt"),
            "species/fr.txt": try PackageTables.text("species/fr.txt"),
        ]
        files.merge(extra) { $1 }
        let tables = try directory.tables(files)
        let list = directory.url.appendingPathComponent("fr-names.csv")
        try """
        slug,name
        bulbasaur,Bulbizarre
        farfetchd,Canarticho
        flabebe,Flabebe
        pikachu,PIKACHU
        mr-mime,m. mime
        ivysaur,Florizarre
        """.write(to: list, atomically: true, encoding: .utf8)
        return (tables, list)
    }

    @Test("compare --with a CSV list: each difference at the table's line, classified, then a summary; exit 1")
    func compareCommand() async throws {
        let directory = try TemporaryDirectory()
        let (tables, list) = try self.tables(directory)
        let lines = try TableEdits.lines(
            of: ["flabebe", "pikachu", "mr-mime", "ivysaur"], in: tables.appendingPathComponent("species/fr.txt"))
        let result = await loccheck.run(["compare", "--with", list.path, "--locale", "fr", "--tables", tables.path])
        #expect(result.status == 1, "\(result.stderr)")
        let path = "\(tables.path)/species/fr.txt"
        #expect(
            result.stdout.contains("\(path):\(lines["ivysaur"]!): ivysaur: Herbizarre here, Florizarre in fr-names.csv [different name]\n"))
        #expect(result.stdout.contains("\(path):\(lines["flabebe"]!): flabebe: Flabébé here, Flabebe in fr-names.csv [diacritics]\n"))
        #expect(result.stdout.contains("\(path):\(lines["pikachu"]!): pikachu: Pikachu here, PIKACHU in fr-names.csv [case]\n"))
        #expect(result.stdout.contains("\(path):\(lines["mr-mime"]!): mr-mime: M. Mime here, m. mime in fr-names.csv [case]\n"))
        #expect(
            result.stdout.hasSuffix("\(path): 4 of 6 names compared differ from fr-names.csv: 2 case, 1 diacritics, 1 different name.\n"),
            "\(result.stdout)")
    }

    @Test(
        "pinned in the config, each difference is a source-mismatch finding the baseline accepts one by one; an absent list is skipped with a note, and its baseline lines aren't stale"
    )
    func pinnedComparison() async throws {
        let directory = try TemporaryDirectory()
        let baseline = """
            source-mismatch species fr flabebe = The other list drops the accents.
            source-mismatch species fr pikachu = The other list shouts.
            source-mismatch species fr mr-mime = The other list writes it in lower case.

            """
        let (tables, _) = try self.tables(
            directory,
            extra: [
                "loccheck-config.txt": "compare species fr = ../fr-names.csv\n",
                "loccheck-baseline.txt": baseline,
            ])
        let result = await loccheck.run(["--tables", tables.path, "--format", "json"])
        let mismatches = try ReportFindings(result.stdout).of("source-mismatch")
        #expect(mismatches.map { $0["key"] as? String ?? "" } == ["ivysaur"], "\(result.stdout)")
        #expect(
            (mismatches.first?["message"] as? String)?.contains("is Herbizarre here but Florizarre in fr-names.csv (different name)")
                == true)
        #expect(result.status == 1)

        // The list accepted one by one, compare says why each difference is there.
        let compared = await loccheck.run([
            "compare", "--with", directory.url.appendingPathComponent("fr-names.csv").path, "--locale", "fr", "--tables", tables.path,
        ])
        #expect(compared.stdout.contains("[diacritics] (accepted: The other list drops the accents.)"))

        try FileManager.default.removeItem(at: directory.url.appendingPathComponent("fr-names.csv"))
        let absent = await loccheck.run(["--tables", tables.path, "--format", "json"])
        let report = try ReportFindings(absent.stdout)
        #expect(
            report.all.allSatisfy { $0["kind"] as? String != "source-mismatch" && $0["kind"] as? String != "stale-baseline" },
            "\(report.all)")
        #expect(absent.stderr.isEmpty, "an absent pinned file is skipped quietly: \(absent.stderr)")
        #expect(absent.status == 0)
        let verbose = await loccheck.run(["--tables", tables.path, "--verbose"])
        #expect(
            verbose.stderr.contains("loccheck-config.txt:1: skipped comparing the species names of fr with ../fr-names.csv"),
            "\(verbose.stderr)")
        #expect(verbose.stderr.contains("fr-names.csv does not exist."), "\(verbose.stderr)")
    }

    @Test("--write-baseline without a pinned list keeps that comparison's lines with their reasons, and names each line it removes")
    func writeBaselineKeepsSkipped() async throws {
        let directory = try TemporaryDirectory()
        let baseline = """
            source-mismatch species fr flabebe = The other list drops the accents.
            source-mismatch species fr pikachu = The other list shouts.
            empty-value species fr bulbasaur = Accepted once, fixed since.

            """
        let (tables, list) = try self.tables(
            directory,
            extra: [
                "loccheck-config.txt": "compare species fr = ../fr-names.csv\n",
                "loccheck-baseline.txt": baseline,
            ])
        try FileManager.default.removeItem(at: list)
        let written = await loccheck.run(["--tables", tables.path, "--write-baseline"])
        #expect(written.status == 0, "\(written.stdout)\(written.stderr)")
        let text = try String(contentsOf: tables.appendingPathComponent("loccheck-baseline.txt"), encoding: .utf8)
        #expect(text.contains("source-mismatch species fr flabebe = The other list drops the accents.\n"), "\(text)")
        #expect(text.contains("source-mismatch species fr pikachu = The other list shouts.\n"), "\(text)")
        #expect(!text.contains("bulbasaur"), "\(text)")
        #expect(
            written.stderr.contains(
                "kept 2 lines of checks this run skipped (the comparison of the species names of fr with ../fr-names.csv)"),
            "\(written.stderr)")
        #expect(
            written.stderr.contains(
                "removed line 3, `empty-value species fr bulbasaur = Accepted once, fixed since.`: it accepts no finding of this run."),
            "\(written.stderr)")
    }

    @Test(
        "a pinned list that can't be paired with the species (one name too many) is skipped with a note that says why, not a failure to run"
    )
    func pinnedListTooLong() async throws {
        let directory = try TemporaryDirectory()
        let (tables, _) = try self.tables(directory, extra: ["loccheck-config.txt": "compare species fr = ../fr-names.json\n"])
        let names = Array(repeating: "Nom", count: 1026)
        try JSONSerialization.data(withJSONObject: names).write(to: directory.url.appendingPathComponent("fr-names.json"))
        let result = await loccheck.run(["--tables", tables.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains(
                "loccheck-config.txt:1: skipped comparing the species names of fr with ../fr-names.json: fr-names.json has 1026 names but the table has only 1025 keys"
            ), "\(result.stderr)")
    }

    @Test(
        "the Thai table against the older th.json: 39 differences, classified; against Pokémon GO's list, its source: none",
        .enabled(if: SharedNames.directory != nil, SharedNames.absent))
    func thai() async throws {
        let shared = SharedNames.directory!
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let noBaseline = directory.url.appendingPathComponent("empty-baseline.txt")
        try Data().write(to: noBaseline)
        let older = await loccheck.run([
            "compare", "--with", shared.appendingPathComponent("th.json").path, "--locale", "th",
            "--tables", tables.path, "--baseline", noBaseline.path,
        ])
        #expect(older.status == 1)
        #expect(older.stdout.contains(": porygon2: โพรีกอน2 here, โพรีกอน in th.json [different name]\n"))
        #expect(older.stdout.contains(": arbok: อาร์บ็อก here, อาร์บอก in th.json [diacritics]\n"))
        #expect(
            older.stdout.hasSuffix("species/th.txt: 39 of 1025 names compared differ from th.json: 30 different name, 9 diacritics.\n"),
            "\(older.stdout)")
        // The package's baseline accepts each of them with its reason.
        let accepted = await loccheck.run([
            "compare", "--with", shared.appendingPathComponent("th.json").path, "--locale", "th", "--tables", tables.path,
        ])
        #expect(accepted.status == 0)
        #expect(accepted.stdout.contains("39 explained by a correction or accepted in the baseline"))

        let go = await loccheck.run([
            "compare", "--with", shared.appendingPathComponent("pokemon-go/th.json").path, "--tables", tables.path,
        ])
        #expect(go.status == 0)
        #expect(
            go.stdout.hasSuffix(
                "species/th.txt: 0 of 1025 names compared differ from th.json.\n\(tables.path)/types/th.txt: 0 of 18 names compared differ from th.json.\n"
            ), "\(go.stdout)")
    }
}
