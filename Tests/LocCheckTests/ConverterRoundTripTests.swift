import CommandTestSupport
import Foundation
import Testing

/// Exchange files that went through translate-toolkit's converters, as Pootle- and Weblate-style
/// pipelines run them: `xliff2po` then `po2xliff` renumber the XLIFF ids, `po2xliff` drops the
/// PO msgctxt. The key survives in the resname, the location and the `#:` reference.
@Suite("Exchange through translate-toolkit's xliff2po and po2xliff")
struct ConverterRoundTripTests {
    let loccheck = InProcessLocCheck()

    /// The conversions from an export of each format, and the locale option they need: xliff2po
    /// writes no `Language` header, so what comes of it says no language.
    static let routes: [(export: String, steps: [(String, String)], locale: [String])] = [
        ("xlf", [("xliff2po", "po"), ("po2xliff", "xlf")], ["--locale", "ko"]),
        ("xlf", [("xliff2po", "po")], ["--locale", "ko"]),
        ("po", [("po2xliff", "xlf")], []),
        ("po", [("po2xliff", "xlf"), ("xliff2po", "po")], ["--locale", "ko"]),
    ]

    @Test(
        "export ko, convert, import unchanged: no byte changes; edit one target: exactly that line changes",
        .enabled(if: ExchangeOracles.python != nil, ExchangeOracles.toolkitMissing),
        arguments: routes.indices)
    func roundTrip(route: Int) async throws {
        let (format, steps, localeOption) = Self.routes[route]
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        var file = directory.url.appendingPathComponent("ko.\(format)")
        #expect(await loccheck.run(["export", "ko", "--output", file.path, "--tables", tables.path]).status == 0)
        for (index, (converter, ext)) in steps.enumerated() {
            let next = directory.url.appendingPathComponent("ko-\(index).\(ext)")
            try ExchangeOracles.convert(converter, file, to: next)
            file = next
        }
        if steps.last?.0 == "po2xliff" {
            // The ids are the converter's numbers now, not TABLE:KEY.
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("id=\"species:"), "the converter kept the ids; the test would prove nothing")
        }

        let unchanged = await loccheck.run(["import", file.path, "--tables", tables.path] + localeOption)
        #expect(unchanged.status == 0, "\(unchanged.stdout)\(unchanged.stderr)")
        let korean = try PackageTables.translatedEntries(of: "ko")
        #expect(
            unchanged.stdout.hasSuffix(
                "into ko: 0 changed, \(korean.named) unchanged, \(korean.unnamed) untranslated, 0 fuzzy, 0 refused.\n"),
            "\(unchanged.stdout)")
        #expect(try snapshotOfFiles(tables) == before)

        try ExchangeOracles.fill(file, ["species:pikachu": "피카츄 (수정)"])
        let edited = await loccheck.run(["import", file.path, "--overwrite", "--tables", tables.path] + localeOption)
        #expect(edited.status == 0, "\(edited.stdout)\(edited.stderr)")
        let after = try snapshotOfFiles(tables)
        // The name, and its search keys, which the import writes with it.
        #expect(after.filter { before[$0.key] != $0.value }.keys.sorted() == ["searchkeys/ko.txt", "species/ko.txt"])
        #expect(ImportSafetyTests.changedLines(before, after, "species/ko.txt") == ["pikachu = 피카츄 (수정)"])
    }

    @Test("an XLIFF whose ids a tool renumbered and that carries no key elsewhere gets advice that fits, not 'export again'")
    func renumberedWithoutKey() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let file = directory.url.appendingPathComponent("ko.xlf")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">
        <file original="ko.po" source-language="en" target-language="ko" datatype="po"><body>
        <trans-unit id="7"><source>Pikachu</source><target>피카츄</target></trans-unit>
        </body></file></xliff>

        """.write(to: file, atomically: true, encoding: .utf8)
        let result = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains(
                "\(file.path):4: error: Not written: its id `7` is not TABLE:KEY, and no resname, location or reference of the entry carries one"
            ), "\(result.stdout)")
        #expect(!result.stdout.contains("Export again"))
    }

    @Test("an entry whose msgctxt and reference name different keys is refused")
    func twoKeys() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let file = directory.url.appendingPathComponent("ko.po")
        try
            "msgid \"\"\nmsgstr \"\"\n\"Language: ko\\n\"\n\n#: species:raichu\nmsgctxt \"species:pikachu\"\nmsgid \"Pikachu\"\nmsgstr \"피카\"\n"
            .write(to: file, atomically: true, encoding: .utf8)
        let result = await loccheck.run(["import", file.path, "--overwrite", "--tables", tables.path])
        #expect(result.status == 1)
        #expect(
            result.stdout.contains("\(file.path):6: error: Not written: the entry names two keys, `species:pikachu` and `species:raichu`"),
            "\(result.stdout)")
    }
}
