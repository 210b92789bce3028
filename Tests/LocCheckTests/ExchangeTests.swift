import CommandTestSupport
import Foundation
import PokeTables
import Testing

/// `loccheck export` and `import FILE.po|FILE.xlf`, checked with readers loccheck doesn't share
/// code with: GNU gettext's msgfmt and translate-toolkit.
@Suite("Exchange: export and import in gettext PO and XLIFF 1.2")
struct ExchangeTests {
    let loccheck = InProcessLocCheck()

    @Test(
        "export ko as PO: msgfmt --check passes, translate-toolkit reads every name, and importing it changes no byte",
        .enabled(if: ExchangeOracles.msgfmt != nil, ExchangeOracles.msgfmtMissing),
        .enabled(if: ExchangeOracles.python != nil, ExchangeOracles.toolkitMissing))
    func poRoundTrip() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("ko.po")
        let export = await loccheck.run(["export", "ko", "--format", "po", "--output", file.path, "--tables", tables.path])
        #expect(export.status == 0, "\(export.stderr)")

        let check = try ExchangeOracles.msgfmt!.run(["--check", "--output-file=/dev/null", file.path])
        #expect(check.status == 0 && check.stderr.isEmpty, "msgfmt: \(check.stderr)")
        try expectUnits(of: file, locale: "ko", tables: tables)

        let imported = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        let korean = try PackageTables.translatedEntries(of: "ko")
        #expect(
            imported.stdout.hasSuffix(
                "Imported ko.po into ko: 0 changed, \(korean.named) unchanged, \(korean.unnamed) untranslated, 0 fuzzy, 0 refused.\n"))
        #expect(try snapshotOfFiles(tables) == before)
    }

    @Test(
        "export ko as XLIFF 1.2: translate-toolkit reads every unit, placeholders as <ph>, and importing it changes no byte",
        .enabled(if: ExchangeOracles.python != nil, ExchangeOracles.toolkitMissing))
    func xliffRoundTrip() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("ko.xlf")
        #expect(await loccheck.run(["export", "ko", "--output", file.path, "--tables", tables.path]).status == 0)
        let units = try expectUnits(of: file, locale: "ko", tables: tables)
        let pattern = try #require(units.first { $0.context == "ui:form-pattern" })
        #expect(pattern.placeholders == ["{species}", "{form}"])
        #expect(units.filter { !$0.placeholders.isEmpty }.map(\.context) == ["ui:number", "ui:form-pattern", "ui:fallback"])
        #expect(units.first { $0.context == "ui:fallback" }?.placeholders == ["{locales}"])
        #expect(units.first { $0.context == "ui:number" }?.placeholders == ["{number}"])
        // Units with a name are approved (translate-toolkit: not fuzzy); the rest have no target.
        #expect(units.allSatisfy { !$0.fuzzy })

        let imported = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        #expect(try snapshotOfFiles(tables) == before)
    }

    @Test(
        "a translator fills 3 names in a tool and marks a 4th fuzzy: import writes exactly those 3 lines",
        .enabled(if: ExchangeOracles.python != nil, ExchangeOracles.toolkitMissing),
        arguments: ["po", "xlf"])
    func translatorFillsThree(format: String) async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("ko.\(format)")
        #expect(await loccheck.run(["export", "ko", "--output", file.path, "--tables", tables.path]).status == 0)
        // Two form names ko lacks (no line in forms/ko.txt) and one species name corrected.
        let missingForms = try ExchangeOracles.units(file).units.filter { $0.context.hasPrefix("forms:") && $0.target.isEmpty }
        let added = Array(missingForms.prefix(2))
        try #require(added.count == 2)
        let filled = [added[0].context: "새 모습 하나", added[1].context: "새 모습 둘", "species:pikachu": "피카츄 (수정)"]
        try ExchangeOracles.fill(file, filled, fuzzy: [missingForms[5].context: "검토 중"])

        // Pikachu has a name: without --overwrite nothing is written, not even the two new form names.
        let held = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(held.status == 1)
        #expect(
            held.stdout.contains(
                "error: Not written: `species:pikachu` would replace “피카츄” with “피카츄 (수정)”; an import replaces a name the tables have only with --overwrite."
            ), "\(held.stdout)")
        #expect(
            held.stdout.contains(
                "Nothing was written: 1 name of ko.\(format) would replace a name the tables have (listed above), nor the 2 names that would fill empty ones."
            ))
        #expect(try snapshotOfFiles(tables) == before)

        let result = await loccheck.run(["import", file.path, "--overwrite", "--tables", tables.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.contains("warning: Not written: `\(missingForms[5].context)` is marked fuzzy or for review;"))
        // Pikachu's name changed, two form names filled and one marked fuzzy: the rest unchanged.
        let korean = try PackageTables.translatedEntries(of: "ko")
        #expect(
            result.stdout.hasSuffix(
                "Imported ko.\(format) into ko: 3 changed, \(korean.named - 1) unchanged, \(korean.unnamed - 3) untranslated, 1 fuzzy, 0 refused.\n"
            ))

        let after = try snapshotOfFiles(tables)
        #expect(Set(after.keys) == Set(before.keys))
        // With Pikachu's name, its search keys: the import writes them beside the names.
        #expect(after.filter { before[$0.key] != $0.value }.keys.sorted() == ["forms/ko.txt", "searchkeys/ko.txt", "species/ko.txt"])
        let changedKeys = zip(lines(before["searchkeys/ko.txt"]), lines(after["searchkeys/ko.txt"])).filter { $0 != $1 }.map(\.1)
        #expect(changedKeys.allSatisfy { $0.contains("pikachu") || $0.hasPrefix("#") }, "\(changedKeys)")
        let oldSpecies = lines(before["species/ko.txt"])
        let newSpecies = lines(after["species/ko.txt"])
        #expect(oldSpecies.count == newSpecies.count)
        #expect(zip(oldSpecies, newSpecies).filter { $0 != $1 }.map(\.1) == ["pikachu = 피카츄 (수정)"])
        let oldForms = lines(before["forms/ko.txt"])
        let newForms = lines(after["forms/ko.txt"])
        let inserted = newForms.filter { !oldForms.contains($0) }
        #expect(inserted == ["\(added[0].context.dropFirst(6)) = 새 모습 하나", "\(added[1].context.dropFirst(6)) = 새 모습 둘"])
        #expect(newForms.filter { oldForms.contains($0) } == oldForms)

        // The new lines are where they belong: loccheck finds them in order, and two fewer missing.
        let check = await loccheck.run(["--tables", tables.path, "--strict", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let findings = report["findings"] as? [[String: Any]] ?? []
        #expect(!findings.contains { $0["kind"] as? String == "out-of-order" && $0["locale"] as? String == "ko" })
        let coverage = (report["summary"] as? [String: Any])?["coverage"] as? [[String: Any]] ?? []
        #expect(coverage.contains { $0["locale"] as? String == "ko" && $0["table"] as? String == "forms" && $0["present"] as? Int == 282 })
    }

    @Test(
        "import reports fuzzy, empty, unknown, stale, multi-line and placeholder-breaking entries at their lines and writes only the good one"
    )
    func importReports() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("de.po")
        let entries = [
            ("species:pikachu", "Pikachu", "Pikachu", ""),  // 1: unchanged
            ("species:raichu", "Raichu", "Raichu der Große", ""),  // 2: written
            ("species:pichu", "Pichu", "Pichu?", "#, fuzzy\n"),  // 3: fuzzy
            ("species:mew", "Mew", "", ""),  // 4: untranslated
            ("species:pikachuu", "Pikachu", "Pika", ""),  // 5: unknown key, with a suggestion
            ("species:mewtwo", "Mewtu", "Mewtu", ""),  // 6: translated from another English text
            ("types:fire", "Fire", "Feu\\nFeuer", ""),  // 7: two lines
            ("ui:form-pattern", "{species} ({form})", "{species}", "#, python-brace-format\n"),  // 8: lost {form}
            ("species:raichu", "Raichu", "Raichu 2", ""),  // 9: a second time
            ("specie:bulbasuar", "Bulbasaur", "Bisasam", ""),  // 10: two typos in the context, still suggested
            ("species:clefairy", "Clefairy", "Piepi die Große", ""),  // 11: written (over Piepi: --overwrite)
        ]
        var text = "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\"Content-Type: text/plain; charset=UTF-8\\n\"\n"
        var lineOf: [Int] = []
        for (context, source, target, flags) in entries {
            text += "\n" + flags
            lineOf.append(text.split(separator: "\n", omittingEmptySubsequences: false).count)
            text += "msgctxt \"\(context)\"\nmsgid \"\(source)\"\nmsgstr \"\(target)\"\n"
        }
        try text.write(to: file, atomically: true, encoding: .utf8)

        let result = await loccheck.run(["import", file.path, "--overwrite", "--tables", tables.path])
        #expect(result.status == 3, "some names written, some refused")
        let path = file.path
        let twice =
            "`species:raichu` appears 2 times (lines \(lineOf[1]) and \(lineOf[8])), and nobody can tell which one the translator meant, so none of them is written; keep one and import again."
        #expect(
            result.stdout == """
                \(path):\(lineOf[1]): error: Not written: \(twice)
                \(path):\(lineOf[2]): warning: Not written: `species:pichu` is marked fuzzy or for review; review it in your tool, mark it translated, and import again.
                \(path):\(lineOf[4]): error: Not written: `species:pikachuu` is not a name of the tables. Did you mean `species:pikachu`?
                \(path):\(lineOf[5]): warning: Not written: `species:mewtwo` was translated from “Mewtu”, but the English is now “Mewtwo”; export again and translate the new text.
                \(path):\(lineOf[6]): error: Not written: the text of `types:fire` has a line break or a control character (U+000A), which a table line can't hold; write the name on one line.
                \(path):\(lineOf[7]): error: Not written: the text of `ui:form-pattern` (`{species}`) lacks {form}; keep {species} and {form}, which the app replaces with names.
                \(path):\(lineOf[9]): error: Not written: `specie:bulbasuar` is not a name of the tables. Did you mean `species:bulbasaur`?
                Wrote \(tables.path)/species/de.txt: 1 name changed.
                Imported de.po into de: 1 changed, 1 unchanged, 1 untranslated, 1 fuzzy, 5 refused.

                """)
        let after = try snapshotOfFiles(tables)
        #expect(after.filter { before[$0.key] != $0.value }.keys.sorted() == ["species/de.txt"])
        #expect(
            zip(lines(before["species/de.txt"]), lines(after["species/de.txt"])).filter { $0 != $1 }.map(\.1) == [
                "clefairy = Piepi die Große"
            ])
    }

    @Test("XLIFF as other tools write it: <x/> for a source <ph>, groups, CDATA, <mrk>, entities, alt-trans proposals and extensions")
    func xliffFromOtherTools() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("de.xliff")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" xmlns:ext="urn:example:extension" version="1.2">
         <file original="ui" source-language="en" target-language="de" datatype="plaintext">
          <header><ext:tool>a CAT tool</ext:tool></header>
          <body>
           <group id="labels">
            <trans-unit id="ui:form-pattern">
             <source><ph id="1">{species}</ph> (<ph id="2">{form}</ph>)</source>
             <target state="translated"><x id="2"/> von <x id="1"/></target>
             <alt-trans><target>{species} (a proposal)</target></alt-trans>
            </trans-unit>
           </group>
           <trans-unit id="species:raichu"><source>Raichu</source><target><![CDATA[Raichu & Co]]></target></trans-unit>
           <trans-unit id="species:pichu"><source>Pichu</source><target state="needs-review-translation">Pichu?</target></trans-unit>
           <trans-unit id="species:mew" approved="no"><source>Mew</source><target>Mew!</target></trans-unit>
           <trans-unit id="types:fire"><source>Fire</source><target><mrk mtype="x-term">Feu</mrk>er &#x2605;</target></trans-unit>
           <ext:trans-unit id="species:mewtwo"><source>Mewtwo</source><target>not XLIFF's</target></ext:trans-unit>
          </body>
         </file>
        </xliff>

        """.write(to: file, atomically: true, encoding: .utf8)
        let result = await loccheck.run(["import", file.path, "--overwrite", "--tables", tables.path])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(result.stdout.hasSuffix("Imported de.xliff into de: 3 changed, 0 unchanged, 0 untranslated, 2 fuzzy, 0 refused.\n"))
        let after = try snapshotOfFiles(tables)
        func changed(_ path: String) -> [String] {
            zip(lines(before[path]), lines(after[path])).filter { $0 != $1 }.map(\.1)
        }
        #expect(after.filter { before[$0.key] != $0.value }.keys.sorted() == ["species/de.txt", "types/de.txt", "ui/de.txt"])
        #expect(changed("ui/de.txt") == ["form-pattern = {form} von {species}"])
        #expect(changed("species/de.txt") == ["raichu = Raichu & Co"])
        #expect(changed("types/de.txt") == ["fire = Feuer ★"])
    }

    @Test("XLIFF inline markup in a target is refused with its element and line; loccheck's own <ph> placeholders and <mrk> are kept")
    func xliffInlineMarkup() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("de.xlf")
        try """
        <?xml version="1.0" encoding="UTF-8"?>
        <xliff xmlns="urn:oasis:names:tc:xliff:document:1.2" version="1.2">
         <file original="x" source-language="en" target-language="de" datatype="plaintext"><body>
          <trans-unit id="species:raichu"><source>Raichu</source>
           <target><g id="1">Rai</g>chu</target></trans-unit>
          <trans-unit id="species:pichu"><source>Pichu</source>
           <target>Pi<bpt id="1">&lt;b&gt;</bpt>chu<ept id="1">&lt;/b&gt;</ept></target></trans-unit>
          <trans-unit id="species:mew"><source>Mew</source>
           <target><ph id="3">&lt;br/&gt;</ph>Mew</target></trans-unit>
          <trans-unit id="ui:form-pattern"><source><ph id="1">{species}</ph> (<ph id="2">{form}</ph>)</source>
           <target><ph id="2">{form}</ph> von <ph id="1">{species}</ph></target></trans-unit>
          <trans-unit id="types:fire"><source>Fire</source><target><mrk mtype="term">Feu</mrk>er</target></trans-unit>
         </body></file>
        </xliff>

        """.write(to: file, atomically: true, encoding: .utf8)
        let result = await loccheck.run(["import", file.path, "--overwrite", "--tables", tables.path])
        #expect(result.status == 3, "some names written, some refused")
        let fix = "which a name can't carry; remove the formatting in your tool, keep the text, and import again."
        #expect(
            result.stdout.contains(
                "\(file.path):4: error: Not written: `species:raichu` has inline markup <g> (id 1) in its target on line 5, \(fix)"),
            "\(result.stdout)")
        #expect(
            result.stdout.contains(
                "\(file.path):6: error: Not written: `species:pichu` has inline markup <bpt> (id 1) in its target on line 7, \(fix)"))
        #expect(
            result.stdout.contains(
                "\(file.path):8: error: Not written: `species:mew` has a <ph> (id 3) holding “<br/>” in its target on line 9, and a name holds no placeholders but loccheck's own {species} and {form}; remove it in your tool, keep the text, and import again."
            ))
        #expect(
            result.stdout.hasSuffix("Imported de.xlf into de: 1 changed, 1 unchanged, 0 untranslated, 0 fuzzy, 3 refused.\n"),
            "\(result.stdout)")
        let after = try snapshotOfFiles(tables)
        #expect(after.filter { before[$0.key] != $0.value }.keys.sorted() == ["ui/de.txt"])
        #expect(
            zip(lines(before["ui/de.txt"]), lines(after["ui/de.txt"])).filter { $0 != $1 }.map(\.1) == [
                "form-pattern = {form} von {species}"
            ])
    }

    @Test(
        "a file that can't be read is refused whole, with its line, exit 2",
        arguments: [
            (
                "bad.po",
                "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\nmsgctxt \"species:raichu\"\nmsgid \"Raichu\"\nmsgstr \"Rai\"chu\"\n",
                "bad.po:7: a `\"` inside a string is not escaped; write it as \\\"."
            ),
            ("bad.po", "msgid \"\"\nmsgstr \"\"\n\nmsgstr \"x\"\nmsgstr \"y\"\n", "bad.po:4: the entry has a second msgstr;"),
            (
                "bad.po", "msgid \"\"\nmsgstr \"\"\n\"Language: de\\n\"\n\nmsgctx \"species:raichu\"\n",
                "bad.po:5: `msgctx` is not a PO keyword;"
            ),
            (
                "bad.po", "msgid \"\"\nmsgstr \"\"\n\"Content-Type: text/plain; charset=ISO-8859-1\\n\"\n",
                "bad.po: the header says charset=iso-8859-1; save the file as UTF-8"
            ),
            (
                "bad.xlf", "<?xml version=\"1.0\"?>\n<!DOCTYPE x [<!ENTITY a \"b\">]>\n<xliff version=\"1.2\"/>\n",
                "bad.xlf: the file declares XML entities"
            ),
            (
                "bad.xlf", "<xliff xmlns=\"urn:oasis:names:tc:xliff:document:2.0\" version=\"2.0\"/>\n",
                "bad.xlf:1: the root element is <xliff> in urn:oasis:names:tc:xliff:document:2.0, not XLIFF 1.x's <xliff>"
            ),
            (
                "bad.xlf",
                "<xliff version=\"1.2\"><file target-language=\"de\">\n<body><trans-unit id=\"species:raichu\"><source>Raichu</source>\n</xliff>\n",
                "bad.xlf:3:9: the file is not well-formed XML: a closing tag does not match the element it closes (libxml2 error 76); fix it there, or export the file again from your tool."
            ),
            (
                "bad.xlf",
                "<xliff version=\"1.2\"><file target-language=\"de\"><body>\n<trans-unit id=\"species:raichu\"><source>Raichu</source><target>A & B</target></trans-unit>\n</body></file></xliff>\n",
                "bad.xlf:2:"
            ),
            (
                "bad.xlf",
                "<xliff version=\"1.2\"><file target-language=\"de\"><body>\n<trans-unit id=\"species:raichu\"><source>Raichu</source><target>A&nbsp;B</target></trans-unit>\n</body></file></xliff>\n",
                "bad.xlf:2:"
            ),
            ("bad.xlf", "", "bad.xlf: the file is empty; export it again from your tool"),
            ("bad.xlf", "  \n\n", "bad.xlf: the file is empty;"),
            (
                "bad.xlf", "<?xml version=\"1.0\"?>\n",
                "bad.xlf:2:1: the file is not well-formed XML: the file has no root element where one should start"
            ),
            (
                "bad.xlf", "<xliff version=\"1.2\"/>\n<xliff/>\n",
                "bad.xlf:2:1: the file is not well-formed XML: the file has no root element where one should start, or more after the root element ends"
            ),
        ])
    func refusesUnreadableFiles(name: String, text: String, message: String) async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent(name)
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = await loccheck.run(["import", file.path, "--locale", "de", "--tables", tables.path])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("loccheck: error: \(message)"), "\(result.stderr)")
        #expect(try snapshotOfFiles(tables) == before)
    }

    @Test("import FILE and import --from FILE: the extension decides, and the name-list options don't mix with PO")
    func importForms() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let list = directory.url.appendingPathComponent("names.json")
        try "[]".write(to: list, atomically: true, encoding: .utf8)
        let positional = await loccheck.run(["import", list.path, "--tables", tables.path])
        #expect(positional.status == 2)
        #expect(
            positional.stderr.contains(
                "is not a .po, .xlf or .xcstrings file; for a JSON or CSV list of names use `loccheck import --locale LOCALE --from"))
        let po = directory.url.appendingPathComponent("de.po")
        #expect(await loccheck.run(["export", "de", "--format", "po", "--output", po.path, "--tables", tables.path]).status == 0)
        let mixed = await loccheck.run(["import", po.path, "--table", "types", "--tables", tables.path])
        #expect(mixed.status == 2)
        #expect(mixed.stderr.contains("--table does not apply to a PO file, which holds every table"))
        let viaFrom = await loccheck.run(["import", "--from", po.path, "--tables", tables.path])
        #expect(viaFrom.status == 0, "\(viaFrom.stderr)")
        let otherLocale = await loccheck.run(["import", po.path, "--locale", "fr", "--tables", tables.path])
        #expect(otherLocale.status == 2)
        #expect(
            otherLocale.stderr == "loccheck: error: de.po is in de, but --locale says fr; drop --locale, or export the file again for fr.\n"
        )
    }

    @Test(
        "a locale without tables exports every entry empty; importing names creates only the tables and lines translated",
        .enabled(if: ExchangeOracles.python != nil, ExchangeOracles.toolkitMissing))
    func newLocale() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let file = directory.url.appendingPathComponent("nl-BE.xlf")
        let export = await loccheck.run(["export", "nl-BE", "--untranslated-only", "--output", file.path, "--tables", tables.path])
        let every = try PackageTables.translatedEntries(of: "nl-BE").unnamed
        #expect(export.stderr == "Wrote \(file.path): \(every) entries for nl-BE, \(every) of them untranslated.\n")
        #expect(export.stdout.isEmpty)
        let units = try ExchangeOracles.units(file)
        #expect(units.language == "nl-BE")
        #expect(units.units.count == every && units.units.allSatisfy { $0.target.isEmpty })
        try ExchangeOracles.fill(file, ["species:pikachu": "Pikachu", "types:fire": "Vuur"])
        let result = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(result.status == 0, "\(result.stdout)")
        #expect(
            try String(contentsOf: tables.appendingPathComponent("species/nl-BE.txt"), encoding: .utf8) == """
                # Species names in nl-BE, keyed by PokeAPI slug, in National Pokédex order.
                # Imported by `loccheck import` from nl-BE.xlf; see Resources/README.md to edit.
                pikachu = Pikachu

                """)
        #expect(try String(contentsOf: tables.appendingPathComponent("types/nl-BE.txt"), encoding: .utf8).hasSuffix("\nfire = Vuur\n"))
        #expect(!FileManager.default.fileExists(atPath: tables.appendingPathComponent("ui/nl-BE.txt").path))
    }

    @Test("--untranslated-only exports exactly the names loccheck counts as missing", arguments: ["ko", "ja-Latn", "ru"])
    func untranslatedOnly(locale: String) async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let export = await loccheck.run(["export", locale, "--format", "po", "--untranslated-only", "--tables", tables.path])
        #expect(export.status == 0)
        let contexts = export.stdout.split(separator: "\n").filter { $0.hasPrefix("msgctxt ") }
        let check = await loccheck.run(["--tables", tables.path, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(check.stdout.utf8)) as? [String: Any])
        let coverage = ((report["summary"] as? [String: Any])?["coverage"] as? [[String: Any]] ?? []).filter {
            $0["locale"] as? String == locale
        }
        let missing = coverage.reduce(0) { $0 + (($1["expected"] as? Int ?? 0) - ($1["present"] as? Int ?? 0)) }
        #expect(contexts.count == missing)
        #expect(!export.stdout.contains("msgstr \"\\S"))
    }

    @Test("add-locale, then a PO import: names go onto the empty lines, under their English hints")
    func addLocaleThenImport() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        #expect(await loccheck.run(["add-locale", "nl-BE", "--tables", tables.path]).status == 0)
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("nl-BE.po")
        #expect(await loccheck.run(["export", "nl-BE", "--output", file.path, "--tables", tables.path]).status == 0)
        var text = try String(contentsOf: file, encoding: .utf8)
        text = text.replacingOccurrences(
            of: "msgctxt \"ui:height\"\nmsgid \"Height\"\nmsgstr \"\"", with: "msgctxt \"ui:height\"\nmsgid \"Height\"\nmsgstr \"Lengte\"")
        text = text.replacingOccurrences(
            of: "msgctxt \"ui:form-pattern\"\nmsgid \"{species} ({form})\"\nmsgstr \"\"",
            with: "msgctxt \"ui:form-pattern\"\nmsgid \"{species} ({form})\"\nmsgstr \"{species} ({form})\"")
        try text.write(to: file, atomically: true, encoding: .utf8)
        #expect(await loccheck.run(["import", file.path, "--tables", tables.path]).status == 0)
        let after = try snapshotOfFiles(tables)
        #expect(after.filter { before[$0.key] != $0.value }.keys.sorted() == ["ui/nl-BE.txt"])
        let changed = zip(lines(before["ui/nl-BE.txt"]), lines(after["ui/nl-BE.txt"])).filter { $0 != $1 }.map(\.1)
        #expect(changed == ["height = Lengte", "form-pattern = {species} ({form})"])
        #expect(lines(after["ui/nl-BE.txt"]).count == lines(before["ui/nl-BE.txt"]).count)
    }

    @Test(
        "prose a translator writes in a tool (quotes, U+3000 between words) goes into the tables byte for byte and comes back out unchanged",
        .enabled(if: ExchangeOracles.msgfmt != nil, ExchangeOracles.msgfmtMissing),
        .enabled(if: ExchangeOracles.python != nil, ExchangeOracles.toolkitMissing),
        arguments: ["po", "xlf"])
    func proseRoundTrip(format: String) async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let file = directory.url.appendingPathComponent("ja.\(format)")
        #expect(await loccheck.run(["export", "ja", "--output", file.path, "--tables", tables.path]).status == 0)
        // Entries and descriptions ja lacks, and a move: game text as the Japanese games write it.
        let empty = try ExchangeOracles.units(file).units.filter(\.target.isEmpty)
        let entries = empty.filter { $0.context.hasPrefix("pokedexentries:") }.prefix(2).map(\.context)
        let description = try #require(empty.first { $0.context.hasPrefix("abilitydescriptions:") }?.context)
        let move = try #require(empty.first { $0.context.hasPrefix("moves:") }?.context)
        try #require(entries.count == 2)
        let texts = [
            entries[0]: "「ほのお」の　ような　しっぽが　\"ゆれる\"と　あいてを　おどろかせる。　よるに　なると　ひかる　らしい。",
            entries[1]: "“ひかり”を　あびると　'げんき'に　なり、　\"ちから\"が　みなぎる。",
            description: "あめが　ふると　すばやさが　あがる。",
            move: "みずでっぽう　ｚ",
        ]
        try ExchangeOracles.fill(file, texts)
        let imported = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(imported.status == 0, "\(imported.stdout)\(imported.stderr)")
        for (context, text) in texts {
            let (table, key) = (String(context.prefix { $0 != ":" }), String(context.drop { $0 != ":" }.dropFirst()))
            let lines = try String(contentsOf: tables.appendingPathComponent("\(table)/ja.txt"), encoding: .utf8).split(separator: "\n")
            #expect(lines.filter { $0.hasPrefix("\(key) = ") }.map(String.init) == ["\(key) = \(text)"], "\(context)")
        }

        // Out again: msgfmt accepts it, translate-toolkit reads the same texts, importing it changes nothing.
        let before = try snapshotOfFiles(tables)
        let again = directory.url.appendingPathComponent("ja-again.\(format)")
        #expect(await loccheck.run(["export", "ja", "--output", again.path, "--tables", tables.path]).status == 0)
        if format == "po" {
            let check = try ExchangeOracles.msgfmt!.run(["--check", "--output-file=/dev/null", again.path])
            #expect(check.status == 0 && check.stderr.isEmpty, "msgfmt: \(check.stderr)")
        }
        let targets = Dictionary(
            try ExchangeOracles.units(again).units.map { ($0.context, $0.target) }, uniquingKeysWith: { first, _ in first })
        for (context, text) in texts { #expect(targets[context] == text, "\(context)") }
        let unchanged = await loccheck.run(["import", again.path, "--tables", tables.path])
        #expect(unchanged.status == 0 && unchanged.stdout.contains(": 0 changed, "), "\(unchanged.stdout)")
        #expect(try snapshotOfFiles(tables) == before)
    }

    /// Checks the units translate-toolkit reads against the tables: every key of each English
    /// table in order, the English as source, the locale's name (or nothing) as target, and a
    /// note with the National Pokédex number (and, for a form, its species), from the snapshot.
    @discardableResult
    private func expectUnits(of file: URL, locale: String, tables: URL) throws -> [ExchangeOracles.Unit] {
        let (language, units) = try ExchangeOracles.units(file)
        #expect(language == locale)
        func entries(_ path: String) -> [TableEntry] {
            (try? Data(contentsOf: tables.appendingPathComponent(path))).map { TableFile(bytes: [UInt8]($0)).uniqueEntries } ?? []
        }
        var expected: [(context: String, source: String, target: String)] = []
        // The tables a translator writes: not search keys, not the entries' games.
        for kind in TableKind.allCases.filter(\.declaration.isTranslated).map(\.directory) {
            let names = Dictionary(entries("\(kind)/\(locale).txt").map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            expected += entries("\(kind)/en.txt").map { ("\(kind):\($0.key)", $0.value, names[$0.key] ?? "") }
        }
        #expect(units.map(\.context) == expected.map(\.context))
        #expect(units.map(\.source) == expected.map(\.source))
        #expect(units.map(\.target) == expected.map(\.target))
        #expect(!units.contains { $0.context.hasPrefix("entryversions:") })
        // A Pokédex entry's note names the game of the English text, and says when the locale's is another's.
        if locale == "ko" {
            #expect(
                units.first { $0.context == "pokedexentries:psyduck" }?.notes
                    == "The Pokédex entry of Psyduck, National Pokédex No. 54, from Legends: Arceus; the ko text now is Sword's, another game's Pokédex entry."
            )
            #expect(
                units.first { $0.context == "pokedexentries:bulbasaur" }?.notes
                    == "The Pokédex entry of Bulbasaur, National Pokédex No. 1, from Sword.")
            #expect(
                units.first { $0.context == "abilitydescriptions:damp" }?.notes
                    == "The games' description of the ability Damp (damp), an ability of Paras (hidden), Parasect (hidden), Psyduck, Golduck, Poliwag and 15 more."
            )
            #expect(
                units.first { $0.context == "abilities:swift-swim" }?.notes.hasPrefix(
                    "An ability (swift-swim) of Psyduck (hidden), Golduck (hidden), ") == true)
            #expect(
                units.first { $0.context == "moves:water-gun" }?.notes
                    == "A move (water-gun). The offline data has nothing more about it than its names.")
        }
        // Each ability's and ability description's note names its Pokémon (or says none has
        // it); each move's says the offline data has nothing else of it.
        for unit in units {
            let (table, key) = (unit.context.prefix { $0 != ":" }, unit.context.drop { $0 != ":" }.dropFirst())
            switch table {
            case "abilities": #expect(unit.notes.hasPrefix("An ability (\(key)) of "), "\(unit.context): \(unit.notes)")
            case "abilitydescriptions": #expect(unit.notes.contains("(\(key)), an ability of "), "\(unit.context): \(unit.notes)")
            case "moves":
                #expect(
                    unit.notes == "A move (\(key)). The offline data has nothing more about it than its names.",
                    "\(unit.context): \(unit.notes)")
            case "pokedexentries": #expect(unit.notes.hasPrefix("The Pokédex entry of "), "\(unit.context): \(unit.notes)")
            default: break
            }
        }
        for table in ["abilities", "abilitydescriptions", "moves", "pokedexentries"] {
            #expect(units.contains { $0.context.hasPrefix("\(table):") }, "the export has no \(table)")
        }

        let number = Dictionary(entries("snapshot/species.txt").map { ($0.value, $0.key) }, uniquingKeysWith: { first, _ in first })
        let englishSpecies = Dictionary(entries("species/en.txt").map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let speciesOfPokemon = Dictionary(
            entries("snapshot/pokemon.txt").map { ($0.value.split(separator: " ")[0], $0.value.split(separator: " ")[1]) },
            uniquingKeysWith: { first, _ in first })
        let slugOfNumber = Dictionary(number.map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        for unit in units {
            let key = String(unit.context.split(separator: ":", maxSplits: 1)[1])
            if unit.context.hasPrefix("species:") {
                #expect(unit.notes == "National Pokédex No. \(number[key] ?? "?").")
            } else if unit.context.hasPrefix("forms:") || unit.context.hasPrefix("fullnames:") {
                let id = speciesOfPokemon[Substring(key)].map(String.init) ?? "?"
                let species = slugOfNumber[id].flatMap { englishSpecies[$0] } ?? "?"
                #expect(
                    unit.notes.contains("\(species)") && unit.notes.contains("National Pokédex No. \(id) (/pokemon \(key))"),
                    "\(unit.context): \(unit.notes)")
            }
        }
        return units
    }

    private func lines(_ data: Data?) -> [String] {
        String(decoding: data ?? Data(), as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }
}
