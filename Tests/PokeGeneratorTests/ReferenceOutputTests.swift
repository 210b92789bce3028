import Foundation
import PokeGenerator
import PokeTables
import Testing

@Suite("Generator reference output")
struct ReferenceOutputTests {
    static let here = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
    static let input = here.appendingPathComponent("Reference/input")
    /// The golden file; the GeneratedReferenceTests target compiles it, so it can't rot.
    static let golden = here.deletingLastPathComponent().appendingPathComponent("GeneratedReferenceTests/GeneratedTables.swift")

    static func inputFiles() throws -> [(path: String, bytes: [UInt8])] {
        try (FileManager.default.subpaths(atPath: input.path) ?? []).filter { $0.hasSuffix(".txt") }.sorted().map {
            ($0, [UInt8](try Data(contentsOf: input.appendingPathComponent($0))))
        }
    }

    /// The golden file of the same tables rendered as the bundled ones are, each table in the `#if`
    /// of its locale's and kind's traits, as `LocalizationTables.selected`.
    static let selectedGolden = golden.deletingLastPathComponent().appendingPathComponent("GeneratedSelectedTables.swift")

    static func render(selectable: Bool = false) throws -> (String, GeneratorModel) {
        let tables = TableSet(files: try inputFiles())
        let model = GeneratorModel(name: "Reference", tables: tables, snapshot: try #require(tables.snapshot))
        let rendered =
            selectable
            ? try SwiftTableRenderer.render(model, importing: ["PokeLocalization"], valueName: "selected", selectable: true)
            : try SwiftTableRenderer.render(model, importing: ["PokeLocalization"])
        return (rendered, model)
    }

    /// `rendered` against a golden file, recording it when it is missing or RECORD is set.
    static func expect(_ rendered: String, matches golden: URL) throws {
        let record = ProcessInfo.processInfo.environment["RECORD"] != nil
        guard !record, let expected = try? String(contentsOf: golden, encoding: .utf8) else {
            try rendered.write(to: golden, atomically: true, encoding: .utf8)
            Issue.record("Recorded a new reference output at \(golden.path); read it, then run the tests again.")
            return
        }
        #expect(
            rendered == expected,
            "The generated Swift differs from the reference:\n\(LineDiff.render(expected: expected, actual: rendered))")
    }

    @Test("the reference tables render to the committed Swift, byte for byte")
    func matchesGolden() throws {
        try Self.expect(try Self.render().0, matches: Self.golden)
    }

    @Test("rendered as the bundled tables are, each table is in the #if of its locale's and kind's traits, byte for byte")
    func matchesSelectedGolden() throws {
        let (rendered, model) = try Self.render(selectable: true)
        try Self.expect(rendered, matches: Self.selectedGolden)
        // Every table the model has, under its traits, and no literal list of locales.
        for locale in model.locales {
            for kind in TableKind.allCases where locale.values[kind]?.contains(where: { !$0.isEmpty }) == true {
                let trait = "#if \(BundledSelection.condition(locale.locale, kind))\n"
                #expect(rendered.contains(trait), "no \(trait)")
            }
        }
        #expect(!rendered.contains("locales: [\n"), "no literal list of the locales")
    }

    @Test("the same input gives the same bytes")
    func deterministic() throws {
        #expect(try Self.render().0 == Self.render().0)
    }

    @Test("lines the generator cannot use become warnings with file and line")
    func warnings() throws {
        let (_, model) = try Self.render()
        #expect(
            model.warnings.map(\.description) == [
                "species/ko.txt:2: warning: `mr. mime` is not a species key, so it is left out; run `swift run loccheck` for a suggestion. [unknown-key]"
            ])
    }
}

/// A small line diff for failure messages: the first lines that differ, with their numbers.
enum LineDiff {
    static func render(expected: String, actual: String, limit: Int = 10) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for line in 0..<max(old.count, new.count) where out.count < limit * 2 {
            let a = line < old.count ? String(old[line]) : nil
            let b = line < new.count ? String(new[line]) : nil
            guard a != b else { continue }
            if let a { out.append("-\(line + 1): \(a)") }
            if let b { out.append("+\(line + 1): \(b)") }
        }
        return out.joined(separator: "\n")
    }
}
