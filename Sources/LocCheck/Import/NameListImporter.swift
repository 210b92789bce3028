import Foundation
import PokeTables
import PokeTablesIO

/// `loccheck import`: fills one table of a locale from a list of names.
///
/// The table is written in the API's key order: a listed name wins, a name the file already had
/// stays, and in a new table a key with neither gets an empty name, so `loccheck` reports it (in
/// a table that exists, a key with no line keeps having none). Lines for keys the
/// API doesn't know are kept at the end for `loccheck` to report, never dropped.
package enum NameListImporter {
    /// What an import did.
    package struct Report: Sendable {
        /// The table file, relative to the tables directory.
        package var path: String
        /// Names taken from the list.
        package var imported = 0
        /// Names that were trimmed or brought to NFC on the way in.
        package var cleaned = 0
        /// Keys left with an empty name.
        package var empty = 0
        /// Whether the file's bytes changed.
        package var written = false
        /// Names the corrections file corrected on the way in.
        package var corrected = 0
        /// One sentence per correction whose upstream name the list no longer has.
        package var staleCorrections: [String] = []
    }

    /// Fills `<kind>/<locale>.txt` from the list in `data` (named `fileName` in errors) and writes it atomically.
    ///
    /// The corrections of `directory` apply to the list's names (a name the list has as a
    /// correction's upstream one is written corrected). With `untranslatedOnly`, only names that
    /// are missing, empty or the same as the English one are filled; every other name stays.
    package static func write(
        list data: Data, fileName: String, kind: TableKind, locale: LocaleTag, tables: TableSet,
        snapshot: Snapshot, to directory: URL, source: String?,
        untranslatedOnly: Bool = false
    ) throws -> Report {
        // English defines which keys the other locales should have (forms, items…), so a list may
        // add any key of the API's to it, and a key it leaves without a name gets no line.
        let definesKeys = locale == TableLayout.referenceLocale && kind.declaration.expected == .namedInEnglish
        let keys = definesKeys ? tables.validKeys(kind, snapshot: snapshot) : tables.expectedKeys(kind, snapshot: snapshot)
        guard !keys.isEmpty else {
            throw ImportError(
                "The \(kind.rawValue) table has no keys to fill: \(kind.relativePath(for: TableLayout.referenceLocale)) is missing.")
        }
        var report = Report(path: kind.relativePath(for: locale))
        let existing = tables.table(kind, locale)?.file
        let kept = Dictionary((existing?.uniqueEntries ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let english = untranslatedOnly ? englishNames(kind, tables: tables) : [:]
        var listed: [(key: String, value: String)] = []
        for (key, name) in try NameList.read(data, fileName: fileName, keys: keys, kind: kind) {
            if untranslatedOnly, let current = kept[key], !current.isEmpty, current != english[key] { continue }
            let cleaned = ImportedNames.clean(name, count: &report.cleaned)
            if !cleaned.isEmpty { listed.append((key, cleaned)) }
        }
        let corrections = try Corrections.load(from: directory)
        let corrected = corrections.apply(to: listed, table: kind, locale: locale)
        report.corrected = corrected.corrected.count
        report.staleCorrections = corrected.stale.map {
            Corrections.staleMessage($0.correction, source: $0.source, path: Corrections.fileName)
        }
        let names = Dictionary(corrected.entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        report.imported = names.count
        var entries = keys.map { key in (key: key, value: names[key] ?? kept[key] ?? "") }
        report.empty = entries.filter(\.value.isEmpty).count
        // A key an existing table has no line for stays without one (loccheck reports it missing
        // where it belongs, or the baseline accepts the gap); only a new table gets every line.
        if definesKeys || existing != nil { entries.removeAll { $0.value.isEmpty && kept[$0.key] == nil } }
        let known = Set(keys)
        entries += (existing?.entries ?? []).filter { !known.contains($0.key) }.map { ($0.key, $0.value) }
        let inEffect = entries.filter { corrections.correction(kind, locale, $0.key)?.corrected == $0.value }.map(\.key)
        let comments = header(
            existing?.comments.filter { !TranslatorNote.isHint($0) }, kind: kind, locale: locale,
            source: source ?? fileName, untranslatedOnly: untranslatedOnly,
            replacesAll: entries.allSatisfy { $0.value.isEmpty || names[$0.key] != nil },
            corrected: inEffect)
        // A table add-locale wrote keeps its English hint above each line.
        let text =
            existing.map(HintedTableText.hasHints) == true
            ? HintedTableText.render(kind, comments: comments, entries: entries, notes: TranslatorNote(snapshot: snapshot, tables: tables))
            : TableText.render(comments: comments, entries: entries)
        report.written = try AtomicFile.write(text, to: directory.appendingPathComponent(report.path))
        return report
    }
}
