import Foundation
import BundledSnapshot
import PokeTables
import PokeTablesIO

extension LocCheckCommand {
    func fix(_ arguments: CommandLineArguments) throws -> Int32 {
        var arguments = arguments
        var tablesPath: String? = nil
        var dryRun = false
        while let word = arguments.next() {
            switch word {
            case "--help", "-h": output(HelpText.text(for: "fix")); return 0
            case "--tables": tablesPath = try arguments.value(for: word)
            case "--dry-run": dryRun = true
            default: throw UsageError.unknownOption(word, known: ["--tables", "--dry-run", "--help"])
            }
        }
        let (directory, shown) = try tablesDirectory(tablesPath)
        let files = try TableDirectory.read(directory)
        let bytesByPath = Dictionary(files.map { ($0.path, $0.bytes) }, uniquingKeysWith: { first, _ in first })
        let tables = TableSet(files: files)
        var changedFiles = 0, renamed = 0, cleaned = 0, moved = 0
        for kind in TableKind.allCases {
            let expected = tables.expectedKeys(kind, snapshot: .bundled)
            let suggester = KeySuggester(slugs: expected)
            for table in tables.tables where table.kind == kind {
                let original = String(decoding: bytesByPath[table.path] ?? [], as: UTF8.self)
                var fix = TableFix(text: original)
                fix.apply(table, expected: expected, suggester: suggester)
                guard !fix.text.utf8.elementsEqual(original.utf8) else { continue }  // bytes: an NFC fix is canonically equal
                changedFiles += 1
                renamed += fix.renamed; cleaned += fix.cleaned; moved += fix.moved
                if dryRun {
                    output(LineDiff.unified(old: TableFix(text: original).lines, new: fix.lines, path: shown + table.path))
                } else {
                    try AtomicFile.write(fix.text, to: directory.appendingPathComponent(table.path))
                }
            }
        }
        let verb = dryRun ? "Would fix" : "Fixed"
        output("\(verb) \(changedFiles) \(changedFiles == 1 ? "file" : "files"): \(renamed) keys renamed, \(cleaned) names trimmed or brought to NFC, \(moved) lines moved into the API's order.\n")
        return 0
    }
}
