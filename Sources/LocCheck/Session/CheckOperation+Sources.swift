import Foundation
import PokeTables

extension LocCheckSession {
    /// What the rules read besides the tables, read at the edge: PokeAPI's CSV (`--csv`) and the
    /// second sources pinned in the config.
    struct Sources {
        var lists: [ComparisonPins.List] = []
        var upstream: UpstreamCheck?
        /// Baseline entries this run can't judge (a skipped comparison's), so they aren't stale.
        var unjudged: (Baseline.Entry) -> Bool = { _ in false }
        /// The checks that did not run, each as a phrase ("the comparison of the species names of th with FILE").
        var skipped: [String] = []
        /// What the run says on stderr about them (a pinned file skipped).
        var notes: [TerminalText] = []
    }

    /// Reads the sources; a pinned list that can't be used is skipped with a note for stderr (an
    /// absent one only under `--verbose`: a fresh clone has no `../shared`).
    func readSources(
        _ tables: TableSet, snapshot: Snapshot, options: CheckConfiguration,
        config: (config: SeverityConfig, url: URL)
    ) throws -> Sources {
        var result = Sources()
        if let csv = options.csv {
            // The Pokédex entries too, where PokeAPI's recorded responses lie beside the CSV.
            let csvURL = URL(fileURLWithPath: csv)
            let upstream = try PokeAPICSVSource.load(
                csvURL, taken: Self.today(), speciesResponses: SpeciesFlavorText.folder(besideCSV: csvURL))
            result.upstream = UpstreamCheck(upstream: upstream.names, sourceName: "PokeAPI's CSV (\(csv))")
        }
        let configURL = config.url
        if !config.config.pins.pins.isEmpty {
            let read = config.config.pins.read(tables, snapshot: snapshot)
            result.lists = read.lists
            for skipped in read.skipped {
                let pin = skipped.pin
                result.skipped.append("the comparison of the \(pin.table.rawValue) names of \(pin.locale) with \(pin.path)")
                guard options.verbose || !skipped.isAbsent else { continue }
                result.notes.append(
                    "loccheck: note: \(configURL.path):\(pin.line): skipped comparing the \(pin.table.rawValue) names of \(pin.locale) with \(pin.path): \(skipped.reason)\(skipped.reason.last.map { ".?!".contains($0) } == true ? "" : ".")\n"
                )
            }
            let skipped = Set(read.skipped.map { "\($0.pin.table.rawValue) \($0.pin.locale)" })
            result.unjudged = { entry in
                entry.kind == DiagnosticCode.sourceMismatch.rawValue && skipped.contains("\(entry.table) \(entry.locale)")
            }
        }
        return result
    }
}
