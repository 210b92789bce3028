import CommandTestSupport
import Foundation
import Testing

/// `loccheck --read-only` (what `swift package loccheck` always passes) writes no file, whatever
/// the subcommand or option: the refusal is at the write itself, not in a list of commands.
@Suite("--read-only refuses every write")
struct ReadOnlyTests {
    let loccheck = BuiltCommand("loccheck")

    @Test("every way loccheck writes fails under --read-only, having written nothing", arguments: [
        ["fix"], ["add-locale", "eo"], ["import-search-keys"], ["--write-baseline"], ["check", "--write-baseline"],
        ["export", "ko", "--format", "po", "--output", "OUT/ko.po"], ["import", "OUT/de.po", "--overwrite"],
        ["import", "--locale", "ru", "--from", "OUT/ru.json"],
        ["import-pokeapi", "--csv", "CSV"], ["--format", "sarif", "--output", "OUT/loccheck.sarif"],
    ])
    func refused(arguments: [String]) throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        // Something for each to write: a name to trim, a PO and a list that change a name.
        let german = tables.appendingPathComponent("types/de.txt")
        try (try String(contentsOf: german, encoding: .utf8)).replacingOccurrences(of: "= Feuer\n", with: "= Feuer \n")
            .write(to: german, atomically: true, encoding: .utf8)
        let out = directory.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\n#, python-brace-format\nmsgctxt \"species:mew\"\nmsgid \"Mew\"\nmsgstr \"Mew der Kleine\"\n"
            .write(to: out.appendingPathComponent("de.po"), atomically: true, encoding: .utf8)
        try #"["Бульбазавр!"]"#.write(to: out.appendingPathComponent("ru.json"), atomically: true, encoding: .utf8)
        // A Korean name whose search keys are then out of date, for import-search-keys.
        let korean = tables.appendingPathComponent("species/ko.txt")
        try (try String(contentsOf: korean, encoding: .utf8)).replacingOccurrences(of: "\npsyduck = 고라파덕\n", with: "\npsyduck = 고라파둑\n")
            .write(to: korean, atomically: true, encoding: .utf8)
        let csv = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/csv")
        let words = arguments.map { $0.replacingOccurrences(of: "OUT", with: out.path).replacingOccurrences(of: "CSV", with: csv.path) }
        let before = try snapshotOfFiles(directory.url)

        let result = try loccheck.run(["--read-only"] + words + ["--tables", tables.path])
        #expect(result.status == 2, "\(arguments): \(result.stdout)\(result.stderr)")
        #expect(result.stderr.contains("this run is read-only. loccheck was run with --read-only (which `swift package loccheck` always passes), so it writes no file;"),
                "\(arguments): \(result.stderr)")
        #expect(try snapshotOfFiles(directory.url) == before, "\(arguments) wrote")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: directory.url.path).filter { $0.hasSuffix(".tmp") }.isEmpty)

        // The same without --read-only writes: the refusal above was the flag's.
        let written = try loccheck.run(words + ["--tables", tables.path])
        #expect(try snapshotOfFiles(directory.url) != before, "\(arguments) without --read-only: \(written.stdout)\(written.stderr)")
    }

    @Test("what only reads runs under --read-only: the check, fix --dry-run, an export to standard output")
    func readsRun() throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        let list = directory.url.appendingPathComponent("fr.json")
        try #"["Bulbizarre"]"#.write(to: list, atomically: true, encoding: .utf8)
        for words in [["check"], ["fix", "--dry-run"], ["export", "ko", "--format", "po"], ["compare", "--with", list.path, "--locale", "fr"],
                      ["check", "--format", "sarif", "--output", "-"]] {
            let result = try loccheck.run(["--read-only"] + words + ["--tables", tables.path])
            #expect(result.status != 2, "\(words): \(result.stderr)")
        }
        #expect(try snapshotOfFiles(tables) == before)
    }
}
