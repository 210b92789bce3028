/// Text for the HTML report: every value goes through ``escaped(_:)``, so a name is always text,
/// never markup, whatever it holds.
enum HTMLText {
    /// `text` safe in element content and in a quoted attribute value: `&`, `<`, `>`, `"` and `'`
    /// as character references; a control character (C0 but tab and line feed, DEL, C1), which
    /// HTML can't show, as U+FFFD, the replacement character.
    /// - Complexity: O(n).
    static func escaped(_ text: String) -> String {
        var out = ""
        out.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&#39;"
            case "\t", "\n": out.unicodeScalars.append(scalar)
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// Text that came from the tables or a message about them, isolated from the text around it
    /// (`<bdi>`), so a right-to-left name or a bidi control in it can't reorder the report's words.
    static func data(_ text: String) -> String {
        "<bdi>" + escaped(text) + "</bdi>"
    }

    /// Inline code: a path, a key, a rule.
    static func code(_ text: String) -> String {
        "<code>" + data(text) + "</code>"
    }

    /// A percentage as the reports show it, rounded down to two decimals: `85.71%`, `85.7%`, `100%`.
    static func percent(_ value: Double) -> String {
        // A hair above, so 85.71 (8570.999… hundredths in binary) stays 85.71.
        let hundredths = Int((value * 100 + 1e-6).rounded(.down))
        let whole = hundredths / 100, fraction = hundredths % 100
        if fraction == 0 { return "\(whole)%" }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)%" : "\(whole).\(String(fraction).zeroPadded(to: 2))%"
    }
}
