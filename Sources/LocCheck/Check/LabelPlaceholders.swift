import PokeTables

/// The `{name}` placeholders of a card label, which the app replaces: `{species}` and `{form}` in
/// `form-pattern`, `{number}` in `number`.
///
/// A placeholder is `{`, one or more ASCII letters, digits, `-` or `_`, then `}`; any other brace
/// is text. That is the syntax `TableLocalizer` fills, and gettext's `python-brace-format` reads
/// the same names, so `msgfmt --check` and this agree on what a placeholder is.
enum LabelPlaceholders {
    /// The labels the app fills, with the placeholders it replaces in them: each must be there in
    /// every locale, English included, or a name is lost from every form's name.
    static let required: [String: [String]] = [
        "form-pattern": ["{species}", "{form}"],
        NumberLabel.key: [NumberLabel.placeholder],
    ]

    /// What the app puts in a required label's placeholders, for messages.
    static func filling(_ key: String) -> String {
        key == NumberLabel.key ? "the number" : "the names"
    }

    /// The placeholders of `text`, in order, each as written with its braces.
    /// - Complexity: O(n) in the length of `text`.
    static func scan(_ text: String) -> [String] {
        segments(text).filter(\.isPlaceholder).map(\.text)
    }

    /// `text` cut into runs of plain text and placeholders, in order; joined, they give `text` back.
    /// - Complexity: O(n) in the length of `text`.
    static func segments(_ text: String) -> [(text: String, isPlaceholder: Bool)] {
        var segments: [(text: String, isPlaceholder: Bool)] = []
        let scalars = Array(text.unicodeScalars)
        var plainStart = 0
        var index = 0
        func cut(_ range: Range<Int>, placeholder: Bool) {
            guard !range.isEmpty else { return }
            var run = ""
            run.unicodeScalars.append(contentsOf: scalars[range])
            segments.append((run, placeholder))
        }
        while index < scalars.count {
            guard scalars[index] == "{" else {
                index += 1
                continue
            }
            var end = index + 1
            while end < scalars.count, isNameScalar(scalars[end]) { end += 1 }
            if end > index + 1, end < scalars.count, scalars[end] == "}" {
                cut(plainStart..<index, placeholder: false)
                cut(index..<(end + 1), placeholder: true)
                index = end + 1
                plainStart = index
            } else {
                index += 1
            }
        }
        cut(plainStart..<scalars.count, placeholder: false)
        return segments
    }

    /// The placeholders a label must have in every locale: those the app requires, else the
    /// English label's; `nil` when English has no such label (there is nothing to compare with).
    static func expected(label key: String, english: String?) -> [String]? {
        if let required = required[key] { return required }
        return english.map(scan)
    }

    /// What differs between the placeholders a label has and those it should have, as the end of a
    /// sentence (`lacks {form}`, `has {specis}, which is not a placeholder of this label`), or `nil`
    /// when it has each of them and no other. Order and repetition are free, as for gettext's
    /// `python-brace-format` and pofilter: a language may put the form first.
    static func mismatch(found: [String], expected: [String]) -> String? {
        let missing = unique(expected.filter { !found.contains($0) })
        let unknown = unique(found.filter { !expected.contains($0) })
        guard !missing.isEmpty || !unknown.isEmpty else { return nil }
        var parts: [String] = []
        if !missing.isEmpty { parts.append("lacks \(list(missing))") }
        if !unknown.isEmpty {
            let suggestions = unknown.compactMap { token in closest(token, in: expected).map { "\(token) → \($0)" } }
            let hint = suggestions.isEmpty ? "" : " (did you mean \(suggestions.joined(separator: ", "))?)"
            parts.append(
                "has \(list(unknown)), which \(unknown.count == 1 ? "is not a placeholder" : "are not placeholders") of this label\(hint)")
        }
        return parts.joined(separator: " and ")
    }

    private static func unique(_ tokens: [String]) -> [String] {
        var seen = Set<String>()
        return tokens.filter { seen.insert($0).inserted }
    }

    /// `{species}`, `{species} and {form}`, `{a}, {b} and {c}`; `no placeholder` for none.
    static func list(_ tokens: [String]) -> String {
        tokens.isEmpty ? "no placeholder" : EnglishList.joined(tokens)
    }

    private static func isNameScalar(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar {
        case "a"..."z", "A"..."Z", "0"..."9", "-", "_": return true
        default: return false
        }
    }

    /// The expected placeholder a mistyped one meant (`{specis}` → `{species}`), by the
    /// package's one "did you mean" rule (``Spelling``).
    private static func closest(_ token: String, in expected: [String]) -> String? {
        Spelling.suggestion(for: token, among: expected)
    }
}
