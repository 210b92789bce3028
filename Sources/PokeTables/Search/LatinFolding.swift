/// Latin letters with diacritics, folded to the ASCII letters a user types for them.
///
/// The standard library has no public Unicode normalization, so the precomposed letters of
/// Latin-1 Supplement and Latin Extended-A (U+00C0–U+017F, which cover every Latin-script name in
/// the tables: French, German, Spanish, Italian) map through this table: the canonical
/// decomposition without its combining marks, lower case, plus the usual spellings of letters
/// that have none (`ß` → `ss`, `æ` → `ae`, `ø` → `o`, `ł` → `l`). Decomposed input
/// (`e` + U+0301) needs no table: SearchKey drops combining diacritical marks.
package enum LatinFolding {
    /// The ASCII spelling of a scalar in U+00C0–U+017F; `nil` outside the range or for a
    /// non-letter (`×`, `÷`).
    @inline(__always)
    package static func folded(_ scalar: Unicode.Scalar) -> String? {
        let value = Int(scalar.value)
        guard value >= 0xC0, value < 0xC0 + table.count else { return nil }
        let spelling = table[value - 0xC0]
        return spelling.isEmpty ? nil : spelling
    }

    /// Generated with Python's `unicodedata.normalize("NFD", …)` minus combining marks, lower
    /// case, and the special spellings above; "" keeps the scalar.
    private static let table: [String] = [
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",  // U+00C0
        "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "ss",  // U+00D0
        "a", "a", "a", "a", "a", "a", "ae", "c", "e", "e", "e", "e", "i", "i", "i", "i",  // U+00E0
        "d", "n", "o", "o", "o", "o", "o", "", "o", "u", "u", "u", "u", "y", "th", "y",  // U+00F0
        "a", "a", "a", "a", "a", "a", "c", "c", "c", "c", "c", "c", "c", "c", "d", "d",  // U+0100
        "d", "d", "e", "e", "e", "e", "e", "e", "e", "e", "e", "e", "g", "g", "g", "g",  // U+0110
        "g", "g", "g", "g", "h", "h", "h", "h", "i", "i", "i", "i", "i", "i", "i", "i",  // U+0120
        "i", "i", "ij", "ij", "j", "j", "k", "k", "k", "l", "l", "l", "l", "l", "l", "l",  // U+0130
        "l", "l", "l", "n", "n", "n", "n", "n", "n", "n", "ng", "ng", "o", "o", "o", "o",  // U+0140
        "o", "o", "oe", "oe", "r", "r", "r", "r", "r", "r", "s", "s", "s", "s", "s", "s",  // U+0150
        "s", "s", "t", "t", "t", "t", "t", "t", "u", "u", "u", "u", "u", "u", "u", "u",  // U+0160
        "u", "u", "u", "u", "w", "w", "y", "y", "y", "z", "z", "z", "z", "z", "z", "s",  // U+0170
    ]
}
