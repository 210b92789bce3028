import CommandTestSupport
import Foundation
import Testing

/// What `loccheck import FILE.po|FILE.xlf` refuses to do to reviewed tables: replace names
/// without --overwrite, pick one of two entries for a key, write invisible or over-long text;
/// and what `export` refuses: an --output inside the tables directory.
@Suite("Import safety: reviewed names, duplicates, hidden and huge text, export's output")
struct ImportSafetyTests {
    let loccheck = InProcessLocCheck()

    /// A PO file of `entries` (msgctxt, msgid, msgstr) saying `Language: language`, and the line of each entry.
    static func poFile(_ url: URL, language: String, _ entries: [(String, String, String)]) throws -> [Int] {
        var text = "msgid \"\"\nmsgstr \"\"\n\"Language: \(language)\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
        var lines: [Int] = []
        // The header's 4 lines, then 4 per entry (a blank line, msgctxt, msgid, msgstr).
        for (number, (context, source, target)) in entries.enumerated() {
            text += "\n"
            lines.append(4 + 4 * number + 2)
            text += "msgctxt \"\(context)\"\nmsgid \"\(source)\"\nmsgstr \"\(target)\"\n"
        }
        try text.write(to: url, atomically: true, encoding: .utf8)
        return lines
    }

    /// The lines of `path` that differ between two snapshots of the tables, as they are after.
    static func changedLines(_ before: [String: Data], _ after: [String: Data], _ path: String) -> [String] {
        func lines(_ data: Data?) -> [String] { String(decoding: data ?? Data(), as: UTF8.self).components(separatedBy: "\n") }
        return zip(lines(before[path]), lines(after[path])).filter { $0 != $1 }.map(\.1)
    }

    @Test("an import that writes some names and refuses an entry exits 3; one that refuses every entry and writes nothing exits 1")
    func partialImportHasItsOwnCode() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let types = tables.appendingPathComponent("types/fr.txt")
        let french = try String(contentsOf: types, encoding: .utf8)
        try french.replacingOccurrences(of: "\nfire = Feu\n", with: "\nfire = \n").write(to: types, atomically: true, encoding: .utf8)
        let file = directory.url.appendingPathComponent("fr.po")
        // A fill, and an entry for a key the tables don't have (refused).
        let lines = try Self.poFile(file, language: "fr", [("types:fire", "Fire", "Feu"), ("species:pikachuu", "Pikachu", "Pikachu")])
        let partial = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(partial.status == 3, "\(partial.stdout)\(partial.stderr)")
        #expect(partial.stdout.contains("\(file.path):\(lines[1]): error: "), "\(partial.stdout)")
        #expect(try String(contentsOf: types, encoding: .utf8).contains("\nfire = Feu\n"), "the fill was written")

        _ = try Self.poFile(file, language: "fr", [("species:pikachuu", "Pikachu", "Pikachu")])
        let refused = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(refused.status == 1, "\(refused.stdout)\(refused.stderr)")
        #expect(!refused.stdout.contains("Wrote "))
    }

    @Test(
        "a file that says fr but holds other names: without --overwrite nothing is written, fills included, exit 1; --dry-run shows it; --overwrite writes it"
    )
    func wrongLanguage() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        // fr names everything: one name left empty, to fill.
        let types = tables.appendingPathComponent("types/fr.txt")
        let french = try String(contentsOf: types, encoding: .utf8)
        #expect(french.contains("\nfire = Feu\n"))
        try french.replacingOccurrences(of: "\nfire = Feu\n", with: "\nfire = \n").write(to: types, atomically: true, encoding: .utf8)
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("fr.po")
        let lines = try Self.poFile(
            file, language: "fr",
            [
                ("species:bulbasaur", "Bulbasaur", "Bulbasaur"),  // Vietnamese work: fr has Bulbizarre
                ("species:ivysaur", "Ivysaur", "Ivysaur"),  // fr has Herbizarre
                ("types:fire", "Fire", "Lửa"),  // an empty name: a fill
            ])

        let refused = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(refused.status == 1)
        #expect(
            refused.stdout.contains(
                "\(file.path):\(lines[0]): error: Not written: `species:bulbasaur` would replace “Bulbizarre” with “Bulbasaur”; an import replaces a name the tables have only with --overwrite.\n"
            ), "\(refused.stdout)")
        #expect(
            refused.stdout.contains(
                "\(file.path):\(lines[1]): error: Not written: `species:ivysaur` would replace “Herbizarre” with “Ivysaur”;"))
        #expect(
            refused.stdout.hasSuffix(
                "Nothing was written: 2 names of fr.po would replace names the tables have (listed above), nor the 1 name that would fill empty ones. "
                    + "Check that fr.po is fr's and current; to replace them, import again with --overwrite (--dry-run shows every change first).\n"
            ), "\(refused.stdout)")
        #expect(!refused.stdout.contains("Wrote "))
        #expect(try snapshotOfFiles(tables) == before, "a conflicting import wrote something")

        let dryRun = await loccheck.run(["import", file.path, "--overwrite", "--dry-run", "--tables", tables.path])
        #expect(dryRun.status == 0, "\(dryRun.stdout)")
        #expect(
            dryRun.stdout.contains("\n-bulbasaur = Bulbizarre\n-ivysaur = Herbizarre\n+bulbasaur = Bulbasaur\n+ivysaur = Ivysaur\n"),
            "\(dryRun.stdout)")
        #expect(dryRun.stdout.contains("Would write \(tables.path)/species/fr.txt: 2 names changed.\n"))
        #expect(dryRun.stdout.hasSuffix("Would import fr.po into fr: 3 changed, 0 unchanged, 0 untranslated, 0 fuzzy, 0 refused.\n"))
        #expect(try snapshotOfFiles(tables) == before, "--dry-run wrote something")

        let overwritten = await loccheck.run(["import", file.path, "--overwrite", "--tables", tables.path])
        #expect(overwritten.status == 0, "\(overwritten.stdout)")
        let after = try snapshotOfFiles(tables)
        #expect(after.filter { before[$0.key] != $0.value }.keys.sorted() == ["species/fr.txt", "types/fr.txt"])
        #expect(Self.changedLines(before, after, "types/fr.txt") == ["fire = Lửa"])
        #expect(Self.changedLines(before, after, "species/fr.txt") == ["bulbasaur = Bulbasaur", "ivysaur = Ivysaur"])
    }

    @Test("without conflicts an import fills empty names and needs no --overwrite")
    func fillsWithoutOverwrite() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        #expect(await loccheck.run(["add-locale", "vi", "--tables", tables.path]).status == 0)
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("vi.po")
        _ = try Self.poFile(file, language: "vi", [("species:bulbasaur", "Bulbasaur", "Bulbasaur"), ("types:fire", "Fire", "Lửa")])
        let result = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(result.status == 0, "\(result.stdout)")
        let after = try snapshotOfFiles(tables)
        #expect(Self.changedLines(before, after, "species/vi.txt") == ["bulbasaur = Bulbasaur"])
        #expect(Self.changedLines(before, after, "types/vi.txt") == ["fire = Lửa"])
    }

    @Test("a key the file has twice is refused once, at its first line naming both, and neither is written", arguments: ["po", "xlf"])
    func duplicateEntries(format: String) async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        #expect(await loccheck.run(["add-locale", "vi", "--tables", tables.path]).status == 0)
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("vi.\(format)")
        let lines: [Int]
        if format == "po" {
            lines = try Self.poFile(
                file, language: "vi",
                [
                    ("species:raichu", "Raichu", "Raichu A"), ("types:fire", "Fire", "Lửa"), ("species:raichu", "Raichu", "Raichu B"),
                ])
        } else {
            let units = [("species:raichu", "Raichu", "Raichu A"), ("types:fire", "Fire", "Lửa"), ("species:raichu", "Raichu", "Raichu B")]
            var text =
                "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n"
                + "<file original=\"x\" source-language=\"en\" target-language=\"vi\" datatype=\"plaintext\"><body>\n"
            for (id, source, target) in units {
                text += "<trans-unit id=\"\(id)\"><source>\(source)</source><target state=\"translated\">\(target)</target></trans-unit>\n"
            }
            try (text + "</body></file></xliff>\n").write(to: file, atomically: true, encoding: .utf8)
            lines = [4, 5, 6]
        }
        let result = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(result.status == 3, "some names written, some refused")
        #expect(
            result.stdout.contains(
                "\(file.path):\(lines[0]): error: Not written: `species:raichu` appears 2 times (lines \(lines[0]) and \(lines[2])), "
                    + "and nobody can tell which one the translator meant, so none of them is written; keep one and import again.\n"),
            "\(result.stdout)")
        #expect(!result.stdout.contains("\(file.path):\(lines[2]): error:"), "one notice per key, not per copy")
        let after = try snapshotOfFiles(tables)
        #expect(Self.changedLines(before, after, "species/vi.txt").isEmpty)
        #expect(Self.changedLines(before, after, "types/vi.txt") == ["fire = Lửa"])
    }

    @Test(
        "invisible characters in a msgstr are refused at the entry's line, naming the code point",
        arguments: [
            ("\u{200B}", "U+200B ZERO WIDTH SPACE"), ("\u{2028}", "U+2028 LINE SEPARATOR"),
            ("\u{E0041}", "U+E0041 TAG LATIN CAPITAL LETTER A"),
            ("\u{3164}", "U+3164 HANGUL FILLER"), ("\u{AD}", "U+00AD SOFT HYPHEN"), ("\u{E000}", "U+E000 (a private-use character)"),
            (String(Character(Unicode.Scalar(0xFDD0)!)), "U+FDD0 (a noncharacter)"), ("\u{200D}", "U+200D ZERO WIDTH JOINER"),
        ])
    func invisibleCharacters(character: String, named: String) async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("ko.po")
        let lines = try Self.poFile(file, language: "ko", [("species:pikachu", "Pikachu", "피카\(character)츄")])
        let result = await loccheck.run(["import", file.path, "--overwrite", "--tables", tables.path])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains("\(file.path):\(lines[0]): error: Not written: the text of `species:pikachu` contains \(named), "),
            "\(result.stdout)")
        #expect(try snapshotOfFiles(tables) == before)
    }

    @Test("a msgstr over 4,096 bytes is refused at its entry; one of 4,096 bytes is written")
    func overLongText() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        #expect(await loccheck.run(["add-locale", "vi", "--tables", tables.path]).status == 0)
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("vi.po")
        let long = String(repeating: "가", count: 2_000)  // 6,000 bytes
        let fits = String(repeating: "x", count: 4_096)
        let lines = try Self.poFile(file, language: "vi", [("species:pikachu", "Pikachu", long), ("species:raichu", "Raichu", fits)])
        let result = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(result.status == 3, "some names written, some refused")
        #expect(
            result.stdout.contains(
                "\(file.path):\(lines[0]): error: Not written: the text of `species:pikachu` is 6,000 bytes long, over the limit of 4,096 bytes (UTF-8) for a name; shorten it and import again.\n"
            ), "\(result.stdout)")
        #expect(Self.changedLines(before, try snapshotOfFiles(tables), "species/vi.txt") == ["raichu = \(fits)"])
    }

    @Test("export refuses an --output inside the tables directory, however the path gets there")
    func exportOverTables() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        let fm = FileManager.default
        let linkedFolder = directory.url.appendingPathComponent("species-link")
        try fm.createSymbolicLink(at: linkedFolder, withDestinationURL: tables.appendingPathComponent("species"))
        let linkedFile = directory.url.appendingPathComponent("ko.po")
        try fm.createSymbolicLink(at: linkedFile, withDestinationURL: tables.appendingPathComponent("species/ko.txt"))
        let outputs = [
            tables.appendingPathComponent("species/ko.txt").path,  // the table itself
            linkedFolder.appendingPathComponent("ko.txt").path,  // through a linked parent
            linkedFile.path,  // a link to the table
            tables.appendingPathComponent("new/ko.po").path,  // a folder not there yet
            directory.url.appendingPathComponent("tables/../tables/ui/ko.txt").path,
        ]
        for output in outputs {
            let result = await loccheck.run(["export", "ko", "--format", "po", "--output", output, "--tables", tables.path])
            #expect(result.status == 2, "\(output)")
            #expect(
                result.stderr.contains("loccheck: error: --output \(output) is inside the tables directory \(tables.path)/ (it is "),
                "\(result.stderr)")
            #expect(result.stderr.contains("pass a file outside it, such as `--output ko.po`."))
        }
        #expect(try snapshotOfFiles(tables) == before)
        #expect(!fm.fileExists(atPath: tables.appendingPathComponent("new").path))
        let outside = directory.url.appendingPathComponent("ko-outside.po")
        #expect(await loccheck.run(["export", "ko", "--format", "po", "--output", outside.path, "--tables", tables.path]).status == 0)
    }
}
