import PokeTables
import Testing

@Suite("Table limits: one value, one file")
struct TableLimitsTests {
    @Test(
        "a key or value up to 4,096 bytes is read; one byte more is a diagnostic at its line and the line is left out",
        arguments: [1, 2, 3, 4])
    func valueLimit(scalarBytes: Int) {
        // Every UTF-8 length of a scalar, so the limit counts bytes, not characters.
        let scalar = ["a", "é", "가", "𝔸"][scalarBytes - 1]
        let fits =
            String(repeating: scalar, count: TableLimits.valueBytes / scalarBytes)
            + String(repeating: "a", count: TableLimits.valueBytes % scalarBytes)
        #expect(fits.utf8.count == TableLimits.valueBytes)
        let over = fits + "a"
        let file = TableFile(text: "pikachu = \(fits)\nraichu = \(over)\n\(over) = Raichu\npichu = Pichu\n")
        #expect(file.entries.map(\.key) == ["pikachu", "pichu"])
        #expect(file.diagnostics.map(\.code) == [.valueTooLong, .valueTooLong])
        #expect(file.diagnostics.map(\.line) == [2, 3])
        let bytes = TableLimits.grouped(over.utf8.count)
        #expect(
            file.diagnostics[0].message
                == "The value is \(bytes) bytes long, over the limit of 4,096 bytes (UTF-8) for one value; shorten it, or split the text.")
        #expect(file.diagnostics[1].message.hasPrefix("The key is \(bytes) bytes long"))
    }

    @Test("a file over 8 MiB is one diagnostic and no entries; one of exactly 8 MiB is parsed")
    func fileLimit() {
        var fits = Array("a = b\n".utf8)
        fits += [UInt8](repeating: 0x23, count: TableLimits.fileBytes - fits.count)  // then one comment line of `#`s
        #expect(fits.count == TableLimits.fileBytes)
        let parsed = TableFile(bytes: fits)
        #expect(parsed.diagnostics.isEmpty && parsed.entries.map(\.key) == ["a"])
        let over = TableFile(bytes: fits + [0x0A])
        #expect(over.entries.isEmpty && over.diagnostics.map(\.code) == [.fileTooLarge])
        #expect(
            over.diagnostics.first?.message.hasPrefix(
                "The file is over the limit of 8 MiB for a table (8,388,609 bytes or more); no line of it is read.") == true)
    }

    @Test("byte counts read as people write them")
    func describing() {
        #expect(TableLimits.describe(4_096) == "4,096 bytes")
        #expect(TableLimits.describe(8 << 20) == "8 MiB")
        #expect(TableLimits.grouped(1_234_567) == "1,234,567" && TableLimits.grouped(999) == "999" && TableLimits.grouped(1_000) == "1,000")
    }
}
