import CommandTestSupport
import Foundation
import PokeTables
import Testing

/// Which tables loccheck checks, and what it says when it can't tell.
@Suite("loccheck picks the tables it checks, and fails when there are none")
struct TablesDirectoryTests {
    let binary = BuiltCommand("loccheck")
    let loccheck = InProcessLocCheck()

    @Test(
        "run in a directory without Resources/, loccheck exits 2 with a one-line reason",
        arguments: [
            [], ["check"], ["fix", "--dry-run"], ["add-locale", "pt-BR"],
        ])
    func emptyDirectory(arguments: [String]) throws {
        let empty = try TemporaryDirectory()
        let result = try binary.run(arguments, in: empty.url)
        #expect(result.status == 2, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.split(separator: "\n").count == 1)
        #expect(result.stderr.contains("has no Resources/ folder"))
        #expect(result.stderr.contains("--tables DIR"))
        #expect(try FileManager.default.contentsOfDirectory(atPath: empty.url.path).isEmpty, "nothing was written")
    }

    @Test(
        "a folder that is no tables directory exits 2 and says what it expected: one level too deep, empty, or without the English species",
        arguments: [
            ["check"], ["fix", "--dry-run"], ["export", "ko", "--format", "po"], ["add-locale", "eo"],
        ])
    func notATablesDirectory(subcommand: [String]) async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let empty = directory.url.appendingPathComponent("empty")
        try FileManager.default.createDirectory(at: empty, withIntermediateDirectories: true)
        let noEnglishSpecies = try directory.tables(
            [
                "species/de.txt": try PackageTables.text("species/de.txt"),
                "types/en.txt": try PackageTables.text("types/en.txt"),
            ], named: "no-english-species")
        let noEnglish = try directory.tables(["types/de.txt": try PackageTables.text("types/de.txt")], named: "no-english")
        let cases: [(path: String, expected: String)] = [
            (tables.appendingPathComponent("species").path, "(it looks like the species/ folder of one: try --tables \(tables.path))"),
            (
                empty.path,
                "holds none of the table folders (\(TableKind.allCases.map { "\($0.directory)/" }.dropLast().joined(separator: ", ")) or \(TableKind.allCases.last!.directory)/)"
            ),
            (noEnglishSpecies.path, "has no species/en.txt, the English species table the species tables are checked against"),
            (noEnglish.path, "has no English table (types/en.txt), which the other locales are checked against"),
        ]
        for (path, expected) in cases {
            let before = try FileManager.default.subpathsOfDirectory(atPath: directory.url.path).sorted()
            let result = await loccheck.run(subcommand + ["--tables", path])
            #expect(result.status == 2, "\(subcommand) \(path): \(result.stdout)\(result.stderr)")
            #expect(result.stderr.contains(expected), "\(subcommand) \(path): \(result.stderr)")
            #expect(result.stdout.isEmpty, "\(result.stdout)")
            #expect(try FileManager.default.subpathsOfDirectory(atPath: directory.url.path).sorted() == before, "nothing was written")
        }
    }

    @Test("a layer over the bundled tables (--over-bundled) needs only one table folder of its own")
    func layerNeedsNoEnglishSpecies() async throws {
        let directory = try TemporaryDirectory()
        let layer = try directory.tables(["species/eo.txt": "psyduck = Psikokvako\n"], named: "Localization")
        let result = await loccheck.run(["--tables", layer.path, "--over-bundled"])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let bare = await loccheck.run(["--tables", layer.path])
        #expect(bare.status == 2)
        #expect(bare.stderr.contains("or add --over-bundled if this is an app's Localization/ folder"), "\(bare.stderr)")
    }

    @Test("--package-tables checks the tables of the checkout loccheck was built from, and says so")
    func packageTables() throws {
        let empty = try TemporaryDirectory()
        let result = try binary.run(["--package-tables"], in: empty.url)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let resources = BuiltCommand.packageRoot.appendingPathComponent("Resources").path
        #expect(result.stdout.contains("Checked \(resources)/"))
    }

    @Test("the text report names the directory it checked")
    func namesTheDirectory() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let result = await loccheck.run(["--tables", tables.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("Checked \(tables.path)/\n"))
    }

    @Test("a slug listed twice or a negative height in the snapshot is a finding at its line, not a crash")
    func invalidSnapshot() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let species = tables.appendingPathComponent("snapshot/species.txt")
        var speciesText = try String(contentsOf: species, encoding: .utf8)
        speciesText = speciesText.replacingOccurrences(of: "\n2 = ivysaur\n", with: "\n2 = bulbasaur\n")
        try speciesText.write(to: species, atomically: true, encoding: .utf8)
        let pokemon = tables.appendingPathComponent("snapshot/pokemon.txt")
        var pokemonText = try String(contentsOf: pokemon, encoding: .utf8)
        pokemonText = pokemonText.replacingOccurrences(of: "\n54 = psyduck 54 8 196 water\n", with: "\n54 = psyduck 54 -8 196 water\n")
        try pokemonText.write(to: pokemon, atomically: true, encoding: .utf8)
        func line(_ text: String, _ prefix: String) -> Int {
            text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix(prefix) }! + 1
        }

        let result = await loccheck.run(["--tables", tables.path, "--snapshot", "tables"])
        #expect(result.status == 1, "\(result.stderr)")
        #expect(
            result.stdout.contains(
                "\(tables.path)/snapshot/species.txt:\(line(speciesText, "2 = bulbasaur")): error: The slug `bulbasaur` is listed again"))
        #expect(
            result.stdout.contains(
                "\(tables.path)/snapshot/pokemon.txt:\(line(pokemonText, "54 = psyduck")): error: The height -8 of `psyduck` is negative"))
        #expect(result.stdout.contains("[invalid-snapshot]"))
    }
}
