import CommandTestSupport
import Foundation
import PokeTables
import Testing

/// The traits that select the bundled tables (PokeTables' BundledSelection): Package.swift lists
/// the locales and kinds by hand (a manifest can't read the package's code), so this holds them to
/// the tables under Resources/ and to the declared table kinds.
@Suite("The bundled tables' traits")
struct BundledSelectionTests {
    /// Every locale some table of Resources/ is written in.
    static func resourceLocales() throws -> Set<LocaleTag> {
        let resources = BuiltCommand.packageRoot.appendingPathComponent("Resources")
        var locales = Set<LocaleTag>()
        for kind in TableKind.allCases {
            let folder = resources.appendingPathComponent(kind.rawValue)
            for file in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [] where file.hasSuffix(".txt") {
                if let tag = LocaleTag(String(file.dropLast(4))) { locales.insert(tag) }
            }
        }
        return locales
    }

    @Test("a trait per locale of Resources/ and per table kind, all enabled by default through AllLocales and AllKinds")
    func traitsMatchTheTables() throws {
        let manifest = try swiftPackage(["dump-package"])
        var traits: [String: Set<String>] = [:]
        for trait in manifest["traits"] as? [[String: Any]] ?? [] {
            guard let name = trait["name"] as? String else { continue }
            traits[name] = Set(trait["enabledTraits"] as? [String] ?? [])
        }
        let locales = Set(try Self.resourceLocales().map(BundledSelection.trait(for:)))
        let kinds = Set(TableKind.allCases.map(BundledSelection.trait(for:)))
        #expect(locales.count == 16 && kinds.count == TableKind.allCases.count)
        #expect(locales.isDisjoint(with: kinds), "a locale's trait and a kind's must not be one name")
        #expect(traits[BundledSelection.allLocales] == locales)
        #expect(traits[BundledSelection.allKinds] == kinds)
        #expect(traits["default"] == [BundledSelection.allLocales, BundledSelection.allKinds])
        for name in locales.union(kinds) {
            #expect(traits[name] == [], "no trait \(name), or it enables others")
            #expect(name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" }, "\(name) is no Swift identifier for #if")
        }
    }
}
