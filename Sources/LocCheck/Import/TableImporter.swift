import Foundation
import PokeTables
import PokeTablesIO

/// Writes imported names and lists into a tables directory, in the package's table format.
package enum TableImporter {
    /// What an import changed.
    package struct Report: Sendable {
        package var written: [String] = []
        package var unchanged: [String] = []
        /// Names the source writes with white space around them or not in NFC and no correction
        /// records: written cleaned, and to be recorded.
        package var uncorrected: [UncorrectedName] = []
        /// Names the corrections file corrected on the way in.
        package var correctedValueCount = 0
        /// One sentence per correction whose upstream name the source no longer has.
        package var staleCorrections: [String] = []
        /// Names the source has that no table may hold (``NameAdmission``), not written: the
        /// table keeps the name it had, if any.
        package var refused: [RefusedName] = []
        /// Tables not written at all, because every name the source has for them was refused.
        package var heldBack: [String] = []
        /// Names the source gives as a stand-in (`？？？`) where English has a name, left out so
        /// the fallback answers (``PlaceholderNameCheck``), as `table/locale.txt: key`.
        package var placeholders: [String] = []
    }

    /// The header of a table file the importer writes.
    static func header(_ kind: TableKind, _ locale: LocaleTag) -> [String] {
        [describe(kind, locale), "Imported from PokeAPI by `loccheck import-pokeapi`; see Resources/README.md to edit."]
    }

    /// The first header line of a table file: what it holds, keyed how, in which order.
    static func describe(_ kind: TableKind, _ locale: LocaleTag) -> String {
        kind.header(for: locale)
    }

    /// The date for the snapshot's `taken:` line: kept from the existing snapshot when its lists
    /// are unchanged, so importing the same data twice writes the same bytes; otherwise `today`.
    static func takenDate(existing directory: URL, new snapshot: Snapshot, today: String) -> String {
        takenDate(old: existingSnapshot(directory), new: snapshot, today: today)
    }

    /// The snapshot a tables directory holds now, if it has a readable one.
    package static func existingSnapshot(_ directory: URL) -> Snapshot? {
        (try? TableDirectory.read(directory)).flatMap { TableSet(files: $0.filter { TableLayout.isSnapshot($0.path) }).snapshot }
    }

    static func takenDate(old: Snapshot?, new snapshot: Snapshot, today: String) -> String {
        guard let old,
            old.species == snapshot.species, old.types == snapshot.types, old.pokemon == snapshot.pokemon,
            old.source == snapshot.source
        else {
            return today
        }
        return old.taken
    }

    /// Writes the snapshot and every species and type table; each file is written atomically and
    /// only when its bytes change. The corrections of `directory` (``Corrections``) apply on the way.
    package static func write(_ imported: ImportedNames, to directory: URL, today: String) throws -> Report {
        var snapshot = imported.snapshot
        snapshot.taken = takenDate(existing: directory, new: snapshot, today: today)
        var files = snapshot.renderedFiles().filter { file in
            imported.includesPokemonList || (file.path != TableLayout.pokemonSnapshot && !SnapshotFacts.files.contains(file.path))
        }
        // The directory's corrections outlive the import: each still-wrong upstream name is written corrected.
        let corrections = try Corrections.load(from: directory)
        var report = Report()
        for (kind, locales) in imported.names.sorted(by: { $0.key < $1.key }) {
            for (locale, entries) in locales.sorted(by: { $0.key < $1.key }) {
                var applied = corrections.apply(to: entries, table: kind, locale: locale)
                // A stand-in is no name: left out, the fallback answers for it (English's own ??? stays).
                if locale != TableLayout.referenceLocale, kind.declaration.value == .name {
                    let english = Dictionary(
                        (imported.names[kind]?[TableLayout.referenceLocale] ?? []).map { ($0.key, $0.value) },
                        uniquingKeysWith: { first, _ in first })
                    applied.entries.removeAll { entry in
                        guard PlaceholderNameCheck.isPlaceholder(entry.value), let name = english[entry.key],
                            !PlaceholderNameCheck.isPlaceholder(name)
                        else { return false }
                        report.placeholders.append("\(kind.relativePath(for: locale)): \(entry.key) (\(entry.value), English \(name))")
                        return true
                    }
                }
                report.correctedValueCount += applied.corrected.count
                report.staleCorrections += applied.stale.map {
                    Corrections.staleMessage($0.correction, source: $0.source, path: Corrections.fileName)
                }
                let derived = imported.derivedNotes[kind]?[locale] ?? []
                let comments = Corrections.comments(header(kind, locale) + derived, corrected: applied.corrected)
                // A name no correction made clean is written clean all the same (a table has no
                // white space around a name), and reported at its line, to be recorded.
                var uncleaned: [(key: String, upstream: String, written: String)] = []
                for index in applied.entries.indices {
                    let name = applied.entries[index].value
                    let cleaned = ImportedNames.clean(name)
                    guard cleaned != name else { continue }
                    applied.entries[index].value = cleaned
                    uncleaned.append((applied.entries[index].key, name, cleaned))
                }
                let path = kind.relativePath(for: locale)
                // The rules of every import (a translator's file's too): a name no table may hold
                // is not written; the table keeps the name it has. A table of nothing but such
                // names is not written at all.
                let refused = applied.entries.compactMap { entry in
                    NameAdmission.refusal(of: entry.value).map {
                        RefusedName(table: kind, locale: locale, key: entry.key, path: path, refusal: $0)
                    }
                }
                if !refused.isEmpty {
                    report.refused += refused
                    uncleaned.removeAll { entry in refused.contains { $0.key == entry.key } }
                    if refused.count == applied.entries.count {
                        report.heldBack.append(path)
                        continue
                    }
                    let kept = existingNames(of: directory.appendingPathComponent(path))
                    let refusedKeys = Set(refused.map(\.key))
                    applied.entries = applied.entries.compactMap { entry in
                        guard refusedKeys.contains(entry.key) else { return entry }
                        return kept[entry.key].map { (entry.key, $0) }
                    }
                }
                let text = TableText.render(comments: comments, entries: applied.entries)
                if !uncleaned.isEmpty {
                    let lines = Dictionary(TableFile(text: text).entries.map { ($0.key, $0.line) }, uniquingKeysWith: { first, _ in first })
                    report.uncorrected += uncleaned.map {
                        UncorrectedName(
                            table: kind, locale: locale, key: $0.key, upstream: $0.upstream, written: $0.written, path: path,
                            line: lines[$0.key] ?? 0)
                    }
                }
                files.append((path, text))
            }
        }
        for (path, text) in files where !report.heldBack.contains(path) {
            if try AtomicFile.write(text, to: directory.appendingPathComponent(path)) {
                report.written.append(path)
            } else {
                report.unchanged.append(path)
            }
        }
        return report
    }
}

extension TableImporter {
    /// The names a table file has now, by key (none when it is absent or can't be read).
    private static func existingNames(of url: URL) -> [String: String] {
        guard let bytes = FileManager.default.contents(atPath: url.path) else { return [:] }
        return Dictionary(
            TableFile(bytes: [UInt8](bytes)).uniqueEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}

/// A name a source has that no table may hold (a control character, an escape sequence, a
/// bidi control, an invisible character, over the limit), which the import did not write.
package struct RefusedName: Sendable, Equatable {
    package var table: TableKind
    package var locale: LocaleTag
    package var key: String
    /// The table file, relative to the tables directory.
    package var path: String
    var refusal: NameAdmission.Refusal

    /// An error line for the importer's output: the entry, the source, and what becomes of it.
    func error(directory: String, source: String) -> TerminalText {
        "loccheck: error: \(directory)\(path): \(source) has a \(locale) name of `\(key)` that \(refusal.problem); it was not imported, "
            + "and the table keeps the name it had. Check the source's text, or correct it in \(Corrections.fileName).\n"
    }
}

/// A name a source writes with white space around it or not in NFC, which no correction records.
/// The importer writes it clean, since no table name has white space around it, and reports it
/// here: the source's error is recorded in the corrections file like any other, so a re-import
/// makes it on purpose and `loccheck corrections --format pokeapi` sends it upstream.
package struct UncorrectedName: Sendable, Equatable {
    package var table: TableKind
    package var locale: LocaleTag
    package var key: String
    /// The name as the source writes it.
    package var upstream: String
    /// The name written, trimmed and in NFC.
    package var written: String
    /// The table file, relative to the tables directory, and the name's line in it.
    package var path: String
    package var line: Int

    /// What the source did wrong, for a message: white space, or a form that is not NFC.
    var fault: String {
        upstream.hasSurroundingWhitespace ? "with white space at its start or end" : "not in Unicode NFC"
    }

    /// A warning for the importer's output: where, what, and the correction's three lines to
    /// record (with a reason still to write); `directory` is the tables directory as shown.
    func warning(directory: String, source: String) -> TerminalText {
        let target = "\(table.rawValue) \(locale) \(key)"
        return
            "loccheck: warning: \(directory)\(path):\(line): \(source) has the \(locale) name of `\(key)` as \"\(upstream)\", \(fault); it was written as \(written). "
            + "Record the change in \(Corrections.fileName) with the reason and its evidence, so a re-import makes it on purpose and `loccheck corrections --format pokeapi` sends it upstream:\n"
            + "    \(target) upstream = \(upstream)\n    \(target) corrected = \(written)\n    \(target) reason = …\n"
    }
}
