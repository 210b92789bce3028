import PokeTables

extension NameListImporter {
    /// The start of the header line that says where a table's names came from.
    static let importedNote = "Imported by `loccheck import` from"
    /// The start of the header line that says which source filled the names that were missing or English.
    static let filledNote = "Names that were missing or English filled by `loccheck import --untranslated-only` from"

    /// The header of a table after an import: what the table holds, where its names came from,
    /// and which names the corrections file corrected.
    ///
    /// An import after which every name of the table is the list's drops the earlier sources'
    /// lines, since none of their names is left; one that fills some names adds its own line. The add-locale line ("created empty") always goes.
    static func header(
        _ existing: [String]?, kind: TableKind, locale: LocaleTag, source: String,
        untranslatedOnly: Bool, replacesAll: Bool, corrected: [String]
    ) -> [String] {
        var comments = (existing ?? [TableImporter.describe(kind, locale)]).filter { !$0.hasPrefix(LocaleScaffold.emptyNote) }
        if replacesAll && !untranslatedOnly {
            comments.removeAll { $0.hasPrefix(importedNote) || $0.hasPrefix(filledNote) }
        }
        let provenance =
            untranslatedOnly
            ? "\(filledNote) \(source)."
            : "\(importedNote) \(source); see Resources/README.md to edit."
        if !comments.contains(provenance) { comments.append(provenance) }
        return Corrections.comments(comments, corrected: corrected)
    }

    /// The reference locale's names of a table, by key.
    static func englishNames(_ kind: TableKind, tables: TableSet) -> [String: String] {
        let entries = tables.table(kind, TableLayout.referenceLocale)?.file.uniqueEntries ?? []
        return Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
