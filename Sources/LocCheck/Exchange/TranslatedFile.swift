import PokeTables

/// A translated exchange file (PO or XLIFF), read into what `loccheck import` needs: the locale
/// and every entry's identity, English source, text and state, with its line for messages.
struct TranslatedFile: Sendable {
    /// How far a translator got with an entry.
    enum State: Sendable {
        /// A text the translator stands by.
        case translated
        /// A text marked for review (PO `#, fuzzy`; XLIFF `approved="no"` or a `needs-…` state).
        case fuzzy
        /// No text.
        case untranslated
    }

    struct Entry: Sendable {
        /// `table:key` as the entry's own identity says (PO msgctxt, XLIFF id), or `nil` when it has none.
        var context: String?
        /// Where else the entry may carry its key, for files that went through tools that drop or
        /// renumber the identity: PO `#:` references, XLIFF resname, location and msgctxt contexts.
        var references: [String] = []
        var source: String
        var target: String
        var state: State
        /// The 1-based line of the entry in the file.
        var line: Int
        /// Why the entry can't be imported whatever its text (a plural entry, say), as the end of a sentence.
        var problem: String? = nil
    }

    /// The locale the file says it is in, if it says.
    var locale: LocaleTag?
    /// The locale as written, for messages when it is not BCP 47.
    var localeText: String?
    var entries: [Entry]
}

/// A file `loccheck import` can't read, with its line and how to fix it.
struct ExchangeFileError: Error, CustomStringConvertible {
    let description: String

    init(_ file: String, line: Int?, column: Int? = nil, _ message: String) {
        description = "\(file)\(line.map { ":\($0)" } ?? "")\(column.map { ":\($0)" } ?? ""): \(message)"
    }
}
