/// The form in which names and queries are compared, so that what a user types finds what a
/// table stores.
///
/// Folds, per scalar, without Foundation:
/// - width: full-width ASCII (U+FF01–U+FF5E) to ASCII, half-width katakana to full width;
/// - case: ASCII directly, other scripts (Cyrillic, Greek, Latin) with the standard library's
///   lower-case mapping;
/// - Latin diacritics: precomposed letters (Latin-1 and Latin Extended-A) to their base letters,
///   combining marks (U+0300–U+036F) dropped; Cyrillic ё to е, as Russian users type it; Roman
///   numerals to letters;
/// - kana: hiragana to katakana, voicing marks composed with their kana;
/// - Hangul: conjoining jamo composed into syllables, a lone initial to the compatibility jamo
///   keyboards type;
/// - removed: ASCII other than letters and digits, and every punctuation, separator, control,
///   format and variation-selector scalar (unassigned ones stay), so `Mr. Mime`, `mr-mime` and `Mr Mime` are alike.
///   Other symbols stay: `♀` and `♂` tell the two Nidoran apart.
///
/// It is not NFKC: compatibility forms outside these blocks (ligatures, circled letters) and
/// precomposed letters beyond U+017F (Vietnamese) pass through unchanged. The result is
/// idempotent: normalizing a key returns the key.
public enum SearchKey {
    /// The search key of a name or a query; empty when it has no letters, digits or symbols.
    /// - Complexity: O(n) in the scalars of `text`.
    public static func normalize(_ text: some StringProtocol) -> String {
        var boundaries: [Int]? = nil
        return String(decoding: utf8Key(text, boundaries: &boundaries), as: UTF8.self)
    }

    /// The key, and where the words of the text meet in it: the UTF-8 offsets in the key where
    /// removed white space or punctuation stood between two kept scalars (`Mr. Mime` → `mrmime`, [2]).
    /// - Complexity: O(n) in the scalars of `text`.
    package static func normalizeWithBoundaries(_ text: some StringProtocol) -> (key: String, boundaries: [Int]) {
        var boundaries: [Int]? = []
        let key = utf8Key(text, boundaries: &boundaries)
        return (String(decoding: key, as: UTF8.self), boundaries ?? [])
    }

    /// The key as UTF-8 bytes; with `boundaries`, also where the words met (see above).
    ///
    /// Text in ASCII (English names, slugs, romanizations) takes a byte loop; other text goes
    /// scalar by scalar through the folds.
    /// - Complexity: O(n) in the scalars of `text`.
    package static func utf8Key(_ text: some StringProtocol, boundaries: inout [Int]?) -> [UInt8] {
        var key: [UInt8] = []
        appendKey(of: text, to: &key, boundaries: &boundaries)
        return key
    }

    /// Appends the key of `text` to `buffer` (a shard's keys, back to back), and its boundaries,
    /// relative to the key's start, to `boundaries`.
    /// - Complexity: O(n) in the scalars of `text`.
    package static func appendKey(of text: some StringProtocol, to buffer: inout [UInt8], boundaries: inout [Int]?) {
        let utf8 = text.utf8
        if utf8.allSatisfy({ $0 < 0x80 }) {
            let start = buffer.count
            var separated = false
            for byte in utf8 {
                let kept: UInt8
                switch byte {
                case 0x41...0x5A: kept = byte + 0x20
                case 0x61...0x7A, 0x30...0x39: kept = byte
                default:
                    if buffer.count > start { separated = true }
                    continue
                }
                if separated {
                    boundaries?.append(buffer.count - start)
                    separated = false
                }
                buffer.append(kept)
            }
            return
        }
        var key = KeyBuffer()
        key.scalars.reserveCapacity(utf8.count)
        var separated = false
        for scalar in text.unicodeScalars {
            if boundaries != nil {
                let isSeparator =
                    scalar.value < 0x80
                    ? !((0x41...0x5A).contains(scalar.value) || (0x61...0x7A).contains(scalar.value)
                        || (0x30...0x39).contains(scalar.value))
                    : isRemoved(scalar)
                if isSeparator {
                    if !key.scalars.isEmpty { separated = true }
                    continue
                }
                if separated {
                    boundaries!.append(key.utf8Count)
                    separated = false
                }
            }
            let wide = widthFolded(scalar)
            // The Latin table lower-cases its letters itself; ASCII is handled by `append`. No
            // script from U+3000 to U+FFFF has case (full-width Latin was folded above), so the
            // Hangul, kana and Han of most names skip the property lookup.
            if wide.value >= 0x80, wide.value < 0x3000 || wide.value > 0xFFFF, LatinFolding.folded(wide) == nil,
                wide.properties.changesWhenLowercased
            {
                for lower in wide.properties.lowercaseMapping.unicodeScalars { append(lower, to: &key) }
            } else {
                append(wide, to: &key)
            }
        }
        // A lone conjoining initial becomes the jamo a keyboard types, now that nothing can
        // compose with it (both take three bytes, so the boundaries stay).
        for scalar in key.scalars {
            UTF8.encode(Hangul.compatibilityJamo(scalar)) { buffer.append($0) }
        }
    }

    /// The scalars of a key being built, and their UTF-8 length.
    private struct KeyBuffer {
        var scalars: [Unicode.Scalar] = []
        var utf8Count = 0

        var last: Unicode.Scalar? { scalars.last }

        mutating func append(_ scalar: Unicode.Scalar) {
            scalars.append(scalar)
            utf8Count += UTF8.width(scalar)
        }

        mutating func append(contentsOf text: String) {
            for scalar in text.unicodeScalars { append(scalar) }
        }

        mutating func removeLast() {
            utf8Count -= UTF8.width(scalars.removeLast())
        }
    }

    /// Full-width ASCII and half-width katakana at their usual width.
    @inline(__always)
    private static func widthFolded(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case 0xFF01...0xFF5E: Unicode.Scalar(scalar.value - 0xFEE0)!
        case 0xFF61...0xFF9F: KanaFolding.fullWidth(scalar)
        default: scalar
        }
    }

    /// Appends a lower-case scalar after folding it, or nothing when it is dropped.
    private static func append(_ scalar: Unicode.Scalar, to key: inout KeyBuffer) {
        let value = scalar.value
        if value < 0x80 {
            // ASCII: letters lower-cased, digits kept, everything else is punctuation here.
            if (0x41...0x5A).contains(value) {
                key.append(Unicode.Scalar(UInt8(value + 0x20)))
            } else if (0x61...0x7A).contains(value) || (0x30...0x39).contains(value) {
                key.append(scalar)
            }
            return
        }
        if let spelling = LatinFolding.folded(scalar) {
            key.append(contentsOf: spelling)
            return
        }
        switch value {
        case 0x0300...0x036F, 0xFE00...0xFE0F, 0xE0100...0xE01EF:
            return  // combining diacritics, variation selectors (♀️ is ♀)
        case 0x0451:
            key.append("\u{0435}")  // ё → е
            return
        case 0x2160...0x217F:
            key.append(contentsOf: romanNumerals[Int(value - 0x2160) % 16])
            return
        default:
            break
        }
        let mark = KanaFolding.voicing(scalar)
        if mark != 0 {
            if let last = key.last, let voiced = KanaFolding.voiced(last, mark: mark) {
                key.removeLast()
                key.append(voiced)
            }
            return
        }
        if let last = key.last, let syllable = Hangul.composed(last, scalar) {
            key.removeLast()
            key.append(syllable)
            return
        }
        if isRemoved(scalar) { return }
        key.append(KanaFolding.katakana(scalar))
    }

    /// Punctuation, separators, controls and format characters carry no part of a name.
    @inline(__always)
    private static func isRemoved(_ scalar: Unicode.Scalar) -> Bool {
        // The letters of the tables' scripts, without looking up their category: Latin-1 and
        // Extended-A/B letters, Cyrillic, Thai letters, kana, CJK ideographs, Hangul syllables.
        switch scalar.value {
        case 0xC0...0x24F, 0x400...0x4FF, 0xE01...0xE4E, 0x3041...0x3096, 0x30A1...0x30FA, 0x3400...0x9FFF, 0xAC00...0xD7A3:
            return false
        default:
            break
        }
        switch scalar.properties.generalCategory {
        case .connectorPunctuation, .dashPunctuation, .openPunctuation, .closePunctuation,
            .initialPunctuation, .finalPunctuation, .otherPunctuation,
            .spaceSeparator, .lineSeparator, .paragraphSeparator,
            .control, .format, .surrogate:
            return true
        default:
            return false
        }
    }

    /// Ⅰ…Ⅻ, Ⅼ, Ⅽ, Ⅾ, Ⅿ (U+2160–U+216F, and the lower-case U+2170–U+217F) as letters.
    private static let romanNumerals = [
        "i", "ii", "iii", "iv", "v", "vi", "vii", "viii", "ix", "x", "xi", "xii", "l", "c", "d", "m",
    ]
}
