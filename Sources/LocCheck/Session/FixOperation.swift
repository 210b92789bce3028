import Foundation
import PokeTables
import PokeTablesIO

extension LocCheckSession {
    /// `loccheck fix`.
    package func fix(dryRun: Bool, tablesPath: String?, overBundled: Bool) throws -> Int32 {
        let (directory, shown) = try tablesDirectory(tablesPath)
        let read = try TableDirectory.read(directory)
        // Line endings and the byte order mark first: every other fix reads the lines they split.
        let endings = Dictionary(read.map { ($0.path, LineEndingFix($0.bytes)) }, uniquingKeysWith: { first, _ in first })
        let originals = Dictionary(read.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let files = read.map { (path: $0.path, bytes: endings[$0.path]?.bytes ?? $0.bytes) }
        let bytesByPath = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let tables = TableSet(parsingConcurrently: files)
        let corrections = try Corrections.load(from: directory)
        var changedFiles = 0
        var renamed = 0
        var cleaned = 0
        var moved = 0
        var corrected = 0
        var notes: [TerminalText] = []
        var heldFiles = 0
        var convertedFiles = 0
        var droppedMarks = 0
        // A layer's keys (an app's Localization/) are those of the bundled tables and its own English.
        let base = overBundled ? BundledReference.englishTables : nil
        for kind in TableKind.allCases {
            let expected = tables.keys(kind, snapshot: .bundled, over: base).expected
            let suggester = KeySuggester(slugs: expected)
            for table in tables.tables where table.kind == kind {
                let normalized = String(decoding: bytesByPath[table.path] ?? [], as: UTF8.self)
                let original = String(decoding: originals[table.path] ?? [], as: UTF8.self)
                var fix = TableFix(text: normalized)
                fix.apply(table, expected: expected, suggester: suggester, corrections: corrections)
                if !fix.needsPerson.isEmpty {
                    heldFiles += 1
                    notes += fix.needsPerson.map { "\($0.located(in: shown))\n" }
                    let lines = fix.needsPerson.count == 1 ? "line" : "lines"
                    let verb = fix.needsPerson.count == 1 ? "is" : "are"
                    notes.append(
                        fix.leftWhole
                            ? "\(shown)\(table.path): fix changes nothing in this file until the \(lines) above \(verb) fixed by hand.\n"
                            : "\(shown)\(table.path): fix renames no key and moves no line in this file until the \(lines) above \(verb) fixed by hand; names are fixed.\n"
                    )
                }
                guard !fix.text.utf8.elementsEqual(original.utf8) else { continue }  // bytes: an NFC fix is canonically equal
                changedFiles += 1
                if let ending = endings[table.path] {
                    convertedFiles += ending.convertedLines > 0 ? 1 : 0
                    droppedMarks += ending.droppedByteOrderMark ? 1 : 0
                }
                renamed += fix.renamed
                cleaned += fix.cleaned
                moved += fix.moved
                corrected += fix.corrected
                if dryRun {
                    output(
                        TerminalText(
                            linesOf: LineDiff.unified(old: TableFix(text: normalized).lines, new: fix.lines, path: shown + table.path)))
                } else {
                    try AtomicFile.write(fix.text, to: directory.appendingPathComponent(table.path))
                }
            }
        }
        notes.forEach(output)
        let verb = dryRun ? "Would fix" : "Fixed"
        output(
            "\(verb) \(String(counting: changedFiles, "file")): \(String(counting: renamed, "key")) renamed, "
                + "\(String(counting: cleaned, "name")) trimmed or brought to NFC, \(String(counting: moved, "line")) moved into the API's order"
                + (corrected > 0 ? ", \(String(counting: corrected, "name")) corrected by \(Corrections.fileName)" : "")
                + (convertedFiles > 0 ? ", \(String(counting: convertedFiles, "file")) converted from CR LF to LF line endings" : "")
                + (droppedMarks > 0 ? ", \(String(counting: droppedMarks, "byte order mark")) removed" : "")
                + (heldFiles > 0
                    ? "; \(String(counting: heldFiles, "file")) \(heldFiles == 1 ? "needs" : "need") a person first (see above).\n" : ".\n")
        )
        return 0
    }
}
