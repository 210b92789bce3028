import Foundation
import PokeTables
import PokeTablesIO

/// `import FILE.po|FILE.xlf|FILE.xcstrings`: reads the file, plans the import of each locale it
/// holds (``TranslationImport``), and writes each locale's tables together, or shows them with
/// `--dry-run`.
extension LocCheckSession {
    /// `loccheck import FILE.po|FILE.xlf|FILE.xcstrings`. A String Catalog's locales are imported one
    /// after the other (`--locale` picks one).
    /// - Returns: ``ImportStatus/code``: 0 when no entry was refused, 1 when entries were refused
    ///   (or need --overwrite) and nothing was written, 3 when some names were written and some
    ///   entries refused.
    package func importTranslations(
        _ path: String, format: ExchangeFormat, localeText: String?, tablesPath: String?,
        overBundled: Bool, overwrite: Bool, dryRun: Bool
    ) throws -> Int32 {
        let what = format.name
        let bytes: [UInt8]
        do {
            bytes = try FileReading.bytes(of: URL(fileURLWithPath: path), atMost: TableLimits.exchangeFileBytes + 1)
        } catch {
            throw UsageError("\(error.description) (the \(what) file to import)")
        }
        guard bytes.count <= TableLimits.exchangeFileBytes else {
            throw UsageError(
                "\(path) is over \(TableLimits.describe(TableLimits.exchangeFileBytes)), more than every table of a locale takes; it was not read. Export the locale again and import that file."
            )
        }
        let name = URL(fileURLWithPath: path).lastPathComponent
        // The file is parsed before the tables' lock is taken: a large or broken file holds no
        // other loccheck out while it is read.
        let files = try Self.translatedFiles(bytes, format: format, name: name, localeText: localeText)
        let (directory, shown) = try tablesDirectory(tablesPath)
        let all = try read(directory, overBundled: overBundled)
        let outcomes = try files.map { file, locale in
            try importTranslations(
                file, into: locale, path: path, all: all, directory: directory, shown: shown, overBundled: overBundled,
                overwrite: overwrite, dryRun: dryRun)
        }
        return ImportStatus(wrote: outcomes.contains(where: \.wrote), refused: outcomes.contains(where: \.refused)).code
    }

    /// The locales a translated file holds, each with the entries to import into it: a PO or
    /// XLIFF file's one locale, a String Catalog's every locale but English (or the one
    /// `localeText` names).
    private static func translatedFiles(
        _ bytes: [UInt8], format: ExchangeFormat, name: String, localeText: String?
    ) throws -> [(TranslatedFile, LocaleTag)] {
        switch format {
        case .po, .xliff:
            let file = try format == .po ? POReader(name: name).read(bytes) : XLIFFReader(name: name).read(bytes)
            return [(file, try locale(of: file, name: name, option: localeText))]
        case .xcstrings:
            var files = try XCStringsReader(name: name).read(bytes)
            if let localeText {
                let chosen = try LocaleScaffold.locale(localeText)
                files = files.filter { $0.locale == chosen }
                guard !files.isEmpty else {
                    throw UsageError("\(name) has no localization in \(chosen); drop --locale to import every locale it has.")
                }
            }
            guard !files.isEmpty else {
                throw UsageError("\(name) has no localization besides English, so there is nothing to import.")
            }
            return try files.map { file in
                guard let locale = file.locale else {
                    throw UsageError(
                        "\(name) has a localization `\(ShownText(excerptOf: file.localeText ?? "", characters: 40))`, which is not a BCP 47 locale tag; rename it in Xcode, or import one locale with --locale."
                    )
                }
                return (file, locale)
            }
        }
    }

    /// Imports one locale's entries of a file read: plans, reports, and writes (or shows) its
    /// tables; whether it wrote (or would write) names, and whether it refused entries.
    private func importTranslations(
        _ file: TranslatedFile, into locale: LocaleTag, path: String, all: [(path: String, bytes: [UInt8])], directory: URL,
        shown: String, overBundled: Bool, overwrite: Bool, dryRun: Bool
    ) throws -> (wrote: Bool, refused: Bool) {
        let name = URL(fileURLWithPath: path).lastPathComponent
        let files = Self.tableFiles(all, for: locale)
        let rawFiles = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let plan = TranslationImport(
            file, fileName: name, locale: locale, tables: TableSet(parsingConcurrently: files), rawFiles: rawFiles,
            snapshot: .bundled, overwrite: overwrite)
        // The locale's search keys, derived again from the names as they will be (an app's layer
        // over the bundled tables has none of its own).
        var searchKeys: [(path: String, text: String, summary: String)] = []
        if !overBundled && !plan.writes.isEmpty {
            let written = Dictionary(plan.writes.map { ($0.path, Array($0.text.utf8)) }, uniquingKeysWith: { _, last in last })
            let existing = Set(all.map(\.path))
            let after =
                all.map { (path: $0.path, bytes: written[$0.path] ?? $0.bytes) }
                + plan.writes.filter { !existing.contains($0.path) }.map { (path: $0.path, bytes: Array($0.text.utf8)) }
            searchKeys = try Self.updatedSearchKeys(afterImportInto: locale, files: after)
        }
        for notice in plan.notices {
            output("\(path)\(notice.line.map { ":\($0)" } ?? ""): \(notice.severity.rawValue): \(notice.message)\n")
        }
        if dryRun {
            for write in plan.writes {
                let old = rawFiles[write.path].map { String(decoding: $0, as: UTF8.self) } ?? ""
                output(TerminalText(linesOf: LineDiff.unified(old: Self.lines(old), new: Self.lines(write.text), path: shown + write.path)))
                output("Would write \(shown)\(write.path): \(String(counting: write.names, "name")) changed.\n")
            }
            for keys in searchKeys {
                output("Would write \(shown)\(keys.path): \(keys.summary) (the search keys of the names imported).\n")
            }
        } else {
            try write(plan, searchKeys: searchKeys, to: directory, shown: shown)
        }
        let refused = plan.notices.filter { $0.severity == .error }.count
        output(
            "\(dryRun ? "Would import" : "Imported") \(name) into \(locale): \(plan.changedCount) changed, \(plan.unchanged) unchanged, "
                + "\(plan.untranslated) untranslated, \(plan.fuzzy) fuzzy, \(refused) refused"
                + (plan.cleaned > 0 ? "; \(plan.cleaned) trimmed or brought to NFC" : "") + ".\n")
        if plan.conflicts > 0 {
            let fills = plan.withheld > 0 ? ", nor the \(String(counting: plan.withheld, "name")) that would fill empty ones" : ""
            output(
                "\(dryRun ? "Nothing would be written" : "Nothing was written"): \(String(counting: plan.conflicts, "name")) of \(name) "
                    + "would replace \(plan.conflicts == 1 ? "a name" : "names") the tables have (listed above)\(fills). Check that \(name) is \(locale)'s "
                    + "and current; to replace them, import again with --overwrite (--dry-run shows every change first).\n")
        }
        return (plan.changedCount > 0, plan.hasErrors)
    }

    /// Stages every changed table, then renames them one after the other (``StagedWrite``), after
    /// removing the temporaries an interrupted run left; a kill leaves each table old or new, and
    /// running the same import again completes it.
    private func write(
        _ plan: TranslationImport, searchKeys: [(path: String, text: String, summary: String)], to directory: URL, shown: String
    ) throws {
        let folders = [directory] + TableKind.allCases.map { directory.appendingPathComponent($0.directory) }
        for stale in AtomicFile.removeStaleTemporaries(in: folders) {
            let relative = String(stale.path.dropFirst(directory.path.count)).drop { $0 == "/" }
            output("Removed \(shown)\(relative), a temporary file an interrupted write left behind.\n")
        }
        var staged = StagedWrite()
        var changed: [(path: String, names: Int)] = []
        for write in plan.writes where try staged.stage(Array(write.text.utf8), for: directory.appendingPathComponent(write.path)) {
            changed.append((write.path, write.names))
        }
        let keysChanged = try searchKeys.filter { try staged.stage(Array($0.text.utf8), for: directory.appendingPathComponent($0.path)) }
        try staged.commit()
        for file in changed {
            output("Wrote \(shown)\(file.path): \(String(counting: file.names, "name")) changed.\n")
        }
        for keys in keysChanged {
            output("Wrote \(shown)\(keys.path): \(keys.summary) (the search keys of the names imported).\n")
        }
    }

    private static func lines(_ text: String) -> [String] {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("\n") { lines.removeLast() }
        return lines
    }
}
