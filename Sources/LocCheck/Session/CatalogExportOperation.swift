import Foundation
import PokeTables
import PokeTablesIO

/// `export --format xcstrings`: the chosen locales and tables as one String Catalog.
extension LocCheckSession {
    /// Writes the catalog of `locales` (empty: every locale the tables have) and `kinds` (empty:
    /// every table translators fill), with English as the source language.
    /// - Complexity: O(n log n) in the number of names exported (the catalog's sort).
    func exportCatalog(
        _ locales: [LocaleTag], kinds: [TableKind], version: CatalogVersion, outputPath: String?, untranslatedOnly: Bool,
        directory: URL, overBundled: Bool
    ) throws -> Int32 {
        let english = TableLayout.referenceLocale
        let chosenKinds = kinds.isEmpty ? TableKind.translated : TableKind.translated.filter(kinds.contains)
        if let other = kinds.first(where: { !TableKind.translated.contains($0) }) {
            throw UsageError(
                "--kind \(other.rawValue) is not a table translators fill; choose among \(TableKind.listed(TableKind.translated, "or")).")
        }
        let folders = Set(chosenKinds.map(\.rawValue))
        let files = try read(directory, overBundled: overBundled).filter { file in
            let parts = file.path.split(separator: "/")
            return parts.count == 2 && folders.contains(String(parts[0])) && parts[1].hasSuffix(".txt")
        }
        let tables = TableSet(parsingConcurrently: files)
        let exported = (locales.isEmpty ? tables.locales : locales).filter { $0 != english }
        // The English units give each entry's key, source and note; each locale's table its text.
        let units = ExchangeCatalog(tables: tables, snapshot: .bundled, locale: english).units
        var texts: [LocaleTag: [TableKind: [String: String]]] = [:]
        for locale in exported {
            for kind in chosenKinds {
                guard let table = tables.table(kind, locale) else { continue }
                texts[locale, default: [:]][kind] = Dictionary(
                    table.file.uniqueEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            }
        }
        var entries: [XCStringsWriter.Entry] = []
        var untranslated = 0
        for unit in units {
            var localizations: [String: String] = [:]
            for locale in exported {
                if let text = texts[locale]?[unit.kind]?[unit.key], !text.isEmpty {
                    localizations["\(locale)"] = text
                } else {
                    untranslated += 1
                }
            }
            if untranslatedOnly && localizations.count == exported.count { continue }
            if let source = unit.target, !source.isEmpty { localizations[english.description] = source }
            entries.append(XCStringsWriter.Entry(key: unit.context, comment: unit.note, localizations: localizations))
        }
        let text = XCStringsWriter.render(entries, version: version)
        guard let outputPath else {
            output(TerminalText(linesOf: text))
            return 0
        }
        try AtomicFile.write(text, to: URL(fileURLWithPath: outputPath))
        // On stderr: --output /dev/stdout must get the file's bytes alone.
        errorOutput(
            "Wrote \(outputPath): \(String(counting: entries.count, "string")) in \(String(counting: exported.count, "locale")) besides English (\(exported.map(\.description).joined(separator: ", "))), \(untranslated) names missing.\n"
        )
        return 0
    }
}
