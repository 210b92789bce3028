import Foundation
import PokeTables

/// What a tables directory must hold before loccheck reads it: a CI job given the wrong folder
/// (`--tables Resources/species`, an empty checkout) must stop, not check nothing and pass.
enum TablesDirectoryShape {
    /// The English species table, which every other table and locale is checked against.
    static let reference = TableKind.species.relativePath(for: TableLayout.referenceLocale)

    /// Throws unless `directory` holds a table folder and its English: the English species table
    /// where there is a species folder (every species table is read against it), else the English
    /// table of some kind. A layer over the bundled tables (`layer`, an app's `Localization/`)
    /// needs only a table folder or a String Catalog: the bundled English answers for it.
    /// - Complexity: one `stat` per table kind, twice; nothing is read.
    static func check(_ directory: URL, shown: String, layer: Bool) throws(UsageError) {
        let manager = FileManager.default
        // A file counts when anything is there, a broken link too: reading it reports what is wrong.
        func exists(_ path: String, folder: Bool) -> Bool {
            let full = path.isEmpty ? directory.path : directory.appendingPathComponent(path).path
            guard folder else { return (try? manager.attributesOfItem(atPath: full)) != nil }
            var isDirectory: ObjCBool = false
            return manager.fileExists(atPath: full, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        guard exists("", folder: true) else {
            throw UsageError(
                "The tables directory \(shown) does not exist; pass the folder that holds species/, types/ and ui/ with --tables.")
        }
        let kinds = TableKind.allCases
        // An app's layer may keep its names in String Catalogs instead (StringCatalogTables reads them).
        let catalogs = ((try? manager.contentsOfDirectory(atPath: directory.path)) ?? []).contains { $0.hasSuffix(".xcstrings") }
        if layer && catalogs { return }
        let present = kinds.filter { exists($0.directory, folder: true) }
        let hint = nestedHint(directory, folders: kinds.map(\.directory))
        guard !present.isEmpty else {
            let listed = EnglishList.joined(kinds.map { "\($0.directory)/" }, "or")
            throw UsageError(
                "\(shown) holds none of the table folders (\(listed)), so it is not a tables directory\(hint); pass the folder that holds them with --tables."
            )
        }
        if layer { return }
        let english = TableLayout.referenceLocale
        let layerHint = ", or add --over-bundled if this is an app's Localization/ folder layered over the bundled tables"
        if present.contains(.species), !exists(reference, folder: false) {
            throw UsageError(
                "\(shown) has no \(reference), the English species table the species tables are checked against; restore it\(layerHint).")
        }
        guard present.contains(where: { exists($0.relativePath(for: english), folder: false) }) else {
            throw UsageError(
                "\(shown) has no English table (\(present.map { $0.relativePath(for: english) }.joined(separator: ", "))), which the other locales are checked against; add it\(layerHint)."
            )
        }
    }

    /// ", it looks like the species/ folder of one" when `directory` is itself a table folder
    /// (its name is a kind's and it holds `<locale>.txt` files): the usual mistake, a level too deep.
    private static func nestedHint(_ directory: URL, folders: [String]) -> String {
        let name = directory.standardizedFileURL.lastPathComponent
        guard folders.contains(name) else { return "" }
        let parent = directory.standardizedFileURL.deletingLastPathComponent().path
        return " (it looks like the \(name)/ folder of one: try --tables \(parent))"
    }
}
