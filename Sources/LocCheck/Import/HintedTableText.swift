import PokeTables

/// A table file as `add-locale` writes it for translators: above each `key = name` line, a comment
/// with the English text and what the entry is.
///
///     # en: Bulbasaur — National Pokédex No. 1.
///     bulbasaur =
///
/// Comments above the lines, not beside them, because the format has no inline comments (a
/// value is the whole rest of its line); so filling a name changes one line, and the parser,
/// the generator and every other tool read the file as before.
enum HintedTableText {
    /// Renders the header comments, then each entry below its hint.
    static func render(_ kind: TableKind, comments: [String], entries: [(key: String, value: String)], notes: TranslatorNote) -> String {
        var text = TableText.render(comments: comments, entries: [])
        for entry in entries {
            text += TableText.render(comments: [notes.hint(kind, entry.key)], entries: [entry])
        }
        return text
    }

    /// Whether a table was written with hints (then a rewrite keeps them).
    static func hasHints(_ file: TableFile) -> Bool {
        file.comments.contains(where: TranslatorNote.isHint)
    }
}
