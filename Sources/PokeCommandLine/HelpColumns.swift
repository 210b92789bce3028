/// A help section's rows, `term` then its description starting in one column, wrapped: the
/// layout every help page of the package follows (see the README's command-line section).
package enum HelpColumns {
    /// The width a help line stays within.
    package static let lineWidth = 96

    /// `term` after `indent` spaces, its description from column `descriptionColumn` (or on the
    /// next line when the term is too long to leave two spaces), wrapped at ``lineWidth``.
    package static func row(_ term: String, _ description: String, indent termIndent: Int = 2, descriptionColumn: Int) -> String {
        let indent = String(repeating: " ", count: descriptionColumn)
        let lead = String(repeating: " ", count: termIndent) + term
        var lines: [String] = []
        var line = term.isEmpty ? indent
            : lead.count + 2 <= descriptionColumn ? lead + String(repeating: " ", count: descriptionColumn - lead.count) : ""
        if line.isEmpty, !term.isEmpty { lines.append(lead) }
        var lineHasWords = false
        // A no-break space holds words together (`out-of-order (a warning)`); it prints as a space.
        for word in description.split(separator: " ").map({ $0.replacing("\u{A0}", with: " ") }) {
            if line.isEmpty { line = indent }
            if lineHasWords, line.count + 1 + word.count > lineWidth {
                lines.append(line)
                line = indent
                lineHasWords = false
            }
            line += (lineHasWords ? " " : "") + word
            lineHasWords = true
        }
        lines.append(line)
        return lines.joined(separator: "\n") + "\n"
    }
}
