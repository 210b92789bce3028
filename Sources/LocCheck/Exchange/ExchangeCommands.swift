import Foundation
import BundledReference
import PokeTables
import PokeTablesIO

/// The exchange formats `export` writes and `import FILE` reads, told apart by the file's extension.
enum ExchangeFormat: String, CaseIterable {
    case po, xliff

    /// The format of a file name: `.po`, or `.xlf` / `.xliff`; `nil` for anything else (a name list).
    init?(fileName: String) {
        switch URL(fileURLWithPath: fileName).pathExtension.lowercased() {
        case "po": self = .po
        case "xlf", "xliff": self = .xliff
        default: return nil
        }
    }
}

/// `export` and `import FILE.po|FILE.xlf`: the tables in the formats translators' tools read.
extension LocCheckCommand {
    func export(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, declaration: .export)
        if arguments.wantsHelp { output(TerminalText(linesOf: HelpText.text(for: "export"))); return 0 }
        // `--output -` is standard output, as no --output is.
        let tablesPath = arguments.value(.tables), outputPath = arguments.value(ExportOption.output).flatMap { $0 == "-" ? nil : $0 }
        let format = try arguments.choice(ExportOption.format, of: ExchangeFormat.self)
        let untranslatedOnly = arguments.flag(ExportOption.untranslatedOnly)
        guard let localeText = try arguments.operands(atMost: 1, what: "one locale").first else { throw UsageError("export needs a locale, such as `loccheck export ko --format po`.") }
        let locale = try LocaleScaffold.locale(localeText)
        guard let format = format ?? outputPath.flatMap(ExchangeFormat.init(fileName:)) else {
            throw UsageError("export needs --format po or --format xliff (or an --output file ending in .po or .xlf).")
        }
        let (directory, shown) = try tablesDirectory(tablesPath)
        if let outputPath, TableDirectory.contains(URL(fileURLWithPath: outputPath), in: directory) {
            let resolved = TableDirectory.resolvedPath(URL(fileURLWithPath: outputPath))
            throw UsageError("--output \(outputPath) is inside the tables directory \(shown) (it is \(resolved)), where export would replace a table or write beside them; "
                + "pass a file outside it, such as `--output \(locale).\(format == .po ? "po" : "xlf")`.")
        }
        let tables = try TableSet(parsingConcurrently: Self.tableFiles(read(directory, overBundled: arguments.flag(.overBundled)), for: locale))
        let snapshot = Snapshot.bundled
        let catalog = ExchangeCatalog(tables: tables, snapshot: snapshot, locale: locale)
        let units = untranslatedOnly ? catalog.units.filter(\.isUntranslated) : catalog.units
        let text: String
        switch format {
        case .po: text = POWriter.render(units, locale: locale, revised: Self.isDate(snapshot.taken) ? snapshot.taken : nil)
        case .xliff: text = try XLIFFWriter.render(units, locale: locale)
        }
        guard let outputPath else {
            output(TerminalText(linesOf: text))
            return 0
        }
        try AtomicFile.write(text, to: URL(fileURLWithPath: outputPath))
        let untranslated = units.lazy.filter(\.isUntranslated).count
        // On stderr: --output /dev/stdout must get the file's bytes alone.
        errorOutput("Wrote \(outputPath): \(String(counting: units.count, "entry", plural: "entries")) for \(locale), \(untranslated) of them untranslated.\n")
        return 0
    }

    /// `import`: an exchange file (by its extension, positional or after --from) or a name list.
    func importCommand(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, declaration: .importNames)
        if arguments.wantsHelp { output(TerminalText(linesOf: HelpText.text(for: "import"))); return 0 }
        let tablesPath = arguments.value(.tables), localeText = arguments.value(ImportNamesOption.locale)
        let from = arguments.value(ImportNamesOption.from).flatMap { ExchangeFormat(fileName: $0) != nil ? $0 : nil }
        let positional = try arguments.operands(atMost: from == nil ? 1 : 0, what: "one file")
        guard let file = from ?? positional.first, let format = ExchangeFormat(fileName: file) else {
            if let file = positional.first {
                throw UsageError("`\(file)` is neither a .po nor a .xlf file; for a JSON or CSV list of names use `loccheck import --locale LOCALE --from \(file)`.")
            }
            if let option = arguments.given.first(where: ["--overwrite", "--dry-run"].contains) {
                throw UsageError("\(option) applies to a PO or XLIFF file; a list of names replaces the table's names it lists (see `loccheck import --help`).")
            }
            return try importNames(arguments)
        }
        let listOnly = Set(["--table", "--source", "--untranslated-only"] + (from == nil ? ["--from"] : []))
        if let option = arguments.given.first(where: listOnly.contains) {
            throw UsageError("\(option) does not apply to a \(format == .po ? "PO" : "XLIFF") file, which holds every table; use `loccheck import FILE [--locale LOCALE] [--tables DIR]`.")
        }
        return try importTranslations(file, format: format, localeText: localeText, tablesPath: tablesPath,
                                      overBundled: arguments.flag(.overBundled),
                                      overwrite: arguments.flag(ImportNamesOption.overwrite), dryRun: arguments.flag(ImportNamesOption.dryRun))
    }

    /// The locale to import into: the file's own, or `--locale`; they must agree when both are given.
    static func locale(of file: TranslatedFile, name: String, option: String?) throws -> LocaleTag {
        let given = try option.map(LocaleScaffold.locale)
        if let text = file.localeText, file.locale == nil, given == nil {
            throw UsageError("\(name) says its language is `\(ShownText(excerptOf: text, characters: 40))`, which is not a BCP 47 locale tag; pass the locale with --locale, such as `--locale pt-BR`.")
        }
        switch (file.locale, given) {
        case let (own?, given?) where own != given:
            throw UsageError("\(name) is in \(own), but --locale says \(given); drop --locale, or export the file again for \(given).")
        case let (own?, _): return own
        case let (nil, given?): return given
        case (nil, nil):
            throw UsageError("\(name) does not say its language (PO `Language:`, XLIFF `target-language`); pass it with --locale, such as `--locale ko`.")
        }
    }

    /// The directory's files; with `--over-bundled`, its English read over the bundled English
    /// (``LayeredEnglish``).
    func read(_ directory: URL, overBundled: Bool) throws -> [(path: String, bytes: [UInt8])] {
        let files = try TableDirectory.read(directory)
        return overBundled ? LayeredEnglish.files(over: files) : files
    }

    /// The files an exchange needs: the English and the locale's tables, not the other locales'
    /// or the snapshot (the bundled lists are used), which would be most of the parsing.
    static func tableFiles(_ files: [(path: String, bytes: [UInt8])], for locale: LocaleTag) -> [(path: String, bytes: [UInt8])] {
        let names: Set<String> = ["\(TableLayout.referenceLocale).txt", "\(locale).txt"]
        return files.filter { file in
            let parts = file.path.split(separator: "/")
            return parts.count == 2 && TableKind(rawValue: String(parts[0])) != nil && names.contains(String(parts[1]))
        }
    }

    private static func isDate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.map(\.count) == [4, 2, 2] && parts.allSatisfy { $0.allSatisfy { $0.isASCII && $0.isNumber } }
    }
}
