import Foundation
import PokeTables

/// `loccheck compare --with FILE`: every name the tables and another list spell differently,
/// classified as punctuation/spacing, diacritics, case or a different name.
extension LocCheckSession {
    /// `loccheck compare --with FILE`.
    /// - Returns: 1 when a difference is neither corrected nor accepted, else 0.
    package func compare(
        with listPath: String, locale localeText: String?, table asked: TableKind?, tablesPath: String?,
        baselinePath: String?
    ) throws -> Int32 {
        guard let source = SecondSource(URL(fileURLWithPath: listPath)) else {
            throw UsageError(
                "Cannot read \(listPath); pass a JSON array, a CSV/TSV of slug and name, or a {species, types} JSON object with --with.")
        }
        guard let locale = try localeText.map(LocaleScaffold.locale) ?? source.declaredLocale else {
            throw UsageError("\(source.fileName) doesn't say its locale; pass it with --locale, such as `--locale th`.")
        }
        let (directory, shown) = try tablesDirectory(tablesPath)
        let tables = try readTables(directory)
        let baseline = try loadBaseline(baselinePath, directory: directory)
        let corrections = try Corrections.load(from: directory)
        var unaccepted = 0
        for kind in try source.tables(asked: asked) {
            guard let table = tables.table(kind, locale) else {
                throw UsageError("There is no \(kind.relativePath(for: locale)) in \(shown) to compare with; check --locale and --table.")
            }
            let names = try source.names(kind, keys: tables.expectedKeys(kind, snapshot: .bundled))
            let differences = NameComparison.disagreements(table, with: names, corrections: corrections)
            var accepted = 0
            for difference in differences {
                let finding = Diagnostic(
                    .sourceMismatch, file: table.path, line: difference.entry.line,
                    message: "",
                    table: kind, locale: locale, key: difference.entry.key)
                let why =
                    difference.correction.map { "corrected: \(Corrections.fileName):\($0.line)" }
                    ?? baseline.entry(accepting: finding).map { "accepted: \($0.reason)" }
                if why != nil { accepted += 1 }
                let reason: TerminalText = why.map { " (\($0))" } ?? ""
                output(
                    "\(shown)\(table.path):\(difference.entry.line): \(difference.entry.key): \(difference.entry.value) here, \(difference.theirs) in \(source.fileName) [\(NameDifference.describe(difference.kinds))]\(reason)\n"
                )
            }
            unaccepted += differences.count - accepted
            output(
                summary(
                    differences, accepted: accepted, compared: compared(table, names), table: table, source: source.fileName,
                    shown: shown))
        }
        return unaccepted > 0 ? 1 : 0
    }

    /// How many keys both the table and the list name.
    private func compared(_ table: TableSet.Table, _ names: [(key: String, value: String)]) -> Int {
        let listed = Set(names.filter { !$0.value.isEmpty }.map(\.key))
        return table.file.uniqueEntries.filter { !$0.value.isEmpty && listed.contains($0.key) }.count
    }

    private func summary(
        _ differences: [NameDisagreement], accepted: Int, compared: Int, table: TableSet.Table, source: String,
        shown: String
    ) -> TerminalText {
        var counts: [String: Int] = [:]
        for difference in differences { counts[NameDifference.describe(difference.kinds), default: 0] += 1 }
        let parts = counts.sorted { ($1.value, $0.key) < ($0.value, $1.key) }.map { "\($0.value) \($0.key)" }
        let kinds = parts.isEmpty ? "" : ": " + parts.joined(separator: ", ")
        let explained: TerminalText = accepted > 0 ? "; \(accepted) explained by a correction or accepted in the baseline" : ""
        return
            "\(shown)\(table.path): \(differences.count) of \(String(counting: compared, "name")) compared \(differences.count == 1 ? "differs" : "differ") from \(source)\(kinds)\(explained).\n"
    }
}
