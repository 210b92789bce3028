import PokeTables
import Testing

@Suite("Table file parser")
struct TableFileTests {
    @Test("reads entries, comments and blank lines with their line numbers")
    func readsEntries() {
        let file = TableFile(text: "# header\n\nbulbasaur = 이상해씨\n  # indented comment\nmr-mime = 마임맨\n")
        #expect(file.diagnostics.isEmpty)
        #expect(file.entries == [
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

    @Test("reports invalid UTF-8 on its line and keeps reading")
    func invalidUTF8() {
        let bytes: [UInt8] = Array("a = 1\nb = ".utf8) + [0xFF, 0xFE] + Array("\nc = 3\n".utf8)
        let file = TableFile(bytes: bytes)
        #expect(file.diagnostics.map(\.code) == [.invalidUTF8])
        #expect(file.diagnostics.first?.line == 2)
        #expect(file.entries.map(\.key) == ["a", "c"])
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
