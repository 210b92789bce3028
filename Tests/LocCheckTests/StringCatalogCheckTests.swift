import CommandTestSupport
import Foundation
import Testing

/// The check over an app's String Catalog (`*.xcstrings` beside or instead of its `.txt` tables):
/// the same findings as the same names in a table file, each at the catalog's line.
@Suite("The check reads String Catalogs as the tables they hold")
struct StringCatalogCheckTests {
    let loccheck = InProcessLocCheck()

    /// A hand-written Korean dictionary with the keys apps drift to: a symbol, a space and a dot,
    /// a misspelling, capitals, a dropped apostrophe; and one right key.
    static let korean: [(key: String, name: String)] = [
        ("bulbasaur", "이상해씨"), ("nidoran♀", "니드런♀"), ("mr. mime", "마임맨"), ("rookiedee", "파라꼬"), ("Pikachu", "피카츄"),
        ("farfetch d", "파오리"),
    ]

    /// The findings of a JSON report, without what says where they are.
    static func findings(_ report: String) throws -> [[String: String]] {
        let object = try JSONSerialization.jsonObject(with: Data(report.utf8)) as? [String: Any]
        return (object?["findings"] as? [[String: Any]] ?? []).map { finding in
            finding.compactMapValues { $0 as? String }.filter { $0.key != "file" }
        }
    }

    /// The catalog Python's json module writes of `strings` (key → locale → state and value).
    static func catalog(_ strings: [String: [String: (state: String, value: String)]]) throws -> Data {
        var object: [String: Any] = [:]
        for (key, locales) in strings {
            object[key] = [
                "extractionState": "manual",
                "localizations": locales.mapValues { ["stringUnit": ["state": $0.state, "value": $0.value]] },
            ]
        }
        let catalog: [String: Any] = ["sourceLanguage": "en", "strings": object, "version": "1.0"]
        return try JSONSerialization.data(withJSONObject: catalog, options: [.prettyPrinted, .sortedKeys])
    }

    @Test("a Korean dictionary with drifted keys gets the same findings, with the same suggestions, as a catalog as as species/ko.txt")
    func sameFindingsAsTheTable() async throws {
        let directory = try TemporaryDirectory()
        let table = try directory.tables(
            ["species/ko.txt": Self.korean.map { "\($0.key) = \($0.name)\n" }.joined()], named: "TableForm")
        let catalogFolder = directory.url.appendingPathComponent("CatalogForm")
        try FileManager.default.createDirectory(at: catalogFolder, withIntermediateDirectories: true)
        var strings = Dictionary(
            uniqueKeysWithValues: Self.korean.map { ("species:\($0.key)", ["ko": (state: "translated", value: $0.name)]) })
        strings["Hello, %@!"] = ["ko": ("translated", "안녕, %@!")]  // the app's own text: not the check's
        let catalogFile = catalogFolder.appendingPathComponent("Localizable.xcstrings")
        try Self.catalog(strings).write(to: catalogFile)

        let fromTable = await loccheck.run(["--tables", table.path, "--over-bundled", "--format", "json"])
        let fromCatalog = await loccheck.run(["--tables", catalogFolder.path, "--over-bundled", "--format", "json"])
        #expect(fromTable.status == 1 && fromCatalog.status == 1, "\(fromCatalog.stderr)")
        // A catalog has no order of its own (Xcode sorts it), and `loccheck fix` edits table files only.
        let expected = try Self.findings(fromTable.stdout).filter { $0["kind"] != "out-of-order" }.map { finding in
            finding.mapValues { $0.replacingOccurrences(of: " (`loccheck fix` does)", with: "") }
        }
        let found = try Self.findings(fromCatalog.stdout)
        #expect(found.count == 5 && found.allSatisfy { $0["kind"] == "unknown-key" && $0["suggestion"] != nil })
        #expect(Set(found) == Set(expected))

        // Each at the line of its value in the catalog.
        let text = try String(contentsOf: catalogFile, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let report = try JSONSerialization.jsonObject(with: Data(fromCatalog.stdout.utf8)) as? [String: Any]
        for finding in report?["findings"] as? [[String: Any]] ?? [] {
            let key = try #require(finding["key"] as? String)
            let line = try #require(finding["line"] as? Int)
            #expect((finding["file"] as? String)?.hasSuffix("CatalogForm/Localizable.xcstrings") == true)
            let keyLine = try #require(lines.firstIndex { $0.contains("\"species:\(key)\"") })
            let name = try #require(Self.korean.first { $0.key == key }?.name)
            #expect(line > keyLine && lines[line - 1].contains("\"value\" : \"\(name)\""), "\(key) at line \(line)")
            // And at the column of the name's first character, in characters.
            let column = try #require(finding["column"] as? Int)
            #expect(String(lines[line - 1].unicodeScalars.dropFirst(column - 1)).hasPrefix(name + "\""), "\(key) at column \(column)")
        }
    }

    @Test(
        "needs_review is pending work in a layer, a catalog that holds a table the folder has as .txt too is refused, and the text report names the catalog"
    )
    func pendingAndConflicts() async throws {
        let directory = try TemporaryDirectory()
        let folder = try directory.tables(["types/ko.txt": "water = 물\n"], named: "Localization")
        let strings: [String: [String: (state: String, value: String)]] = [
            "species:pikachu": ["ko": ("needs_review", "피카추")], "species:rookidee": ["ko": ("translated", "파라꼬")],
        ]
        try Self.catalog(strings).write(to: folder.appendingPathComponent("Names.xcstrings"))
        let clean = await loccheck.run(["--tables", folder.path, "--over-bundled"])
        #expect(clean.status == 0, "\(clean.stdout)\(clean.stderr)")

        let conflicting: [String: [String: (state: String, value: String)]] = ["types:fire": ["ko": ("translated", "불꽃")]]
        try Self.catalog(conflicting).write(to: folder.appendingPathComponent("Types.xcstrings"))
        let refused = await loccheck.run(["--tables", folder.path, "--over-bundled"])
        #expect(refused.status == 2)
        #expect(
            refused.stderr.contains("Types.xcstrings holds types in ko, and so does types/ko.txt; keep those names in one of them."),
            "\(refused.stderr)")
        try FileManager.default.removeItem(at: folder.appendingPathComponent("Types.xcstrings"))

        let misspelt: [String: [String: (state: String, value: String)]] = ["species:pikachuu": ["ko": ("translated", "피카츄")]]
        try Self.catalog(misspelt).write(to: folder.appendingPathComponent("Names.xcstrings"))
        let found = await loccheck.run(["--tables", folder.path, "--over-bundled"])
        #expect(found.status == 1)
        #expect(found.stdout.contains("Localization/Names.xcstrings:10:24: error: `pikachuu`"), "\(found.stdout)")
    }

    @Test(
        "--catalog checks an app's catalog where it lies, beside a Localization/ folder or alone, at its absolute path and line; a catalog already among the tables is read once"
    )
    func catalogGivenByPath() async throws {
        let directory = try TemporaryDirectory()
        let app = directory.url.appendingPathComponent("App")
        let layer = try directory.tables(["types/ko.txt": "water = 물\n"], named: "App/Localization")
        let resources = app.appendingPathComponent("Resources")
        try FileManager.default.createDirectory(at: resources, withIntermediateDirectories: true)
        let catalog = resources.appendingPathComponent("Localizable.xcstrings")
        let strings: [String: [String: (state: String, value: String)]] = [
            "species:rookiedee": ["ko": ("translated", "파라꼬")], "Hello": ["ko": ("translated", "안녕")],
        ]
        try Self.catalog(strings).write(to: catalog)
        // What else an app's resources hold: checked alone, the catalog's folder is not read as tables.
        try "MIT License\n".write(to: resources.appendingPathComponent("licenses.txt"), atomically: true, encoding: .utf8)
        let other: [String: [String: (state: String, value: String)]] = ["species:pikachuu": ["ko": ("translated", "피카츄")]]
        try Self.catalog(other).write(to: resources.appendingPathComponent("Other.xcstrings"))
        let text = try String(contentsOf: catalog, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let valueLine = try #require(lines.firstIndex { $0.contains("파라꼬") })
        // The column of the value's first character, in characters.
        let valueColumn = try #require(lines[valueLine].firstRange(of: "파라꼬")).lowerBound
        let column = lines[valueLine].unicodeScalars.distance(from: lines[valueLine].startIndex, to: valueColumn) + 1
        let expected = "\(catalog.standardizedFileURL.path):\(valueLine + 1):\(column): error: `rookiedee`"

        // Without --catalog the layer is clean: the catalog lies outside it.
        let layerOnly = await loccheck.run(["--tables", layer.path, "--over-bundled"])
        #expect(layerOnly.status == 0, "\(layerOnly.stdout)\(layerOnly.stderr)")
        let beside = await loccheck.run(["--tables", layer.path, "--over-bundled", "--catalog", catalog.path])
        #expect(beside.status == 1)
        #expect(beside.stdout.contains(expected) && beside.stdout.contains("rookidee"), "\(beside.stdout)\(beside.stderr)")

        // Alone: its folder holds the baseline, which --write-baseline writes and the next run reads.
        let alone = await loccheck.run(["--over-bundled", "--catalog", catalog.path])
        #expect(alone.status == 1 && alone.stdout.contains(expected), "\(alone.stdout)\(alone.stderr)")
        #expect(!alone.stdout.contains("licenses.txt") && !alone.stdout.contains("pikachuu"), "\(alone.stdout)")
        // A catalog named that isn't there is an error, not a clean check of nothing.
        let missing = await loccheck.run(["--over-bundled", "--catalog", resources.appendingPathComponent("Localizeable.xcstrings").path])
        #expect(missing.status == 2 && missing.stderr.contains("Localizeable.xcstrings"), "\(missing.stdout)\(missing.stderr)")
        let missingBeside = await loccheck.run(
            ["--tables", layer.path, "--over-bundled", "--catalog", layer.appendingPathComponent("Missing.xcstrings").path])
        #expect(missingBeside.status == 2 && missingBeside.stderr.contains("Missing.xcstrings"), "\(missingBeside.stderr)")
        let accepted = await loccheck.run(["--over-bundled", "--catalog", catalog.path, "--write-baseline"])
        #expect(accepted.status == 0, "\(accepted.stderr)")
        #expect(FileManager.default.fileExists(atPath: resources.appendingPathComponent("loccheck-baseline.txt").path))
        #expect(await loccheck.run(["--over-bundled", "--catalog", catalog.path]).status == 0)

        // Named again though it lies among the tables: one catalog, not two that hold the same table.
        try FileManager.default.removeItem(at: resources.appendingPathComponent("Other.xcstrings"))
        let again = await loccheck.run(["--tables", resources.path, "--over-bundled", "--catalog", catalog.path, "--strict"])
        #expect(again.status == 1 && !again.stderr.contains("so does"), "\(again.stderr)")
    }

    @Test(
        "--catalog refuses a file that is no String Catalog, and a catalog with neither --tables nor --over-bundled, saying what to pass",
        arguments: [
            (["--over-bundled", "--catalog", "Names.json"], "--catalog Names.json is not a String Catalog; name an .xcstrings file"),
            (["--catalog", "Names.xcstrings"], "--catalog needs --tables DIR, or --over-bundled"),
        ])
    func catalogRefused(arguments: [String], message: String) async throws {
        let result = await loccheck.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test(
        "a finding's column counts Unicode scalars: in a catalog on one line, after a key in Hangul and an escape, it is the value's first character in every format"
    )
    func columnCountsCharacters() async throws {
        let directory = try TemporaryDirectory()
        let folder = try directory.tables([:], named: "Localization")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let text =
            #"{"sourceLanguage":"en","strings":{"species:피카츄":{"comment":"caf\u00e9","localizations":{"ko":{"stringUnit":{"state":"translated","value":"피카츄"}}}}},"version":"1.0"}"#
        try Data(text.utf8).write(to: folder.appendingPathComponent("Names.xcstrings"))
        let value = try #require(text.firstRange(of: #""value":""#)).upperBound
        let column = text.unicodeScalars.distance(from: text.startIndex, to: value) + 1
        #expect(column < text.utf8.distance(from: text.startIndex, to: value) + 1, "the key's Hangul takes more bytes than characters")

        let json = await loccheck.run(["--tables", folder.path, "--over-bundled", "--format", "json"])
        let report = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
        let finding = try #require((report?["findings"] as? [[String: Any]])?.first, "\(json.stdout)\(json.stderr)")
        #expect(finding["line"] as? Int == 1 && finding["column"] as? Int == column, "\(finding)")
        let place = "Localization/Names.xcstrings:1:\(column)"
        let expected: [(String, String)] = [
            ("text", "\(place): error: `피카츄`"), ("github", "line=1,col=\(column),"), ("junit", place),
            ("sarif", #""region":{"startLine":1,"startColumn":\#(column)}"#), ("markdown", "| 1:\(column) |"),
            ("html", "<td class=\"num\">1:\(column)</td>"),
        ]
        for (format, fragment) in expected {
            let run = await loccheck.run(["--tables", folder.path, "--over-bundled", "--format", format])
            #expect(run.status == 1 && run.stdout.contains(fragment), "\(format): \(run.stdout)")
        }
    }
}
