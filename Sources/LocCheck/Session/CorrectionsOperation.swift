import Foundation

/// `loccheck corrections`: lists the corrections, or prints them as PokeAPI's CSV rows.
extension LocCheckSession {
    package enum CorrectionsFormat: String, CaseIterable, Sendable {
        /// Each correction with its names and reason.
        case text
        /// The corrected rows of PokeAPI's CSV files, to send upstream.
        case pokeapi
    }

    /// `loccheck corrections`.
    package func corrections(format: CorrectionsFormat, csv: String?, tablesPath: String?) throws -> Int32 {
        let (directory, shown) = try tablesDirectory(tablesPath)
        let corrections = try Corrections.load(from: directory)
        switch format {
        case .text:
            for correction in corrections.corrections {
                output(
                    "\(shown)\(Corrections.fileName):\(correction.line): \(correction.target): \(correction.upstream) → \(correction.corrected)\n    \(correction.reason)\n"
                )
            }
            let tables = Set(corrections.corrections.map { "\($0.table) \($0.locale)" }).count
            output("\(String(counting: corrections.corrections.count, "correction")) in \(String(counting: tables, "table")).\n")
        case .pokeapi:
            guard let csv else {
                throw UsageError(
                    "--format pokeapi needs --csv DIR, PokeAPI's data/v2/csv, to copy each row's other columns (the genus, the form ids) from."
                )
            }
            let rendered = try PokeAPICorrectionRows.render(corrections, csv: URL(fileURLWithPath: csv))
            output(TerminalText(linesOf: rendered.text))
            for reason in rendered.skipped { errorOutput("loccheck: skipped \(reason)\n") }
        }
        return 0
    }
}
