import Foundation
import BundledSnapshot
import PokeTables
import PokeTablesIO

extension LocCheckCommand {
    func fix(_ words: [String]) throws -> Int32 {
        let arguments = try ParsedArguments(words, subcommand: "fix", options: [.value("--tables"), .flag("--dry-run")])
        if arguments.wantsHelp { output(HelpText.text(for: "fix")); return 0 }
        _ = try arguments.operands(atMost: 0, what: "")
        let tablesPath = arguments.values["--tables"], dryRun = arguments.flags.contains("--dry-run")
        let (directory, shown) = try tablesDirectory(tablesPath)
        let files = try TableDirectory.read(directory)
        let bytesByPath = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let tables = TableSet(files: files)
        let corrections = try Corrections.load(from: directory)
        var changedFiles = 0, renamed = 0, cleaned = 0, moved = 0, corrected = 0
        var notes: [String] = [], heldFiles = 0
        for kind in TableKind.allCases {
            let expected = tables.expectedKeys(kind, snapshot: .bundled)
            let suggester = KeySuggester(slugs: expected)
            for table in tables.tables where table.kind == kind {
                let original = String(decoding: bytesByPath[table.path] ?? [], as: UTF8.self)
                var fix = TableFix(text: original)
                fix.apply(table, expected: expected, suggester: suggester, corrections: corrections)
                if !fix.needsPerson.isEmpty {
                    heldFiles += 1
                    notes += fix.needsPerson.map { "\(shown)\(table.path):\($0.line): \($0.message) [\($0.kind.rawValue)]\n" }
                    notes.append("\(shown)\(table.path): " + (fix.leftWhole
                        ? "fix changes nothing in this file until the \(fix.needsPerson.count == 1 ? "line" : "lines") above \(fix.needsPerson.count == 1 ? "is" : "are") fixed by hand.\n"
                        : "fix renames no key and moves no line in this file until the \(fix.needsPerson.count == 1 ? "line" : "lines") above \(fix.needsPerson.count == 1 ? "is" : "are") fixed by hand; names are fixed.\n"))
                }
                guard !fix.text.utf8.elementsEqual(original.utf8) else { continue }  // bytes: an NFC fix is canonically equal
                changedFiles += 1
                renamed += fix.renamed; cleaned += fix.cleaned; moved += fix.moved; corrected += fix.corrected
                if dryRun {
                    output(LineDiff.unified(old: TableFix(text: original).lines, new: fix.lines, path: shown + table.path))
                } else {
                    try AtomicFile.write(fix.text, to: directory.appendingPathComponent(table.path))
                }
            }
        }
        notes.forEach(output)
        let verb = dryRun ? "Would fix" : "Fixed"
        output("\(verb) \(String(counting: changedFiles, "file")): \(String(counting: renamed, "key")) renamed, "
            + "\(String(counting: cleaned, "name")) trimmed or brought to NFC, \(String(counting: moved, "line")) moved into the API's order"
            + (corrected > 0 ? ", \(String(counting: corrected, "name")) corrected by \(Corrections.fileName)" : "")
            + (heldFiles > 0 ? "; \(String(counting: heldFiles, "file")) \(heldFiles == 1 ? "needs" : "need") a person first (see above).\n" : ".\n"))
        return 0
    }
}
