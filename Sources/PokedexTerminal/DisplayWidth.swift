internal import ICUCalls
import PokeTables

/// How many columns text takes on a terminal, as terminals count it (glibc's `wcwidth`, which
/// tmux uses): East Asian Wide and Fullwidth characters take two columns, combining marks, format
/// characters and the vowels and finals of conjoining Hangul none, everything else one.
///
/// From ICU's Unicode properties (through ICUCalls, whose header keeps ICU's types out of Swift:
/// Foundation's own ICU headers would clash with the system's), not from the process's locale.
package enum DisplayWidth {
    /// The columns of one scalar: 0, 1 or 2. Control characters count 0 (they should never be
    /// printed; see ``printable(_:)``).
    /// - Complexity: O(1): one ICU property lookup.
    package static func columns(of scalar: Unicode.Scalar) -> Int {
        let value = scalar.value
        if value < 0x20 || (0x7F..<0xA0).contains(value) { return 0 }
        if value < 0x7F { return 1 }
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .enclosingMark, .format: return value == 0xAD ? 1 : 0
        default: break
        }
        // Hangul Jamo medial vowels and final consonants join the syllable before them.
        if (0x1160...0x11FF).contains(value) || (0xD7B0...0xD7FF).contains(value) { return 0 }
        if value == 0x200B { return 0 }
        return icuc_is_east_asian_wide(value) != 0 ? 2 : 1
    }

    /// The columns of a whole text.
    /// - Complexity: O(n) for n scalars.
    package static func columns(of text: some StringProtocol) -> Int {
        text.unicodeScalars.reduce(0) { $0 + columns(of: $1) }
    }

    /// `text` without the characters that could act instead of being read (``ShownText/isUnsafe(_:)``,
    /// the package's one rule: C0, DEL, C1, the bidi controls and isolates, U+2028/2029,
    /// noncharacters), which could move the cursor, start an escape sequence or reorder the line:
    /// names and error messages from outside are printed through this. A terminal Pokédex drops
    /// them; loccheck, whose reports are evidence, shows them escaped.
    package static func printable(_ text: some StringProtocol) -> String {
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars where !ShownText.isUnsafe(scalar) {
            scalars.append(scalar)
        }
        return String(scalars)
    }

    /// The longest prefix of `text` that fits in `columns` columns, and its width; a wide
    /// character that would straddle the edge is left out.
    /// - Complexity: O(n) for the n scalars kept.
    package static func prefix(of text: some StringProtocol, fitting columns: Int) -> (text: Substring, columns: Int) {
        let string = Substring(text)
        var used = 0
        var end = string.startIndex
        for index in string.unicodeScalars.indices {
            let width = Self.columns(of: string.unicodeScalars[index])
            if used + width > columns { break }
            used += width
            end = string.unicodeScalars.index(after: index)
        }
        return (Substring(string.unicodeScalars[..<end]), used)
    }
}
