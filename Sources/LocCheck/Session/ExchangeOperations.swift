import Foundation
import PokeTables
import PokeTablesIO

/// The exchange formats `export` writes and `import FILE` reads, told apart by the file's extension.
package enum ExchangeFormat: String, CaseIterable, Sendable {
    case po, xliff
    /// An Xcode String Catalog: every locale in one file.
    case xcstrings

    /// The format of a file name: `.po`, `.xlf` / `.xliff` or `.xcstrings`; `nil` for anything else (a name list).
    package init?(fileName: String) {
        switch URL(fileURLWithPath: fileName).pathExtension.lowercased() {
        case "po": self = .po
        case "xlf", "xliff": self = .xliff
        case "xcstrings": self = .xcstrings
        default: return nil
        }
    }

    /// The extension a file of the format takes.
    package var fileExtension: String {
        switch self {
        case .po: "po"
        case .xliff: "xlf"
        case .xcstrings: "xcstrings"
        }
    }

    /// The format's name in messages.
    package var name: String {
        switch self {
        case .po: "PO"
        case .xliff: "XLIFF"
        case .xcstrings: "String Catalog"
        }
    }
}

/// `export` and `import FILE.po|FILE.xlf`: the tables in the formats translators' tools read.
extension LocCheckSession {
    /// `loccheck export LOCALE...`: one locale as PO or XLIFF, or any (by default every) locale
    /// as a String Catalog.
    /// - Parameters:
    ///   - outputPath: the file to write; nil or `-` for standard output.
    ///   - kinds: for a String Catalog, the tables to export (empty: every table translators fill).
    package func export(
        _ localeTexts: [String], format: ExchangeFormat?, outputPath: String?, untranslatedOnly: Bool, tablesPath: String?,
        overBundled: Bool, kinds: [TableKind] = [], catalogVersion: CatalogVersion = .xcode15
    ) throws -> Int32 {
        // `--output -` is standard output, as no --output is.
        let outputPath = outputPath.flatMap { $0 == "-" ? nil : $0 }
        guard let format = format ?? outputPath.flatMap(ExchangeFormat.init(fileName:)) else {
            throw UsageError(
                "export needs --format po, xliff or xcstrings (or an --output file ending in .po, .xlf or .xcstrings).")
        }
        let locales = try localeTexts.map(LocaleScaffold.locale)
        let (directory, shown) = try tablesDirectory(tablesPath)
        if let outputPath, TableDirectory.contains(URL(fileURLWithPath: outputPath), in: directory) {
            let resolved = TableDirectory.resolvedPath(URL(fileURLWithPath: outputPath))
            let example = (format == .xcstrings ? "Names" : locales.first.map { "\($0)" } ?? "ko") + "." + format.fileExtension
            throw UsageError(
                "--output \(outputPath) is inside the tables directory \(shown) (it is \(resolved)), where export would replace a table or write beside them; "
                    + "pass a file outside it, such as `--output \(example)`.")
        }
        if format == .xcstrings {
            return try exportCatalog(
                locales, kinds: kinds, version: catalogVersion, outputPath: outputPath, untranslatedOnly: untranslatedOnly,
                directory: directory, overBundled: overBundled)
        }
        if !kinds.isEmpty || catalogVersion != .xcode15 {
            throw UsageError(
                "\(kinds.isEmpty ? "--catalog-version" : "--kind") applies to --format xcstrings; a \(format.name) file holds every table of one locale."
            )
        }
        guard locales.count == 1, let locale = locales.first else {
            throw UsageError(
                "a \(format.name) file holds one locale, and \(locales.isEmpty ? "none" : "\(locales.count)") were given; name one, such as `loccheck export ko --format \(format.rawValue)`, or write every locale into one String Catalog with --format xcstrings."
            )
        }
        let tables = try TableSet(parsingConcurrently: Self.tableFiles(read(directory, overBundled: overBundled), for: locale))
        let snapshot = Snapshot.bundled
        let catalog = ExchangeCatalog(tables: tables, snapshot: snapshot, locale: locale)
        let units = untranslatedOnly ? catalog.units.filter(\.isUntranslated) : catalog.units
        let text: String
        switch format {
        case .po: text = POWriter.render(units, locale: locale, revised: Self.isDate(snapshot.taken) ? snapshot.taken : nil)
        case .xliff: text = try XLIFFWriter.render(units, locale: locale)
        case .xcstrings: preconditionFailure("a String Catalog is exportCatalog's")
        }
        guard let outputPath else {
            output(TerminalText(linesOf: text))
            return 0
        }
        try AtomicFile.write(text, to: URL(fileURLWithPath: outputPath))
        let untranslated = units.lazy.filter(\.isUntranslated).count
        // On stderr: --output /dev/stdout must get the file's bytes alone.
        errorOutput(
            "Wrote \(outputPath): \(String(counting: units.count, "entry", plural: "entries")) for \(locale), \(untranslated) of them untranslated.\n"
        )
        return 0
    }

    /// The locale to import into: the file's own, or `--locale`; they must agree when both are given.
    static func locale(of file: TranslatedFile, name: String, option: String?) throws -> LocaleTag {
        let given = try option.map(LocaleScaffold.locale)
        if let text = file.localeText, file.locale == nil, given == nil {
            throw UsageError(
                "\(name) says its language is `\(ShownText(excerptOf: text, characters: 40))`, which is not a BCP 47 locale tag; pass the locale with --locale, such as `--locale pt-BR`."
            )
        }
        switch (file.locale, given) {
        case (let own?, let given?) where own != given:
            throw UsageError("\(name) is in \(own), but --locale says \(given); drop --locale, or export the file again for \(given).")
        case (let own?, _): return own
        case (nil, let given?): return given
        case (nil, nil):
            throw UsageError(
                "\(name) does not say its language (PO `Language:`, XLIFF `target-language`); pass it with --locale, such as `--locale ko`."
            )
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
