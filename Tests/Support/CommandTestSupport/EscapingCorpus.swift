/// Names that have broken generators before, and seeded random ones over all of Unicode: the
/// generator's escaping is checked by compiling them (Tests/GeneratedReferenceTests) and reading
/// them back unchanged.
public enum EscapingCorpus {
    /// Quotes, interpolation, raw-string and multi-line delimiters, comments, new lines, NUL, bidi
    /// controls, combining marks, emoji.
    public static let hostile = [
        "\"", "\\", "\\(1 + 1)", "\"\"\"", "#", "\"#", "#\"", "*/", "/*", "//", "\n", "\r\n", "\u{0}", "\u{202E}evil",
        "\u{2066}", "e\u{301}", "\u{301}", "👨‍👩‍👧", "🇰🇷", "\u{FEFF}", "\u{10FFFF}", "\u{7F}", "a\tb", "", " ", "\\u{41}",
    ]

    /// Random strings over all of Unicode's scalars, weighted toward the troublesome ranges.
    public static func randomStrings(count: Int, seed: UInt64) -> [String] {
        var generator = SplitMix64(seed: seed)
        let ranges: [ClosedRange<UInt32>] = [
            0...0x7F, 0x80...0x7FF, 0x300...0x36F, 0x2000...0x206F, 0xAC00...0xD7A3,
            0x3040...0x30FF, 0x1F300...0x1FAFF, 0xE000...0xF8FF, 0x10000...0x10FFFF,
        ]
        return (0..<count).map { _ in
            var string = ""
            for _ in 0..<generator.next(below: 13) {
                let range = ranges[generator.next(below: ranges.count)]
                let value = range.lowerBound + UInt32(generator.next(below: Int(range.upperBound - range.lowerBound) + 1))
                if let scalar = Unicode.Scalar(value) { string.unicodeScalars.append(scalar) }
            }
            return string
        }
    }

    /// The corpus: the hostile names, then 300 random ones.
    public static let values = hostile + randomStrings(count: 300, seed: 0x5EED)

    /// A string's scalars in hexadecimal, for messages that show what changed.
    public static func scalars(_ text: String) -> String {
        text.unicodeScalars.map { String($0.value, radix: 16) }.joined(separator: " ")
    }
}
