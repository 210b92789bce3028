import PokeTables
import PokeTablesIO

/// What `loccheck import FILE.po|FILE.xlf` writes: the translated entries whose text differs
/// from the locale's tables, as whole new file texts that change only those lines.
///
/// An entry is written only when it is translated (not fuzzy, not empty), names a key the tables
/// expect (once: a key the file has twice is refused at each line), was translated from today's
/// English, and its text fits on a table line with the label's placeholders, within
/// ``PokeTables/TableLimits/valueBytes`` and without invisible characters. Everything else is a
/// notice at the entry's line, never written.
///
/// An import fills names the tables lack or have empty. A name the tables have is replaced only
/// with `overwrite`: without it, each such entry is a conflict, and when there is any, nothing of
/// the file is written (not even the fills), since a file that disagrees with reviewed names may
/// be another locale's or an old export.
struct TranslationImport {
    /// A reason an entry was not written.
    struct Notice: Sendable {
        enum Severity: String, Sendable { case error, warning }
        var severity: Severity
        /// The entry's line in the exchange file, or `nil` for a table's problem.
        var line: Int?
        var message: String
    }

    let locale: LocaleTag
    /// The exchange file's name, for new tables' headers.
    let fileName: String
    /// Files to write, relative to the tables directory, with their new text.
    private(set) var writes: [(path: String, text: String, names: Int)] = []
    private(set) var notices: [Notice] = []
    private(set) var unchanged = 0, untranslated = 0, fuzzy = 0, cleaned = 0
    /// Entries that would replace a name the tables have, without `overwrite`.
    private(set) var conflicts = 0
    /// Names held back because of the conflicts: they would have been written.
    private(set) var withheld = 0

    /// Plans the import of `file` into `locale`; `rawFiles` are the table files' bytes by path.
    /// - Parameter overwrite: replace names the tables have (`--overwrite`).
    /// - Complexity: O(n) in the entries of the file and the keys of the tables.
    init(
        _ file: TranslatedFile, fileName: String, locale: LocaleTag, tables: TableSet, rawFiles: [String: [UInt8]],
        snapshot: Snapshot, overwrite: Bool = false
    ) {
        self.locale = locale
        self.fileName = fileName
        let catalog = ExchangeCatalog(tables: tables, snapshot: snapshot, locale: locale)
        let units = Dictionary(catalog.units.map { ($0.context, $0) }, uniquingKeysWith: { first, _ in first })
        let suggestions = ContextSuggestions(catalog.units)
        var placed: [(entry: TranslatedFile.Entry, unit: ExchangeUnit)] = []
        var linesOf: [String: [Int]] = [:]
        for entry in file.entries {
            guard let context = key(of: entry) else { continue }
            if let problem = entry.problem {
                refuse(entry, "`\(context)` \(problem).")
                continue
            }
            guard let unit = units[context] else {
                let hint = suggestions.suggestion(for: context).map { " Did you mean `\($0)`?" } ?? " Export again to get the current keys."
                refuse(entry, "`\(context)` is not a name of the tables.\(hint)")
                continue
            }
            linesOf[context, default: []].append(entry.line)
            placed.append((entry, unit))
        }
        var values: [TableKind: [String: String]] = [:]
        for (entry, unit) in placed {
            // A key given more than once: one notice, at its first line, with its first few lines.
            if let lines = linesOf[unit.context], lines.count > 1 {
                if entry.line == lines[0] { refuse(entry, Self.repeated(unit.context, lines: lines)) }
                continue
            }
            guard let value = value(of: entry, unit: unit) else { continue }
            if let current = unit.target, !current.isEmpty, !overwrite {
                conflicts += 1
                refuse(
                    entry,
                    "`\(unit.context)` would replace “\(current)” with “\(value)”; an import replaces a name the tables have only with --overwrite."
                )
                continue
            }
            values[unit.kind, default: [:]][unit.key] = value
        }
        // In the file's order, whichever pass found them (the sort is stable).
        defer { notices.sort { ($0.line ?? .max) < ($1.line ?? .max) } }
        if conflicts > 0 {
            withheld = values.values.reduce(0) { $0 + $1.count }
            return
        }
        for (kind, changes) in values.sorted(by: { $0.key < $1.key }) {
            plan(kind, changes, tables: tables, rawFiles: rawFiles, snapshot: snapshot)
        }
    }

    /// How many lines of a key given several times a notice lists.
    static let repeatedLinesShown = 5

    /// Why a key given several times is written at none of them: its count and its first lines.
    static func repeated(_ context: String, lines: [Int]) -> String {
        var shown = lines.prefix(repeatedLinesShown).map(String.init)
        if lines.count > repeatedLinesShown { shown.append("\(TableLimits.grouped(lines.count - repeatedLinesShown)) more") }
        return "`\(context)` appears \(TableLimits.grouped(lines.count)) times (lines \(EnglishList.joined(shown, "and"))), "
            + "and nobody can tell which one the translator meant, so none of them is written; keep one and import again."
    }

    /// Whether any entry or table was refused for an error (not merely left for later).
    var hasErrors: Bool { notices.contains { $0.severity == .error } }

    /// How many names the writes change.
    var changedCount: Int { writes.reduce(0) { $0 + $1.names } }

    /// The entry's `table:key`: from its own identity or where a converter kept it; `nil`, with
    /// the entry refused, when it carries none or two different ones.
    private mutating func key(of entry: TranslatedFile.Entry) -> String? {
        var keys: [String] = []
        for carried in [entry.context].compactMap({ $0 }) + entry.references where ExchangeContext.isKey(carried) && !keys.contains(carried)
        {
            keys.append(carried)
        }
        if keys.count > 1 {
            refuse(
                entry,
                "the entry names two keys, \(EnglishList.joined(keys.map { "`\($0)`" }, "and")) (its msgctxt or id, resname and references); keep the one it translates."
            )
            return nil
        }
        if let key = keys.first { return key }
        // No table:key anywhere: a context of another shape is kept for its spelling suggestion.
        if let context = entry.context, context.contains(":") { return context }
        if let context = entry.context, !context.isEmpty {
            refuse(
                entry,
                "its id `\(context)` is not TABLE:KEY, and no resname, location or reference of the entry carries one, so it names no table and key "
                    + "(a tool renumbered the ids and dropped the rest); import the file loccheck exported, or convert with tools that keep the resname or the `#:` reference, as translate-toolkit's xliff2po and po2xliff do."
            )
        } else {
            refuse(
                entry,
                "the entry has no msgctxt, trans-unit id, resname or `#:` reference, so it names no table and key; export again with `loccheck export` and translate in that file."
            )
        }
        return nil
    }

    /// The text to write for a translated entry that differs from the table, or `nil` with the reason counted or noted.
    private mutating func value(of entry: TranslatedFile.Entry, unit: ExchangeUnit) -> String? {
        switch entry.state {
        case .untranslated:
            untranslated += 1
            return nil
        case .fuzzy:
            fuzzy += 1
            notices.append(
                Notice(
                    severity: .warning, line: entry.line,
                    message:
                        "Not written: `\(unit.context)` is marked fuzzy or for review; review it in your tool, mark it translated, and import again."
                ))
            return nil
        case .translated: break
        }
        // English's own file has its text as source too: a changed source there is the edit itself.
        guard locale == TableLayout.referenceLocale || entry.source.unicodeScalars.elementsEqual(unit.source.unicodeScalars) else {
            notices.append(
                Notice(
                    severity: .warning, line: entry.line,
                    message:
                        "Not written: `\(unit.context)` was translated from “\(entry.source)”, but the English is now “\(unit.source)”; export again and translate the new text."
                ))
            return nil
        }
        if entry.target.utf8.count > TableLimits.valueBytes, let refusal = NameAdmission.refusal(of: entry.target) {
            refuse(entry, "the text of `\(unit.context)` \(refusal.problem); \(refusal.fix).")
            return nil
        }
        if let current = unit.target, current.utf8.elementsEqual(entry.target.utf8) {
            unchanged += 1
            return nil
        }
        let text = entry.target.trimmedName.composedName
        if text.isEmpty {
            untranslated += 1
            return nil
        }
        if let current = unit.target, current.utf8.elementsEqual(text.utf8) {
            unchanged += 1
            return nil
        }
        if let refusal = NameAdmission.refusal(of: text) {
            refuse(entry, "the text of `\(unit.context)` \(refusal.problem); \(refusal.fix).")
            return nil
        }
        if unit.kind == .labels,
            let expected = LabelPlaceholders.expected(label: unit.key, english: locale == TableLayout.referenceLocale ? nil : unit.source),
            let mismatch = LabelPlaceholders.mismatch(found: LabelPlaceholders.scan(text), expected: expected)
        {
            refuse(
                entry,
                "the text of `\(unit.context)` (`\(text)`) \(mismatch); keep \(LabelPlaceholders.list(expected)), which the app replaces with names."
            )
            return nil
        }
        if !text.utf8.elementsEqual(entry.target.utf8) { cleaned += 1 }
        return text
    }

    private mutating func plan(
        _ kind: TableKind, _ changes: [String: String], tables: TableSet, rawFiles: [String: [UInt8]],
        snapshot: Snapshot
    ) {
        let path = kind.relativePath(for: locale)
        let order = tables.expectedKeys(kind, snapshot: snapshot)
        guard let table = tables.table(kind, locale), let bytes = rawFiles[path] else {
            let header = [
                TableImporter.describe(kind, locale), "Imported by `loccheck import` from \(fileName); see Resources/README.md to edit.",
            ]
            let entries = order.compactMap { key in changes[key].map { (key: key, value: $0) } }
            writes.append((path, TableText.render(comments: header, entries: entries), entries.count))
            return
        }
        if let problem = table.file.diagnostics.first {
            notices.append(
                Notice(
                    severity: .error, line: nil,
                    message:
                        "Not written: \(String(counting: changes.count, "name")) of \(path), which has problems loccheck reports (\(problem.line.map { "line \($0): " } ?? "")\(problem.message)); fix them, then import again."
                ))
            return
        }
        let text = TableLineEdit.apply(changes, to: String(decoding: bytes, as: UTF8.self), file: table.file, order: order)
        writes.append((path, text, changes.count))
    }

    private mutating func refuse(_ entry: TranslatedFile.Entry, _ message: String) {
        notices.append(Notice(severity: .error, line: entry.line, message: "Not written: " + message))
    }
}

/// The exchange identity an unknown one most likely meant (`species:pikachuu` → `species:pikachu`):
/// the key suggested among its table's keys by the check's own suggester (``KeySuggester``), at
/// the cost of a few hash lookups per key, not a comparison with every key of every table.
private struct ContextSuggestions {
    private let suggesters: [TableKind: KeySuggester]
    private let contexts: Set<String>

    init(_ units: [ExchangeUnit]) {
        var keys: [TableKind: [String]] = [:]
        for unit in units { keys[unit.kind, default: []].append(unit.key) }
        suggesters = keys.mapValues(KeySuggester.init(slugs:))
        contexts = Set(units.map(\.context))
    }

    /// `TABLE:KEY` with the table as written when it names one, else the table it most likely meant.
    func suggestion(for context: String) -> String? {
        let parts = context.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
        guard parts.count == 2 else { return nil }
        let tables = suggesters.keys.map(\.rawValue)
        guard
            let kind = TableKind(rawValue: String(parts[0]))
                ?? Spelling.suggestion(for: String(parts[0]), among: tables).flatMap(TableKind.init(rawValue:)),
            let suggester = suggesters[kind]
        else { return nil }
        let key = String(parts[1])
        // A misspelt table with a key it has: the table is the fix.
        if contexts.contains(ExchangeContext.text(kind, key)) { return ExchangeContext.text(kind, key) }
        return suggester.suggestion(for: key).map { ExchangeContext.text(kind, $0) }
    }
}
