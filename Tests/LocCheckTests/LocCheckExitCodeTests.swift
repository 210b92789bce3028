import CommandTestSupport
import Foundation
import Testing

@Suite("loccheck as a user runs it")
struct LocCheckExitCodeTests {
    let binary = BuiltCommand("loccheck")
    let loccheck = InProcessLocCheck()

    @Test("the package's own tables are clean, with coverage for all sixteen locales")
    func ownTablesClean() throws {
        let result = try binary.run(["--tables", PackageTables.resources.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("0 errors, 0 warnings"))
        // Without ../shared, the three second sources pinned in the config are skipped quietly
        // (a fresh clone has no ../shared); --verbose names each.
        #expect(result.stderr.isEmpty, "\(result.stderr)")
        let verbose = try binary.run(["--tables", PackageTables.resources.path, "--verbose"])
        #expect(
            verbose.stderr.components(separatedBy: "skipped comparing").count - 1 == (SharedNames.directory == nil ? 3 : 0),
            "\(verbose.stderr)")
        for locale in [
            "de", "en", "es", "es-419", "fr", "it", "ja", "ja-Hrkt", "ja-Latn", "ko", "pt-BR", "ru", "th", "tr", "zh-Hans", "zh-Hant",
        ] {
            #expect(
                result.stdout.contains("\n\(locale.padding(toLength: 9, withPad: " ", startingAt: 0))1025/1025"),
                "coverage row for \(locale)")
        }
        #expect(result.stdout.contains("0 errors"))
        #expect(result.stdout.contains("accepted by the baseline"))
    }

    @Test("--strict ignores the baseline and reports PokeAPI's real gaps")
    func strict() async throws {
        let result = await loccheck.run(["--tables", PackageTables.resources.path, "--strict"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("Resources/types/es.txt:23: error: `shadow` (English: Shadow) is missing"))
        #expect(result.stdout.contains("ja-Latn  1025/1025  1/21"))
    }

    @Test("a key that drifted from the API is one finding at its line, naming the right slug")
    func driftedKeys() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let korean = tables.appendingPathComponent("species/ko.txt")
        var text = try String(contentsOf: korean, encoding: .utf8)
        for (slug, drifted) in [("nidoran-f", "nidoran♀"), ("mr-mime", "mr. mime"), ("rookidee", "rookiedee")] {
            text = text.replacingOccurrences(of: "\n\(slug) = ", with: "\n\(drifted) = ")
        }
        try text.write(to: korean, atomically: true, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        func line(of key: String) -> Int { lines.firstIndex { $0.hasPrefix("\(key) = ") }! + 1 }

        let result = await loccheck.run(["--tables", tables.path])
        #expect(result.status == 1)
        let path = "\(tables.path)/species/ko.txt"
        for (drifted, slug, english) in [
            ("nidoran♀", "nidoran-f", "Nidoran♀"), ("mr. mime", "mr-mime", "Mr. Mime"), ("rookiedee", "rookidee", "Rookidee"),
        ] {
            #expect(
                result.stdout.contains(
                    "\(path):\(line(of: drifted)): error: `\(drifted)` should be `\(slug)` (English: \(english)), the species key in the API's list; rename the key (`loccheck fix` does). [unknown-key]"
                ),
                "\(drifted) in \(result.stdout)")
            // One finding says it all: the slug it should be is not reported missing as well.
            #expect(!result.stdout.contains("`\(slug)` (English: \(english)) is missing"), "\(slug) reported missing too")
        }
        #expect(result.stdout.contains("ko       1022/1025"))
        #expect(result.stdout.contains("3 errors,"))

        // A key that is really missing is still reported where it belongs, before the next key the file has.
        let pikachu = line(of: "raichu")
        try text.replacingOccurrences(of: "\npikachu = ", with: "\n# pikachu = ").write(to: korean, atomically: true, encoding: .utf8)
        let missing = await loccheck.run(["--tables", tables.path])
        #expect(
            missing.stdout.contains(
                "\(path):\(pikachu): error: `pikachu` (English: Pikachu) is missing; add `pikachu = …` here, in the API's order. [missing-key]"
            ), "\(missing.stdout)")
        #expect(missing.stdout.contains("4 errors,"))
    }

    @Test("empty values, white space, NFC and malformed lines are findings at their lines")
    func contentFindings() async throws {
        let directory = try TemporaryDirectory()
        let tables = directory.url.appendingPathComponent("user")
        try FileManager.default.createDirectory(at: tables.appendingPathComponent("types"), withIntermediateDirectories: true)
        let text = "# my types\nnormal = \nfighting =  Kampf\nflying = Vol\u{301}\nthis line is wrong\nflying = Flug\n"
        try text.write(to: tables.appendingPathComponent("types/de.txt"), atomically: true, encoding: .utf8)
        try PackageTables.text("types/en.txt").write(to: tables.appendingPathComponent("types/en.txt"), atomically: true, encoding: .utf8)
        // A project that reports every empty name (without this line an empty name is pending work).
        try "empty-value = error\n".write(to: tables.appendingPathComponent("loccheck-config.txt"), atomically: true, encoding: .utf8)
        let result = await loccheck.run(["--tables", tables.path])
        #expect(result.status == 1)
        let path = "\(tables.path)/types/de.txt"
        #expect(result.stdout.contains("\(path):2: error: `normal` has no name"))
        #expect(result.stdout.contains("\(path):3: error: The name of `fighting` has white space"))
        #expect(result.stdout.contains("\(path):4: error: The name of `flying` is not in Unicode NFC"))
        #expect(result.stdout.contains("\(path):5: error: Expected `key = value`"))
        // Both names, so the reader can choose which line to keep.
        #expect(
            result.stdout.contains(
                "\(path):6: error: The key `flying` is already defined on line 4, as “Vol\u{301}”; this line names it “Flug”."))
        #expect(result.stdout.contains("de      2/21"))
    }

    @Test(
        "bad arguments and unreadable directories exit 2, the first line saying what is wrong",
        arguments: [
            (["--tabels", "x"], "Error: Unknown option '--tabels'. Did you mean '--tables'?"),
            (["frobnicate"], "Error: 'frobnicate' is not a loccheck command."),
            (["--tables", "/nonexistent/tables"], "loccheck: error: "),
            (["--baseline", "/nonexistent/baseline.txt"], "loccheck: error: "),
        ] as [([String], String)])
    func cannotRun(arguments: [String], firstLine: String) throws {
        let result = try binary.run(arguments)
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix(firstLine), "\(result.stderr)")
    }

    @Test("--help prints the usage on standard output and exits 0")
    func help() throws {
        let result = try binary.run(["--help"])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix("OVERVIEW: "))
        #expect(result.stdout.contains("\nUSAGE: loccheck <subcommand>"), "\(result.stdout)")
        #expect(result.stderr.isEmpty)
    }

    @Test("--snapshot tables checks against the directory's own lists, as import-pokeapi wrote them")
    func ownSnapshot() async throws {
        let directory = try TemporaryDirectory()
        let tables = directory.url.appendingPathComponent("tables")
        #expect(await loccheck.run(["import-pokeapi", "--csv", ImporterTests.fixtureCSV.path, "--tables", tables.path]).status == 0)
        let own = await loccheck.run(["--tables", tables.path, "--snapshot", "tables"])
        #expect(own.stdout.contains("\nen       3/3      3/3  "), "\(own.stdout)")
        // A directory with its own snapshot is a package's whole tables: the labels and the one
        // form the bundled English names for these species (mr-mime-galar) must be there too.
        let labels = try PackageTables.text("ui/en.txt").split(separator: "\n").filter { !$0.hasPrefix("#") }.count
        #expect(own.stdout.contains("The ui table for en is missing; create ui/en.txt with its \(labels) keys"), "\(own.stdout)")
        let bundled = await loccheck.run(["--tables", tables.path])
        #expect(bundled.stdout.contains("\nen       3/1025   3/21  "), "\(bundled.stdout)")

        let withoutSnapshot = try directory.tables(["types/en.txt": try PackageTables.text("types/en.txt")], named: "without-snapshot")
        let none = await loccheck.run(["--tables", withoutSnapshot.path, "--snapshot", "tables"])
        #expect(none.status == 2)
        #expect(none.stderr.contains("snapshot/ is missing or incomplete"))
    }
}
