/// Hangul arithmetic: composing conjoining jamo into syllables, and a syllable's initial consonant.
///
/// The Unicode Hangul syllable block is laid out algorithmically (19 initials × 21 vowels × 28
/// finals from U+AC00), so neither needs a table.
package enum Hangul {
    package static let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3
    private static let initials: ClosedRange<UInt32> = 0x1100...0x1112
    private static let vowels: ClosedRange<UInt32> = 0x1161...0x1175
    private static let finals: ClosedRange<UInt32> = 0x11A8...0x11C2

    /// The compatibility jamo a keyboard types for each of the 19 initial consonants, ㄱ to ㅎ.
    private static let initialConsonants: [Unicode.Scalar] = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ".unicodeScalars)

    /// `previous` followed by `next` as one syllable, when they compose: initial + vowel, or a
    /// syllable without a final + a final.
    @inline(__always)
    package static func composed(_ previous: Unicode.Scalar, _ next: Unicode.Scalar) -> Unicode.Scalar? {
        if vowels.contains(next.value), initials.contains(previous.value) {
            let syllable = 0xAC00 + ((previous.value - 0x1100) * 21 + (next.value - 0x1161)) * 28
            return Unicode.Scalar(syllable)
        }
        if finals.contains(next.value), syllables.contains(previous.value), (previous.value - 0xAC00) % 28 == 0 {
            return Unicode.Scalar(previous.value + next.value - 0x11A7)
        }
        return nil
    }

    /// A conjoining initial consonant (U+1100–U+1112) as the compatibility jamo keyboards type.
    @inline(__always)
    package static func compatibilityJamo(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        initials.contains(scalar.value) ? initialConsonants[Int(scalar.value - 0x1100)] : scalar
    }

    /// A syllable being typed, split where the keyboard will split it: `랖` is `라` and `ㅍ`, and
    /// `닭` is `달` and `ㄱ`. Korean IMEs show a final consonant on the last syllable until the next
    /// vowel moves it on, so `고랖` is on its way to `고라파덕`. `nil` for a syllable without a final.
    package static func splitFinalConsonant(_ scalar: Unicode.Scalar) -> (syllable: Unicode.Scalar, initial: Unicode.Scalar)? {
        guard syllables.contains(scalar.value) else { return nil }
        let final = Int((scalar.value - 0xAC00) % 28)
        guard final > 0 else { return nil }
        let (kept, moved) = finalSplits[final - 1]
        return (Unicode.Scalar(scalar.value - UInt32(final) + kept)!, moved)
    }

    /// For each final consonant 1…27 (ㄱ ㄲ ㄳ ㄴ ㄵ ㄶ ㄷ ㄹ ㄺ ㄻ ㄼ ㄽ ㄾ ㄿ ㅀ ㅁ ㅂ ㅄ ㅅ ㅆ ㅇ ㅈ ㅊ ㅋ ㅌ ㅍ ㅎ):
    /// the final that stays (0 for none; a cluster keeps its first part) and the initial that moves on.
    private static let finalSplits: [(UInt32, Unicode.Scalar)] = [
        (0, "ㄱ"), (0, "ㄲ"), (1, "ㅅ"), (0, "ㄴ"), (4, "ㅈ"), (4, "ㅎ"), (0, "ㄷ"), (0, "ㄹ"), (8, "ㄱ"), (8, "ㅁ"),
        (8, "ㅂ"), (8, "ㅅ"), (8, "ㅌ"), (8, "ㅍ"), (8, "ㅎ"), (0, "ㅁ"), (0, "ㅂ"), (17, "ㅅ"), (0, "ㅅ"), (0, "ㅆ"),
        (0, "ㅇ"), (0, "ㅈ"), (0, "ㅊ"), (0, "ㅋ"), (0, "ㅌ"), (0, "ㅍ"), (0, "ㅎ"),
    ]

    /// Whether a scalar is one of the 19 initial consonants as compatibility jamo (ㄱ…ㅎ).
    package static func isInitialConsonant(_ scalar: Unicode.Scalar) -> Bool {
        initialIndex(ofCompatibilityJamo: scalar) != nil
    }

    /// A syllable's initial, vowel and final (0 for none) as indices: 0–18, 0–20, 0–27.
    @inline(__always)
    package static func jamoIndices(of syllable: Unicode.Scalar) -> (initial: Int, vowel: Int, final: Int)? {
        guard syllables.contains(syllable.value) else { return nil }
        let offset = Int(syllable.value - 0xAC00)
        return (offset / 588, offset % 588 / 28, offset % 28)
    }

    /// The index (0–18) of an initial consonant typed alone as compatibility jamo (ㄱ → 0).
    package static func initialIndex(ofCompatibilityJamo scalar: Unicode.Scalar) -> Int? {
        (0x3131...0x314E).contains(scalar.value) ? initialConsonants.firstIndex(of: scalar) : nil
    }

    /// A syllable's initial consonant as compatibility jamo (고 → ㄱ); other scalars unchanged.
    @inline(__always)
    package static func initialConsonant(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard syllables.contains(scalar.value) else { return scalar }
        return initialConsonants[Int((scalar.value - 0xAC00) / 588)]
    }
}
