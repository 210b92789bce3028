/// Writes table files in the format ``TableFile`` reads.
package enum TableText {
    /// Renders header comments and entries as file text, one `key = value` per line, ending in a newline.
    ///
    /// Deterministic: the same arguments give the same bytes, so a re-import rewrites nothing.
    package static func render(comments: [String], entries: [(key: String, value: String)]) -> String {
        var text = ""
        for comment in comments {
            text += comment.isEmpty ? "#\n" : "# \(comment)\n"
        }
        for entry in entries {
            text += "\(entry.key) = \(entry.value)\n"
        }
        return text
    }
}
