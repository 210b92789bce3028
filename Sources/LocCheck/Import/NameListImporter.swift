import Foundation
import PokeTables
import PokeTablesIO

/// `loccheck import`: fills one table of a locale from a list of names.
///
/// The table is written in the API's key order: a listed name wins, a name the file already had
/// stays, and a key with neither gets an empty name, so `loccheck` reports it. Lines for keys the
/// API doesn't know are kept at the end for `loccheck` to report, never dropped.
public enum NameListImporter {
    /// What an import did.
    public struct Report: Sendable {
        /// The table file, relative to the tables directory.
        public var path: String
        /// Names taken from the list.
        public var imported = 0
        /// Names that were trimmed or brought to NFC on the way in.
        public var cleaned = 0
        /// Keys left with an empty name.
        public var empty = 0
        /// Whether the file's bytes changed.
        public var written = false
    }

    /// Fills `<kind>/<locale>.txt` from the list in `data` (named `fileName` in errors) and writes it atomically.
    public static func write(list data: Data, fileName: String, kind: TableKind, locale: LocaleTag, tables: TableSet,
                             snapshot: Snapshot, to directory: URL, source: String?) throws -> Report {
        let keys = tables.expectedKeys(kind, snapshot: snapshot)
        guard !keys.isEmpty else {
            throw ImportError("The \(kind.rawValue) table has no keys to fill: \(kind.relativePath(for: TableLayout.referenceLocale)) is missing.")
        }
        var report = Report(path: kind.relativePath(for: locale))
        var names: [String: String] = [:]
        for (key, name) in try NameList.read(data, fileName: fileName, keys: keys) {
            let cleaned = ImportedNames.clean(name, count: &report.cleaned)
            if !cleaned.isEmpty { names[key] = cleaned }
        }
        report.imported = names.count
        let existing = tables.table(kind, locale)?.file
        let kept = Dictionary((existing?.uniqueEntries ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        var entries = keys.map { key in (key: key, value: names[key] ?? kept[key] ?? "") }
        report.empty = entries.filter(\.value.isEmpty).count
        let known = Set(keys)
        entries += (existing?.entries ?? []).filter { !known.contains($0.key) }.map { ($0.key, $0.value) }
        // The add-locale header line says the table is empty; an import replaces it with where the names came from.
        let provenance = "Imported by `loccheck import` from \(source ?? fileName); see Resources/README.md to edit."
        var comments = (existing?.comments ?? [TableImporter.describe(kind, locale)])
            .filter { !$0.hasPrefix(LocaleScaffold.emptyNote) && !TranslatorNote.isHint($0) }
        if !comments.contains(provenance) { comments.append(provenance) }
        // A table add-locale wrote keeps its English hint above each line.
        let text = existing.map(HintedTableText.hasHints) == true
            ? HintedTableText.render(kind, comments: comments, entries: entries, notes: TranslatorNote(snapshot: snapshot, tables: tables))
            : TableText.render(comments: comments, entries: entries)
        report.written = try AtomicFile.write(text, to: directory.appendingPathComponent(report.path))
        return report
    }
}
