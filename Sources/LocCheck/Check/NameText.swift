import Foundation
import PokeTables

/// Trimming and NFC for names, fast for the names tables are made of.
///
/// Foundation's `trimmingCharacters(in:)` and `precomposedStringWithCanonicalMapping` bridge
/// through NSString on Linux and cost microseconds per call; a check of 60,000 names calls them
/// for every name, nearly always to learn that nothing changes. These answer that case without
/// copying and fall back to Foundation only when a name might change.
extension String {
    /// The name without white space at its start or end (`self` when it has none).
    var trimmedName: String {
        hasSurroundingWhitespace ? trimmingCharacters(in: .whitespacesAndNewlines) : self
    }

    /// Whether the name starts or ends with white space (Unicode's White_Space property).
    /// - Complexity: O(1): the first and last bytes answer for a name that starts and ends in a
    ///   letter of ASCII (most); only other names decode their first and last scalar.
    var hasSurroundingWhitespace: Bool {
        guard let firstByte = utf8.first, let lastByte = utf8.last else { return false }
        // A byte that is a letter, digit or punctuation of ASCII (not space) is a whole scalar.
        let visibleASCII: ClosedRange<UInt8> = 0x21...0x7E
        if visibleASCII.contains(firstByte) && visibleASCII.contains(lastByte) { return false }
        guard let first = unicodeScalars.first, let last = unicodeScalars.last else { return false }
        return Self.isWhiteSpace(first) || Self.isWhiteSpace(last)
    }

    /// Unicode's White_Space characters and the zero width space (as Foundation trims them),
    /// listed: a fixed set of 26, cheaper than a property lookup.
    private static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9...0xD, 0x20, 0x85, 0xA0, 0x1680, 0x2000...0x200B, 0x2028, 0x2029, 0x202F, 0x205F, 0x3000: return true
        default: return false
        }
    }

    /// The name in Unicode NFC (`self` when it already is).
    var composedName: String {
        isKnownNFC ? self : precomposedStringWithCanonicalMapping
    }

    /// Whether every scalar is one that NFC keeps as it is (NFC_Quick_Check = Yes) and the
    /// combining marks among them are in canonical order; `false` means "don't know".
    /// - Complexity: O(n) in the UTF-8 bytes, decoded in place (``ValidUTF8``); a property lookup
    ///   only for Thai and CJK punctuation, the stable blocks that have combining marks.
    var isKnownNFC: Bool {
        // Bytes below 0xCC are ASCII, continuation bytes and the lead bytes of U+0080–02FF: every
        // scalar then is a stable one of class 0 (most names and texts of the Latin-script locales).
        let isBelowCC: (UInt8) -> Bool = { $0 < 0xCC }
        if utf8.withContiguousStorageIfAvailable({ $0.allSatisfy(isBelowCC) }) ?? utf8.allSatisfy(isBelowCC) { return true }
        var previousClass: UInt8 = 0
        // The blocks of class 0 most other text is written in pass by their first two bytes.
        let passes: (UInt8, UInt8) -> Bool = { lead, next in
            guard Self.startsStableScalar(lead, next) else { return false }
            previousClass = 0
            return true
        }
        return ValidUTF8.allScalars(of: self, passing: passes) { scalar in
            guard let combiningClass = Self.stableCombiningClass(scalar) else { return false }
            if combiningClass != 0 && previousClass > combiningClass { return false }
            previousClass = combiningClass
            return true
        }
    }

    /// Whether every scalar whose UTF-8 starts with these two bytes is a stable one of class 0
    /// (``stableCombiningClass(_:)`` answers 0; a test holds this to it over every scalar): ASCII,
    /// U+0080–02FF, Cyrillic's U+0400–047F, hiragana's U+3040–307F and katakana's U+30C0–30FF,
    /// the CJK ideographs from U+4E00, and the Hangul syllables up to U+D77F.
    static func startsStableScalar(_ lead: UInt8, _ next: UInt8) -> Bool {
        switch lead {
        case ..<0x80, 0xC2...0xCB, 0xD0...0xD1, 0xE5...0xE9, 0xEB...0xEC: true
        case 0xE3: next == 0x81 || next == 0x83
        case 0xE4: next >= 0xB8
        case 0xEA: next >= 0xB0
        case 0xED: next < 0x9E
        default: false
        }
    }

    /// The canonical combining class of a scalar of the scripts whose scalars are all
    /// NFC_Quick_Check = Yes (no singleton decomposition and never the second of a composition),
    /// or nil for any other: ASCII and Latin-1 to Latin Extended-B and IPA, Cyrillic, Thai,
    /// Latin Extended Additional, punctuation, number forms, symbols, CJK punctuation and kana
    /// (not the combining sound marks U+3099–309A), CJK ideographs, Hangul syllables, full-width forms.
    static func stableCombiningClass(_ scalar: Unicode.Scalar) -> UInt8? {
        switch scalar.value {
        // Letters and symbols of combining class 0, without a lookup.
        case 0x0...0x2FF, 0x400...0x482, 0x48A...0x52F, 0x1E00...0x1EFF, 0x2010...0x205E, 0x2150...0x218B,
            0x2600...0x26FF, 0x3000...0x3029, 0x3030...0x3096, 0x309B...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3,
            0xFF01...0xFF9F:
            return 0
        // Thai's vowel and tone marks and CJK's tone marks (U+302A–302F) combine.
        case 0xE01...0xE5B, 0x302A...0x302F:
            return scalar.properties.canonicalCombiningClass.rawValue
        default:
            return nil
        }
    }
}
