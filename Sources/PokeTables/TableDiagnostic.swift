/// A problem found while reading a table file, tied to the line it is on.
package struct TableDiagnostic: Hashable, Sendable {
    /// What kind of problem it is; each kind has its own fix.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
        /// A line that is neither blank, a comment, nor `key = value`.
        case malformedLine = "malformed-line"
        /// Bytes that are not valid UTF-8.
        case invalidUTF8 = "invalid-utf8"
        /// A UTF-8 byte order mark at the start of the file.
        case byteOrderMark = "byte-order-mark"
        /// A line that ends in CR LF instead of LF.
        case carriageReturn = "carriage-return"
        /// A control character (NUL, a bidi override, …) inside a key or value.
        case controlCharacter = "control-character"
        /// A key that appeared on an earlier line.
        case duplicateKey = "duplicate-key"
        /// A character nobody sees (``InvisibleCharacters``): a zero width space, a TAG character, a Hangul filler…
        case invisibleCharacter = "invisible-character"
        /// A key or value longer than ``TableLimits/valueBytes``.
        case valueTooLong = "value-too-long"
        /// A file longer than ``TableLimits/fileBytes``, which is not read.
        case fileTooLarge = "file-too-large"
    }

    package var kind: Kind
    /// The 1-based line number.
    package var line: Int
    /// A whole sentence that says what is wrong and how to fix it.
    package var message: String

    package init(kind: Kind, line: Int, message: String) {
        self.kind = kind
        self.line = line
        self.message = message
    }
}
