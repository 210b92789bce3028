/// Hangul arithmetic: composing conjoining jamo into syllables, and a syllable's initial consonant.
///
/// The Unicode Hangul syllable block is laid out algorithmically (19 initials × 21 vowels × 28
/// finals from U+AC00), so neither needs a table.
enum Hangul {
    static let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3
    private static let initials: ClosedRange<UInt32> = 0x1100...0x1112
    private static let vowels: ClosedRange<UInt32> = 0x1161...0x1175
    private static let finals: ClosedRange<UInt32> = 0x11A8...0x11C2

    /// The compatibility jamo a keyboard types for each of the 19 initial consonants, ㄱ to ㅎ.
    private static let initialConsonants: [Unicode.Scalar] = Array("ㄱㄲㄴㄷㄸㄹㅁㅂㅃㅅㅆㅇㅈㅉㅊㅋㅌㅍㅎ".unicodeScalars)

    /// `previous` followed by `next` as one syllable, when they compose: initial + vowel, or a
    /// syllable without a final + a final.
    @inline(__always)
    static func composed(_ previous: Unicode.Scalar, _ next: Unicode.Scalar) -> Unicode.Scalar? {
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
    static func compatibilityJamo(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        initials.contains(scalar.value) ? initialConsonants[Int(scalar.value - 0x1100)] : scalar
    }

    /// Whether a scalar is one of the 19 initial consonants as compatibility jamo (ㄱ…ㅎ).
    static func isInitialConsonant(_ scalar: Unicode.Scalar) -> Bool {
        (0x3131...0x314E).contains(scalar.value) && initialConsonants.contains(scalar)
    }

    /// A syllable's initial consonant as compatibility jamo (고 → ㄱ); other scalars unchanged.
    @inline(__always)
    static func initialConsonant(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard syllables.contains(scalar.value) else { return scalar }
        return initialConsonants[Int((scalar.value - 0xAC00) / 588)]
    }
}
