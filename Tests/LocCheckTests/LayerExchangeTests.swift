import CommandTestSupport
import Foundation
import Testing

/// An app's `Localization/` folder names only what it adds or changes; with `--over-bundled`
/// (which `swift package loccheck-edit` passes), export, import and add-locale work from every
/// table and key of the bundled English, the folder's own English over it.
@Suite("An app's Localization/ folder: export, import and add-locale over the bundled tables")
struct LayerExchangeTests {
    let loccheck = InProcessLocCheck()

    /// A folder like Examples/MyPokedex's: one English label changed, one Esperanto name.
    func layer(_ directory: TemporaryDirectory) throws -> URL {
        try directory.tables(["ui/en.txt": "number = #\n", "species/eo.txt": "psyduck = Psikokvako\n"], named: "Localization")
    }

    func contexts(_ po: String) -> [String] {
        po.split(separator: "\n").filter { $0.hasPrefix("msgctxt ") }.map(String.init)
    }

    @Test(
        "export: the entries a locale of the package's own tables has, the folder's English and names in them; without --over-bundled, a usage error that asks for it"
    )
    func export() async throws {
        let directory = try TemporaryDirectory()
        let layer = try layer(directory)
        let layered = await loccheck.run(["export", "eo", "--format", "po", "--over-bundled", "--tables", layer.path])
        #expect(layered.status == 0, "\(layered.stderr)")
        let package = try await loccheck.run(["export", "eo", "--format", "po", "--tables", directory.copyOfPackageTables().path])
        #expect(contexts(layered.stdout) == contexts(package.stdout))
        #expect(contexts(layered.stdout).count > 1800)
        #expect(layered.stdout.contains("msgctxt \"ui:number\"\nmsgid \"#\"\nmsgstr \"\""), "the folder's English is the source")
        #expect(layered.stdout.contains("msgctxt \"species:psyduck\"\nmsgid \"Psyduck\"\nmsgstr \"Psikokvako\""))

        // Without --over-bundled the folder is no tables directory of its own: it has no English species.
        let own = await loccheck.run(["export", "eo", "--format", "po", "--tables", layer.path])
        #expect(own.status == 2)
        #expect(own.stderr.contains("has no species/en.txt"), "\(own.stderr)")
        #expect(own.stderr.contains("or add --over-bundled if this is an app's Localization/ folder"), "\(own.stderr)")
    }

    @Test("import a translated PO into the folder: the names go into its eo tables, its English keeps every byte")
    func importIntoLayer() async throws {
        let directory = try TemporaryDirectory()
        let layer = try layer(directory)
        let english = try Data(contentsOf: layer.appendingPathComponent("ui/en.txt"))
        var po = await loccheck.run(["export", "eo", "--format", "po", "--over-bundled", "--tables", layer.path]).stdout
        po = po.replacingOccurrences(
            of: "msgctxt \"species:pikachu\"\nmsgid \"Pikachu\"\nmsgstr \"\"",
            with: "msgctxt \"species:pikachu\"\nmsgid \"Pikachu\"\nmsgstr \"Pikaĉuo\"")
        po = po.replacingOccurrences(
            of: "msgctxt \"types:water\"\nmsgid \"Water\"\nmsgstr \"\"", with: "msgctxt \"types:water\"\nmsgid \"Water\"\nmsgstr \"Akvo\"")
        let file = directory.url.appendingPathComponent("eo.po")
        try po.write(to: file, atomically: true, encoding: .utf8)

        let imported = await loccheck.run(["import", file.path, "--over-bundled", "--tables", layer.path])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(imported.stdout.contains("Imported eo.po into eo: 2 changed, 1 unchanged"), "\(imported.stdout)")
        let species = try String(contentsOf: layer.appendingPathComponent("species/eo.txt"), encoding: .utf8)
        #expect(species.contains("pikachu = Pikaĉuo\n") && species.contains("psyduck = Psikokvako\n"))
        #expect(try String(contentsOf: layer.appendingPathComponent("types/eo.txt"), encoding: .utf8).contains("water = Akvo\n"))
        #expect(try Data(contentsOf: layer.appendingPathComponent("ui/en.txt")) == english)
        #expect(!FileManager.default.fileExists(atPath: layer.appendingPathComponent("species/en.txt").path))
    }

    @Test("add-locale over the bundled tables: every table with every key, under the folder's English")
    func addLocale() async throws {
        let directory = try TemporaryDirectory()
        let layer = try layer(directory)
        let added = await loccheck.run(["add-locale", "nl-BE", "--over-bundled", "--tables", layer.path])
        #expect(added.status == 0, "\(added.stderr)")
        let species = try String(contentsOf: layer.appendingPathComponent("species/nl-BE.txt"), encoding: .utf8)
        #expect(species.split(separator: "\n").filter { $0.hasSuffix(" = ") }.count == 1025)
        let labels = try String(contentsOf: layer.appendingPathComponent("ui/nl-BE.txt"), encoding: .utf8)
        #expect(labels.contains("# en: # — "), "the folder's own English label is the hint")
        #expect(FileManager.default.fileExists(atPath: layer.appendingPathComponent("forms/nl-BE.txt").path))
    }
}
