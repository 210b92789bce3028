/// Pieces of the HTML report. Every value is escaped by ``HTMLOutput`` as it is interpolated
/// into a ``Markup``, so a name is always text, never markup, whatever it holds.
typealias HTML = Markup<HTMLOutput>

enum HTMLText {
    /// Text that came from the tables or a message about them, isolated from the text around it
    /// (`<bdi>`), so a right-to-left name can't reorder the report's words.
    static func data(_ text: String) -> HTML {
        "<bdi>\(text)</bdi>"
    }

    /// Inline code: a path, a key, a rule.
    static func code(_ text: String) -> HTML {
        "<code>\(data(text))</code>"
    }

    /// A percentage as the reports show it, rounded down to two decimals: `85.71%`, `85.7%`, `100%`.
    static func percent(_ value: Double) -> String {
        // A hair above, so 85.71 (8570.999… hundredths in binary) stays 85.71.
        let hundredths = Int((value * 100 + 1e-6).rounded(.down))
        let whole = hundredths / 100
        let fraction = hundredths % 100
        if fraction == 0 { return "\(whole)%" }
        return fraction % 10 == 0 ? "\(whole).\(fraction / 10)%" : "\(whole).\(String(fraction).zeroPadded(to: 2))%"
    }
}
