import CommandTestSupport
import Foundation
import Testing

@Suite("The locales PokeAPI lacks: ru, th, pt-BR and tr from Pokémon GO's text")
struct ImportedLocalesTests {
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
}
