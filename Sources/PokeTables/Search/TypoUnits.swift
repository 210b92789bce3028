/// The letters typos are counted in, per script: Latin, Greek and Cyrillic letters as they are,
/// Hangul syllables as their jamo, and kana as their readings.
///
/// A Korean or Japanese name is two to five syllables, where a wrong syllable is already a
/// different word to the eye but one wrong vowel to the ear: 고라파둑 is 고라파덕 with ㅜ for ㅓ,
/// こだつく is コダック with a big つ for the small one and a vowel more. So a syllable counts as its
/// parts: a Hangul syllable as initial, vowel and final jamo (덕 = ㄷ ㅓ ㄱ), a kana as consonant
/// and vowel (ダ = d a, ッ = the doubling mark, ン = n, ー = the long mark), and typos are edits of
/// those parts.
package enum TypoUnits {
    /// Units from U+0000 to U+052F: Latin, Greek, Cyrillic, as themselves.
    package static let alphabeticEnd: UInt16 = 0x530
    /// Hangul jamo: 19 initials, 21 vowels, 27 finals, from `jamoStart`.
    package static let jamoStart: UInt16 = 0x530
    /// Kana readings: consonant and vowel letters (ASCII) offset by `kanaStart`.
    package static let kanaStart: UInt16 = 0x580
    /// One past the largest unit.
    package static let alphabetSize = Int(kanaStart) + 0x80

    /// A key's units; `nil` when a scalar has none (an ideograph, a digit-less symbol).
    package static func units(_ key: some Sequence<Unicode.Scalar>) -> [UInt16]? {
        var units: [UInt16] = []
        for scalar in key {
            let value = scalar.value
            switch value {
            case 0..<UInt32(alphabeticEnd):
                units.append(UInt16(value))
            case 0x2640:
                units.append(1)  // ♀: keys never hold control characters, so 1 and 2 are free
            case 0x2642:
                units.append(2)  // ♂
            case 0xAC00...0xD7A3:
                guard let jamo = Hangul.jamoIndices(of: scalar) else { return nil }
                units.append(jamoStart + UInt16(jamo.initial))
                units.append(jamoStart + 19 + UInt16(jamo.vowel))
                if jamo.final > 0 { units.append(jamoStart + 39 + UInt16(jamo.final)) }
            case 0x3131...0x314E:
                // A consonant typed alone (ㄱ): the initial it will become.
                guard let index = Hangul.initialIndex(ofCompatibilityJamo: scalar) else { return nil }
                units.append(jamoStart + UInt16(index))
            case 0x30A1...0x30FA, 0x30FC:
                let reading = value == 0x30FC ? Array("-_".utf8) : kanaReadings[Int(value - 0x30A1)]
                for letter in reading where letter != UInt8(ascii: "_") { units.append(kanaStart + UInt16(letter & 0x7F)) }
            default:
                return nil
            }
        }
        return units
    }

    /// ァ (U+30A1) to ヺ (U+30FA): consonant and vowel, `_` for none; ッ is `Q`, ン is `N`. Small
    /// kana read as their big ones (ャ as ヤ): the size is one of the things a typo gets wrong.
    private static let kanaReadings: [[UInt8]] = """
        _a _a _i _i _u _u _e _e _o _o ka ga ki gi ku gu ke ge ko go sa za si zi su zu se ze so zo \
        ta da ti di Q_ tu du te de to do na ni nu ne no ha ba pa hi bi pi hu bu pu he be pe ho bo po \
        ma mi mu me mo ya ya yu yu yo yo ra ri ru re ro wa wa wi we wo N_ vu ka ke va vi ve vo
        """.split(separator: " ").map { Array($0.utf8) }
}
