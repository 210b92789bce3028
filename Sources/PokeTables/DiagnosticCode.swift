/// A rule's stable name (`missing-key`), which reports, the baseline and the config file use,
/// with what it says is wrong, how to fix it and its default severity; or a kind of file a run
/// could not read, which stops it (``isFinding`` false).
///
/// Each code is declared as a static constant beside the check that reports it, so a rule's
/// metadata lives in the rule's file. loccheck's registry (`DiagnosticCode.allCases` in LocCheck)
/// gathers them from the rules it runs; the help, the SARIF rules, the JSON schema and
/// `loccheck rules` are derived from it.
///
/// Two codes are the same when their names are; a code is one reference, so a diagnostic
/// carrying it costs a word.
package struct DiagnosticCode: Hashable, Sendable, Comparable, CustomStringConvertible {
    private final class Metadata: Sendable {
        let rawValue: String
        let summary: String
        let help: String
        let defaultSeverity: Diagnostic.Severity
        let isFinding: Bool

        init(rawValue: String, summary: String, help: String, defaultSeverity: Diagnostic.Severity, isFinding: Bool) {
            self.rawValue = rawValue
            self.summary = summary
            self.help = help
            self.defaultSeverity = defaultSeverity
            self.isFinding = isFinding
        }
    }

    private let metadata: Metadata

    /// Declares a code.
    /// - Parameters:
    ///   - rawValue: the stable name, lower-case words joined by hyphens.
    ///   - severity: the severity a diagnostic of this code has unless the config file says otherwise.
    ///   - isFinding: false for a file the run could not read: it stops the run, and no baseline
    ///     accepts it.
    ///   - summary: one sentence: what a diagnostic of this code says is wrong.
    ///   - help: how to fix it, a sentence or two; each finding's message says it for its own line.
    package init(_ rawValue: String, severity: Diagnostic.Severity = .error, isFinding: Bool = true, summary: String, help: String) {
        metadata = Metadata(rawValue: rawValue, summary: summary, help: help, defaultSeverity: severity, isFinding: isFinding)
    }

    package var rawValue: String { metadata.rawValue }
    /// One sentence: what a diagnostic of this code says is wrong.
    package var summary: String { metadata.summary }
    /// How to fix what a diagnostic of this code reports.
    package var help: String { metadata.help }
    /// The severity a diagnostic of this code has unless the config file says otherwise.
    package var defaultSeverity: Diagnostic.Severity { metadata.defaultSeverity }
    /// Whether this is a finding of a check (reported, baselined, configured), not a file the
    /// run could not read.
    package var isFinding: Bool { metadata.isFinding }

    package var description: String { rawValue }

    /// Whether the diagnostic says a name is not written yet, which `--min-coverage` tolerates.
    package var marksUntranslated: Bool {
        self == .missingKey || self == .missingTable || self == .emptyValue
    }

    /// What a finding's message says after a fix `loccheck fix` makes in a table file (not in a
    /// String Catalog, whose findings leave it out).
    package static let fixMakesIt = " (`loccheck fix` does)"

    /// The end of the help of a finding that may be right as it is.
    package static let orAcceptIt = " If it is right as it is, accept it in loccheck-baseline.txt with the reason."

    package static func == (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool {
        lhs.metadata === rhs.metadata || lhs.rawValue == rhs.rawValue
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(rawValue)
    }

    package static func < (lhs: DiagnosticCode, rhs: DiagnosticCode) -> Bool { lhs.rawValue < rhs.rawValue }

    /// The codes this package's table format defines (the parser's, the key check's and the
    /// snapshot's), for a tool that reads a code back without loccheck's registry.
    package static let tableFormat: [DiagnosticCode] = [
        .malformedLine, .invalidUTF8, .byteOrderMark, .carriageReturn, .controlCharacter, .invisibleCharacter,
        .valueTooLong, .fileTooLarge, .duplicateKey,
        .missingKey, .missingTable, .unknownKey, .emptyValue, .surroundingWhitespace, .notNFC, .outOfOrder, .unrecognizedFile,
        .invalidSnapshot,
    ]
}

// Reports encode codes, severities and table kinds as the words the files and the help use.
extension DiagnosticCode: Encodable {
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
extension Diagnostic.Severity: Codable {}
extension TableKind: Codable {}
