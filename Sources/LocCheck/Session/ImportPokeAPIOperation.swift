import Foundation
import PokeTables

extension LocCheckSession {
    /// `loccheck import-pokeapi`.
    /// - Returns: 1 when a name was refused (``NameAdmission``), else 0.
    package func importPokeAPI(csv: String?, apiData: String?, api: String?, tablesPath: String?, taken: String?) async throws -> Int32 {
        if apiData != nil && csv == nil {
            throw UsageError(
                "--api-data goes with --csv DIR: the entries' games are ordered by the CSV's versions.csv and version_groups.csv.")
        }
        let taken = taken ?? Self.today()
        let (directory, shown) = try tablesDirectory(tablesPath, mayBeEmpty: true)
        var imported: ImportedNames
        switch (csv, api) {
        case (let csv?, nil):
            let responses = try SpeciesFlavorText.folder(csv: URL(fileURLWithPath: csv), apiData: apiData)
            imported = try PokeAPICSVSource.load(URL(fileURLWithPath: csv), taken: taken, speciesResponses: responses)
            if responses == nil {
                errorOutput(
                    "loccheck: note: no recorded /pokemon-species responses beside \(csv) (../\(SpeciesFlavorText.path)), so the Pokédex entry tables (\(TableKind.listed(TableKind.fromSpeciesResponses))) are left as they are; pass --api-data DIR to import them.\n"
                )
            }
        case (nil, let api?):
            let baseURL = try PokeAPIURL.parse(api)
            let existing = TableImporter.existingSnapshot(directory)
            let date = taken
            let progress = ProgressLine("Reading names from \(baseURL.absoluteString)", enabled: errorIsTerminal)
            imported = try await PokeAPIServerSource(baseURL: baseURL).load(existing: existing, taken: date, progress: progress.update)
            progress.finish()
        default:
            throw UsageError("import-pokeapi needs exactly one of --csv DIR (PokeAPI's data/v2/csv) or --api URL (a PokeAPI server).")
        }
        // The Megas and Mega Stones PokeAPI names in some locales only, by each locale's own rule.
        imported = MegaNames.derive(imported, megaStones: imported.megaStones, corrections: try Corrections.load(from: directory))
        let report = try TableImporter.write(imported, to: directory, today: taken)
        for message in report.staleCorrections { errorOutput("loccheck: warning: \(shown)\(message)\n") }
        for name in report.uncorrected { errorOutput(name.warning(directory: shown, source: "PokeAPI")) }
        for name in report.refused { errorOutput(name.error(directory: shown, source: imported.snapshot.source)) }
        for path in report.heldBack {
            errorOutput(
                "loccheck: error: \(shown)\(path) was not written: \(imported.snapshot.source) has no name for it that a table may hold (see the errors above).\n"
            )
        }
        if !report.placeholders.isEmpty {
            errorOutput(
                "loccheck: note: PokeAPI names \(String(counting: report.placeholders.count, "entry", plural: "entries")) with a stand-in, not a name; left out, so the locale falls back to another's name: \(report.placeholders.joined(separator: "; ")).\n"
            )
        }
        output(
            "Imported \(imported.snapshot.species.count) species, \(String(counting: imported.snapshot.types.count, "type")) and \(imported.snapshot.pokemon.count) pokemon into \(shown): \(String(counting: report.written.count, "file")) written, \(report.unchanged.count) unchanged"
        )
        output(
            report.uncorrected.isEmpty
                ? ""
                : "; \(String(counting: report.uncorrected.count, "name")) trimmed or brought to NFC with no correction (see the warnings)")
        output(report.correctedValueCount > 0 ? "; \(report.correctedValueCount) corrected by \(Corrections.fileName)" : "")
        output(report.refused.isEmpty ? ".\n" : "; \(String(counting: report.refused.count, "name")) refused (see the errors).\n")
        return report.refused.isEmpty ? 0 : 1
    }
}
