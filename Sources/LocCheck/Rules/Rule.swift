import PokeTables

/// One of loccheck's checks: it reads tables in memory (``RuleInput``) and answers diagnostics,
/// with no file, process or terminal involved, so each is tested on its own (the tests build a
/// ``RuleInput`` from a few lines of table text). `loccheck check` runs the rules
/// ``RuleInput/rules(for:)`` lists, then applies the config's severities, `--min-coverage` and the
/// baseline, and renders the diagnostics once.
package protocol Rule: Sendable {
    /// The codes this rule reports.
    static var codes: [DiagnosticCode] { get }
    /// The rule's diagnostics for `input`, in no particular order.
    /// - Throws: a rule that needs ICU (Han variants, romanization) throws when ICU can't open what it needs.
    func check(_ input: RuleInput) throws -> [Diagnostic]
}

/// What the rules check: the tables, the API's lists they are checked against, and what is read
/// once for every rule (each table's entries, the reference locale's names).
package struct RuleInput: Sendable {
    package let tables: TableSet
    package let snapshot: Snapshot
    /// For a layer (an app's `Localization/`, `--over-bundled`): the tables it lies over.
    package let base: TableSet?
    /// The directory's corrections (`loccheck-corrections.txt`).
    package let corrections: Corrections
    /// Each table's entries, the first of each key, by path.
    package let entries: [String: [TableEntry]]
    /// The reference locale's names, by table and key: the layer's over its base's.
    package let english: [TableKind: [String: String]]

    package init(tables: TableSet, snapshot: Snapshot, base: TableSet? = nil, corrections: Corrections = Corrections()) {
        self.tables = tables
        self.snapshot = snapshot
        self.base = base
        self.corrections = corrections
        entries = Dictionary(tables.tables.map { ($0.path, $0.file.uniqueEntries) }, uniquingKeysWith: { first, _ in first })
        var english: [TableKind: [String: String]] = [:]
        for table in (base?.tables ?? []) + tables.tables where table.locale == TableLayout.referenceLocale {
            let names = Dictionary(table.file.uniqueEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            english[table.kind, default: [:]].merge(names) { _, layer in layer }
        }
        self.english = english
    }

    /// Whether the tables are a layer over others, which answer for the names it doesn't have.
    package var isLayer: Bool { base != nil }
}
