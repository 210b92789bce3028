/// One problem, located: the file and line, how bad, which rule (a ``DiagnosticCode``), a message
/// that says what is wrong and how to fix it, and the fix itself when there is exactly one.
///
/// The one shape every tool reports in, from the table parser to the plugins: the parser's
/// problems, the snapshot's, loccheck's findings, pokegen's warnings and the files loccheck
/// can't read. It is rendered once, at the edge (``description``; loccheck's reports), never
/// carried as preformatted text.
package struct Diagnostic: Error, Hashable, Sendable, CustomStringConvertible {
    package enum Severity: String, Hashable, Sendable, Comparable {
        case warning, error

        package static func < (lhs: Severity, rhs: Severity) -> Bool { lhs == .warning && rhs == .error }
    }

    /// The rule, or the kind of file that could not be read (``DiagnosticCode/isFinding``).
    package var code: DiagnosticCode {
        get { storage.fields.code }
        set { update { $0.code = newValue } }
    }
    package var severity: Severity {
        get { storage.fields.severity }
        set { update { $0.severity = newValue } }
    }
    /// The file, as the tool names it: relative to the tables directory for a table, or as given.
    package var file: String {
        get { storage.fields.file }
        set { update { $0.file = newValue } }
    }
    /// The 1-based line, or nil for a problem of the whole file.
    package var line: Int? {
        get { storage.fields.line }
        set { update { $0.line = newValue } }
    }
    /// A whole sentence or two: what is wrong and how to fix it.
    package var message: String {
        get { storage.fields.message }
        set { update { $0.message = newValue } }
    }
    /// The replacement key or value that fixes it, when there is exactly one.
    package var fix: String? {
        get { storage.fields.fix }
        set { update { $0.fix = newValue } }
    }
    /// The table, locale and key it is about, where it is about one: what a baseline entry matches.
    package var table: TableKind? {
        get { storage.fields.table }
        set { update { $0.table = newValue } }
    }
    package var locale: LocaleTag? {
        get { storage.fields.locale }
        set { update { $0.locale = newValue } }
    }
    package var key: String? {
        get { storage.fields.key }
        set { update { $0.key = newValue } }
    }

    /// The fields, in an immutable box: a run with tens of thousands of findings copies,
    /// sorts and filters them several times, and a copy is then one reference, not five strings.
    /// A change makes a new box.
    private var storage: Storage

    private struct Fields: Hashable, Sendable {
        var code: DiagnosticCode
        var severity: Severity
        var file: String
        var line: Int?
        var message: String
        var fix: String?
        var table: TableKind?
        var locale: LocaleTag?
        var key: String?
    }

    private final class Storage: Sendable {
        let fields: Fields
        init(_ fields: Fields) { self.fields = fields }
    }

    private mutating func update(_ change: (inout Fields) -> Void) {
        var fields = storage.fields
        change(&fields)
        storage = Storage(fields)
    }

    package init(_ code: DiagnosticCode, severity: Severity? = nil, file: String, line: Int?, message: String,
                 fix: String? = nil, table: TableKind? = nil, locale: LocaleTag? = nil, key: String? = nil) {
        storage = Storage(Fields(code: code, severity: severity ?? code.defaultSeverity, file: file, line: line, message: message,
                                 fix: fix, table: table, locale: locale, key: key))
    }

    package static func == (lhs: Diagnostic, rhs: Diagnostic) -> Bool {
        lhs.storage === rhs.storage || lhs.storage.fields == rhs.storage.fields
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(storage.fields)
    }

    /// `file:line: severity: message [code]`, the form compilers use (and editors, CI and
    /// Xcode read): the one rendering of a diagnostic as a line of text.
    package var description: String {
        "\(file)\(line.map { ":\($0)" } ?? ""): \(severity.rawValue): \(message)" + (code.isFinding ? " [\(code.rawValue)]" : "")
    }

    /// The order reports list diagnostics in: by file, then line (a whole file's first), then code.
    /// - Complexity: O(1) for most pairs: a field is compared only when the ones before it are equal
    ///   (a tuple of the three would make every code's name for every comparison of a sort).
    package static func inReportOrder(_ first: Diagnostic, _ second: Diagnostic) -> Bool {
        if first.file != second.file { return first.file < second.file }
        let firstLine = first.line ?? 0, secondLine = second.line ?? 0
        if firstLine != secondLine { return firstLine < secondLine }
        return first.code < second.code
    }

    /// The same at another place: the file named from elsewhere (`Resources/` before it).
    package func located(in directory: String) -> Diagnostic {
        var copy = self
        copy.file = directory + file
        return copy
    }
}

/// The rules diagnostics come from: each a stable name that reports, the baseline and the config
/// file use, with its default severity; and the files a run could not read, which stop it
/// (``isFinding`` false). Declared once: the help's list of finding kinds and the baseline's
/// reading derive from ``allCases``.
package enum DiagnosticCode: String, Hashable, Sendable, CaseIterable, Comparable {
    case missingKey = "missing-key"
    case missingTable = "missing-table"
    case unknownKey = "unknown-key"
    case duplicateKey = "duplicate-key"
    case emptyValue = "empty-value"
    case surroundingWhitespace = "surrounding-whitespace"
    case notNFC = "not-nfc"
    case malformedLine = "malformed-line"
    case invalidUTF8 = "invalid-utf8"
    case byteOrderMark = "byte-order-mark"
    case carriageReturn = "carriage-return"
    case controlCharacter = "control-character"
    /// A character nobody sees: a zero width space, a TAG character, a Hangul filler… (``InvisibleCharacters``).
    case invisibleCharacter = "invisible-character"
    /// A key or name over the limit of one value (``TableLimits/valueBytes``).
    case valueTooLong = "value-too-long"
    /// A table file over the limit of one file (``TableLimits/fileBytes``), not read.
    case fileTooLarge = "file-too-large"
    case unrecognizedFile = "unrecognized-file"
    case wrongScript = "wrong-script"
    case duplicateName = "duplicate-name"
    case untranslatedCopy = "untranslated-copy"
    case lowCoverage = "low-coverage"
    case outOfOrder = "out-of-order"
    case staleBaseline = "stale-baseline"
    /// A name that differs from the one a PokeAPI server has (`--compare-api-names`).
    case apiNameMismatch = "api-name-mismatch"
    /// A line of the species, type or `/pokemon` list that can't be used: a slug listed twice,
    /// a negative height, an entry whose species or type the lists lack.
    case invalidSnapshot = "invalid-snapshot"
    /// A Chinese character of the other script: Traditional in zh-Hans, Simplified in zh-Hant.
    case hanVariant = "han-variant"
    /// A word of a full name one edit from the word the locale's species and form names write
    /// for that species: `Noyeau` where the form names write `Noyau`.
    case fullNameTypo = "full-name-typo"
    /// An English word left in a form or full name of another locale: the English species name,
    /// the English full name with only the species name put in, or a word the locale translates
    /// everywhere else (`Battle Bond Quajutsu`, `Meteor Violet` where German writes `Violett`).
    case untranslatedWord = "untranslated-word"
    /// Letters or digits of one table written both half-width and full-width (`X` among `Ｘ`).
    case mixedWidth = "mixed-width"
    /// A name that still has the error `loccheck-corrections.txt` corrects (a re-import or an edit brought it back).
    case correctionNotApplied = "correction-not-applied"
    /// A correction that no longer describes its name: the table or the source changed.
    case staleCorrection = "stale-correction"
    /// A name that differs from PokeAPI's CSV (`--csv DIR`) with no correction saying why.
    case upstreamMismatch = "upstream-mismatch"
    /// A name that differs from a second source pinned in the config (`compare TABLE LOCALE = FILE`).
    case sourceMismatch = "source-mismatch"
    /// A card label whose placeholders differ from the English label's.
    case placeholderMismatch = "placeholder-mismatch"
    /// A name whose romanized search keys are missing or out of date (`loccheck import-search-keys`).
    case searchKeyOutdated = "search-key-outdated"
    /// A search key that is not lower-case ASCII letters and digits.
    case invalidSearchKey = "invalid-search-key"
    /// A value that should be a key of another list and is not: an entry's game that is no `versions` key.
    case unknownValue = "unknown-value"
    // The prose rules (tables whose values are game text: Pokédex entries, ability descriptions).
    /// A control character written out in prose (`\n`, `\f`, `\u00AD`): the games' layout, copied as an escape.
    case escapedControl = "escaped-control"
    /// A word still split where a game's text box broke the line: a hyphen and a space inside it (`sun- light`).
    case strayHyphen = "stray-hyphen"
    /// A quote or bracket that is opened and never closed, or closed and never opened.
    case unbalancedPair = "unbalanced-pair"
    /// Prose in a non-English locale that is English: the English text, or mostly English words.
    case stillEnglish = "still-english"
    /// Prose identical to another key's text in the same locale (one species' entry given to another).
    case duplicateProse = "duplicate-prose"
    /// An entry of the API's lists that no table of its kind names in any locale.
    case namelessEntry = "nameless-entry"
    /// A name that is only a stand-in, such as `？？？`, where English has a name.
    case placeholderName = "placeholder-name"

    // Files a run could not read, which stop it (exit 2); no baseline accepts them.
    /// `loccheck-baseline.txt` has a line that can't be read.
    case invalidBaseline = "invalid-baseline"
    /// `loccheck-config.txt` has a line that can't be read.
    case invalidConfig = "invalid-config"
    /// `loccheck-corrections.txt` has a line that can't be read.
    case invalidCorrections = "invalid-corrections"

    /// Whether this is a finding of a check (reported, baselined, configured), not a file the
    /// run could not read.
    package var isFinding: Bool {
        switch self {
        case .invalidBaseline, .invalidConfig, .invalidCorrections: false
        default: true
        }
    }

    /// The codes of the checks' findings, in declaration order.
    package static var findings: [DiagnosticCode] { allCases.filter(\.isFinding) }

    /// The severity a diagnostic of this code has unless the config file says otherwise.
    package var defaultSeverity: Diagnostic.Severity {
        switch self {
        case .unrecognizedFile, .untranslatedCopy, .outOfOrder, .staleBaseline: .warning
        default: .error
        }
    }

    /// Whether the diagnostic says a name is not written yet, which `--min-coverage` tolerates.
    package var marksUntranslated: Bool {
        self == .missingKey || self == .missingTable || self == .emptyValue
    }

    package static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }
}
