import Foundation
import PokeTables
import PokeTablesIO

/// `loccheck add-locale`: every table of a new locale, with every key and empty names.
///
/// Empty values (not absent keys) so that `loccheck` lists exactly what is left, one finding per
/// name, at the line where the translator writes it; existing files are never overwritten.
package enum LocaleScaffold {
    /// What `add-locale` wrote and what it left alone.
    package struct Report: Sendable {
        /// Files created, relative to the tables directory.
        package var written: [String] = []
        /// Files that existed and were left as they are.
        package var kept: [String] = []
    }

    /// The start of the header line that marks a table as created empty.
    static let emptyNote = "Created empty by `loccheck add-locale"

    /// Reads a locale argument as BCP 47, refusing anything else before it can become a path.
    package static func locale(_ text: String) throws(ImportError) -> LocaleTag {
        guard let locale = LocaleTag(text) else {
            throw ImportError(
                "`\(text)` is not a BCP 47 locale tag of at most \(LocaleTag.maximumLength) characters; write a language, then optionally a script and a region, such as `pt-BR`, `sr-Latn` or `zh-Hant`."
            )
        }
        return locale
    }

    /// Writes `<table>/<locale>.txt` for every table kind the directory uses.
    package static func write(_ locale: LocaleTag, tables: TableSet, snapshot: Snapshot, to directory: URL) throws -> Report {
        var report = Report()
        let notes = TranslatorNote(snapshot: snapshot, tables: tables, locale: locale)
        var kinds = Set(tables.tables.map(\.kind))
        if kinds.isEmpty { kinds = [.species, .types] }
        for kind in TableKind.translated where kinds.contains(kind) {
            let path = kind.relativePath(for: locale)
            if tables.table(kind, locale) != nil {
                report.kept.append(path)
                continue
            }
            let keys = tables.expectedKeys(kind, snapshot: snapshot)
            let comments = [
                TableImporter.describe(kind, locale),
                "\(emptyNote) \(locale)`: write each name after `= `; the `# \(TranslatorNote.hintPrefix.dropLast())` line above each gives the English. `loccheck` lists what is left.",
            ]
            let text = HintedTableText.render(kind, comments: comments, entries: keys.map { ($0, "") }, notes: notes)
            try AtomicFile.write(text, to: directory.appendingPathComponent(path))
            report.written.append(path)
        }
        return report
    }
}
