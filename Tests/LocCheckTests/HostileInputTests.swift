import CommandTestSupport
import Foundation
import PokeAPIFixtureServer
import PokeTables
import PokeTablesIO
import Testing

@testable import LocCheck

#if canImport(FoundationXML)
import FoundationXML
#endif

/// What the commands print when a file name, a server, a translator's file or an argument is hostile:
/// the same escaping as the reports (``HostileOutputTests``), and costs that stay linear.
@Suite("Hostile input at loccheck's edges: file names, servers, translators' files, arguments")
struct HostileInputTests {
    let loccheck = InProcessLocCheck()

    /// No character the outputs must keep out (but the line feeds of the output itself).
    static func expectClean(_ text: String, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let unsafe = HostileText.unsafeScalars(in: text).filter { $0 != "\n" }
        #expect(unsafe.isEmpty, "\(what): \(unsafe.map { "U+" + String($0.value, radix: 16) })", sourceLocation: sourceLocation)
        for line in text.split(separator: "\n") where line.hasPrefix("::") {
            #expect(
                line.hasPrefix("::error file=Resources/") || line.hasPrefix("::warning file=") || line.hasPrefix("::error file=/"),
                "\(what): \(line)", sourceLocation: sourceLocation)
        }
    }

    @Test(
        "a table file named with a line break, a workflow command and OSC 52 is one escaped finding line in every format",
        arguments: [ReportFormat.text, .github, .junit, .markdown])
    func hostileFileName(format: ReportFormat) async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let name = "b\n::error file=README.md,line=1::injected\u{1B}]52;c;aGk=\u{07}\u{9B}2J\r::add-mask::x.txt"
        try Data("x = y\n".utf8).write(to: tables.appendingPathComponent("types").appendingPathComponent(name))
        let result = await loccheck.run(["--tables", tables.path, "--format", format.rawValue])
        Self.expectClean(result.stdout, "\(format) stdout")
        Self.expectClean(result.stderr, "\(format) stderr")
        #expect(result.stdout.contains(format == .markdown ? "b\\\\u{A}" : "b\\u{A}"), "\(result.stdout.suffix(2000))")
        #expect(!result.stdout.contains("\n::error file=README.md"))
    }

    @Test(
        "a server's names with escape sequences, bidi controls and a line break are escaped in every report of --compare-api-names",
        arguments: [ReportFormat.text, .github, .junit, .json])
    func serverNamesEscaped(format: ReportFormat) async throws {
        let directory = try TemporaryDirectory()
        let server = try FixtureServer.smallAPIWithLists(in: directory.url, arguments: ["--fault", "escape-names"])
        defer { server.stop() }
        let tables = try LiveAPICheckTests().userTables(in: directory.url)
        let result = await loccheck.run([
            "--tables", tables.path, "--api", server.url.absoluteString, "--compare-api-names",
            "--format", format.rawValue,
        ])
        #expect(result.status == 1, "\(result.stderr)")
        Self.expectClean(result.stdout, "\(format) stdout")
        Self.expectClean(result.stderr, "\(format) stderr")
        // In JSON the escape's backslash is itself escaped.
        #expect(
            result.stdout.contains(format == .json ? "\\\\u{1B}]52;c;cG9rZWRleA==\\\\u{7}" : "\\u{1B}]52;c;cG9rZWRleA==\\u{7}"),
            "\(result.stdout.prefix(3000))")
        if format == .junit {
            #expect(XMLParser(data: Data(result.stdout.utf8)).parse(), "well-formed")
        }
    }

    @Test("an HTTP error's detail from a server is escaped on standard error")
    func httpDetailEscaped() async throws {
        let directory = try TemporaryDirectory()
        let server = try FixtureServer.smallAPIWithLists(in: directory.url, arguments: ["--fault", "escape-detail"])
        defer { server.stop() }
        let tables = try LiveAPICheckTests().userTables(in: directory.url)
        let result = await loccheck.run(["--tables", tables.path, "--api", server.url.absoluteString])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Not found.\\u{1B}]52;c;cG9rZWRleA==\\u{7}"), "\(result.stderr)")
        Self.expectClean(result.stderr, "stderr")
    }

    @Test(
        "import-pokeapi --api refuses a server's names that no table may hold, naming entry and server; a table of nothing else is not written"
    )
    func serverImportRefusesHostileNames() async throws {
        let directory = try TemporaryDirectory()
        let server = try FixtureServer.start(root: APIImportTests.smallAPI(in: directory.url), arguments: ["--fault", "escape-names"])
        defer { server.stop() }
        let tables = directory.url.appendingPathComponent("tables")
        let result = await loccheck.run([
            "import-pokeapi", "--api", server.url.absoluteString, "--tables", tables.path, "--taken", "2026-02-03",
        ])
        #expect(result.status == 1, "\(result.stdout)\(result.stderr)")
        Self.expectClean(result.stdout, "stdout")
        Self.expectClean(result.stderr, "stderr")
        #expect(
            result.stderr.contains(
                "species/ko.txt: PokeAPI server \(server.url.absoluteString)/api/v2/ has a ko name of `pikachu` that has a line break or a control character (U+001B)"
            ),
            "\(result.stderr.prefix(3000))")
        #expect(result.stderr.contains("species/ko.txt was not written"))
        #expect(!FileManager.default.fileExists(atPath: tables.appendingPathComponent("species/ko.txt").path))
        // Whatever was written holds none of it.
        for path in try FileManager.default.subpathsOfDirectory(atPath: tables.path) where path.hasSuffix(".txt") {
            let text = try String(contentsOf: tables.appendingPathComponent(path), encoding: .utf8)
            #expect(!text.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" }, "\(path)")
        }
    }

    @Test("a server name refused keeps the name the table had; the others are written")
    func serverImportKeepsReviewedName() async throws {
        let directory = try TemporaryDirectory()
        let server = try FixtureServer.start(root: APIImportTests.smallAPI(in: directory.url))
        defer { server.stop() }
        let tables = directory.url.appendingPathComponent("tables")
        #expect(
            await loccheck.run(["import-pokeapi", "--api", server.url.absoluteString, "--tables", tables.path, "--taken", "2026-02-03"])
                .status == 0)
        // A second server whose Korean Pikachu ends in an escape sequence.
        let root = try APIImportTests.smallAPI(in: directory.url.appendingPathComponent("second"))
        let body = root.appendingPathComponent("api/v2/pokemon-species/25/index.json")
        var species = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: body)) as? [String: Any])
        species["names"] = (species["names"] as? [[String: Any]] ?? []).map { name in
            var name = name
            if (name["language"] as? [String: Any])?["name"] as? String == "ko" { name["name"] = "피카츄\u{1B}[2J" }
            return name
        }
        try JSONSerialization.data(withJSONObject: species).write(to: body)
        let hostile = try FixtureServer.start(root: root)
        let before = try String(contentsOf: tables.appendingPathComponent("species/ko.txt"), encoding: .utf8)
        let result = await loccheck.run([
            "import-pokeapi", "--api", hostile.url.absoluteString, "--tables", tables.path, "--taken", "2026-02-03",
        ])
        #expect(result.status == 1)
        #expect(
            result.stderr.contains("has a ko name of `pikachu` that has a line break or a control character (U+001B)"), "\(result.stderr)")
        let after = try String(contentsOf: tables.appendingPathComponent("species/ko.txt"), encoding: .utf8)
        #expect(after.contains("pikachu = 피카츄\n"), "\(after)")
        #expect(
            before.components(separatedBy: "\n").filter { $0.contains(" = ") }
                == after.components(separatedBy: "\n").filter { $0.contains(" = ") })
    }

    @Test("a PO file's bad keyword, string and Language header are quoted escaped and short")
    func poErrorsEscaped() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let cases = [
            "msgid \"\"\nmsgstr \"\"\n\"Language: ko\\n\"\n\nmsg\u{1B}]52;c;aGk=\u{07}id \"x\"\n",
            "msgid \"\"\nmsgstr \"\"\n\"Language: \u{1B}]52;c;aGk=\u{07}\\n\"\n\nmsgctxt \"species:pikachu\"\nmsgid \"Pikachu\"\nmsgstr \"P\"\n",
            "msgid \"\"\nmsgstr \"\"\n\"Language: ko\\n\"\n\nmsgid " + String(repeating: "\u{9B}x", count: 100_000) + "\n",
        ]
        for (index, text) in cases.enumerated() {
            let file = directory.url.appendingPathComponent("case\(index).po")
            try text.write(to: file, atomically: true, encoding: .utf8)
            let result = await loccheck.run(["import", file.path, "--tables", tables.path])
            #expect(result.status == 2, "\(result.stdout)")
            Self.expectClean(result.stderr, "case \(index)")
            #expect(result.stderr.utf8.count < 600, "case \(index): \(result.stderr.utf8.count) bytes")
        }
    }

    @Test("a PO file whose lines end in CR alone is refused at its first line, quoting none of it")
    func crOnlyLines() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        var text = "msgid \"\"\rmsgstr \"\"\r\"Language: ko\\n\"\r"
        for number in 0..<20_000 { text += "\rmsgctxt \"species:x\(number)\"\rmsgid \"X\"\rmsgstr \"Y\"\r" }
        let file = directory.url.appendingPathComponent("ko.po")
        try text.write(to: file, atomically: true, encoding: .utf8)
        let result = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("ko.po:1: the line holds a carriage return (CR) before its end"), "\(result.stderr.prefix(500))")
        #expect(result.stderr.utf8.count < 400)
    }

    @Test("8,000 copies of one key are one notice with the count and the first lines, not 8,000 notices of 8,000 lines")
    func duplicatesLinear() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let file = directory.url.appendingPathComponent("ko.po")
        let lines = try ImportSafetyTests.poFile(
            file, language: "ko", Array(repeating: ("species:pikachu", "Pikachu", "피카츄2"), count: 8_000))
        let result = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(result.status == 1)
        let notices = result.stdout.split(separator: "\n").filter { $0.contains("error: Not written") }
        #expect(notices.count == 1)
        let shown = lines.prefix(5).map(String.init).joined(separator: ", ")
        #expect(notices.first?.contains("`species:pikachu` appears 8,000 times (lines \(shown) and 7,995 more)") == true, "\(notices)")
        #expect(result.stdout.utf8.count < 2_000)
    }

    @Test("an unknown key of an import gets the check's suggestion: its table's key as a slug (`nidoran♀`, a misspelt table)")
    func importSuggestions() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let file = directory.url.appendingPathComponent("ko.po")
        let lines = try ImportSafetyTests.poFile(
            file, language: "ko",
            [
                ("species:nidoran♀", "Nidoran♀", "니드런♀"), ("specis:pikachu", "Pikachu", "피카츄"), ("species:rookiedee", "Rookidee", "파라꼬"),
            ])
        let result = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(
            result.stdout.contains(
                "\(file.path):\(lines[0]): error: Not written: `species:nidoran♀` is not a name of the tables. Did you mean `species:nidoran-f`?"
            ),
            "\(result.stdout)")
        #expect(
            result.stdout.contains(
                ":\(lines[1]): error: Not written: `specis:pikachu` is not a name of the tables. Did you mean `species:pikachu`?"))
        #expect(
            result.stdout.contains(
                ":\(lines[2]): error: Not written: `species:rookiedee` is not a name of the tables. Did you mean `species:rookidee`?"))
    }

    @Test("an XLIFF element with more attributes than any XLIFF has is refused at its line before libxml2 reads it")
    func xliffAttributes() throws {
        var text =
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\">\n<file "
        for number in 0..<100_000 { text += "a\(number)=\"\(number)\" " }
        text += "original=\"x\"><body></body></file></xliff>\n"
        #expect(throws: ExchangeFileError.self) { try XLIFFReader(name: "x.xlf").read(Array(text.utf8)) }
        do {
            _ = try XLIFFReader(name: "x.xlf").read(Array(text.utf8))
        } catch {
            #expect(error.description.hasPrefix("x.xlf:3: an element has more than 64 attributes"), "\(error.description)")
        }
        // Attributes in comments, CDATA and quoted values don't count.
        let quoted =
            "<?xml version=\"1.0\"?><!-- " + String(repeating: "a=1 ", count: 100) + "--><x y=\"" + String(repeating: "=", count: 200)
            + "\"/>"
        #expect(XLIFFPrescan.refusal(Array(quoted.utf8)) == nil)
    }

    @Test(
        "what crashed libxml2 or Foundation's bridge (the xliff-reader fuzz target's findings) is a typed error with the reason",
        arguments: [
            ([0xFF, 0xFE, 0x00, 0xDA, 0x00, 0x00], "the file is not UTF-8"),
            (Array("<?xml version=\"1.0\" encoding=\"UTF7\"\u{FF}".utf8), "encoding=\"UTF7"),
            (Array("<?xml version=\"1.0\" encoding=\"UTF-7\"?>\n<xliff version=\"1.2\"/>".utf8), "encoding=\"UTF-7\"; save it as UTF-8"),
            (Array("<?x?>".utf8), "a processing instruction has no data"),
            // A declaration that never ends: libxml2 read the next instruction as one of its own.
            (Array("<?xml n20veding=\"UTF>\n        <?xmr?>\nc<".utf8), "x.xlf:2: a processing instruction has no data"),
            (
                Array("<?xml version=\"1.0\"?>\n<xliff version=\"1.2\">\n<file".utf8) + [0xE4] + Array("original=\"ui\"/></xliff>".utf8),
                "x.xlf:3: the line is not valid UTF-8"
            ),
            (
                Array(
                    ("<?xml version=\"1.0\"?>\n<xliff version=\"1.2\" xmlns=\"urn:oasis:names:tc:xliff:document:1.2\"><file target-language=\"ko\"><body>"
                        + "<trans-unit id=\"a:b\"><source>A</source><target>B<?x  ?></target></trans-unit></body></file></xliff>").utf8),
                "a processing instruction has no data"
            ),
        ] as [([UInt8], String)])
    func xliffCrashesAreErrors(bytes: [UInt8], message: String) {
        do {
            _ = try XLIFFReader(name: "x.xlf").read(bytes)
            Issue.record("read")
        } catch {
            #expect(error.description.contains(message), "\(error.description)")
        }
    }

    @Test("an XLIFF file over libxml2's 10,000,000 bytes is refused with the limit, not as XML that is not well-formed")
    func xliffOverLimit() {
        let bytes = [UInt8](repeating: UInt8(ascii: " "), count: XLIFFPrescan.maximumBytes + 1)
        #expect(XLIFFPrescan.refusal(bytes)?.message.hasPrefix("the file is 10,000,001 bytes, over the 10,000,000") == true)
    }

    @Test("an argument with an escape sequence or a line break is escaped when loccheck echoes it")
    func argumentsEscaped() async {
        for arguments in [["--tabels\u{1B}]52;c;aGk=\u{07}"], ["chekc\n::error::x"], ["--tables", "/nonexistent/\u{1B}[2J\n::error::y"]] {
            let result = await loccheck.run(arguments)
            #expect(result.status == 2)
            Self.expectClean(result.stderr, "\(arguments)")
            #expect(!result.stderr.contains("\n::error"))
        }
    }

    @Test("--output naming a pipe no process reads is refused at once, before the tables are held")
    func fifoWithoutReader() async throws {
        let directory = try TemporaryDirectory()
        let fifo = directory.url.appendingPathComponent("report.fifo")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        let tables = try directory.copyOfPackageTables()
        // A liveness bound, not a timing: without the fix the open never returns.
        let run = Task { await InProcessLocCheck.run(["--tables", tables.path, "--format", "json", "--output", fifo.path]) }
        let result = try await withThrowingTaskGroup(of: InProcessLocCheck.Output?.self) { group in
            group.addTask { await run.value }
            group.addTask {
                try await Task.sleep(for: .seconds(60))
                return nil
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
        let output = try #require(result, "loccheck waited for a reader of the pipe")
        #expect(output.status == 2)
        #expect(output.stderr.contains("it is a pipe (FIFO) that no process is reading"), "\(output.stderr)")
    }

    @Test("a translated file is parsed before the tables' lock is taken: a broken PO is refused at once while another loccheck writes")
    func importParsesBeforeTheLock() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let file = directory.url.appendingPathComponent("ko.po")
        try "msgid \"\"\nmsgstr \"\"\n\"Language: ko\\n\"\n\nmsgbogus \"x\"\n".write(to: file, atomically: true, encoding: .utf8)
        // Another writer holds the tables: before the fix, the import waited for it (a minute)
        // before it read a byte of the file.
        let writer = try #require(try DirectoryLock.hold(tables, exclusive: true))
        defer { DirectoryLock.release([writer]) }
        let result = await loccheck.run(["import", file.path, "--tables", tables.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("ko.po:5"), "\(result.stderr)")
        #expect(!result.stderr.contains("waiting for another loccheck"), "\(result.stderr)")
    }

    @Test("a file of thousands of unknown keys lists the first 5,000 and then says how many more there are, at the line they start")
    func findingsPerFileAndCodeAreLimited() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let count = FindingLimit.perFileAndCode + 123
        let lines = (0..<count).map { "zz\($0) = 이름\($0)\n" }.joined()
        try Data(lines.utf8).write(to: tables.appendingPathComponent("species/ko.txt"))
        let result = await loccheck.run(["--tables", tables.path, "--format", "json"])
        #expect(result.status == 1)
        let report = try JSONDecoder().decode(LocCheckReport.self, from: Data(result.stdout.utf8))
        let unknown = report.findings.filter { $0.kind == .unknownKey && $0.file.hasSuffix("species/ko.txt") }
        #expect(unknown.count == FindingLimit.perFileAndCode + 1)
        let more = try #require(unknown.first { $0.key == nil })
        #expect(more.line == FindingLimit.perFileAndCode + 1)
        #expect(more.message.hasPrefix("123 more `unknown-key` findings from this line on are not listed"), "\(more.message)")
    }

    @Test("the limit keeps each file's and code's first findings in their order, and counts the rest in one finding")
    func findingLimitKeepsTheFirst() {
        var findings: [Diagnostic] = []
        for line in 1...5 {
            for file in ["a.txt", "b.txt"] {
                findings.append(Diagnostic(.unknownKey, file: file, line: line, message: "\(line)", key: "k\(line)"))
            }
        }
        findings.append(Diagnostic(.emptyValue, file: "a.txt", line: 9, message: "empty", key: "e"))
        let limited = FindingLimit.apply(to: findings, limit: 2)
        let listed: [String] = limited.filter { $0.key != nil }.map { "\($0.file):\($0.line ?? 0)" }
        #expect(listed == ["a.txt:1", "b.txt:1", "a.txt:2", "b.txt:2", "a.txt:9"])
        let counted: [String] = limited.filter { $0.key == nil }.map { "\($0.file):\($0.line ?? 0) \($0.message.prefix(3))" }
        #expect(counted == ["a.txt:3 3 m", "b.txt:3 3 m"])
        #expect(FindingLimit.apply(to: Array(findings.prefix(4)), limit: 2) == Array(findings.prefix(4)))
    }

    @Test("a report is handed on in pieces as it is rendered, never whole", arguments: ReportFormat.allCases)
    func reportsStream(format: ReportFormat) throws {
        let finding = LocCheckReport.Finding(
            kind: .unknownKey, severity: .error, table: .species, locale: "ko", key: "zzz",
            file: "Resources/species/ko.txt", line: 1, message: "`zzz` is not a species key.", suggestion: nil)
        var report = HostileOutputTests.hostileReport()
        report.findings = Array(repeating: finding, count: 20_000)
        var pieces: [Int] = []
        try format.render(report) { pieces.append($0.count) }
        let total = pieces.reduce(0, +)
        if format != .markdown { #expect(total > 1_000_000, "\(format): \(total)") }
        #expect(pieces.allSatisfy { $0 <= ReportStream<TerminalOutput>.pieceBytes + 4_096 }, "\(format): \(pieces.max() ?? 0)")
    }
}
