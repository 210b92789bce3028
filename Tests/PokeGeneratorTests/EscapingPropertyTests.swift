import CommandTestSupport
import Foundation
import PokeGenerator
import PokeTables
import Testing

/// The escaping corpus rendered as Swift: the GeneratedReferenceTests target compiles the
/// committed output and reads every name back, so any string that escapes wrongly fails to
/// compile or comes back changed there.
@Suite("Escaping: any string compiles and comes back unchanged")
struct EscapingPropertyTests {
    static let golden = ReferenceOutputTests.golden.deletingLastPathComponent().appendingPathComponent("EscapingRoundTrip.swift")

    static func render() throws -> String {
        let values = EscapingCorpus.values
        let snapshot = Snapshot(
            species: values.indices.map { .init(id: $0 + 1, slug: "s\($0)") }, types: [], pokemon: [],
            source: "property test \"#\\(x)", taken: "\n")
        let model = GeneratorModel(
            name: "Escaping */ \"#",
            snapshot: snapshot,
            keys: [.species: snapshot.species.map(\.slug), .types: [], .labels: [], .pokemon: []],
            locales: [.init(locale: LocaleTag("en")!, values: [.species: values, .types: [], .labels: [], .forms: [], .fullNames: []])],
            inputs: ["*/ \n #if"])
        return try SwiftTableRenderer.render(model, importing: ["PokeLocalization"], valueName: "escapingRoundTrip")
    }

    @Test("the corpus renders to the committed Swift that the reference target compiles")
    func matchesGolden() throws {
        let rendered = try Self.render()
        let record = ProcessInfo.processInfo.environment["RECORD"] != nil
        guard !record, let expected = try? String(contentsOf: Self.golden, encoding: .utf8) else {
            try rendered.write(to: Self.golden, atomically: true, encoding: .utf8)
            Issue.record("Recorded a new escaping round trip at \(Self.golden.path); read it, then run the tests again.")
            return
        }
        #expect(
            rendered == expected,
            "The generated Swift differs from the committed round trip:\n\(LineDiff.render(expected: expected, actual: rendered))")
    }

    @Test("every literal holds only printable ASCII, so no name can change how the file lexes")
    func printableASCII() throws {
        let rendered = try Self.render()
        #expect(rendered.unicodeScalars.allSatisfy { $0 == "\n" || (" "..."~").contains($0) })
    }
}
