import CommandTestSupport
import Foundation
import Testing

@Suite("Adding a locale: add-locale, import, check")
struct LocaleWorkflowTests {
    let loccheck = BuiltCommand("loccheck")
    static let namesExtra = BuiltCommand.packageRoot.deletingLastPathComponent().appendingPathComponent("shared/names-extra")
    static let hasNamesExtra = FileManager.default.fileExists(atPath: namesExtra.appendingPathComponent("th.json").path)

    @Test("add-locale writes every key with an empty name, and loccheck lists exactly what is left")
    func addLocale() throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let added = try loccheck.run(["add-locale", "nl_be", "--tables", tables.path])
        #expect(added.status == 0, "\(added.stderr)")
        #expect(added.stdout.contains("Created \(tables.path)/species/nl-BE.txt\n"))
        let species = try String(contentsOf: tables.appendingPathComponent("species/nl-BE.txt"), encoding: .utf8)
        #expect(species.contains("\nbulbasaur = \nivysaur = \n"))

        let check = try loccheck.run(["--tables", tables.path, "--format", "json"])
        #expect(check.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        // Every key of every table: species, types, ui labels, and the forms and full names English has.
        let everyKey: Int = 1025 + 21 + 7 + 372 + 379
        #expect(findings.count == everyKey)
        #expect(findings.allSatisfy { $0["kind"] as? String == "empty-value" && $0["locale"] as? String == "nl-BE" })

        // Running it again keeps the files a translator may have started.
        let again = try loccheck.run(["add-locale", "nl-BE", "--tables", tables.path])
        #expect(again.stdout.contains("Kept \(tables.path)/species/nl-BE.txt, which exists"))
    }

    @Test("add-locale refuses what is not BCP 47 before it can become a path", arguments: ["../../x", "pt/BR", "", "english", "x", "sl-Latn-IT-rozaj-biske-1994"])
    func refusesPaths(locale: String) throws {
        let directory = try TemporaryDirectory()
        let result = try loccheck.run(["add-locale", locale, "--tables", directory.url.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("loccheck: error: `\(locale)` is not a BCP 47 locale tag of at most 23 characters;"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: directory.url.path).isEmpty)
    }

    @Test("import fills from a CSV of slug and name, keeps what the table had, and names an unknown slug")
    func importCSV() throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.tables(["types/en.txt": try PackageTables.text("types/en.txt")])
        #expect(try loccheck.run(["add-locale", "pt-BR", "--tables", tables.path]).status == 0)
        let list = directory.url.appendingPathComponent("types.csv")
        try "slug,name\nnormal,Normal\nfire, Fogo\nwater,\"Água\"\n".write(to: list, atomically: true, encoding: .utf8)
        let result = try loccheck.run(["import", "--locale", "pt-BR", "--table", "types", "--from", list.path, "--tables", tables.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stdout == "Imported 3 names into \(tables.path)/types/pt-BR.txt (written); 1 trimmed or brought to NFC; 18 keys still have no name.\n")
        let text = try String(contentsOf: tables.appendingPathComponent("types/pt-BR.txt"), encoding: .utf8)
        #expect(text.contains("\nnormal = Normal\nfighting = \n"))
        #expect(text.contains("\nfire = Fogo\nwater = Água\n"))
        #expect(!text.contains("Created empty"))

        try "slug,name\nwatr,Água\n".write(to: list, atomically: true, encoding: .utf8)
        let typo = try loccheck.run(["import", "--locale", "pt-BR", "--table", "types", "--from", list.path, "--tables", tables.path])
        #expect(typo.status == 2)
        #expect(typo.stderr == "loccheck: error: types.csv: row 1: `watr` is not a key of this table. Did you mean `water`?\n")
    }

    @Test("importing the older th.json brings back its known defect, which the check reports",
          .enabled(if: hasNamesExtra, "needs ../shared/names-extra/th.json, which is absent here"))
    func thai() throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let source = "th.json of the `pokemon` names dataset by Sindre Sorhus (MIT licence)"
        let result = try loccheck.run(["import", "--locale", "th", "--from", Self.namesExtra.appendingPathComponent("th.json").path,
                                       "--source", source, "--tables", tables.path])
        #expect(result.status == 0, "\(result.stderr)")
        let imported = try String(contentsOf: tables.appendingPathComponent("species/th.txt"), encoding: .utf8)
        // Every name is the list's now, so the header names it alone.
        #expect(imported.hasPrefix("# Species names in th, keyed by PokeAPI slug, in National Pokédex order.\n# Imported by `loccheck import` from \(source); see Resources/README.md to edit.\nbulbasaur = "))

        let strict = try loccheck.run(["--tables", tables.path, "--strict"])
        #expect(strict.stdout.contains("species/th.txt:235: error: `porygon2` has the name โพรีกอน, which `porygon` on line 139 has too; give each its own name. [duplicate-name]"), "\(strict.stdout)")
    }
}
