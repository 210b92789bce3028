import Foundation

/// `loccheck corrections`: lists the corrections, or prints them as PokeAPI's CSV rows.
extension LocCheckCommand {
    enum CorrectionsFormat: String, CaseIterable {
        /// Each correction with its names and reason.
        case text
        /// The corrected rows of PokeAPI's CSV files, to send upstream.
        case pokeapi
    }

    func corrections(_ arguments: CommandLineArguments) throws -> Int32 {
        var arguments = arguments
        var tablesPath: String? = nil
        var format = CorrectionsFormat.text
        var csv: String? = nil
        while let word = arguments.next() {
            switch word {
            case "--help", "-h": output(HelpText.text(for: "corrections")); return 0
            case "--tables": tablesPath = try arguments.value(for: word)
            case "--format": format = try arguments.choice(for: word, of: CorrectionsFormat.self)
            case "--csv": csv = try arguments.value(for: word)
            default: throw UsageError.unknownOption(word, known: ["--tables", "--format", "--csv", "--help"])
            }
        }
        let (directory, shown) = try tablesDirectory(tablesPath)
        let corrections = try Corrections.load(from: directory)
        switch format {
        case .text:
            for correction in corrections.corrections {
                output("\(shown)\(Corrections.fileName):\(correction.line): \(correction.target): \(correction.upstream) → \(correction.corrected)\n    \(correction.reason)\n")
            }
            let tables = Set(corrections.corrections.map { "\($0.table) \($0.locale)" }).count
            output("\(corrections.corrections.count) corrections in \(tables) tables.\n")
        case .pokeapi:
            guard let csv else {
                throw UsageError("--format pokeapi needs --csv DIR, PokeAPI's data/v2/csv, to copy each row's other columns (the genus, the form ids) from.")
            }
            let rendered = try PokeAPICorrectionRows.render(corrections, csv: URL(fileURLWithPath: csv))
            output(rendered.text)
            for reason in rendered.skipped { errorOutput("loccheck: skipped \(reason)\n") }
        }
        return 0
    }
}
