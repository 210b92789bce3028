import CommandTestSupport
import Foundation
import PokeTables
import PokeTablesIO
import PokeTransforms
import Testing

@testable import LocCheck

@Suite("Search keys: loccheck import-search-keys and the checks of searchkeys/<locale>.txt")
struct SearchKeyTests {
    let loccheck = InProcessLocCheck()

    @Test("import-search-keys writes the committed tables byte for byte, and loccheck finds them clean")
    func reproducesTheCommittedTables() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let committed = try Self.searchKeyFiles(tables)
        #expect(committed.keys.sorted() == ["ja-Hrkt.txt", "ja.txt", "ko.txt", "ru.txt", "th.txt", "zh-Hans.txt", "zh-Hant.txt"])
        try FileManager.default.removeItem(at: tables.appendingPathComponent("searchkeys"))
        let run = await loccheck.run(["import-search-keys", "--tables", tables.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.contains("Wrote \(tables.path)/searchkeys/ko.txt: 1025 names"), "\(run.stdout)")
        #expect(try Self.searchKeyFiles(tables) == committed)
        let again = await loccheck.run(["import-search-keys", "--tables", tables.path])
        #expect(!again.stdout.contains("Wrote"), "a second import changes nothing: \(again.stdout)")
        let check = await loccheck.run(["--tables", tables.path, "--format", "json"])
        #expect(try ReportFindings(check.stdout).of("search-key-outdated").isEmpty)
    }

    @Test("a changed name makes its keys outdated, at their line, with the new romanization; an import fixes it")
    func outdatedAfterANameChanged() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        _ = try TableEdits.setNames(["psyduck": "고라파둑"], in: tables.appendingPathComponent("species/ko.txt"))
        let line = try TableEdits.lines(of: ["psyduck"], in: tables.appendingPathComponent("searchkeys/ko.txt"))["psyduck"]
        let check = await loccheck.run(["--tables", tables.path, "--format", "json"])
        #expect(check.status == 1)
        let findings = try ReportFindings(check.stdout).of("search-key-outdated")
        #expect(findings.count == 1, "\(findings)")
        #expect(findings.first?["line"] as? Int == line)
        #expect(findings.first?["key"] as? String == "psyduck")
        let message = findings.first?["message"] as? String ?? ""
        #expect(message.contains("lack gorapaduk, the romanization of its name 고라파둑"), "\(findings)")
        #expect(findings.first?["suggestion"] as? String == "gorapaduk, gorapadeok")
        _ = await loccheck.run(["import-search-keys", "--tables", tables.path])
        let text = try String(contentsOf: tables.appendingPathComponent("searchkeys/ko.txt"), encoding: .utf8)
        #expect(text.contains("\npsyduck = gorapaduk\n"), "the old key went with the old name")
        let clean = await loccheck.run(["--tables", tables.path, "--format", "json"])
        #expect(try ReportFindings(clean.stdout).of("search-key-outdated").isEmpty)
    }

    @Test("a Japanese name's keys end with its trademark romaji from ja-Latn; a changed one outdates them until an import")
    func trademarkRomaji() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let keys = try String(contentsOf: tables.appendingPathComponent("searchkeys/ja.txt"), encoding: .utf8)
        #expect(
            keys.contains("\ncharizard = rizaadon, rizadon, lizardon\n"),
            "Hepburn with the long vowel doubled, then single, then ja-Latn's Lizardon")
        _ = try TableEdits.setNames(["charizard": "Lizardon Z"], in: tables.appendingPathComponent("species/ja-Latn.txt"))
        let check = await loccheck.run(["--tables", tables.path, "--format", "json"])
        let findings = try ReportFindings(check.stdout).of("search-key-outdated")
        #expect(findings.map { $0["key"] as? String } == ["charizard", "charizard"], "ja and ja-Hrkt: \(findings)")
        let message = findings.first?["message"] as? String ?? ""
        #expect(message.contains("lack lizardonz"), "\(findings)")
        _ = await loccheck.run(["import-search-keys", "--tables", tables.path])
        let text = try String(contentsOf: tables.appendingPathComponent("searchkeys/ja-Hrkt.txt"), encoding: .utf8)
        #expect(text.contains("\ncharizard = rizaadon, rizadon, lizardonz\n"))
        let clean = await loccheck.run(["--tables", tables.path, "--format", "json"])
        #expect(try ReportFindings(clean.stdout).of("search-key-outdated").isEmpty)
    }

    @Test("a value's keys are split at `, ` as Foundation's components(separatedBy:) splits them")
    func keysOfValue() {
        let values = [
            "gorapadeok", "gorapadeok, golpadak", "a, , b", ", a", "a, ", "", ", ", "a,b", "a ,b", "a,  b",
            "피카츄, pikachu", "pikachu, 피카츄", "a, b, c, d", ",, ,", "a\u{301}, b",
        ]
        for value in values {
            let foundation = value.components(separatedBy: SearchKeyTable.separator)
            #expect(SearchKeyTable.keys(inValue: value) == (foundation.allSatisfy(SearchKeyList.isValid) ? foundation : nil), "\(value)")
        }
        #expect(SearchKeyTable.keys(inValue: "gorapadeok, golpadak") == ["gorapadeok", "golpadak"])
    }

    @Test("a key a reviewer added is kept by the import and accepted; a key that is not ASCII is an error")
    func reviewedKeys() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let file = tables.appendingPathComponent("searchkeys/ko.txt")
        _ = try TableEdits.setNames(["psyduck": "gorapadeok, golpadak", "pikachu": "피카츄"], in: file)
        let check = await loccheck.run(["--tables", tables.path, "--format", "json"])
        let report = try ReportFindings(check.stdout)
        #expect(report.of("invalid-search-key").map { $0["key"] as? String } == ["pikachu"])
        #expect(report.of("search-key-outdated").map { $0["key"] as? String } == ["pikachu"])
        _ = await loccheck.run(["import-search-keys", "--tables", tables.path])
        let text = try String(contentsOf: file, encoding: .utf8)
        #expect(text.contains("\npsyduck = gorapadeok, golpadak\n"))
        #expect(text.contains("\npikachu = pikachyu\n"))
    }

    @Test("a tables directory with search keys needs them for every non-Latin locale; one without any is not asked")
    func missingTables() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        try FileManager.default.removeItem(at: tables.appendingPathComponent("searchkeys/th.txt"))
        let findings = try ReportFindings(await loccheck.run(["--tables", tables.path, "--format", "json"]).stdout).of(
            "search-key-outdated")
        #expect(findings.map { $0["file"] as? String } == ["\(tables.path)/searchkeys/th.txt"])
        try FileManager.default.removeItem(at: tables.appendingPathComponent("searchkeys"))
        let none = try ReportFindings(await loccheck.run(["--tables", tables.path, "--format", "json"]).stdout)
        #expect(none.of("search-key-outdated").isEmpty)
    }

    @Test(
        "while a table's fingerprint holds, the check opens no ICU transform; a changed name or key is romanized again, that locale alone")
    func fingerprints() throws {
        let files = try TableDirectory.read(BuiltCommand.packageRoot.appendingPathComponent("Resources"))
        func check(_ edits: [String: (String, String)]) throws -> (findings: [Diagnostic], opened: [String]) {
            let edited = files.map { file in
                guard let (old, new) = edits[file.path] else { return file }
                let text = String(decoding: file.bytes, as: UTF8.self)
                #expect(text.contains(old), "\(file.path) has no line \(old)")
                return (file.path, Array(text.replacingOccurrences(of: old, with: new).utf8))
            }
            let tables = TableSet(files: edited)
            let snapshot = try #require(tables.snapshot)
            let romanizer = SearchKeyRomanizer()
            let findings = try SearchKeyCheck().check(RuleInput(tables: tables, snapshot: snapshot), romanizer: romanizer)
            return (findings, romanizer.openedTransforms)
        }
        let committed = try check([:])
        #expect(committed.findings.isEmpty, "\(committed.findings.map(\.message))")
        #expect(committed.opened.isEmpty, "the committed tables are current: nothing to romanize")

        let renamed = try check(["species/zh-Hans.txt": ("\npsyduck = 可达鸭\n", "\npsyduck = 可达达鸭\n")])
        #expect(
            renamed.findings.map { "\($0.locale?.description ?? "-") \($0.key ?? "-") \($0.code.rawValue)" } == [
                "zh-Hans psyduck search-key-outdated"
            ])
        #expect(renamed.opened == ["Han-Latin; Any-NFKD"], "zh-Hant and the other locales still hold")

        let reviewed = try check(["searchkeys/ru.txt": ("\npsyduck = psidak\n", "\npsyduck = psidak, psyduk\n")])
        #expect(reviewed.findings.isEmpty, "a reviewer's added key is accepted: \(reviewed.findings.map(\.message))")
        #expect(reviewed.opened == ["Russian-Latin/BGN; Any-NFKD"], "an edited key is checked against the romanizer again")

        let dropped = try check(["searchkeys/ru.txt": ("\npsyduck = psidak\n", "\npsyduck = psyduk\n")])
        #expect(
            dropped.findings.map { "\($0.key ?? "-") \($0.code.rawValue)" } == ["psyduck search-key-outdated"],
            "a key replaced by hand can't hide behind the old fingerprint")
    }

    static func searchKeyFiles(_ tables: URL) throws -> [String: Data] {
        let folder = tables.appendingPathComponent("searchkeys")
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
            files[name] = try Data(contentsOf: folder.appendingPathComponent(name))
        }
        return files
    }
}
