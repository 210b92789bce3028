/// Japanese kana folded so that hiragana, katakana and half-width katakana find each other.
///
/// Japanese names are stored in katakana (コダック); users type hiragana (こだっく), or
/// half-width katakana on older systems (ｺﾀﾞｯｸ). Everything folds to full-width katakana, and a
/// separate voicing mark (U+3099, U+309A, or the spacing ゛゜ and half-width ﾞﾟ) composes with
/// the kana before it, as NFKC would.
package enum KanaFolding {
    /// Hiragana U+3041–U+3096 and the hiragana iteration marks, as katakana (+0x60).
    @inline(__always)
    package static func katakana(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0x3041...0x3096, 0x309D...0x309E: Unicode.Scalar(scalar.value + 0x60)!
        default: scalar
        }
    }

    /// Half-width katakana U+FF66–U+FF9F as full-width katakana; voicing marks as the combining ones.
    @inline(__always)
    package static func fullWidth(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        guard scalar.value >= 0xFF61, scalar.value <= 0xFF9F else { return scalar }
        return halfWidth[Int(scalar.value - 0xFF61)]
    }

    /// Which voicing mark a scalar is: 1 for dakuten (゛), 2 for handakuten (゜), 0 for none.
    @inline(__always)
    package static func voicing(_ scalar: Unicode.Scalar) -> UInt32 {
        switch scalar.value {
        case 0x3099, 0x309B: 1
        case 0x309A, 0x309C: 2
        default: 0
        }
    }

    /// The katakana `base` with a voicing mark (1 dakuten, 2 handakuten); `nil` when it takes none.
    package static func voiced(_ base: Unicode.Scalar, mark: UInt32) -> Unicode.Scalar? {
        let value = base.value
        switch (value, mark) {
        // カ…ト: the voiced letter follows the plain one (ッ at U+30C3 is the small tsu, not a base).
        case (0x30AB...0x30C2, 1) where value % 2 == 1, (0x30C4...0x30C8, 1) where value % 2 == 0,
            // ハヒフヘホ: +1 voiced, +2 half-voiced.
            (0x30CF...0x30DB, _) where (value - 0x30CF) % 3 == 0:
            return Unicode.Scalar(value + mark)
        case (0x30A6, 1): return "\u{30F4}"  // ウ → ヴ
        case (0x30EF...0x30F2, 1): return Unicode.Scalar(value + 8)  // ワヰヱヲ → ヷヸヹヺ
        case (0x30FD, 1): return "\u{30FE}"  // ヽ → ヾ
        default: return nil
        }
    }

    /// U+FF61–U+FF9F: half-width punctuation and katakana, then the two voicing marks.
    private static let halfWidth: [Unicode.Scalar] =
        Array(
            "。「」、・ヲァィゥェォャュョッーアイウエオカキクケコサシスセソタチツテトナニヌネノハヒフヘホマミムメモヤユヨラリルレロワン"
                .unicodeScalars) + ["\u{3099}", "\u{309A}"]
}
