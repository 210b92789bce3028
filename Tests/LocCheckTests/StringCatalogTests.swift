import CommandTestSupport
import Foundation
import PokeTables
import Testing

/// `loccheck export --format xcstrings` and `import FILE.xcstrings`: Xcode's String Catalogs,
/// checked with readers loccheck shares no code with: Python's json module (the layout, and a
/// translator's edit) and xcstrings-tool (PyPI), which audits a catalog's completeness per locale.
@Suite("Exchange: Xcode String Catalogs")
struct StringCatalogTests {
    let loccheck = InProcessLocCheck()

    static let python = ExchangeOracles.onPath("python3").map { BuiltCommand(executable: $0) }
    static let pythonMissing: Comment = "needs python3 (Debian package python3), which is not installed"

    /// A python3 that imports xcstrings-tool (`.ci/run` installs it with pip), run as `python3 -m xcstrings_tool`.
    static let xcstringsTool = python.flatMap { (try? $0.run(["-c", "import xcstrings_tool"]).status) == 0 ? $0 : nil }
    static let xcstringsToolMissing: Comment =
        "needs xcstrings-tool (pip install xcstrings-tool), which is not installed; .ci/run installs it"

    @Test(
        "export gives the same bytes twice, laid out as Xcode writes (Python's json writer, given the same order, makes the same bytes); 1.1 on request",
        .enabled(if: python != nil, pythonMissing))
    func exportIsStableAndXcodeLaidOut() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let first = await loccheck.run(["export", "--format", "xcstrings", "--tables", tables.path])
        let second = await loccheck.run(["export", "--format", "xcstrings", "--tables", tables.path])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout == second.stdout && first.stdout.utf8.count > 1_000_000)
        #expect(first.stdout.hasPrefix("{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : {\n    \"abilities:"))
        #expect(first.stdout.hasSuffix("\n  },\n  \"version\" : \"1.0\"\n}"), "no newline at the end, as Xcode")
        let file = directory.url.appendingPathComponent("all.xcstrings")
        try Data(first.stdout.utf8).write(to: file)
        let redump = try Self.python!.run([
            "-c",
            """
            import json, sys
            text = open(sys.argv[1], encoding="utf-8").read()
            catalog = json.loads(text)
            again = json.dumps(catalog, indent=2, separators=(",", " : "), ensure_ascii=False)
            sys.exit(0 if again == text else f"differs at character {next(i for i, (a, b) in enumerate(zip(again, text)) if a != b)}")
            """,
            file.path,
        ])
        #expect(redump.status == 0, "\(redump.stderr)")

        let newer = await loccheck.run([
            "export", "ko", "--kind", "types", "--format", "xcstrings", "--catalog-version", "1.1", "--tables", tables.path,
        ])
        #expect(newer.stdout.hasSuffix("\"version\" : \"1.1\"\n}"))
        #expect(newer.stdout.components(separatedBy: "\"extractionState\" : \"manual\"").count - 1 == 21, "one string per type")
    }

    @Test(
        "export → three names edited with Python's json module (a fourth marked needs_review) → import --overwrite changes exactly those three",
        .enabled(if: python != nil, pythonMissing))
    func roundTrip() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        let exported = directory.url.appendingPathComponent("Names.xcstrings")
        let export = await loccheck.run([
            "export", "ko", "ja", "--kind", "species", "--kind", "types", "--format", "xcstrings", "--output", exported.path,
            "--tables", tables.path,
        ])
        #expect(export.status == 0, "\(export.stderr)")
        let edited = directory.url.appendingPathComponent("Edited.xcstrings")
        let edit = try Self.python!.run([
            "-c",
            """
            import json, sys
            catalog = json.load(open(sys.argv[1], encoding="utf-8"))
            strings = catalog["strings"]
            def unit(key, locale):
                return strings[key]["localizations"][locale]["stringUnit"]
            unit("species:pikachu", "ko")["value"] = "피카츄 (수정)"
            unit("species:mew", "ko")["value"] = "뮤 (수정)"
            unit("types:water", "ja")["value"] = "みず (修正)"
            unit("species:mewtwo", "ko").update(state="needs_review", value="검토 중")
            json.dump(catalog, open(sys.argv[2], "w", encoding="utf-8"), ensure_ascii=False, indent=2)
            """,
            exported.path, edited.path,
        ])
        try #require(edit.status == 0, "\(edit.stderr)")

        // Every name is the tables': an import of the catalog as exported changes no byte.
        let same = await loccheck.run(["import", exported.path, "--tables", tables.path])
        #expect(same.status == 0, "\(same.stdout)\(same.stderr)")
        #expect(same.stdout.contains("Imported Names.xcstrings into ko: 0 changed, 1046 unchanged, 0 untranslated, 0 fuzzy, 0 refused."))
        #expect(same.stdout.contains("Imported Names.xcstrings into ja: 0 changed, 1046 unchanged"))
        #expect(try snapshotOfFiles(tables) == before)

        // Without --overwrite, nothing: the three would replace reviewed names.
        let held = await loccheck.run(["import", edited.path, "--tables", tables.path])
        #expect(held.status == 1)
        #expect(held.stdout.contains("error: Not written: `species:pikachu` would replace “피카츄” with “피카츄 (수정)”"), "\(held.stdout)")
        #expect(try snapshotOfFiles(tables) == before)

        let result = await loccheck.run(["import", edited.path, "--overwrite", "--tables", tables.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("warning: Not written: `species:mewtwo` is marked fuzzy or for review;"), "\(result.stdout)")
        #expect(result.stdout.contains("Imported Edited.xcstrings into ko: 2 changed, 1043 unchanged, 0 untranslated, 1 fuzzy, 0 refused."))
        #expect(result.stdout.contains("Imported Edited.xcstrings into ja: 1 changed, 1045 unchanged, 0 untranslated, 0 fuzzy, 0 refused."))
        let after = try snapshotOfFiles(tables)
        // The names, and the search keys derived from them, and nothing else.
        let changed = Set(after.filter { before[$0.key] != $0.value }.keys)
        #expect(changed.isSuperset(of: ["species/ko.txt", "types/ja.txt"]), "\(changed)")
        #expect(changed.isSubset(of: ["species/ko.txt", "types/ja.txt", "searchkeys/ko.txt", "searchkeys/ja.txt"]), "\(changed)")
        func changedLines(_ path: String) -> [String] {
            let old = String(decoding: before[path] ?? Data(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            let new = String(decoding: after[path] ?? Data(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
            return old.count == new.count ? zip(old, new).filter { $0 != $1 }.map { String($0.1) } : ["(line count changed)"]
        }
        #expect(changedLines("species/ko.txt") == ["pikachu = 피카츄 (수정)", "mew = 뮤 (수정)"])
        #expect(changedLines("types/ja.txt") == ["water = みず (修正)"])
    }

    @Test(
        "xcstrings-tool reads the exported catalog with the strings, locales and completeness loccheck's coverage counts",
        .enabled(if: xcstringsTool != nil, xcstringsToolMissing),
        arguments: ["ko", "ru", "th"])
    func independentReaderAgrees(locale: String) async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let file = directory.url.appendingPathComponent("All.xcstrings")
        #expect(await loccheck.run(["export", "--format", "xcstrings", "--output", file.path, "--tables", tables.path]).status == 0)
        let reports = directory.url.appendingPathComponent("reports")
        let audit = try Self.xcstringsTool!.run([
            "-m", "xcstrings_tool", "audit", file.path, "-t", locale, "-f", "json", "-o", reports.path,
        ])
        #expect(audit.status == 0, "\(audit.stderr)")
        let report = try JSONSerialization.jsonObject(with: Data(contentsOf: reports.appendingPathComponent("localization_report.json")))
        let summary = try #require((report as? [String: Any])?["summary"] as? [String: Any])

        let coverage = await loccheck.run(["coverage", "--locale", locale, "--format", "json", "--tables", tables.path])
        let rows = try #require(
            (try JSONSerialization.jsonObject(with: Data(coverage.stdout.utf8)) as? [String: Any])?["tables"] as? [[String: Any]])
        // The tables an export holds: those translators fill (not entryversions, which names games).
        let exported = Set(TableKind.translated.map(\.rawValue))
        let counted = rows.filter { exported.contains($0["table"] as? String ?? "") }
        #expect(counted.count == exported.count)
        let expected = counted.reduce(0) { $0 + ($1["expected"] as? Int ?? 0) }
        let present = counted.reduce(0) { $0 + ($1["present"] as? Int ?? 0) }
        #expect(summary["total_strings"] as? Int == expected)
        #expect(summary["translated"] as? Int == present)
        #expect(summary["missing_translation"] as? Int == expected - present)
    }

    @Test(
        "import refuses, at the catalog's line and with the key's place in the JSON, what a name table can't hold",
        arguments: [
            (
                "variations",
                #""ko" : { "variations" : { "plural" : { "one" : { "stringUnit" : { "state" : "translated", "value" : "A" } } } } }"#,
                "Names.xcstrings:7: error: Not written: `species:pikachu` has variations (plural or device) at strings › species:pikachu › localizations › ko, which a name table can't hold; give it one stringUnit."
            ),
            (
                "substitutions",
                #""ko" : { "stringUnit" : { "state" : "translated", "value" : "%#@n@" }, "substitutions" : { } }"#,
                "Names.xcstrings:7: error: Not written: `species:pikachu` has substitutions at strings › species:pikachu › localizations › ko, which a name table can't hold; give it one stringUnit."
            ),
            (
                "a control character",
                #""ko" : { "stringUnit" : { "state" : "translated", "value" : "피카\u001B[31m츄" } }"#,
                "Names.xcstrings:7: error: Not written: the text of `species:pikachu`"
            ),
        ])
    func refusals(name: String, localization: String, message: String) async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("Names.xcstrings")
        let catalog = """
            {
              "sourceLanguage" : "en",
              "strings" : {
                "species:pikachu" : {
                  "localizations" : {
                    "en" : { "stringUnit" : { "state" : "translated", "value" : "Pikachu" } },
                    \(localization)
                  }
                }
              },
              "version" : "1.0"
            }
            """
        try Data(catalog.utf8).write(to: file)
        let result = await loccheck.run(["import", file.path, "--overwrite", "--tables", tables.path])
        #expect(result.status == 1, "\(name): \(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains(message), "\(name): \(result.stdout)")
        #expect(!result.stdout.contains("\u{1B}"), "\(name): the escape reached the output raw")
        #expect(try snapshotOfFiles(tables) == before)
    }

    @Test(
        "a catalog that is not one Xcode could open is refused at its line and column, and the tables keep every byte",
        arguments: [
            (
                "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { },\n  \"version\" : \"1.0\",\n}",
                "Names.xcstrings:5:1: expected a key in quotes"
            ),
            (
                "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { },\n  \"strings\" : { },\n  \"version\" : \"1.0\"\n}",
                "Names.xcstrings:4:3: the key “strings” is in this object twice; keep one"
            ),
            (
                "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { },\n  \"version\" : \"2.0\"\n}",
                "Names.xcstrings:4: `version` is “2.0”"
            ),
            (
                "{\n  \"sourceLanguage\" : \"fr\",\n  \"strings\" : { },\n  \"version\" : \"1.0\"\n}",
                "Names.xcstrings:2: `sourceLanguage` is “fr”"
            ),
            (
                "{\n  \"sourceLanguage\" : \"en\",\n  \"strings\" : { \"species:pikachu\" : { \"comment\" : \"Pika\\uD800chu\" } },\n  \"version\" : \"1.0\"\n}",
                "a lone surrogate \\uD800 in a string"
            ),
            (String(repeating: "[", count: 100), "Names.xcstrings:1:65: values nested more than 64 deep"),
        ])
    func unreadable(text: String, message: String) async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("Names.xcstrings")
        try Data(text.utf8).write(to: file)
        let result = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(try snapshotOfFiles(tables) == before)
    }

    @Test("PO and XLIFF hold one locale, and --kind and --catalog-version are a catalog's: each misuse says what to write")
    func usage() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let two = await loccheck.run(["export", "ko", "ja", "--format", "po", "--tables", tables.path])
        #expect(two.status == 2)
        #expect(two.stderr.contains("a PO file holds one locale, and 2 were given;"), "\(two.stderr)")
        let kind = await loccheck.run(["export", "ko", "--format", "xliff", "--kind", "species", "--tables", tables.path])
        #expect(kind.status == 2)
        #expect(kind.stderr.contains("--kind applies to --format xcstrings"), "\(kind.stderr)")
    }
}
