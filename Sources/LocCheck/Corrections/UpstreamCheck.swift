import PokeTables

/// Compares every name of the locales PokeAPI covers with PokeAPI's own data (`loccheck --csv DIR`),
/// so the tables can't drift from their source unnoticed.
///
/// For each table and locale PokeAPI has names in, each name must equal PokeAPI's as PokeAPI
/// writes it, or have a correction whose upstream name is PokeAPI's (a name PokeAPI writes with
/// a space first too: the trim is a correction like any other):
/// - a name that differs with no correction is `upstream-mismatch`, at the table's line;
/// - a correction whose upstream name PokeAPI no longer has (PokeAPI fixed it, or changed it
///   differently) is `stale-correction`, at the correction's line; one of another list's name
///   (its `source` line says which) is not PokeAPI's to judge.
/// Names PokeAPI lacks, and tables it has no names for, are the coverage check's business.
struct UpstreamCheck: Rule {
    static let codes: [DiagnosticCode] = [.upstreamMismatch, .staleCorrection]
    /// The names an import from the CSV reads, per table and locale.
    let upstream: [TableKind: [LocaleTag: [(key: String, value: String)]]]
    /// What names the CSV in findings, such as `PokeAPI's CSV (../shared/pokeapi/csv)`.
    let sourceName: String
    /// The corrections file as findings name it.
    var correctionsPath = Corrections.fileName

    /// - Complexity: O(n) in the number of names compared.
    func check(_ input: RuleInput) -> [Diagnostic] {
        let tables = input.tables
        let corrections = input.corrections
        var findings: [Diagnostic] = []
        for (kind, locales) in upstream.sorted(by: { $0.key < $1.key }) {
            for (locale, names) in locales.sorted(by: { $0.key < $1.key }) {
                let theirs = Dictionary(names.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
                // A correction of another list's name (jpoke's) says nothing of PokeAPI's.
                for correction in corrections.corrections
                where correction.table == kind && correction.locale == locale && correction.source == nil {
                    let now = theirs[correction.key]
                    guard now != correction.upstream else { continue }
                    let what =
                        now.map { $0 == correction.corrected ? "now has the corrected name, \($0)" : "now has \($0)" }
                        ?? "has no name for it any more"
                    findings.append(
                        Diagnostic(
                            .staleCorrection, file: correctionsPath, line: correction.line,
                            message:
                                "The correction of `\(correction.target)` expects PokeAPI's name \(correction.upstream), but \(sourceName) \(what). If PokeAPI is right now, delete the correction; otherwise write its new name on the upstream line.",
                            table: kind, locale: locale, key: correction.key))
                }
                guard let table = tables.table(kind, locale) else { continue }
                for entry in table.file.uniqueEntries where !entry.value.isEmpty {
                    guard let name = theirs[entry.key], name != entry.value,
                        corrections.correction(kind, locale, entry.key) == nil
                    else { continue }
                    findings.append(
                        Diagnostic(
                            .upstreamMismatch, file: table.path, line: entry.line,
                            message:
                                "`\(entry.key)` is \(entry.value) here but \(name) in \(sourceName); write PokeAPI's name, or add a correction to \(correctionsPath) with the reason and its evidence.",
                            fix: name,
                            table: kind, locale: locale, key: entry.key))
                }
            }
        }
        return findings
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A name that differs from PokeAPI's CSV (`--csv DIR`) with no correction saying why.
    package static let upstreamMismatch = DiagnosticCode(
        "upstream-mismatch",
        summary: "A name that differs from PokeAPI's CSV, with no correction saying why.",
        help: "Take PokeAPI's name, or keep this one with a correction in loccheck-corrections.txt giving the evidence.")
}
