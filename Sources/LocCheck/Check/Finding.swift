import PokeTables

/// One problem loccheck reports, tied to a file and, where it has one, a line.
package struct Finding: Hashable, Sendable {
    /// What kind of problem; each kind can be baselined and (later) configured on its own.
    package enum Kind: String, Hashable, Sendable, CaseIterable {
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
        /// A name that still has the error `loccheck-corrections.txt` corrects (a re-import or an edit brought it back).
        case correctionNotApplied = "correction-not-applied"
        /// A correction that no longer describes its name: the table or the source changed.
        case staleCorrection = "stale-correction"
        /// A name that differs from PokeAPI's CSV (`--csv DIR`) with no correction saying why.
        case upstreamMismatch = "upstream-mismatch"
        /// A name that differs from a second source pinned in the config (`compare TABLE LOCALE = FILE`).
        case sourceMismatch = "source-mismatch"
        /// A card label whose `{species}`, `{form}` placeholders differ from the English label's.
        case placeholderMismatch = "placeholder-mismatch"
        /// A name whose romanized search keys are missing or out of date (`loccheck import-search-keys`).
        case searchKeyOutdated = "search-key-outdated"
        /// A search key that is not lower-case ASCII letters and digits.
        case invalidSearchKey = "invalid-search-key"

        /// The severity a finding of this kind has unless the config file says otherwise.
        package var defaultSeverity: Severity {
            switch self {
            case .unrecognizedFile, .untranslatedCopy, .outOfOrder, .staleBaseline: return .warning
            default: return .error
            }
        }

        /// Whether the finding says a name is not written yet, which `--min-coverage` tolerates.
        package var marksUntranslated: Bool {
            self == .missingKey || self == .missingTable || self == .emptyValue
        }
    }

    package enum Severity: String, Hashable, Sendable {
        case error, warning
    }

    package var kind: Kind
    package var severity: Severity
    /// The file, relative to the tables directory (or absolute, for a baseline given elsewhere).
    package var path: String
    /// The 1-based line, or `nil` for a finding about the whole file.
    package var line: Int?
    package var table: TableKind?
    package var locale: LocaleTag?
    package var key: String?
    /// A whole sentence: what is wrong and how to fix it.
    package var message: String
    /// The replacement key or value loccheck would use, when there is exactly one.
    package var suggestion: String?

    package init(kind: Kind, severity: Severity? = nil, path: String, line: Int?, table: TableKind?, locale: LocaleTag?,
                key: String?, message: String, suggestion: String? = nil) {
        self.kind = kind
        self.severity = severity ?? kind.defaultSeverity
        self.path = path
        self.line = line
        self.table = table
        self.locale = locale
        self.key = key
        self.message = message
        self.suggestion = suggestion
    }
}

extension Finding.Kind {
    /// The finding kind for a parser diagnostic.
    init(_ kind: TableDiagnostic.Kind) {
        switch kind {
        case .malformedLine: self = .malformedLine
        case .invalidUTF8: self = .invalidUTF8
        case .byteOrderMark: self = .byteOrderMark
        case .carriageReturn: self = .carriageReturn
        case .controlCharacter: self = .controlCharacter
        case .duplicateKey: self = .duplicateKey
        case .invisibleCharacter: self = .invisibleCharacter
        case .valueTooLong: self = .valueTooLong
        case .fileTooLarge: self = .fileTooLarge
        }
    }
}
