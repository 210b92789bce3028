import CommandTestSupport
import PokeTables
import Testing

@Suite("Table file parser")
struct TableFileTests {
    @Test("reads entries, comments and blank lines with their line numbers")
    func readsEntries() {
        let file = TableFile(text: "# header\n\nbulbasaur = 이상해씨\n  # indented comment\nmr-mime = 마임맨\n")
        #expect(file.diagnostics.isEmpty)
        #expect(
            file.entries == [
                TableEntry(key: "bulbasaur", value: "이상해씨", line: 3),
                TableEntry(key: "mr-mime", value: "마임맨", line: 5),
            ])
        #expect(file.comments == ["header", "indented comment"])
    }

    @Test("keeps the value exactly as written after `= `, and keys with spaces")
    func keepsValuesExactly() {
        let file = TableFile(text: "mr. mime =  Mr. Mime \nporygon2 =Porygon2\nempty =\nequals = a = b\n")
        #expect(file.entries.map(\.key) == ["mr. mime", "porygon2", "empty", "equals"])
        #expect(file.entries.map(\.value) == [" Mr. Mime ", "Porygon2", "", "a = b"])
    }

    @Test("reports a line without `=` as malformed, at its line")
    func malformedLine() {
        let file = TableFile(text: "bulbasaur = Bulbasaur\nivysaur Ivysaur\n = no key\n")
        #expect(file.entries.count == 1)
        #expect(file.diagnostics.map(\.code) == [.malformedLine, .malformedLine])
        #expect(file.diagnostics.map(\.line) == [2, 3])
    }

    @Test("reports a repeated key at the second line and names the first")
    func duplicateKey() {
        let file = TableFile(text: "a = 1\nb = 2\na = 3\n")
        #expect(file.diagnostics.map(\.code) == [.duplicateKey])
        #expect(file.diagnostics.first?.line == 3)
        #expect(file.diagnostics.first?.message.contains("line 1") == true)
        #expect(file.uniqueEntries.map(\.value) == ["1", "2"])
    }

    @Test("a repeated key's message quotes both names, a long one by its start, so the finding stays small")
    func duplicateKeyQuotesBothNames() throws {
        let long = String(repeating: "ピカチュウ", count: 266)  // 3,990 bytes, under the 4,096 a value may have
        let file = TableFile(text: "a = Erste\nb = 2\na = \(long)\n")
        let message = try #require(file.diagnostics.first?.message)
        #expect(message.hasPrefix("The key `a` is already defined on line 1, as “Erste”; this line names it “ピカチュウ"))
        #expect(message.contains("… (3,990 bytes)”. Delete one of the two lines."), "\(message)")
        #expect(message.utf8.count < 400)
    }

    @Test("reports invalid UTF-8 on its line and keeps reading")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("a = 1\nb = ".utf8) + [0xFF, 0xFE] + Array("\nc = 3\n".utf8)
        let file = TableFile(bytes: bytes)
        #expect(file.diagnostics.map(\.code) == [.invalidUTF8])
        #expect(file.diagnostics.first?.line == 2)
        #expect(file.entries.map(\.key) == ["a", "c"])
    }

    /// Lines of random bytes, valid UTF-8 or not in every way (cut sequences, overlong forms,
    /// surrogates, stray continuations, a bad sequence the decoder replaces with one U+FFFD),
    /// against `String(validating:)` of each whole line: a line is reported as invalid UTF-8
    /// exactly when the standard library finds it invalid, and a valid one keeps its bytes.
    @Test("invalid UTF-8 is found in exactly the lines the standard library finds it in")
    func invalidUTF8AgainstTheStandardLibrary() {
        // Pieces a line is made of: ASCII, valid sequences of two to four bytes (U+FFFD among
        // them), and, less often, each way UTF-8 can be invalid.
        let valid: [[UInt8]] = [
            Array("a".utf8), Array("b".utf8), Array(" = ".utf8), Array("#".utf8), [0x0D],
            [0xC3, 0xA9], [0xE3, 0x81, 0x8B], [0xEF, 0xBF, 0xBD], [0xF0, 0x9F, 0x98, 0x80],
        ]
        let invalid: [[UInt8]] = [
            [0x80], [0xBF], [0xFF], [0xC3], [0xE3, 0x81], [0xF0, 0x9F, 0x98], [0xC0, 0xAF],
            [0xE0, 0x80, 0x80], [0xED, 0xA0, 0x80], [0xF4, 0x90, 0x80, 0x80],
        ]
        let pieces = Array(repeating: valid, count: 12).flatMap { $0 } + invalid
        var generator = SplitMix64(seed: 0x5EED_0F_B17E5)
        var invalidLines = 0
        for _ in 0..<300 {
            var lines: [[UInt8]] = []
            for _ in 0..<20 {
                let count = Int.random(in: 0...8, using: &generator)
                lines.append(
                    Array("k = ".utf8).prefix(Int.random(in: 0...4, using: &generator))
                        + (0..<count).flatMap { _ in pieces.randomElement(using: &generator)! })
            }
            let file = TableFile(bytes: Array(lines.joined(separator: [0x0A])))
            let reported = Set(file.diagnostics.filter { $0.code == .invalidUTF8 }.compactMap(\.line))
            let invalid = Set(lines.indices.filter { String(validating: lines[$0], as: UTF8.self) == nil }.map { $0 + 1 })
            #expect(reported == invalid, "\(lines)")
            invalidLines += invalid.count
            for entry in file.entries {
                // A value is the end of its line (before a CR), byte for byte.
                let line = lines[entry.line - 1]
                let content = line.last == 0x0D ? line.dropLast() : line[...]
                #expect(content.reversed().starts(with: entry.value.utf8.reversed()), "\(line)")
            }
        }
        // Enough of both kinds for the comparison to mean something.
        #expect(invalidLines > 1_000 && invalidLines < 3_000, "\(invalidLines) of 6,000 lines invalid")
    }

    @Test("reports a byte order mark and CR LF line endings")
    func bomAndCRLF() {
        let bytes: [UInt8] = [0xEF, 0xBB, 0xBF] + Array("a = 1\r\nb = 2\n".utf8)
        let file = TableFile(bytes: bytes)
        #expect(file.diagnostics.map(\.code) == [.byteOrderMark, .carriageReturn])
        #expect(file.diagnostics.map(\.line) == [1, 1])
        #expect(file.entries.map(\.value) == ["1", "2"])
    }

    @Test("rejects control characters and bidi overrides", arguments: ["\u{0}", "\u{202E}", "\u{7}", "\t", "\u{2066}", "\u{FEFF}"])
    func controlCharacters(character: String) {
        let file = TableFile(text: "ok = fine\nbad = a\(character)b\n")
        #expect(file.diagnostics.map(\.code) == [.controlCharacter])
        #expect(file.diagnostics.first?.line == 2)
        #expect(file.entries.map(\.key) == ["ok"])
    }

    @Test("serves emoji, combining marks, quotes and backslashes back exactly")
    func legitimateValues() {
        let values = ["Flabébé", "e\u{301}", "👨‍👩‍👧", "\"quoted\"", #"back\slash \(x)"#, "Nidoran♀", "a # not a comment"]
        let text = values.enumerated().map { "k\($0) = \($1)\n" }.joined()
        let file = TableFile(text: text)
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries.map(\.value) == values)
    }

    @Test("renders text that parses back to the same entries")
    func roundTrip() {
        let entries = [("bulbasaur", "Bulbasaur"), ("mr-mime", "Mr. Mime"), ("flabebe", "Flabébé")]
        let text = TableText.render(comments: ["header", ""], entries: entries)
        #expect(text == "# header\n#\nbulbasaur = Bulbasaur\nmr-mime = Mr. Mime\nflabebe = Flabébé\n")
        let file = TableFile(text: text)
        #expect(file.entries.map { [$0.key, $0.value] } == entries.map { [$0.0, $0.1] })
    }
}
