import CommandTestSupport
import Foundation
import PokeTablesIO
import Testing

/// `loccheck --read-only` (what `swift package loccheck` always passes) writes no file, whatever
/// the command or option: a command that writes (as its type declares) is refused before it runs,
/// and every write of the run's task is refused at the write itself (a task-local policy), so
/// even a command that wrote undeclared could not. Run in memory: the policy is the task's, not
/// the process's.
@Suite("--read-only refuses every write")
struct ReadOnlyTests {
    let loccheck = InProcessLocCheck()

    @Test(
        "every way loccheck writes fails under --read-only, having written nothing",
        arguments: [
            ["fix"], ["add-locale", "eo"], ["import-search-keys"], ["--write-baseline"], ["check", "--write-baseline"],
            ["export", "ko", "--format", "po", "--output", "OUT/ko.po"], ["import", "OUT/de.po", "--overwrite"],
            ["import", "--locale", "ru", "--from", "OUT/ru.json"],
            ["import-pokeapi", "--csv", "CSV"], ["--format", "sarif", "--output", "OUT/loccheck.sarif"],
        ])
    func refused(arguments: [String]) async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        // Something for each to write: a name to trim, a PO and a list that change a name.
        let german = tables.appendingPathComponent("types/de.txt")
        try (try String(contentsOf: german, encoding: .utf8)).replacingOccurrences(of: "= Feuer\n", with: "= Feuer \n")
            .write(to: german, atomically: true, encoding: .utf8)
        let out = directory.url.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
        try
            "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\n#, python-brace-format\nmsgctxt \"species:mew\"\nmsgid \"Mew\"\nmsgstr \"Mew der Kleine\"\n"
            .write(to: out.appendingPathComponent("de.po"), atomically: true, encoding: .utf8)
        try #"["Бульбазавр!"]"#.write(to: out.appendingPathComponent("ru.json"), atomically: true, encoding: .utf8)
        // A Korean name whose search keys are then out of date, for import-search-keys.
        let korean = tables.appendingPathComponent("species/ko.txt")
        try (try String(contentsOf: korean, encoding: .utf8)).replacingOccurrences(of: "\npsyduck = 고라파덕\n", with: "\npsyduck = 고라파둑\n")
            .write(to: korean, atomically: true, encoding: .utf8)
        let csv = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures/csv")
        let words = arguments.map { $0.replacingOccurrences(of: "OUT", with: out.path).replacingOccurrences(of: "CSV", with: csv.path) }
        let before = try snapshotOfFiles(directory.url)

        let result = await loccheck.run(["--read-only"] + words + ["--tables", tables.path])
        #expect(result.status == 2, "\(arguments): \(result.stdout)\(result.stderr)")
        #expect(
            result.stderr.contains(
                "writes files, and loccheck was run with --read-only (which `swift package loccheck` always passes), so it writes no file;"),
            "\(arguments): \(result.stderr)")
        #expect(try snapshotOfFiles(directory.url) == before, "\(arguments) wrote")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: directory.url.path).filter { $0.hasSuffix(".tmp") }.isEmpty)

        // The same without --read-only writes: the refusal above was the flag's.
        let written = await loccheck.run(words + ["--tables", tables.path])
        #expect(try snapshotOfFiles(directory.url) != before, "\(arguments) without --read-only: \(written.stdout)\(written.stderr)")
    }

    @Test("what only reads runs under --read-only: the check, fix --dry-run, an export to standard output")
    func readsRun() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        let list = directory.url.appendingPathComponent("fr.json")
        try #"["Bulbizarre"]"#.write(to: list, atomically: true, encoding: .utf8)
        for words in [
            ["check"], ["fix", "--dry-run"], ["export", "ko", "--format", "po"], ["compare", "--with", list.path, "--locale", "fr"],
            ["check", "--format", "sarif", "--output", "-"],
        ] {
            let result = await loccheck.run(["--read-only"] + words + ["--tables", tables.path])
            #expect(result.status != 2, "\(words): \(result.stderr)")
        }
        #expect(try snapshotOfFiles(tables) == before)
    }

    @Test("the refusal is the task's: a write inside a read-only task fails, one beside it in the same process succeeds")
    func taskLocalPolicy() async throws {
        let directory = try TemporaryDirectory()
        let inside = directory.url.appendingPathComponent("inside.txt")
        let beside = directory.url.appendingPathComponent("beside.txt")
        try await WritePolicy.refusingWrites("read-only for the test") {
            // A child task inherits the policy.
            let child = Task { () throws -> Bool in try AtomicFile.write("x", to: inside) }
            await #expect(throws: AtomicFile.WriteError.self) { _ = try await child.value }
            // Another task of the process, started outside the policy, is not read-only.
            try await Task.detached { _ = try AtomicFile.write("y", to: beside) }.value
        }
        #expect(!FileManager.default.fileExists(atPath: inside.path))
        #expect(FileManager.default.fileExists(atPath: beside.path))
        #expect(!WritePolicy.refusesWrites)
    }
}
