import Foundation
import PokeTables
import PokeTablesIO
import PokeTransforms

/// `import-search-keys`: writes `searchkeys/<locale>.txt` for every locale whose species names
/// are not in Latin letters. The imports of names write a locale's search keys too, so none
/// leaves them outdated.
extension LocCheckSession {
    /// `loccheck import-search-keys`.
    package func importSearchKeys(tablesPath: String?) throws -> Int32 {
        let (directory, shown) = try tablesDirectory(tablesPath)
        let tables = try readTables(directory)
        guard let snapshot = tables.snapshot else {
            throw UsageError(
                "\(shown) has no snapshot/species.txt, so the species keys are unknown; run import-search-keys on a tables directory with its snapshot."
            )
        }
        let romanizer = SearchKeyRomanizer()
        for locale in tables.locales {
            guard let keys = try Self.searchKeys(of: locale, in: tables, snapshot: snapshot, romanizer: romanizer) else { continue }
            let changed = try AtomicFile.write(keys.text, to: directory.appendingPathComponent(keys.path))
            output("\(changed ? "Wrote" : "Kept") \(shown)\(keys.path): \(keys.summary)\n")
        }
        return 0
    }

    /// A locale's search-key table derived from `tables`, as `import-search-keys` writes it; nil
    /// for a locale whose names need none (Latin letters).
    static func searchKeys(
        of locale: LocaleTag, in tables: TableSet, snapshot: Snapshot, romanizer: SearchKeyRomanizer
    ) throws -> (path: String, text: String, summary: String)? {
        guard let table = try SearchKeyTable.derive(tables, locale: locale, snapshot: snapshot, romanizer: romanizer) else { return nil }
        let text = table.rendered(keeping: tables.table(.searchKeys, locale)?.file)
        let summary =
            "\(String(counting: table.derived.count, "name")), \(String(counting: table.derived.map(\.keys.count).reduce(0, +), "key"))"
        return (TableKind.searchKeys.relativePath(for: locale), text, summary)
    }

    /// The search keys of `locale` derived again from `files` (a tables directory's, with an
    /// import's writes in them), when the locale has search keys and their file would change.
    /// An import stages them beside its own writes, so it leaves no `search-key-outdated`.
    ///
    /// Cost: parses the species tables and the snapshot, and romanizes the locale's species
    /// names through ICU's transforms (a few hundred milliseconds for a CJK locale).
    static func updatedSearchKeys(
        of locale: LocaleTag, in files: [(path: String, bytes: [UInt8])]
    ) throws -> (path: String, text: String, summary: String)? {
        let path = TableKind.searchKeys.relativePath(for: locale)
        let read = files.filter { file in
            file.path.hasPrefix(TableKind.species.directory + "/") || file.path == path || TableLayout.isSnapshot(file.path)
        }
        let tables = TableSet(parsingConcurrently: read)
        guard
            let keys = try searchKeys(of: locale, in: tables, snapshot: tables.snapshot ?? .bundledLists, romanizer: SearchKeyRomanizer()),
            files.first(where: { $0.path == path })?.bytes != Array(keys.text.utf8)
        else { return nil }
        return keys
    }

    /// The search keys an import into `locale` changes (``SearchKeyTable/readers(of:among:)``),
    /// derived again from `files`, the tables as they will be; see ``updatedSearchKeys(of:in:)``.
    static func updatedSearchKeys(
        afterImportInto locale: LocaleTag, files: [(path: String, bytes: [UInt8])]
    ) throws -> [(path: String, text: String, summary: String)] {
        // The locales with species names: `species/LOCALE.txt`.
        let prefix = TableKind.species.directory + "/"
        let locales = files.compactMap { file -> LocaleTag? in
            guard file.path.hasPrefix(prefix), file.path.hasSuffix(".txt") else { return nil }
            return LocaleTag(String(file.path.dropFirst(prefix.count).dropLast(4)))
        }
        return try SearchKeyTable.readers(of: locale, among: locales).compactMap { try updatedSearchKeys(of: $0, in: files) }
    }

    /// After an import into `locale`'s tables: writes the search keys it changed again, and says so.
    func writeSearchKeys(of locale: LocaleTag, directory: URL, shown: String) throws {
        for keys in try Self.updatedSearchKeys(afterImportInto: locale, files: TableDirectory.read(directory)) {
            _ = try AtomicFile.write(keys.text, to: directory.appendingPathComponent(keys.path))
            output("Wrote \(shown)\(keys.path): \(keys.summary) (the search keys of the names imported)\n")
        }
    }
}
