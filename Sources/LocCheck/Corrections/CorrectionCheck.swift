import PokeTables

/// Checks each correction against the table it corrects, on every run, with no source at hand.
///
/// A table that shows the corrected name is fine. One that shows the upstream name again lost the
/// correction (a re-import by an older tool, or an edit): `correction-not-applied`, at the table's
/// line. One that shows neither, or lacks the name, no longer matches what the correction
/// describes: `stale-correction`, at the correction's line, for a person to update or delete it.
struct CorrectionCheck: Rule {
    static let codes: [DiagnosticCode] = [.correctionNotApplied, .staleCorrection]
    /// The corrections file as findings name it.
    var path = Corrections.fileName

    /// - Complexity: O(c + t) for c corrections and the t entries of the tables they correct.
    func check(_ input: RuleInput) -> [Diagnostic] {
        let tables = input.tables
        let corrections = input.corrections
        var findings: [Diagnostic] = []
        var names: [String: [String: TableEntry]] = [:]
        for correction in corrections.corrections {
            guard let table = tables.table(correction.table, correction.locale) else {
                findings.append(stale(correction, "there is no \(correction.table.relativePath(for: correction.locale))"))
                continue
            }
            if names[table.path] == nil {
                names[table.path] = Dictionary(table.file.uniqueEntries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            }
            guard let entry = names[table.path]?[correction.key], !entry.value.isEmpty else {
                findings.append(stale(correction, "\(table.path) has no name for `\(correction.key)`"))
                continue
            }
            if entry.value == correction.corrected { continue }
            if entry.value == correction.upstream {
                findings.append(
                    Diagnostic(
                        .correctionNotApplied, file: table.path, line: entry.line,
                        message:
                            "`\(entry.key)` is \(entry.value) again, which \(path):\(correction.line) corrects to \(correction.corrected); write the corrected name (`loccheck fix` does; the reason is in \(path)).",
                        fix: correction.corrected,
                        table: table.kind, locale: table.locale, key: entry.key))
            } else {
                findings.append(
                    stale(
                        correction,
                        "\(table.path):\(entry.line) has \(entry.value), neither the upstream \(correction.upstream) nor the corrected \(correction.corrected)"
                    ))
            }
        }
        return findings
    }

    private func stale(_ correction: Corrections.Correction, _ what: String) -> Diagnostic {
        Diagnostic(
            .staleCorrection, file: path, line: correction.line,
            message:
                "The correction of `\(correction.target)` no longer matches its table: \(what). Update the correction to what the name should be, or delete it.",
            table: correction.table, locale: correction.locale, key: correction.key)
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A name that still has the error `loccheck-corrections.txt` corrects (a re-import or an edit brought it back).
    package static let correctionNotApplied = DiagnosticCode(
        "correction-not-applied",
        summary: "A name that shows again the upstream error loccheck-corrections.txt corrects.",
        help: "Write the corrected name (`loccheck fix` does).")

    /// A correction that no longer describes its name: the table or the source changed.
    package static let staleCorrection = DiagnosticCode(
        "stale-correction",
        summary: "A correction that no longer describes its name: the table or the source changed.",
        help: "Update the correction in loccheck-corrections.txt to the table and the source as they are now, or delete it.")
}
