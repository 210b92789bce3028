import Foundation
import PokeGenerator
import PokeTables
import CommandTestSupport
import Testing

@Suite("Escaping: any string compiles and comes back unchanged")
struct EscapingPropertyTests {
    /// Strings that have broken generators before: quotes, interpolation, raw-string and
    /// multi-line delimiters, comments, new lines, NUL, bidi controls, combining marks, emoji.
    static let hostile = [
        "\"", "\\", "\\(1 + 1)", "\"\"\"", "#", "\"#", "#\"", "*/", "/*", "//", "\n", "\r\n", "\u{0}", "\u{202E}evil",
        "\u{2066}", "e\u{301}", "\u{301}", "👨‍👩‍👧", "🇰🇷", "\u{FEFF}", "\u{10FFFF}", "\u{7F}", "a\tb", "", " ", "\\u{41}",
    ]

    /// Random strings over all of Unicode's scalars, weighted toward the troublesome ranges.
    static func randomStrings(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        let ranges: [ClosedRange<UInt32>] = [0...0x7F, 0x80...0x7FF, 0x300...0x36F, 0x2000...0x206F, 0xAC00...0xD7A3,
                                              0x3040...0x30FF, 0x1F300...0x1FAFF, 0xE000...0xF8FF, 0x10000...0x10FFFF]
        return (0..<count).map { _ in
            var string = ""
            for _ in 0..<Int.random(in: 0...12, using: &generator) {
                let range = ranges.randomElement(using: &generator)!
                if let scalar = Unicode.Scalar(UInt32.random(in: range, using: &generator)) { string.unicodeScalars.append(scalar) }
            }
            return string
        }
    }

    @Test("generate → compile → look up returns every string unchanged")
    func roundTrip() throws {
        let values = Self.hostile + Self.randomStrings(count: 300, seed: 0x5EED)
        let snapshot = Snapshot(species: values.indices.map { .init(id: $0 + 1, slug: "s\($0)") }, types: [], pokemon: [],
                                source: "property test \"#\\(x)", taken: "\n")
        let model = GeneratorModel(
            snapshot: snapshot,
            keys: [.species: snapshot.species.map(\.slug), .types: [], .ui: []],
            locales: [.init(locale: LocaleTag("en")!, values: [.species: values, .types: [], .ui: []])],
            inputs: ["*/ \n #if"])
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("escaping-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        try SwiftTableRenderer.render(model).write(to: directory.appendingPathComponent("GeneratedTables.swift"), atomically: true, encoding: .utf8)
        // The program prints each value's scalars in hex, one value per line.
        let main = """
        let table = GeneratedTables.species_en
        for index in 0..<table.count {
            print(table.string(at: index).unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        }
        print(GeneratedTables.snapshotSource.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " "))
        """
        try main.write(to: directory.appendingPathComponent("main.swift"), atomically: true, encoding: .utf8)
        let compile = try run(["swiftc", "-Onone", "GeneratedTables.swift", "main.swift", "-o", "roundtrip"], in: directory)
        #expect(compile.status == 0, "the generated Swift did not compile:\n\(compile.output)")
        guard compile.status == 0 else { return }
        let result = try run(["./roundtrip"], in: directory)
        let expected = (values + [snapshot.source]).map { $0.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ") }
        let lines = result.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        #expect(lines.count == expected.count)
        for (index, (got, want)) in zip(lines, expected).enumerated() {
            #expect(got == want, "value \(index) came back changed")
        }
    }

    private func run(_ arguments: [String], in directory: URL) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = arguments
        process.currentDirectoryURL = directory
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
