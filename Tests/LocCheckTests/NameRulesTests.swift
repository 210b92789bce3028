import Foundation
import PokeTables
import Testing

@testable import LocCheck

@Suite("Name rules: scripts, white space, NFC")
struct NameRulesTests {
    /// Every scalar of the Basic Multilingual Plane except surrogates.
    static let basicPlane = (0...0xFFFF).compactMap { Unicode.Scalar(UInt32($0)) }

    @Test("only letters are judged: the fast paths agree with the Unicode general category for every BMP scalar")
    func neutral() {
        for scalar in Self.basicPlane {
            let category = scalar.properties.generalCategory
            let letter = [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter, .modifierLetter].contains(category)
            if !letter { #expect(WritingScript.isNeutral(scalar), "U+\(String(scalar.value, radix: 16))") }
            if [.uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter].contains(category) {
                #expect(!WritingScript.isNeutral(scalar), "U+\(String(scalar.value, radix: 16))")
            }
        }
    }

    @Test(
        "each locale's scripts",
        arguments: [
            ("ko", ["Hangul"]), ("ja", ["Hiragana", "Katakana", "Han"]), ("ja-Hrkt", ["Hiragana", "Katakana"]),
            ("ja-Latn", ["Latin"]), ("zh-Hans", ["Han"]), ("zh-Hant", ["Han"]), ("ru", ["Cyrillic"]), ("th", ["Thai"]),
            ("en", ["Latin"]), ("pt-BR", ["Latin"]), ("sr-Cyrl", ["Cyrillic"]),
        ])
    func scripts(locale: String, expected: [String]) {
        #expect(WritingScript.scripts(for: LocaleTag(locale)!)?.map(\.rawValue) == expected)
    }

    @Test("a language loccheck doesn't know is not guessed at", arguments: ["ar", "he", "el", "hi", "sr-Arab"])
    func unknownScripts(locale: String) {
        #expect(WritingScript.scripts(for: LocaleTag(locale)!) == nil)
    }

    @Test(
        "real names with digits, symbols and marks pass; a foreign letter is found",
        arguments: [
            ("ポリゴン２", "ja", nil), ("ニドラン♀", "ja-Hrkt", nil), ("폴리곤2", "ko", nil), ("多邊獸Ⅱ", "zh-Hant", nil),
            ("Farfetch’d", "en", nil), ("Mr. Mime", "en", nil), ("ฟุชิกิดาเนะ", "th", nil), ("Тип: Ноль", "ru", nil),
            ("ポリゴンＺ", "ja", "Ｚ"), ("Бeвеар", "ru", "e"), ("ミュウ幻", "ja-Hrkt", "幻"), ("ℂat", "en", "ℂ"),
        ] as [(String, String, String?)])
    func foreignLetter(name: String, locale: String, expected: String?) {
        let scripts = WritingScript.scripts(for: LocaleTag(locale)!)!
        #expect(NameContentCheck.firstForeignLetter(name, scripts: scripts).map { String($0) } == expected)
    }

    @Test(
        "a run of at most three Latin letters the English name has as a word passes as a code; other letters are found",
        arguments: [
            ("ポリゴンＺ", "ja", "Porygon-Z", nil), ("リザードナイトＸ", "ja", "Charizardite X", nil),
            ("ノーマルＺ", "ja", "Normalium Z", nil), ("★Aql7235", "ko", "★Aql7235", nil), ("ＳＰアップ２", "ja", "X Sp. Atk 2", nil),
            ("Поригон-Z", "ru", "Porygon-Z", nil), ("传说 Z-A", "zh-Hans", "Legends: Z-A", nil),
            ("이상해씨A", "ko", "Bulbasaur", "A"),  // no word A in the English name
            ("ブリッジメールＣ", "ja", "Bridge Mail T", "Ｃ"),  // a letter, but not the English one
            ("ＡＲシステム", "ja", "RKS System", "Ａ"),
            ("LEGENDS 아르세우스", "ko", "Legends: Arceus", "L"),  // a word longer than a code
            ("ZＺ", "ja", "Z", "Z"),  // one run of two letters, not two codes of one
            ("ポリゴンZ", "ja", nil, "Z"),  // without an English name, every foreign letter counts
            ("ПоригонZ", "ru", "PorygonZ", "Z"),  // Z inside the English word, not a word of its own
        ] as [(String, String, String?, String?)])
    func codesFromEnglish(name: String, locale: String, english: String?, expected: String?) {
        let scripts = WritingScript.scripts(for: LocaleTag(locale)!)!
        #expect(NameContentCheck.firstForeignLetter(name, scripts: scripts, english: english).map { String($0) } == expected)
    }

    @Test("two keys may share a name where their English names are the same too")
    func duplicatesSharedInEnglish() {
        let english = ["red": "Red", "red-japan": "Red", "blue": "Blue", "green-japan": "Green", "unnamed": ""]
        #expect(NameContentCheck.sharedInEnglish("red", "red-japan", english))
        #expect(!NameContentCheck.sharedInEnglish("red", "blue", english))
        #expect(!NameContentCheck.sharedInEnglish("red", "missing", english))
        #expect(!NameContentCheck.sharedInEnglish("unnamed", "missing", english))
    }

    @Test("white space at either end agrees with Foundation for every BMP scalar")
    func whiteSpace() {
        for scalar in Self.basicPlane {
            let text = String(scalar)
            let foundation = text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
            #expect(text.hasSurroundingWhitespace == foundation, "U+\(String(scalar.value, radix: 16))")
            #expect(("a" + text + "b").hasSurroundingWhitespace == false)
        }
    }

    @Test("a name known to be NFC is NFC, for every BMP scalar and marks in and out of canonical order")
    func nfc() {
        for scalar in Self.basicPlane {
            let text = "a" + String(scalar)
            if text.isKnownNFC {
                #expect(text.precomposedStringWithCanonicalMapping.utf8.elementsEqual(text.utf8), "U+\(String(scalar.value, radix: 16))")
            }
        }
        for scalar in Self.basicPlane {
            guard let combiningClass = String.stableCombiningClass(scalar) else { continue }
            #expect(combiningClass == scalar.properties.canonicalCombiningClass.rawValue, "U+\(String(scalar.value, radix: 16))")
        }
        // The blocks passed by their first bytes are stable scalars of class 0, every one of them;
        // and the answer with them passed is the answer scalar by scalar, beside a mark of each order.
        func scalarByScalar(_ text: String) -> Bool {
            var previousClass: UInt8 = 0
            for scalar in text.unicodeScalars {
                guard let combiningClass = String.stableCombiningClass(scalar) else { return false }
                if combiningClass != 0 && previousClass > combiningClass { return false }
                previousClass = combiningClass
            }
            return true
        }
        for value in UInt32(0)...0x10FFFF {
            guard let scalar = Unicode.Scalar(value) else { continue }
            let bytes = Array(String(scalar).utf8)
            if String.startsStableScalar(bytes[0], bytes.count > 1 ? bytes[1] : 0) {
                #expect(String.stableCombiningClass(scalar) == 0, "U+\(String(value, radix: 16))")
            }
            guard value <= 0xFFFF else { continue }
            for text in ["\u{E48}" + String(scalar) + "\u{E38}", String(scalar) + "\u{E48}\u{E38}", "a" + String(scalar)] {
                #expect(
                    text.isKnownNFC == scalarByScalar(text),
                    "U+\(String(value, radix: 16)) in \(text.unicodeScalars.map { String($0.value, radix: 16) })")
            }
        }
        #expect("Flabébé".isKnownNFC)
        #expect(!"Flabe\u{301}be\u{301}".isKnownNFC)
        #expect("\u{E01}\u{E38}\u{E48}".isKnownNFC)  // Thai marks in canonical order (103, then 107)
        #expect(!"\u{E01}\u{E48}\u{E38}".isKnownNFC)  // out of order: NFC reorders them
        #expect("\u{E01}\u{E48}\u{E38}".composedName.unicodeScalars.map(\.value) == [0xE01, 0xE38, 0xE48])
    }
}
