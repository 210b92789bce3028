import Foundation
import PokeTables
import PokeTablesIO

/// `add-locale` and `import`: the translator's subcommands.
extension LocCheckSession {
    /// `loccheck add-locale LOCALE`.
    package func addLocale(_ localeText: String, tablesPath: String?, overBundled: Bool) throws -> Int32 {
        let locale = try LocaleScaffold.locale(localeText)
        let (directory, shown) = try tablesDirectory(tablesPath)
        let tables = try TableSet(parsingConcurrently: read(directory, overBundled: overBundled))
        let report = try LocaleScaffold.write(locale, tables: tables, snapshot: .bundled, to: directory)
        for path in report.written { output("Created \(shown)\(path)\n") }
        for path in report.kept { output("Kept \(shown)\(path), which exists\n") }
        output("Write the names after `= `, then run `loccheck\(tablesPath.map { " --tables \($0)" } ?? "")` to see what is left.\n")
        return 0
    }

    /// `import --locale LOCALE --from FILE`: a list of names into one table.
    package func importNames(
        from listPath: String, locale localeText: String, table kind: TableKind, source: String?, untranslatedOnly: Bool,
        tablesPath: String?, overBundled: Bool
    ) throws -> Int32 {
        let locale = try LocaleScaffold.locale(localeText)
        guard let data = FileManager.default.contents(atPath: listPath) else {
            throw UsageError("Cannot read \(listPath); pass a JSON array or a CSV/TSV of slug and name with --from.")
        }
        let (directory, shown) = try tablesDirectory(tablesPath)
        let tables = try TableSet(parsingConcurrently: read(directory, overBundled: overBundled))
        let report = try NameListImporter.write(
            list: data, fileName: URL(fileURLWithPath: listPath).lastPathComponent, kind: kind,
            locale: locale, tables: tables, snapshot: .bundled,
            to: directory, source: source, untranslatedOnly: untranslatedOnly)
        for message in report.staleCorrections { errorOutput("loccheck: warning: \(shown)\(message)\n") }
        if report.written && kind == .species && !overBundled { try writeSearchKeys(of: locale, directory: directory, shown: shown) }
        output(
            "Imported \(String(counting: report.imported, "name")) into \(shown)\(report.path) (\(report.written ? "written" : "unchanged"))"
        )
        output(report.cleaned > 0 ? "; \(report.cleaned) trimmed or brought to NFC" : "")
        output(report.corrected > 0 ? "; \(report.corrected) corrected by \(Corrections.fileName)" : "")
        output(
            report.empty > 0 ? "; \(String(counting: report.empty, "key")) still \(report.empty == 1 ? "has" : "have") no name.\n" : ".\n")
        return 0
    }
}
