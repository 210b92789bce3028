import Foundation
import PokeTables

extension LocCheckCommand {
    /// What the checks that read more than the tables found: the corrections, the Chinese script
    /// variants, PokeAPI's CSV (`--csv`) and the second sources pinned in the config.
    struct SourceFindings {
        var findings: [Diagnostic] = []
        /// Baseline entries this run can't judge (a skipped comparison's), so they aren't stale.
        var unjudged: (Baseline.Entry) -> Bool = { _ in false }
        /// The checks that did not run, each as a phrase ("the species names of th with FILE").
        var skipped: [String] = []
    }

    /// - Parameter hanVariants: the Han variant check, started early: ICU's Chinese transforms
    ///   and converter sets take a few ms to open, which another core spends while this one reads the other sources.
    func sourceFindings(_ tables: TableSet, directory: URL, snapshot: Snapshot, options: CheckOptions,
                        config: (config: SeverityConfig, url: URL), hanVariants: Task<[Diagnostic], any Error>) async throws -> SourceFindings {
        var result = SourceFindings()
        let corrections = try Corrections.load(from: directory)
        result.findings += CorrectionCheck(corrections: corrections, path: Corrections.fileName).findings(tables)
        if let csv = options.csv {
            let upstream = try PokeAPICSVSource.load(URL(fileURLWithPath: csv), taken: Self.today())
            let check = UpstreamCheck(corrections: corrections, correctionsPath: Corrections.fileName,
                                      sourceName: "PokeAPI's CSV (\(csv))")
            result.findings += check.findings(tables, upstream: upstream.names)
        }
        let configURL = config.url
        if !config.config.pins.pins.isEmpty {
            let compared = config.config.pins.run(tables, snapshot: snapshot, corrections: corrections)
            result.findings += compared.findings
            for skipped in compared.skipped {
                let pin = skipped.pin
                result.skipped.append("the comparison of the \(pin.table.rawValue) names of \(pin.locale) with \(pin.path)")
                guard options.verbose || !skipped.isAbsent else { continue }
                errorOutput("loccheck: note: \(configURL.path):\(pin.line): skipped comparing the \(pin.table.rawValue) names of \(pin.locale) with \(pin.path): \(skipped.reason)\(skipped.reason.last.map { ".?!".contains($0) } == true ? "" : ".")\n")
            }
            let skipped = Set(compared.skipped.map { "\($0.pin.table.rawValue) \($0.pin.locale)" })
            result.unjudged = { entry in
                entry.kind == DiagnosticCode.sourceMismatch.rawValue && skipped.contains("\(entry.table) \(entry.locale)")
            }
        }
        result.findings += try await hanVariants.value
        return result
    }
}
