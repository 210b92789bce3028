import PokeTables

/// One of loccheck's checks: it reads tables in memory (``RuleInput``) and answers diagnostics,
/// with no file, process or terminal involved, so each is tested on its own (the tests build a
/// ``RuleInput`` from a few lines of table text). `loccheck check` runs the key check,
/// ``TableChecker/rules`` and the rules that read more (the corrections, the snapshot, second
/// sources, a live server, ICU), then applies the config's severities, `--min-coverage` and the
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
    /// For each table, by path: the reference locale's name of each of its entries, in the order
    /// of ``entries`` (`nil` where English has none). What most rules compare a name with, found
    /// once for all of them.
    package let englishOfEntries: [String: [String?]]

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
        var englishOfEntries: [String: [String?]] = [:]
        var positions: [TableKind: [String: Int]] = [:]
        for table in tables.tables {
            guard base == nil else {
                let names = english[table.kind] ?? [:]
                englishOfEntries[table.path] = table.file.uniqueEntries.map { names[$0.key] }
                continue
            }
            // The English table's entries, in the order every locale's table follows: the next
            // entry is nearly always the next key, compared rather than hashed; after a key the
            // locale lacks, the English position is found once and followed again.
            let ordered = tables.table(table.kind, TableLayout.referenceLocale)?.file.uniqueEntries ?? []
            var cursor = 0
            englishOfEntries[table.path] = table.file.uniqueEntries.map { entry in
                if cursor < ordered.count, ordered[cursor].key == entry.key {
                    cursor += 1
                    return ordered[cursor - 1].value
                }
                if positions[table.kind] == nil {
                    positions[table.kind] = Dictionary(ordered.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first })
                }
                guard let position = positions[table.kind]?[entry.key] else { return nil }
                cursor = position + 1
                return ordered[position].value
            }
        }
        self.englishOfEntries = englishOfEntries
    }

    /// Whether the tables are a layer over others, which answer for the names it doesn't have.
    package var isLayer: Bool { base != nil }
}

/// A rule that reads nothing but the tables and the API's lists, and so can't fail: one of
/// ``TableChecker/rules``, which every tables directory gets.
protocol TableRule: Rule {
    func check(_ input: RuleInput) -> [Diagnostic]
}
