import PokeTables

/// A Unicode script a locale's names are written in, with the letters that belong to it.
///
/// Swift's `Unicode.Scalar.Properties` has no Script property, so each script lists its ranges
/// of letters from Unicode's Scripts.txt, widened by Script_Extensions where a letter is shared
/// (the prolonged sound mark `ー` belongs to both kana scripts). Checked against Unicode 14's
/// Script_Extensions for every letter (`\p{scx=…}`): the ranges hold exactly that script's letters,
/// and the letters they leave out are Common ones ``isNeutral(_:)`` allows. Only letters are classified:
/// digits, punctuation, symbols, spaces and combining marks are allowed in every script (see
/// ``isNeutral(_:)``), which is what lets `ポリゴン２`, `Nidoran♀` and `Farfetch’d` pass by rule.
enum WritingScript: String, Hashable, Sendable, CaseIterable {
    case latin = "Latin"
    case cyrillic = "Cyrillic"
    case thai = "Thai"
    case hangul = "Hangul"
    case hiragana = "Hiragana"
    case katakana = "Katakana"
    case han = "Han"

    /// Whether a letter belongs to this script.
    /// - Complexity: O(r) in the script's number of ranges (at most 29).
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        ranges.contains { $0.contains(scalar.value) }
    }

    /// The letter ranges of the script.
    private var ranges: [ClosedRange<UInt32>] {
        switch self {
        case .latin: return Self.latinLetters
        case .cyrillic: return Self.cyrillicLetters
        case .thai: return Self.thaiLetters
        case .hangul: return Self.hangulLetters
        case .hiragana: return Self.hiraganaLetters
        case .katakana: return Self.katakanaLetters
        case .han: return Self.hanLetters
        }
    }

    private static let latinLetters: [ClosedRange<UInt32>] = [
        0x41...0x5A, 0x61...0x7A, 0xAA...0xAA, 0xBA...0xBA, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0x24F, 0x250...0x2B8,
        0x2E0...0x2E4, 0x1D00...0x1D25, 0x1D2C...0x1D5C, 0x1D62...0x1D65, 0x1D6B...0x1D77, 0x1D79...0x1DBE,
        0x1E00...0x1EFF, 0x2071...0x2071, 0x207F...0x207F, 0x2090...0x209C, 0x212A...0x212B, 0x2132...0x2132,
        0x214E...0x214E, 0x2160...0x2188, 0x2C60...0x2C7F, 0xA722...0xA787, 0xA78B...0xA7FF, 0xAB30...0xAB5A,
        0xAB5C...0xAB64, 0xAB66...0xAB69, 0xFB00...0xFB06, 0xFF21...0xFF3A, 0xFF41...0xFF5A, 0x10780...0x107BA,
        0x1DF00...0x1DF1E,
    ]
    private static let cyrillicLetters: [ClosedRange<UInt32>] = [
        0x400...0x52F, 0x1C80...0x1C88, 0x1D2B...0x1D2B, 0x1D78...0x1D78, 0x2DE0...0x2DFF, 0xA640...0xA69F,
    ]
    private static let thaiLetters: [ClosedRange<UInt32>] = [
        0xE01...0xE3A, 0xE40...0xE5B,
    ]
    private static let hangulLetters: [ClosedRange<UInt32>] = [
        0x1100...0x11FF, 0x3131...0x318E, 0x3200...0x321E, 0x3260...0x327E, 0xA960...0xA97C, 0xAC00...0xD7A3,
        0xD7B0...0xD7FB, 0xFFA0...0xFFDC,
    ]
    private static let hiraganaLetters: [ClosedRange<UInt32>] = [
        0x3031...0x3035, 0x303C...0x303C, 0x3041...0x3096, 0x309D...0x309F, 0x30FC...0x30FC, 0xFF70...0xFF70,
        0xFF9E...0xFF9F, 0x1B001...0x1B11F, 0x1B150...0x1B152,
    ]
    private static let katakanaLetters: [ClosedRange<UInt32>] = [
        0x3031...0x3035, 0x303C...0x303C, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x31F0...0x31FF, 0x32D0...0x32FE,
        0x3300...0x3357, 0xFF66...0xFF9F, 0x1AFF0...0x1AFFE, 0x1B000...0x1B000, 0x1B120...0x1B122, 0x1B164...0x1B167,
    ]
    private static let hanLetters: [ClosedRange<UInt32>] = [
        0x2E80...0x2E99, 0x2E9B...0x2EF3, 0x2F00...0x2FD5, 0x3005...0x3007, 0x3021...0x3029, 0x3038...0x303C,
        0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFA6D, 0xFA70...0xFAD9, 0x20000...0x2A6DF, 0x2A700...0x2EBEF,
        0x2F800...0x2FA1D, 0x30000...0x3134F, 0x16FE3...0x16FE3,
    ]

    /// Characters every script may use: numbers, punctuation, symbols, separators, combining
    /// marks, and the Common script's modifier letters (such as `ʼ`). Other Common letters
    /// (mathematical `ℂ`, the micro sign `µ`) pass for a script's letters, so they are judged.
    static func isNeutral(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0...0x7F: return !(0x61...0x7A).contains(scalar.value | 0x20)  // ASCII: all but letters
        // The large blocks of letters names are made of, without a Unicode lookup: Cyrillic,
        // Thai consonants, kana, CJK ideographs, Hangul syllables.
        case 0x410...0x44F, 0xE01...0xE30, 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return false
        default: break
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .otherLetter:
            return false
        case .modifierLetter:
            return (0x2B9...0x2DF).contains(scalar.value) || (0x2E5...0x2FF).contains(scalar.value)
                || (0xA700...0xA721).contains(scalar.value) || scalar.value == 0xA788
        default:
            return true
        }
    }

    /// The scripts a locale's names are written in, or `nil` when loccheck doesn't know them
    /// (then the script check is skipped for that locale rather than guessed): the scripts
    /// ``PokeTables/LocaleScripts`` gives, which search uses too.
    static func scripts(for locale: LocaleTag) -> [WritingScript]? {
        LocaleScripts.codes(for: locale)?.map { code in
            switch code {
            case "Latn": .latin
            case "Hira": .hiragana
            case "Kana": .katakana
            case "Hani": .han
            case "Hang": .hangul
            case "Cyrl": .cyrillic
            default: .thai
            }
        }
    }
}
