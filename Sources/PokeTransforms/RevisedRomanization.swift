/// Korean in the Revised Romanization of Korean (2000), the spelling Korean users type on a
/// Latin keyboard: 고라파덕 → `gorapadeok`, 피카츄 → `pikachyu`.
///
/// ICU's `Hangul-Latin` is a letter-for-letter transliteration that can be undone, not RR: it
/// writes ㄹ as `l` everywhere, a final ㄱ/ㄷ/ㅂ as `g`/`d`/`b`, and ignores how syllables run
/// together (`golapadeog`). RR spells the pronunciation, so this follows the standard
/// pronunciation rules the romanization refers to (표준 발음법 articles 9–13 and 16): final
/// consonants reduce to seven sounds before a consonant and at the end, a final moves on to a
/// following vowel, ㅎ merges with or drops before the next sound, and a double final keeps its
/// first part and moves the second. Assimilations (신라 → Silla) are not applied, as most
/// romanizers users have don't apply them either; the tests compare every Korean name with
/// `korean-romanizer` (PyPI), an independent implementation of the same rules.
package enum RevisedRomanization {
    /// The pronounced romanization of `text`: Hangul syllables romanized as one word, anything
    /// else kept as it is.
    package static func romanize(_ text: String) -> String {
        var syllables = text.unicodeScalars.map(Piece.init)
        for index in syllables.indices { applyRules(at: index, &syllables) }
        var romanized = ""
        for (index, piece) in syllables.enumerated() {
            // RR's own spelling rule: ㄹㄹ is `ll` (폴리곤 → pol-ligon, as 울릉 → Ulleung).
            if piece.other == nil, piece.initial == 5, index > 0, syllables[index - 1].other == nil,
                syllables[index - 1].final == 8
            {
                romanized += "l" + String(piece.romanized.dropFirst())
            } else {
                romanized += piece.romanized
            }
        }
        return romanized
    }

    /// Each syllable on its own, as if it ended the word: the letter-by-letter spelling some
    /// users type (`isanghaessi`), without the sound changes between syllables.
    package static func romanizeSyllables(_ text: String) -> String {
        text.unicodeScalars.map { scalar in
            var single = [Piece(scalar)]
            applyRules(at: 0, &single)
            return single[0].romanized
        }.joined()
    }

    /// A Hangul syllable as its jamo indices (initial 0–18, vowel 0–20, final 0–27), or another scalar.
    struct Piece {
        var initial: Int
        var vowel: Int
        var final: Int
        let other: Unicode.Scalar?

        init(_ scalar: Unicode.Scalar) {
            guard (0xAC00...0xD7A3).contains(scalar.value) else {
                (initial, vowel, final, other) = (-1, -1, 0, scalar)
                return
            }
            let offset = Int(scalar.value - 0xAC00)
            (initial, vowel, final, other) = (offset / 588, offset % 588 / 28, offset % 28, nil)
        }

        var romanized: String {
            if let other { return String(other) }
            return Self.onsets[initial] + Self.vowels[vowel] + (Self.codas[Self.neutral(final)] ?? "")
        }

        // ㄱ ㄲ ㄴ ㄷ ㄸ ㄹ ㅁ ㅂ ㅃ ㅅ ㅆ ㅇ ㅈ ㅉ ㅊ ㅋ ㅌ ㅍ ㅎ
        static let onsets = ["g", "kk", "n", "d", "tt", "r", "m", "b", "pp", "s", "ss", "", "j", "jj", "ch", "k", "t", "p", "h"]
        // ㅏ ㅐ ㅑ ㅒ ㅓ ㅔ ㅕ ㅖ ㅗ ㅘ ㅙ ㅚ ㅛ ㅜ ㅝ ㅞ ㅟ ㅠ ㅡ ㅢ ㅣ
        static let vowels = [
            "a", "ae", "ya", "yae", "eo", "e", "yeo", "ye", "o", "wa", "wae", "oe", "yo", "u", "wo", "we",
            "wi", "yu", "eu", "ui", "i",
        ]
        /// The seven final sounds, by final index: ㄱ k, ㄴ n, ㄷ t, ㄹ l, ㅁ m, ㅂ p, ㅇ ng.
        static let codas: [Int: String] = [0: "", 1: "k", 4: "n", 7: "t", 8: "l", 16: "m", 17: "p", 21: "ng"]

        /// The sound a final has at the end of a word or before a consonant (article 9–11).
        static func neutral(_ final: Int) -> Int {
            switch final {
            case 2, 3, 9, 24: 1  // ㄲ ㄳ ㄺ ㅋ → ㄱ
            case 19, 20, 22, 23, 25, 27: 7  // ㅅ ㅆ ㅈ ㅊ ㅌ ㅎ → ㄷ
            case 14, 18, 26: 17  // ㄿ ㅄ ㅍ → ㅂ
            case 5, 6: 4  // ㄵ ㄶ → ㄴ
            case 11, 12, 13, 15: 8  // ㄼ ㄽ ㄾ ㅀ → ㄹ
            case 10: 16  // ㄻ → ㅁ
            default: final
            }
        }
    }

    /// The initial index of the consonant a single final spells: ㄱ→ㄱ, ㅆ→ㅆ, ㅎ→ㅎ; -1 for a double one.
    private static let initialOfFinal: [Int] = [
        -1, 0, 1, -1, 2, -1, -1, 3, 5, -1, -1, -1, -1, -1, -1, -1, 6, 7, -1, 9,
        10, 11, 12, 14, 15, 16, 17, 18,
    ]
    /// A double final's two parts: the final that stays and the initial that moves on.
    private static let doubleFinals: [Int: (stays: Int, moves: Int)] = [
        3: (1, 9), 5: (4, 12), 6: (4, 18), 9: (8, 0), 10: (8, 6), 11: (8, 7), 12: (8, 10), 13: (8, 16), 14: (8, 17),
        15: (8, 18), 18: (17, 9),
    ]
    private static let silentInitial = 11

    /// The pronunciation rules for the syllable at `index`, which may change the next one's initial.
    private static func applyRules(at index: Int, _ pieces: inout [Piece]) {
        guard pieces[index].other == nil, pieces[index].final != 0 else { return }
        let next = index + 1 < pieces.count ? index + 1 : nil
        let nextIsSyllable = next.map { pieces[$0].other == nil } ?? false
        let beforeVowel = nextIsSyllable && pieces[next!].initial == silentInitial
        if !beforeVowel {
            // Article 9-11: the seven final sounds. ㅎ finals are left to the next rule.
            if ![6, 15, 27].contains(pieces[index].final) { pieces[index].final = Piece.neutral(pieces[index].final) }
        }
        // Article 12: ㅎ, ㄶ, ㅀ.
        if [6, 15, 27].contains(pieces[index].final) {
            let withoutH = [6: 4, 15: 8, 27: 0][pieces[index].final]!
            if let next, nextIsSyllable {
                switch pieces[next].initial {
                case 0, 3, 12, 9:  // ㄱ ㄷ ㅈ ㅅ → ㅋ ㅌ ㅊ ㅆ
                    pieces[index].final = withoutH
                    pieces[next].initial = [0: 15, 3: 16, 12: 14, 9: 10][pieces[next].initial]!
                case 2:  // ㄴ
                    pieces[index].final = pieces[index].final == 27 ? 4 : withoutH
                case silentInitial:
                    pieces[index].final = withoutH
                case 5:  // ㄹ
                    if pieces[index].final == 15 { pieces[index].final = 8 }
                default:
                    if pieces[index].final == 27 { pieces[index].final = 0 }
                }
            } else {
                pieces[index].final = withoutH
            }
        }
        guard let next, beforeVowel else { return }
        // Article 14: a double final keeps its first part and moves the second.
        if let parts = doubleFinals[pieces[index].final], pieces[next].initial == silentInitial {
            pieces[index].final = parts.stays
            pieces[next].initial = parts.moves
        }
        // Article 13: a single final moves on to the vowel.
        if pieces[next].initial == silentInitial, pieces[index].final != 0, pieces[index].final != 21,
            initialOfFinal[pieces[index].final] >= 0
        {
            pieces[next].initial = initialOfFinal[pieces[index].final]
            pieces[index].final = 0
        }
    }
}
