import Foundation

extension LocCheckCommand {
    func importPokeAPI(_ arguments: CommandLineArguments) throws -> Int32 {
        var arguments = arguments
        var csv: String? = nil
        var api: String? = nil
        var tablesPath: String? = nil
        var taken = Self.today()
        while let word = arguments.next() {
            switch word {
            case "--help", "-h": output(HelpText.text(for: "import-pokeapi")); return 0
            case "--csv": csv = try arguments.value(for: word)
            case "--api": api = try arguments.value(for: word)
            case "--tables": tablesPath = try arguments.value(for: word)
            case "--taken": taken = try arguments.value(for: word)
            default: throw UsageError.unknownOption(word, known: ["--csv", "--api", "--tables", "--taken", "--help"])
            }
        }
        let (directory, shown) = try tablesDirectory(tablesPath)
        let imported: ImportedNames
        switch (csv, api) {
        case (let csv?, nil):
            imported = try PokeAPICSVSource.load(URL(fileURLWithPath: csv), taken: taken)
        case (nil, let api?):
            let baseURL = try PokeAPIURL.parse(api)
            let existing = TableImporter.existingSnapshot(directory)
            let date = taken
            let progress = ProgressLine("Reading names from \(baseURL.absoluteString)")
            imported = try blockingAwait {
                try await PokeAPIServerSource(baseURL: baseURL).load(existing: existing, taken: date, progress: progress.update)
            }
            progress.finish()
        default:
            throw UsageError("import-pokeapi needs exactly one of --csv DIR (PokeAPI's data/v2/csv) or --api URL (a PokeAPI server).")
        }
        let report = try TableImporter.write(imported, to: directory, today: taken)
        output("Imported \(imported.snapshot.species.count) species, \(imported.snapshot.types.count) types and \(imported.snapshot.pokemon.count) pokemon into \(shown): \(report.written.count) files written, \(report.unchanged.count) unchanged")
        output(imported.cleanedValueCount > 0 ? "; \(imported.cleanedValueCount) names trimmed or brought to NFC.\n" : ".\n")
        return 0
    }
}
