import PokeCommandLine
import PokeTables

/// What `loccheck import FILE.po|FILE.xlf` writes: the translated entries whose text differs
/// from the locale's tables, as whole new file texts that change only those lines.
///
/// An entry is written only when it is translated (not fuzzy, not empty), names a key the tables
/// expect, was translated from today's English, and its text fits on a table line with the
/// label's placeholders. Everything else is a notice at the entry's line, never written.
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

    /// Plans the import of `file` into `locale`; `rawFiles` are the table files' bytes by path.
    /// - Complexity: O(n) in the entries of the file and the keys of the tables.
    init(_ file: TranslatedFile, fileName: String, locale: LocaleTag, tables: TableSet, rawFiles: [String: [UInt8]],
         snapshot: Snapshot) {
        self.locale = locale
        self.fileName = fileName
        let catalog = ExchangeCatalog(tables: tables, snapshot: snapshot, locale: locale)
        let units = Dictionary(catalog.units.map { ($0.context, $0) }, uniquingKeysWith: { first, _ in first })
        // Contexts as written (`species:bulbasaur`): a slug suggester would drop the colon.
        let contexts = catalog.units.map(\.context)
        var firstLine: [String: Int] = [:]
        var values: [TableKind: [String: String]] = [:]
        for entry in file.entries {
            guard let context = entry.context, !context.isEmpty else {
                refuse(entry, "the entry has no msgctxt or trans-unit id, so it names no table and key; export again with `loccheck export` and translate in that file.")
                continue
            }
            if let problem = entry.problem { refuse(entry, "`\(context)` \(problem)."); continue }
            guard let unit = units[context] else {
                let hint = Spelling.suggestion(for: context, among: contexts).map { " Did you mean `\($0)`?" } ?? " Export again to get the current keys."
                refuse(entry, "`\(context)` is not a name of the tables.\(hint)")
                continue
            }
            if let first = firstLine[context] {
                refuse(entry, "`\(context)` appears a second time (first on line \(first)); keep one of the two.")
                continue
            }
            firstLine[context] = entry.line
            guard let value = value(of: entry, unit: unit) else { continue }
            values[unit.kind, default: [:]][unit.key] = value
        }
        for (kind, changes) in values.sorted(by: { $0.key < $1.key }) {
            plan(kind, changes, tables: tables, rawFiles: rawFiles, snapshot: snapshot)
        }
    }

    /// Whether any entry or table was refused for an error (not merely left for later).
    var hasErrors: Bool { notices.contains { $0.severity == .error } }

    /// How many names the writes change.
    var changedCount: Int { writes.reduce(0) { $0 + $1.names } }

    /// The text to write for a translated entry that differs from the table, or `nil` with the reason counted or noted.
    private mutating func value(of entry: TranslatedFile.Entry, unit: ExchangeUnit) -> String? {
        switch entry.state {
        case .untranslated: untranslated += 1; return nil
        case .fuzzy:
            fuzzy += 1
            notices.append(Notice(severity: .warning, line: entry.line,
                                  message: "Not written: `\(unit.context)` is marked fuzzy or for review; review it in your tool, mark it translated, and import again."))
            return nil
        case .translated: break
        }
        // English's own file has its text as source too: a changed source there is the edit itself.
        guard locale == TableLayout.referenceLocale || entry.source.unicodeScalars.elementsEqual(unit.source.unicodeScalars) else {
            notices.append(Notice(severity: .warning, line: entry.line,
                                  message: "Not written: `\(unit.context)` was translated from “\(entry.source)”, but the English is now “\(unit.source)”; export again and translate the new text."))
            return nil
        }
        if let current = unit.target, current.utf8.elementsEqual(entry.target.utf8) { unchanged += 1; return nil }
        let text = entry.target.trimmedName.composedName
        if text.isEmpty { untranslated += 1; return nil }
        if let current = unit.target, current.utf8.elementsEqual(text.utf8) { unchanged += 1; return nil }
        let line = TableFile(text: "\(unit.key) = \(text)\n")
        guard line.diagnostics.isEmpty, line.entries.count == 1, line.entries[0].value.utf8.elementsEqual(text.utf8) else {
            refuse(entry, "the text of `\(unit.context)` has a line break or a control character, which a table line can't hold; write the name on one line.")
            return nil
        }
        if unit.kind == .ui, let expected = LabelPlaceholders.expected(label: unit.key, english: locale == TableLayout.referenceLocale ? nil : unit.source),
           let mismatch = LabelPlaceholders.mismatch(found: LabelPlaceholders.scan(text), expected: expected) {
            refuse(entry, "the text of `\(unit.context)` (`\(text)`) \(mismatch); keep \(LabelPlaceholders.list(expected)), which the app replaces with names.")
            return nil
        }
        if !text.utf8.elementsEqual(entry.target.utf8) { cleaned += 1 }
        return text
    }

    private mutating func plan(_ kind: TableKind, _ changes: [String: String], tables: TableSet, rawFiles: [String: [UInt8]],
                               snapshot: Snapshot) {
        let path = kind.relativePath(for: locale)
        let order = tables.expectedKeys(kind, snapshot: snapshot)
        guard let table = tables.table(kind, locale), let bytes = rawFiles[path] else {
            let header = [TableImporter.describe(kind, locale), "Imported by `loccheck import` from \(fileName); see Resources/README.md to edit."]
            let entries = order.compactMap { key in changes[key].map { (key: key, value: $0) } }
            writes.append((path, TableText.render(comments: header, entries: entries), entries.count))
            return
        }
        if let problem = table.file.diagnostics.first {
            notices.append(Notice(severity: .error, line: nil, message: "Not written: \(String(counting: changes.count, "name")) of \(path), which has problems loccheck reports (line \(problem.line): \(problem.message)); fix them, then import again."))
            return
        }
        let text = TableLineEdit.apply(changes, to: String(decoding: bytes, as: UTF8.self), file: table.file, order: order)
        writes.append((path, text, changes.count))
    }

    private mutating func refuse(_ entry: TranslatedFile.Entry, _ message: String) {
        notices.append(Notice(severity: .error, line: entry.line, message: "Not written: " + message))
    }
}
