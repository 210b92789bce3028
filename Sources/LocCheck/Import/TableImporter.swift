import Foundation
import PokeTables
import PokeTablesIO

/// Writes imported names and lists into a tables directory, in the package's table format.
package enum TableImporter {
    /// What an import changed.
    package struct Report: Sendable {
        package var written: [String] = []
        package var unchanged: [String] = []
        package var cleanedValueCount = 0
        /// Names the corrections file corrected on the way in.
        package var correctedValueCount = 0
        /// One sentence per correction whose upstream name the source no longer has.
        package var staleCorrections: [String] = []
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
        (try? TableDirectory.read(directory)).flatMap { TableSet(files: $0).snapshot }
    }

    static func takenDate(old: Snapshot?, new snapshot: Snapshot, today: String) -> String {
        guard let old,
              old.species == snapshot.species, old.types == snapshot.types, old.pokemon == snapshot.pokemon,
              old.source == snapshot.source else {
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
        var report = Report(cleanedValueCount: imported.cleanedValueCount)
        for (kind, locales) in imported.names.sorted(by: { $0.key < $1.key }) {
            for (locale, entries) in locales.sorted(by: { $0.key < $1.key }) {
                let applied = corrections.apply(to: entries, table: kind, locale: locale)
                report.correctedValueCount += applied.corrected.count
                report.staleCorrections += applied.stale.map { Corrections.staleMessage($0.correction, source: $0.source, path: Corrections.fileName) }
                let comments = Corrections.comments(header(kind, locale), corrected: applied.corrected)
                files.append((kind.relativePath(for: locale), TableText.render(comments: comments, entries: applied.entries)))
            }
        }
        for (path, text) in files {
            if try AtomicFile.write(text, to: directory.appendingPathComponent(path)) {
                report.written.append(path)
            } else {
                report.unchanged.append(path)
            }
        }
        return report
    }
}
