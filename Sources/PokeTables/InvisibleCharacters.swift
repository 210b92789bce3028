/// The characters a name must not hold because nobody sees them: the one rule of the table
/// parser (an `invisible-character` diagnostic at the line) and of `loccheck import` (the entry is
/// refused). Control characters are the parser's own, older rule (``TableFileParser/isForbidden(_:)``).
///
/// Invisible means any of, by Unicode's own properties: a format character (General_Category
/// Cf: zero width space U+200B, word joiner U+2060, soft hyphen U+00AD, the TAG characters
/// U+E0000–E007F that spell hidden text), a line or paragraph separator (U+2028, U+2029), a
/// Default_Ignorable_Code_Point (the Hangul fillers U+115F, U+1160, U+3164, U+FFA0, the combining
/// grapheme joiner), a private-use character or a noncharacter. They can hide text in review or
/// make two names that look the same differ.
///
/// Three kinds are needed by some writing and allowed where they do something:
/// - U+200C ZERO WIDTH NON-JOINER and U+200D ZERO WIDTH JOINER right after a virama (canonical
///   combining class 9: Devanagari, Bengali, Tamil, Malayalam, Sinhala, Myanmar, Khmer…, where they
///   choose a conjunct's form; IDNA's CONTEXTJ rule), or between two letters of a joining script
///   (Arabic, Syriac, N'Ko, Mongolian; Persian writes `می‌خواهم` with a ZWNJ), combining marks
///   between them skipped.
/// - U+200D between two emoji (an emoji ZWJ sequence, UTS #51), a variation selector or skin tone
///   after the first skipped.
/// - Variation selectors (U+FE00–FE0F, U+E0100–E01EF, Mongolian U+180B–180D, U+180F) right after
///   the visible character whose form they select (Japanese names may use an ideographic one).
///
/// TAG characters are refused even after a flag (an emoji tag sequence): no name needs one.
package enum InvisibleCharacters {
    /// An invisible character of a text, with why it is refused.
    package struct Found: Sendable, Equatable {
        package var scalar: Unicode.Scalar
        /// `U+200B ZERO WIDTH SPACE`: the code point and, where Unicode has one, its name.
        package var codePoint: String { InvisibleCharacters.describe(scalar) }
        /// Why it can't stay, as the end of a sentence after the code point.
        package var reason: String {
            switch scalar.value {
            case 0x200C:
                return
                    "an invisible character allowed only right after a virama or between two letters of the Arabic, Syriac, N'Ko or Mongolian script"
            case 0x200D:
                return
                    "an invisible character allowed only right after a virama, between two letters of the Arabic, Syriac, N'Ko or Mongolian script, or between two emoji"
            case _ where InvisibleCharacters.isVariationSelector(scalar):
                return "a variation selector, allowed only right after the character whose form it selects"
            default:
                return "an invisible character, which can hide text or make two names that look the same differ"
            }
        }
    }

    /// The first character of `text` that is invisible where it stands, if any.
    /// - Complexity: O(n) in the scalars of `text`; most names' letters need no Unicode lookup.
    package static func first(in text: String) -> Found? {
        guard text.unicodeScalars.contains(where: isInvisible) else { return nil }
        let scalars = Array(text.unicodeScalars)
        for index in scalars.indices where isInvisible(scalars[index]) && !isAllowed(at: index, in: scalars) {
            return Found(scalar: scalars[index])
        }
        return nil
    }

    /// `U+200B ZERO WIDTH SPACE`, `U+E000 (a private-use character)`.
    package static func describe(_ scalar: Unicode.Scalar) -> String {
        let hex = String(scalar.value, radix: 16, uppercase: true)
        let code = "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        if let name = scalar.properties.name { return "\(code) \(name)" }
        if scalar.properties.generalCategory == .privateUse { return "\(code) (a private-use character)" }
        if scalar.properties.isNoncharacterCodePoint { return "\(code) (a noncharacter)" }
        return code
    }

    /// Whether the scalar is invisible wherever it stands (before its context is asked).
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        // ASCII and Latin-1 up to the soft hyphen (controls are the control rule's), the large
        // blocks of letters names are made of, and the punctuation of prose (general punctuation
        // up to the line separator and from the per mille sign to before the word joiner, CJK
        // punctuation, full-width forms): no lookup.
        case 0...0xAC, 0xC0...0x24F, 0x400...0x4FF, 0xE01...0xE5B, 0x2010...0x2027, 0x2030...0x205E, 0x3000...0x303F,
            0x3041...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3, 0xFF01...0xFF9F:
            return false
        default: return isInvisibleByProperty(scalar)
        }
    }

    /// ``isInvisible(_:)`` by Unicode's properties alone, without the blocks it answers at once.
    static func isInvisibleByProperty(_ scalar: Unicode.Scalar) -> Bool {
        let properties = scalar.properties
        switch properties.generalCategory {
        case .format, .lineSeparator, .paragraphSeparator, .privateUse: return true
        default: return properties.isDefaultIgnorableCodePoint || properties.isNoncharacterCodePoint
        }
    }

    private static func isAllowed(at index: Int, in scalars: [Unicode.Scalar]) -> Bool {
        let scalar = scalars[index]
        if isVariationSelector(scalar) {
            guard index > 0 else { return false }
            let base = scalars[index - 1]
            return !isInvisible(base) && !base.properties.isWhitespace
        }
        guard scalar.value == 0x200C || scalar.value == 0x200D else { return false }
        if index > 0, scalars[index - 1].properties.canonicalCombiningClass.rawValue == 9 { return true }
        let before = scalars[..<index].last { !isMark($0) }
        let after = scalars[(index + 1)...].first { !isMark($0) }
        guard let before, let after else { return false }
        if isJoiningLetter(before) && isJoiningLetter(after) { return true }
        if scalar.value == 0x200D {
            let base = scalars[..<index].last { !isVariationSelector($0) && !isSkinTone($0) }
            return base.map(isEmoji) == true && isEmoji(after)
        }
        return false
    }

    static func isVariationSelector(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xFE00...0xFE0F, 0xE0100...0xE01EF, 0x180B...0x180D, 0x180F: return true
        default: return false
        }
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: return true
        default: return false
        }
    }

    /// A letter of the scripts whose letters join: Arabic, Syriac, N'Ko, Mongolian.
    private static func isJoiningLetter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x600...0x6FF, 0x700...0x74F, 0x750...0x77F, 0x7C0...0x7FF, 0x860...0x86F, 0x870...0x89F, 0x8A0...0x8FF,
            0x1800...0x18AF, 0xFB50...0xFDFF, 0xFE70...0xFEFC:
            switch scalar.properties.generalCategory {
            case .otherLetter, .modifierLetter: return true
            default: return false
            }
        default: return false
        }
    }

    /// An emoji that can be joined: Emoji=Yes, but not the ASCII digits, `#` and `*` that also are.
    private static func isEmoji(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value > 0x7F && scalar.properties.isEmoji
    }

    private static func isSkinTone(_ scalar: Unicode.Scalar) -> Bool {
        (0x1F3FB...0x1F3FF).contains(scalar.value)
    }
}
