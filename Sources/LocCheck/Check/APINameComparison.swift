import Foundation
import PokeTables

/// Compares the names in species tables with the names a PokeAPI server has for the same species.
///
/// Only names both sides have are compared (a missing name is the coverage check's business);
/// the server's names are trimmed and brought to NFC first, so white space alone is no finding
/// here (the importer reports it, and `--csv` does as `upstream-mismatch`), and a correction's
/// upstream name matches the server's name as written or cleaned.
package struct APINameComparison: Rule {
    package static let codes: [DiagnosticCode] = [.apiNameMismatch, .staleCorrection]
    /// The server's species list, whose ids the names are keyed by.
    package let species: [Snapshot.Record]
    /// The server's species names.
    package let apiNames: [(id: Int, locale: LocaleTag, name: String)]

    package init(species: [Snapshot.Record], apiNames: [(id: Int, locale: LocaleTag, name: String)]) {
        self.species = species
        self.apiNames = apiNames
    }

    /// One finding per table line whose name differs from the server's.
    /// A name with a correction is compared through it: the server having the correction's
    /// upstream name is fine, having another name makes the correction stale.
    package func check(_ input: RuleInput) -> [Diagnostic] {
        let tables = input.tables
        let corrections = input.corrections
        let slugs = Dictionary(species.map { ($0.id, $0.slug) }, uniquingKeysWith: { first, _ in first })
        // Each name as the server writes it (what a correction's upstream name is) and cleaned.
        var server: [LocaleTag: [String: (written: String, cleaned: String)]] = [:]
        for row in apiNames {
            guard let slug = slugs[row.id] else { continue }
            server[row.locale, default: [:]][slug] = (row.name, ImportedNames.clean(row.name))
        }
        var findings: [Diagnostic] = []
        for table in tables.tables where table.kind == .species {
            guard let names = server[table.locale] else { continue }
            for entry in table.file.uniqueEntries {
                guard let (written, theirs) = names[entry.key], !theirs.isEmpty else { continue }
                if let correction = corrections.correction(.species, table.locale, entry.key) {
                    guard written != correction.upstream, theirs != correction.upstream else { continue }
                    findings.append(
                        Diagnostic(
                            .staleCorrection, file: Corrections.fileName, line: correction.line,
                            message:
                                "The correction of `\(correction.target)` expects the API's name \(correction.upstream), but the API has \(theirs) now. If the API is right now, delete the correction; otherwise write its new name on the upstream line.",
                            table: .species, locale: table.locale, key: entry.key))
                    continue
                }
                guard theirs != entry.value else { continue }
                findings.append(
                    Diagnostic(
                        .apiNameMismatch, file: table.path, line: entry.line,
                        message:
                            "`\(entry.key)` is \(entry.value) here but \(theirs) on the API; use the API's name, or accept the difference in the baseline with the reason.",
                        fix: theirs,
                        table: .species, locale: table.locale, key: entry.key))
            }
        }
        return findings
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A name that differs from the one a PokeAPI server has (`--compare-api-names`).
    package static let apiNameMismatch = DiagnosticCode(
        "api-name-mismatch",
        summary: "A species name that differs from the PokeAPI server's.",
        help: "Take the server's name (the suggested fix), or keep this one with a correction in loccheck-corrections.txt saying why.")
}
