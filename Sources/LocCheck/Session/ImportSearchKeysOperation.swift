import Foundation
import PokeTables
import PokeTablesIO
import PokeTransforms

/// `import-search-keys`: writes `searchkeys/<locale>.txt` for every locale whose species names
/// are not in Latin letters.
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
            guard let table = try SearchKeyTable.derive(tables, locale: locale, snapshot: snapshot, romanizer: romanizer) else { continue }
            let path = TableKind.searchKeys.relativePath(for: locale)
            let text = table.rendered(keeping: tables.table(.searchKeys, locale)?.file)
            let changed = try AtomicFile.write(text, to: directory.appendingPathComponent(path))
            output(
                "\(changed ? "Wrote" : "Kept") \(shown)\(path): \(table.derived.count) names, \(table.derived.map(\.keys.count).reduce(0, +)) keys\n"
            )
        }
        return 0
    }
}
