extension Unicode.Scalar {
    /// Unicode's Ideographic property, with the blocks most names are written in answered without
    /// a property lookup: below U+3000 (Latin, Cyrillic, Thai… none ideographic), kana and Hangul
    /// syllables (not ideographic), and the CJK Unified Ideographs (all ideographic).
    /// - Complexity: O(1); a property lookup only for scalars outside those blocks.
    package var isIdeographicFast: Bool {
        switch value {
        case 0..<0x3000, 0x3041...0x30FF, 0xAC00...0xD7A3: false
        case 0x4E00...0x9FFF: true
        default: properties.isIdeographic
        }
    }
}
