internal import ICUCalls

/// Text broken into lines no wider than a number of terminal columns (``DisplayWidth``), where the
/// language lets a line break: Unicode's line breaking rules (UAX #14, through ICU), so Chinese
/// breaks between characters but never before `，` or `。`, and Latin text between words.
///
/// Korean and the games' Japanese put a space between words (U+3000 in Japanese), and their
/// lines break only there, as CSS's `word-break: keep-all` does; ICU 72 breaks between any two
/// syllables or kana, so for those languages only its breaks after a space are taken. A word
/// wider than the whole line is cut where the width ends. The space a line breaks at is not
/// shown at the end of the line.
package enum LineWrap {
    /// The languages whose lines break only at spaces.
    static let keepAllLanguages: Set<String> = ["ko", "ja"]

    /// The lines of `text` (its control characters removed) that fit `width` columns, in a
    /// language (a BCP 47 tag such as `ko` or `zh-Hant`); none for a text of spaces only.
    /// - Complexity: O(n) for n scalars.
    package static func lines(_ text: String, width: Int, language: String) -> [String] {
        let text = DisplayWidth.printable(text)
        let width = max(1, width)
        var lines: [String] = []
        var line = ""
        for segment in segments(text, language: language) {
            let candidate = line + segment
            if line.isEmpty || DisplayWidth.columns(of: trimmed(candidate)) <= width {
                line = candidate
            } else {
                lines.append(trimmed(line))
                line = String(segment)
            }
            // A word wider than the line: cut it where the width ends.
            while DisplayWidth.columns(of: trimmed(line)) > width {
                let (head, _) = DisplayWidth.prefix(of: line, fitting: width)
                // A character wider than the line itself goes on a line of its own.
                let kept = head.isEmpty ? line.unicodeScalars.prefix(1).count : head.unicodeScalars.count
                lines.append(String(String.UnicodeScalarView(line.unicodeScalars.prefix(kept))))
                line = String(String.UnicodeScalarView(line.unicodeScalars.dropFirst(kept)))
            }
        }
        if !trimmed(line).isEmpty { lines.append(trimmed(line)) }
        return lines.filter { !$0.isEmpty }
    }

    /// The pieces between the places a line may break, in order; together they are `text`.
    private static func segments(_ text: String, language: String) -> [Substring] {
        let units = Array(text.utf16)
        guard !units.isEmpty, units.count < Int(Int32.max) else { return units.isEmpty ? [] : [Substring(text)] }
        let capacity = units.count + 1
        var offsets = [Int32](repeating: 0, count: capacity)
        var status: icuc_status = 0
        let locale = language.replacingDashes
        let count = units.withUnsafeBufferPointer { text in
            offsets.withUnsafeMutableBufferPointer { offsets in
                icuc_line_breaks(locale, text.baseAddress, Int32(text.count), offsets.baseAddress, Int32(capacity), &status)
            }
        }
        // Without ICU's breaks (it failed), the text is one word, cut at the width.
        guard icuc_is_failure(status) == 0, count >= 0, Int(count) <= capacity else { return [Substring(text)] }
        let keepsWords = keepAllLanguages.contains(String(language.prefix { $0 != "-" && $0 != "_" }).lowercased())
        var pieces: [Substring] = []
        let utf16 = text.utf16
        var start = text.startIndex
        for offset in offsets.prefix(Int(count)) {
            guard let end = utf16.index(utf16.startIndex, offsetBy: Int(offset), limitedBy: utf16.endIndex),
                let boundary = end.samePosition(in: text), boundary > start
            else { continue }
            if keepsWords, boundary < text.endIndex, !(text[..<boundary].last.map(isSpace) ?? false) { continue }
            pieces.append(text[start..<boundary])
            start = boundary
        }
        if start < text.endIndex { pieces.append(text[start...]) }
        return pieces
    }

    /// Whether a character is a space a line may end at unseen (U+0020, U+3000 and the other spaces).
    private static func isSpace(_ character: Character) -> Bool {
        character.unicodeScalars.allSatisfy { $0.properties.isWhitespace }
    }

    /// `text` without the spaces at its end.
    private static func trimmed(_ text: some StringProtocol) -> String {
        var text = String(text)
        while let last = text.last, isSpace(last) { text.removeLast() }
        return text
    }
}

extension String {
    /// A BCP 47 tag as ICU takes a locale ID: `zh-Hant` → `zh_Hant`.
    fileprivate var replacingDashes: String { String(map { $0 == "-" ? "_" : $0 }) }
}
