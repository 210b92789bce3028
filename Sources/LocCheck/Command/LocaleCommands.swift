import Foundation
import BundledSnapshot
import PokeTables

/// `add-locale` and `import`: the translator's subcommands.
extension LocCheckCommand {
    func addLocale(_ arguments: CommandLineArguments) throws -> Int32 {
        var arguments = arguments
        var tablesPath: String? = nil
        var localeText: String? = nil
        while let word = arguments.next() {
            switch word {
            case "--help", "-h": output(HelpText.text(for: "add-locale")); return 0
            case "--tables": tablesPath = try arguments.value(for: word)
            case _ where word.hasPrefix("-"): throw UsageError.unknownOption(word, known: ["--tables", "--help"])
            case _ where localeText == nil: localeText = word
            default: throw UsageError("add-locale takes one locale; '\(word)' is one too many.")
            }
        }
        guard let localeText else { throw UsageError("add-locale needs a locale, such as `loccheck add-locale pt-BR`.") }
        let locale = try LocaleScaffold.locale(localeText)
        let (directory, shown) = try tablesDirectory(tablesPath)
        let tables = try readTables(directory)
        let report = try LocaleScaffold.write(locale, tables: tables, snapshot: .bundled, to: directory)
        for path in report.written { output("Created \(shown)\(path)\n") }
        for path in report.kept { output("Kept \(shown)\(path), which exists\n") }
        output("Write the names after `= `, then run `loccheck\(tablesPath.map { " --tables \($0)" } ?? "")` to see what is left.\n")
        return 0
    }

    func importNames(_ arguments: CommandLineArguments) throws -> Int32 {
        var arguments = arguments
        var tablesPath: String? = nil
        var localeText: String? = nil
        var listPath: String? = nil
        var kind = TableKind.species
        var source: String? = nil
        while let word = arguments.next() {
            switch word {
            case "--help", "-h": output(HelpText.text(for: "import")); return 0
            case "--tables": tablesPath = try arguments.value(for: word)
            case "--locale": localeText = try arguments.value(for: word)
            case "--from": listPath = try arguments.value(for: word)
            case "--table": kind = try arguments.choice(for: word, of: TableKind.self)
            case "--source": source = try arguments.value(for: word)
            default: throw UsageError.unknownOption(word, known: ["--locale", "--from", "--table", "--source", "--tables", "--help"])
            }
        }
        guard let localeText, let listPath else {
            throw UsageError("import needs --locale LOCALE and --from FILE, such as `loccheck import --locale ru --from ru.json`.")
        }
        let locale = try LocaleScaffold.locale(localeText)
        guard let data = FileManager.default.contents(atPath: listPath) else {
            throw UsageError("Cannot read \(listPath); pass a JSON array or a CSV/TSV of slug and name with --from.")
        }
        let (directory, shown) = try tablesDirectory(tablesPath)
        let tables = try readTables(directory)
        let report = try NameListImporter.write(list: data, fileName: URL(fileURLWithPath: listPath).lastPathComponent, kind: kind,
                                                locale: locale, tables: tables, snapshot: .bundled,
                                                to: directory, source: source)
        output("Imported \(report.imported) names into \(shown)\(report.path) (\(report.written ? "written" : "unchanged"))")
        output(report.cleaned > 0 ? "; \(report.cleaned) trimmed or brought to NFC" : "")
        output(report.empty > 0 ? "; \(report.empty) keys still have no name.\n" : ".\n")
        return 0
    }
}
