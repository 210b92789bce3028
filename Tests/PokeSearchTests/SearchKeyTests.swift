import CommandTestSupport
import PokeTables
import Testing

@testable import PokeSearch

@Suite("Search key normalization")
struct SearchKeyTests {
    @Test(
        "folds case, width, kana, accents, spacing and punctuation",
        arguments: [
            ("Enton", "enton"), ("ＰＩＫＡＣＨＵ", "pikachu"), ("Ｐｉｋａｃｈｕ", "pikachu"),
            ("Flabébé", "flabebe"), ("Flabe\u{301}be\u{301}", "flabebe"), ("FLABÉBÉ", "flabebe"),
            ("Mr. Mime", "mrmime"), ("mr-mime", "mrmime"), ("Mr  Mime", "mrmime"), ("Type: Null", "typenull"),
            ("Farfetch’d", "farfetchd"), ("Ho-Oh", "hooh"), ("Straßenkater", "strassenkater"), ("Œuf", "oeuf"),
            ("こだっく", "コダック"), ("ｺﾀﾞｯｸ", "コダック"), ("こた\u{3099}っく", "コダック"), ("ぽりごん", "ポリゴン"),
            ("ヴ", "ヴ"), ("ゔ", "ヴ"), ("ウ\u{3099}", "ヴ"), ("ﾊﾟ", "パ"), ("ポリゴン２", "ポリゴン2"),
            ("고라파덕", "고라파덕"), ("\u{1100}\u{1169}\u{1105}\u{1161}", "고라"), ("\u{1100}", "ㄱ"),
            ("ПИКАЧУ", "пикачу"), ("Ёж", "еж"), ("多邊獸Ⅱ", "多邊獸ii"), ("Nidoran♀", "nidoran♀"), ("Nidoran♀\u{FE0F}", "nidoran♀"),
            ("  \t\n", ""), ("", ""), ("!?.,", ""),
        ])
    func examples(input: String, expected: String) {
        #expect(SearchKey.normalize(input) == expected)
    }

    @Test("keeps the two Nidoran apart")
    func nidoran() {
        #expect(SearchKey.normalize("Nidoran♀") != SearchKey.normalize("Nidoran♂"))
    }

    @Test("is idempotent and total over arbitrary scalars, emoji and combining marks included")
    func idempotent() {
        // Scalars from the blocks the normalizer treats specially, and from everywhere else.
        let interesting: [ClosedRange<UInt32>] = [
            0x20...0x7E, 0xA0...0x17F, 0x300...0x36F, 0x400...0x45F, 0x1100...0x11FF, 0x2160...0x2188,
            0x3000...0x30FF, 0x3130...0x318F, 0xAC00...0xAC40, 0xFE00...0xFE0F, 0xFF01...0xFFEF,
            0x1F300...0x1F64F, 0x1F3FB...0x1F3FF, 0x200B...0x200F, 0xE0100...0xE0110, 0x0...0x10FFFF,
        ]
        var generator = SplitMix64(seed: 7)
        for _ in 0..<5_000 {
            var text = String.UnicodeScalarView()
            for _ in 0..<generator.next(below: 12) {
                let range = interesting[generator.next(below: interesting.count)]
                let value = range.lowerBound + UInt32(generator.next(below: Int(range.upperBound - range.lowerBound) + 1))
                if let scalar = Unicode.Scalar(value) { text.append(scalar) }
            }
            let once = SearchKey.normalize(String(text))
            #expect(SearchKey.normalize(once) == once, "\(String(text).unicodeScalars.map { String($0.value, radix: 16) })")
            #expect(!once.unicodeScalars.contains { (0x41...0x5A).contains($0.value) || (0x3041...0x3096).contains($0.value) })
        }
    }
}
