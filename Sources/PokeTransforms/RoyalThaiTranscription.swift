/// Thai in the Royal Thai General System of Transcription (RTGS, the Royal Institute's system),
/// the spelling Thai users type on a Latin keyboard: ไรชู → `raichu`, ลิซาร์ดอน → `lisadon`,
/// อีวุย → `iwui`.
///
/// ICU's `Thai-Latin` is ISO 11940, letter by letter: it keeps the letters' order as written
/// (ไรชู → `ịrchū`, the vowel before its consonant), writes อ, the silent vowel carrier, as `x`
/// once folded, and spells letters a karan silences. RTGS spells the sound, syllable by
/// syllable, so this reads the syllables: a leading vowel (เ แ โ ใ ไ) written before its
/// consonant, an initial consonant or cluster (กร, ปล, คว), the vowel signs around it and a
/// final consonant, which takes its final value (ล → `n`, ด → `t`, ว → `o`, ย → `i`); a syllable
/// without a vowel sign has the inherent `o` before a final and `a` without one. Letters before
/// a karan (์) are silent, as are tone marks; ๆ repeats the word before it.
///
/// The species names are mostly transliterated foreign names, and this covers what they need,
/// not all of Thai: no Sanskrit-derived readings (the inherent vowel of สมุทร), no ฤ beyond
/// `rue`. The tests compare every Thai species name with pythainlp's `royin` engine, an
/// independent RTGS, and list where the two differ and why.
package enum RoyalThaiTranscription {
    /// The RTGS spelling of `text`, lower-case; anything that isn't Thai is kept as it is.
    /// - Complexity: O(n) in the text's scalars.
    package static func romanize(_ text: String) -> String {
        var reader = SyllableReader(Self.sounded(Array(text.unicodeScalars)))
        return reader.romanize()
    }

    /// The scalars that are pronounced: tone marks and the nikhahit dropped, and every letter a
    /// karan silences (the consonant before it; ทร before it, as in จันทร์, chan).
    static func sounded(_ scalars: [Unicode.Scalar]) -> [Unicode.Scalar] {
        var kept: [Unicode.Scalar] = []
        for scalar in scalars {
            switch scalar.value {
            case 0x0E48...0x0E4B, 0x0E4D: continue
            case 0x0E4C:
                if let last = kept.last, Letter.isConsonant(last) {
                    kept.removeLast()
                    if last == "ร", kept.count >= 2, kept[kept.count - 1] == "ท", Letter.isConsonant(kept[kept.count - 2]) {
                        kept.removeLast()
                    }
                }
            default: kept.append(scalar)
            }
        }
        return kept
    }
}

/// Thai letters by their role in a syllable, and their RTGS values.
enum Letter {
    static func isConsonant(_ scalar: Unicode.Scalar) -> Bool { (0x0E01...0x0E2E).contains(scalar.value) }
    static func isLeadingVowel(_ scalar: Unicode.Scalar) -> Bool { (0x0E40...0x0E44).contains(scalar.value) }
    /// The vowel signs written above, below or after a consonant: ั ิ ี ึ ื ุ ู ็ ะ า ำ.
    static func isDependentVowel(_ scalar: Unicode.Scalar) -> Bool {
        (0x0E30...0x0E39).contains(scalar.value) || scalar == "\u{0E47}"
    }
    /// The consonants that begin a cluster with ร, ล or ว (กร, ปล, คว; in loanwords also บร, ดร, ฟร).
    static func beginsCluster(_ scalar: Unicode.Scalar) -> Bool { "กขคตทปผพบดฟ".unicodeScalars.contains(scalar) }
    static func isClusterSecond(_ scalar: Unicode.Scalar) -> Bool { "รลว".unicodeScalars.contains(scalar) }
    /// The sonorants a silent ห leads (หน, หม, หล: ho nam).
    static func isLedByHo(_ scalar: Unicode.Scalar) -> Bool { "งญนมยรลว".unicodeScalars.contains(scalar) }

    /// A consonant's value at the start of a syllable; อ, the vowel carrier, has none.
    static func initial(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "ก": "k"
        case "ข", "ฃ", "ค", "ฅ", "ฆ": "kh"
        case "ง": "ng"
        case "จ", "ฉ", "ช", "ฌ": "ch"
        case "ซ", "ศ", "ษ", "ส": "s"
        case "ญ", "ย": "y"
        case "ฎ", "ด": "d"
        case "ฏ", "ต": "t"
        case "ฐ", "ฑ", "ฒ", "ถ", "ท", "ธ": "th"
        case "ณ", "น": "n"
        case "บ": "b"
        case "ป": "p"
        case "ผ", "พ", "ภ": "ph"
        case "ฝ", "ฟ": "f"
        case "ม": "m"
        case "ร": "r"
        case "ล", "ฬ": "l"
        case "ว": "w"
        case "ห", "ฮ": "h"
        default: ""
        }
    }

    /// A consonant's value closing a syllable: RTGS has eight final sounds (k, t, p, n, m, ng,
    /// and the glides ว `o`, ย `i`).
    static func final(_ scalar: Unicode.Scalar) -> String {
        switch scalar {
        case "ก", "ข", "ฃ", "ค", "ฅ", "ฆ": "k"
        case "จ", "ฉ", "ช", "ซ", "ฌ", "ฎ", "ฏ", "ฐ", "ฑ", "ฒ", "ด", "ต", "ถ", "ท", "ธ", "ศ", "ษ", "ส": "t"
        case "บ", "ป", "ผ", "ฝ", "พ", "ฟ", "ภ": "p"
        case "ญ", "ณ", "น", "ร", "ล", "ฬ": "n"
        case "ม": "m"
        case "ง": "ng"
        case "ว": "o"
        case "ย": "i"
        default: ""
        }
    }
}
