/// A parsed table file: the format described in `Resources/README.md`.
///
/// A table file is UTF-8 text, one entry per line:
///
///     # a comment
///     bulbasaur = 이상해씨
///
/// The key is everything before the first `=`, without the white space around it; the value is
/// everything after `= ` (the one space after `=` is part of the separator). Blank lines and lines
/// whose first non-blank character is `#` are ignored. Nothing is escaped: a value is exactly the
/// text on its line.
package struct TableFile: Sendable {
    /// The entries in file order, duplicates included, so a checker can point at each line.
    package private(set) var entries: [TableEntry]
    /// Every line that could not be read as an entry, and other problems of the file's bytes.
    package private(set) var diagnostics: [Diagnostic]
    /// The comment lines (without `#` and the space after it), in order.
    package private(set) var comments: [String]

    /// Parses a table from the raw bytes of a file.
    ///
    /// Parsing never fails: each problem becomes a diagnostic at its line, and the lines that
    /// can be read are still returned.
    /// - Complexity: O(n) in the number of bytes.
    /// - Parameter path: the file as diagnostics name it (`species/ko.txt`); empty when unknown.
    package init(bytes: some Collection<UInt8>, path: String = "") {
        var parser = TableFileParser()
        parser.path = path
        parser.parse(Array(bytes))
        self.entries = parser.entries
        self.uniqueEntries = parser.uniqueEntries
        self.diagnostics = parser.diagnostics
        self.comments = parser.comments
    }

    /// Parses a table from text already in memory.
    package init(text: String, path: String = "") {
        self.init(bytes: Array(text.utf8), path: path)
    }

    /// Whether a character is one no line of a table may hold: a control character (tab, NUL,
    /// line breaks), a bidi embedding, override or isolate, or the byte order mark.
    package static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        TableFileParser.isForbidden(scalar)
    }

    /// The first entry for each key, in file order; later duplicates are left out.
    package private(set) var uniqueEntries: [TableEntry]
}
