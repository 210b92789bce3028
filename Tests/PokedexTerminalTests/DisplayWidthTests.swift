import CommandTestSupport
import Foundation
import PokedexTerminal
import Testing

/// Columns as terminals count them: checked against glibc's wcwidth, which tmux uses.
@Suite struct DisplayWidthTests {
    /// Every character of every table, and ranges around the rules (combining marks, Hangul
    /// jamo, kana, fullwidth and halfwidth forms, CJK), measured by glibc's wcwidth in a UTF-8
    /// locale through Python's ctypes.
    @Test func agreesWithGlibcWcwidth() throws {
        var scalars = Set<Unicode.Scalar>()
        let resources = BuiltCommand.packageRoot.appendingPathComponent("Resources")
        let enumerator = FileManager.default.enumerator(at: resources, includingPropertiesForKeys: nil)
        while let file = enumerator?.nextObject() as? URL {
            guard file.pathExtension == "txt", let text = try? String(contentsOf: file, encoding: .utf8) else { continue }
            for line in text.split(separator: "\n") where !line.hasPrefix("#") {
                if let separator = line.range(of: " = ") { scalars.formUnion(line[separator.upperBound...].unicodeScalars) }
            }
        }
        let ranges: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x17F, 0x300...0x36F, 0x1100...0x11FF, 0x2010...0x2027,
            0x2640...0x2642, 0x3000...0x30FF, 0x4E00...0x4E20, 0xAC00...0xAC20,
            0xFF00...0xFFEF, 0xFE00...0xFE0F,
        ]
        for range in ranges { scalars.formUnion(range.compactMap(Unicode.Scalar.init)) }
        // Unassigned code points glibc calls unprintable (-1); they are in no name.
        let sorted = scalars.filter { $0.properties.generalCategory != .unassigned }.sorted { $0.value < $1.value }
        #expect(sorted.count > 2000)
        let script = """
            import ctypes, sys
            libc = ctypes.CDLL("libc.so.6")
            libc.setlocale(6, b"C.UTF-8")
            print(" ".join(str(libc.wcwidth(ctypes.c_wchar(chr(int(code))))) for code in sys.stdin.read().split()))
            """
        let python = BuiltCommand(executable: URL(fileURLWithPath: "/usr/bin/env"))
        let input = FileManager.default.temporaryDirectory.appendingPathComponent("widths-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: input) }
        try sorted.map { String($0.value) }.joined(separator: " ").write(to: input, atomically: true, encoding: .utf8)
        let result = try python.run(["sh", "-c", "python3 -c '\(script)' < '\(input.path)'"])
        let widths = result.stdout.split(separator: " ").compactMap { Int($0.trimmingCharacters(in: .whitespacesAndNewlines)) }
        try #require(widths.count == sorted.count, "python3 printed \(widths.count) widths: \(result.stderr)")
        var differences: [String] = []
        for (scalar, glibc) in zip(sorted, widths) where max(0, glibc) != DisplayWidth.columns(of: scalar) {
            differences.append(
                "U+\(String(scalar.value, radix: 16, uppercase: true)) glibc \(glibc), ours \(DisplayWidth.columns(of: scalar))")
        }
        #expect(differences.isEmpty, "\(differences.count) differ: \(differences.prefix(20).joined(separator: "; "))")
    }

    @Test func wideCharactersTakeTwoColumnsAndAreNeverSplit() {
        #expect(DisplayWidth.columns(of: "No.25 피카츄") == 12)
        #expect(DisplayWidth.columns(of: "ピカチュウ") == 10)
        #expect(DisplayWidth.columns(of: "Pikachu") == 7)
        #expect(DisplayWidth.columns(of: "e\u{301}") == 1)
        let (kept, columns) = DisplayWidth.prefix(of: "피카츄", fitting: 5)
        #expect(kept == "피카" && columns == 4)
        #expect(DisplayWidth.prefix(of: "ab", fitting: 0).text.isEmpty)
    }

    @Test func controlCharactersAreNeverPrinted() {
        #expect(DisplayWidth.printable("Bulba\u{1B}[2Jsaur\u{07}\u{9B}31m") == "Bulba[2Jsaur31m")
        #expect(DisplayWidth.printable("피카\n츄\t") == "피카츄")
    }
}
