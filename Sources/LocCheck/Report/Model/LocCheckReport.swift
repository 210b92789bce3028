import PokeTables

/// What one check found, as every report shows it: the one model that the JSON (this type,
/// encoded: `docs/loccheck-report.schema.json`), SARIF, HTML, Markdown, text, GitHub annotations
/// and JUnit are rendered from, and that tools and the tests decode.
///
/// Paths are as the user sees them: the tables directory as given, then the path inside it.
package struct LocCheckReport: Codable, Equatable, Sendable {
    /// The value of ``schema``.
    package static let schemaName = "loccheck-report"
    /// The schema version; raised only when a key is removed or changes meaning (keys are added
    /// within a version).
    package static let currentVersion = 1

    package var schema = Self.schemaName
    package var version = Self.currentVersion
    /// The loccheck that wrote it.
    package var tool: Tool
    /// The tables directory as given, ending in `/`: the prefix of every table's `file`.
    package var tables: String
    /// The findings left after the baseline, in report order (by file, then line).
    package var findings: [Finding]
    /// The findings the baseline accepted, each with the reason it gives, in report order.
    package var accepted: [AcceptedFinding]
    /// The checks this run skipped, each a phrase ("the comparison of the species names of th
    /// with ../names/th.json"), so a reader knows what was not looked at.
    package var skipped: [String]
    package var summary: Summary

    /// The program that wrote a report.
    package struct Tool: Codable, Equatable, Sendable {
        package var name: String
        package var version: String
    }

    /// One finding: what is wrong, where, and the fix when there is exactly one.
    package struct Finding: Codable, Equatable, Sendable {
        package var kind: DiagnosticCode
        package var severity: Diagnostic.Severity
        /// The table kind, for a finding about one table.
        package var table: TableKind?
        /// The BCP 47 tag, for a finding about one locale.
        package var locale: String?
        /// The key, as written in the file.
        package var key: String?
        /// The file: ``LocCheckReport/tables`` and the path inside it, or an absolute path; the
        /// tables directory alone for a finding about a whole locale.
        package var file: String
        /// 1-based; nil for a finding about a whole file.
        package var line: Int?
        /// 1-based, in Unicode scalars, where the file has a column worth naming (a String
        /// Catalog's value); nil otherwise.
        package var column: Int? = nil
        /// What is wrong and how to fix it.
        package var message: String
        /// The one replacement key or name, when there is exactly one.
        package var suggestion: String?
    }

    /// A finding the baseline accepts, the reason it gives, and the baseline line that gives it.
    package struct AcceptedFinding: Codable, Equatable, Sendable {
        package var finding: Finding
        package var reason: String
        package var baseline: Place
    }

    /// A line of a file.
    package struct Place: Codable, Equatable, Hashable, Sendable {
        package var file: String
        package var line: Int
    }

    /// The counts and the coverage.
    package struct Summary: Codable, Equatable, Sendable {
        /// Findings of severity error; any makes the exit code 1.
        package var errors: Int
        package var warnings: Int
        /// Findings the baseline accepted.
        package var accepted: Int
        /// One cell per locale and table, sorted by locale, then table.
        package var coverage: [Coverage]
        /// Per locale, over its tables that count toward its coverage, sorted by locale.
        package var locales: [LocaleCoverage]
    }

    /// Names present out of expected, for one table of one locale.
    package struct Coverage: Codable, Equatable, Sendable {
        package var locale: String
        package var table: TableKind
        package var present: Int
        package var expected: Int
    }

    /// Names present out of expected over a locale's tables that count, and its minimum.
    package struct LocaleCoverage: Codable, Equatable, Sendable {
        package var locale: String
        package var present: Int
        package var expected: Int
        /// Present out of expected in percent, rounded down to two decimals.
        package var percent: Double
        /// The `--min-coverage` in force for the locale, if any.
        package var minimum: Double?
    }
}

extension LocCheckReport.Finding {
    /// `line` or `line:column`; nil for a finding about a whole file.
    package var position: String? { Diagnostic.position(line: line, column: column) }
    /// `file`, `file:line` or `file:line:column`.
    package var place: String { Diagnostic.place(file, line: line, column: column) }

    /// Every key is written, `null` where there is no value, as the schema promises.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(severity, forKey: .severity)
        try container.encode(table, forKey: .table)
        try container.encode(locale, forKey: .locale)
        try container.encode(key, forKey: .key)
        try container.encode(file, forKey: .file)
        try container.encode(line, forKey: .line)
        try container.encode(column, forKey: .column)
        try container.encode(message, forKey: .message)
        try container.encode(suggestion, forKey: .suggestion)
    }
}

extension LocCheckReport.LocaleCoverage {
    /// `minimum` is written as `null` when no minimum is set.
    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(locale, forKey: .locale)
        try container.encode(present, forKey: .present)
        try container.encode(expected, forKey: .expected)
        try container.encode(percent, forKey: .percent)
        try container.encode(minimum, forKey: .minimum)
    }
}
