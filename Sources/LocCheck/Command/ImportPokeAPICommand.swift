import Foundation

extension LocCheckCommand {
    func importPokeAPI(_ arguments: CommandLineArguments) throws -> Int32 {
        var arguments = arguments
        var csv: String? = nil
        var tablesPath: String? = nil
        var taken = Self.today()
        while let word = arguments.next() {
            switch word {
            case "--help", "-h": output(HelpText.text(for: "import-pokeapi")); return 0
            case "--csv": csv = try arguments.value(for: word)
            case "--tables": tablesPath = try arguments.value(for: word)
            case "--taken": taken = try arguments.value(for: word)
            default: throw UsageError.unknownOption(word, known: ["--csv", "--tables", "--taken", "--help"])
            }
        }
        guard let csv else { throw UsageError("import-pokeapi needs --csv DIR (PokeAPI's data/v2/csv).") }
        let (directory, shown) = tablesDirectory(tablesPath)
        let imported = try PokeAPICSVSource.load(URL(fileURLWithPath: csv), taken: taken)
        let report = try TableImporter.write(imported, to: directory, today: taken)
        output("Imported \(imported.snapshot.species.count) species, \(imported.snapshot.types.count) types and \(imported.snapshot.pokemon.count) pokemon into \(shown): \(report.written.count) files written, \(report.unchanged.count) unchanged")
        output(imported.cleanedValueCount > 0 ? "; \(imported.cleanedValueCount) names trimmed or brought to NFC.\n" : ".\n")
        return 0
    }
}
