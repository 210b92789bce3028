import CommandTestSupport
import Foundation
import Testing

@Suite("The locales PokeAPI lacks: ru, th, pt-BR and tr from Pokémon GO's text")
struct ImportedLocalesTests {
    let loccheck = BuiltCommand("loccheck")

    static let locales = ["pt-BR", "ru", "th", "tr"]

    func names(_ path: String) throws -> [String: String] {
        Dictionary(try PackageTables.entries(path).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    @Test("each has 1,025 species and the 18 battle types; stellar, unknown and shadow are left to English", arguments: locales)
    func complete(locale: String) throws {
        let species = try names("species/\(locale).txt")
        #expect(species.count == 1025)
        #expect(species.values.allSatisfy { !$0.isEmpty })
        let types = try names("types/\(locale).txt")
        #expect(types.filter { !$0.value.isEmpty }.count == 18)
        #expect(Set(types.filter(\.value.isEmpty).keys) == ["stellar", "unknown", "shadow"])
    }

    @Test("Thai and Russian names are their own: none is the English placeholder", arguments: ["ru", "th"])
    func noEnglishPlaceholder(locale: String) throws {
        for table in ["species", "types"] {
            let english = try names("\(table)/en.txt")
            let copies = try names("\(table)/\(locale).txt").filter { !$0.value.isEmpty && english[$0.key] == $0.value }
            #expect(copies.isEmpty, "\(table)/\(locale).txt: \(copies.keys.sorted())")
        }
    }

    @Test("no two species share a name in any locale; Thai Porygon2 has its own")
    func uniqueNames() throws {
        let folder = PackageTables.resources.appendingPathComponent("species")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".txt") }
        #expect(files.count == 16)
        for file in files {
            var seen: [String: String] = [:]
            for (key, name) in try PackageTables.entries("species/\(file)") {
                #expect(seen[name] == nil, "\(file): \(key) and \(seen[name] ?? "") are both \(name)")
                seen[name] = key
            }
        }
        let thai = try names("species/th.txt")
        #expect(thai["porygon2"] == "โพรีกอน2")
        #expect(thai["porygon"] == "โพรีกอน")
    }

    @Test("tools/import-locales.sh rebuilds the four locales' species and type tables byte for byte",
          .enabled(if: SharedNames.directory != nil, SharedNames.absent))
    func reproducible() throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let paths = Self.locales.flatMap { ["species/\($0).txt", "types/\($0).txt"] }
        for path in paths { try FileManager.default.removeItem(at: tables.appendingPathComponent(path)) }
        let script = BuiltCommand(executable: BuiltCommand.packageRoot.appendingPathComponent("tools/import-locales.sh"))
        let shared = SharedNames.directory!.deletingLastPathComponent()
        let result = try script.run([shared.path, tables.path], environment: ["LOCCHECK": loccheck.executable.path])
        #expect(result.status == 0, "\(result.stderr)")
        for path in paths {
            let rebuilt = try Data(contentsOf: tables.appendingPathComponent(path))
            #expect(rebuilt == (try Data(contentsOf: PackageTables.resources.appendingPathComponent(path))), "\(path) differs from the committed table")
        }
    }
}
