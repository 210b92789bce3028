import Testing

@testable import PokeTables

@Suite("Invisible characters: one rule for tables and imports")
struct InvisibleCharactersTests {
    /// The first invisible character of a name, as `U+XXXX NAME`.
    func found(_ text: String) -> String? {
        InvisibleCharacters.first(in: text)?.codePoint
    }

    @Test("the blocks answered without a lookup answer as Unicode's properties do, for every scalar")
    func fastPathMatchesTheProperties() {
        var differing: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if InvisibleCharacters.isInvisible(scalar) != InvisibleCharacters.isInvisibleByProperty(scalar) { differing.append(value) }
        }
        #expect(differing.isEmpty, "differ at \(differing.prefix(5).map { String($0, radix: 16) })")
    }

    @Test("the parser's scan passes by its first two bytes only scalars neither rule reports, and finds every other, for every scalar")
    func parserScanMatchesTheRules() {
        var wronglyPassed: [UInt32] = []
        var wronglyFound: [UInt32] = []
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let reported = TableFileParser.isForbidden(scalar) || InvisibleCharacters.isInvisible(scalar)
            let bytes = Array(String(Character(scalar)).utf8)
            if reported && TableFileParser.startsPlainScalar(bytes[0], bytes.count > 1 ? bytes[1] : 0) { wronglyPassed.append(value) }
            // Alone, between letters as in a name, and after and before words of eight ASCII bytes
            // (read a word at a time): the scan answers the rules.
            let eight = Array("Pikachu ".utf8)
            for text in [bytes, Array("a".utf8) + bytes + Array("b".utf8), eight + bytes + eight, eight + eight + Array("ab".utf8) + bytes]
            where TableFileParser.isPlain(text[...]) == reported {
                wronglyFound.append(value)
            }
        }
        #expect(wronglyPassed.isEmpty, "passed undecoded: \(wronglyPassed.prefix(5).map { String($0, radix: 16) })")
        #expect(wronglyFound.isEmpty, "scan differs: \(wronglyFound.prefix(5).map { String($0, radix: 16) })")
    }

    @Test("eight bytes are printable ASCII, read as one word, exactly when each byte is, with any byte in any place")
    func printableASCIIWord() {
        var wrong: [(byte: UInt8, place: Int)] = []
        for byte in UInt8.min...UInt8.max {
            for place in 0..<8 {
                var bytes = Array("Psyduck!".utf8)
                bytes[place] = byte
                let word = bytes.withUnsafeBytes { $0.loadUnaligned(as: UInt64.self) }
                if TableFileParser.isPrintableASCII(eightBytes: word) != (0x20...0x7E).contains(byte) { wrong.append((byte, place)) }
            }
        }
        #expect(wrong.isEmpty, "wrong for \(wrong.prefix(5))")
    }

    @Test("every TAG character, private-use sample, noncharacter, separator and filler is refused, named")
    func refused() {
        var scalars: [UInt32] = Array(0xE0000...0xE007F) + [0xE000, 0xF8FF, 0xF0000, 0x10FFFD]
        scalars += Array(0xFDD0...0xFDEF) + (0...16).flatMap { plane in [plane << 16 | 0xFFFE, plane << 16 | 0xFFFF] }
        scalars += [0x200B, 0x2028, 0x2029, 0x2060, 0x00AD, 0x034F, 0x115F, 0x1160, 0x3164, 0xFFA0, 0x180E, 0xFFF9, 0xFFFB, 0x2064]
        for value in scalars {
            let scalar = Unicode.Scalar(value)!
            let name = "Pika" + String(Character(scalar)) + "chu"
            #expect(InvisibleCharacters.first(in: name)?.scalar == scalar, "U+\(String(value, radix: 16, uppercase: true))")
        }
        #expect(found("a\u{200B}b") == "U+200B ZERO WIDTH SPACE")
        #expect(found("a\u{E0041}") == "U+E0041 TAG LATIN CAPITAL LETTER A")
        #expect(found("\u{3164}") == "U+3164 HANGUL FILLER")
        #expect(found("a\u{E000}") == "U+E000 (a private-use character)")
        #expect(found("a" + String(Character(Unicode.Scalar(0xFDD0)!))) == "U+FDD0 (a noncharacter)")
    }

    @Test(
        "names as scripts write them pass: joiners after a virama, in Arabic script and in emoji; variation selectors after their base",
        arguments: [
            "क्\u{200D}ष",  // Devanagari: virama, ZWJ
            "क्\u{200C}ष",  // Devanagari: virama, ZWNJ
            "ശ്\u{200D}",  // Malayalam chillu: virama, ZWJ
            "ශ්\u{200D}රී",  // Sinhala: al-lakuna, ZWJ
            "می\u{200C}خواهم",  // Persian: ZWNJ between Arabic letters
            "👨\u{200D}👩\u{200D}👧",  // an emoji ZWJ sequence
            "👩🏽\u{200D}🚀",  // with a skin tone before the joiner
            "❤\u{FE0F}\u{200D}🔥",  // with VS16 before the joiner
            "葛\u{E0100}城",  // an ideographic variation selector after 葛
            "#\u{FE0F}\u{20E3}",  // VS16 after #
            "Bulbasaur", "이상해씨", "フシギダネ", "妙蛙种子", "Бульбазавр", "บูลบาซอร์", "Nidoran♀", "Farfetch’d",
        ])
    func allowed(name: String) {
        #expect(InvisibleCharacters.first(in: name) == nil, "\(name.unicodeScalars.map { String($0.value, radix: 16) })")
    }

    @Test(
        "joiners and variation selectors where they join nothing are refused",
        arguments: [
            ("Pika\u{200D}chu", "U+200D ZERO WIDTH JOINER"),  // Latin letters don't join
            ("\u{200C}می", "U+200C ZERO WIDTH NON-JOINER"),  // nothing before it
            ("1\u{200D}2", "U+200D ZERO WIDTH JOINER"),  // ASCII digits are Emoji=Yes, but no emoji
            ("\u{FE0F}Pikachu", "U+FE0F VARIATION SELECTOR-16"),  // no base
            ("a \u{FE0F}", "U+FE0F VARIATION SELECTOR-16"),  // after a space
            ("👨\u{200D}", "U+200D ZERO WIDTH JOINER"),  // nothing after it
        ])
    func refusedInContext(name: String, expected: String) {
        #expect(found(name) == expected)
    }

    @Test("the table parser reports an invisible character at its line, naming it, and leaves the line out")
    func parser() {
        let file = TableFile(text: "pikachu = Pika\u{200B}chu\nraichu = Raichu\npichu\u{2060} = Pichu\n")
        #expect(file.entries.map(\.key) == ["raichu"])
        #expect(file.diagnostics.map(\.code) == [.invisibleCharacter, .invisibleCharacter])
        #expect(file.diagnostics.map(\.line) == [1, 3])
        #expect(
            file.diagnostics[0].message
                == "The line contains U+200B ZERO WIDTH SPACE, an invisible character, which can hide text or make two names that look the same differ; delete it."
        )
        #expect(file.diagnostics[1].message.hasPrefix("The line contains U+2060 WORD JOINER"))
    }
}
