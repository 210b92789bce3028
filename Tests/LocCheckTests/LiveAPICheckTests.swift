import CommandTestSupport
import Foundation
import PokeAPIFixtureServer
import PokeTables
import Testing

extension FixtureServer {
    /// `--list ENDPOINT=FILE` for every key list a server has (but `/pokemon`): each list's
    /// declared endpoint (``PokeTables/KeyListKind/apiEndpoint``) served from its committed
    /// snapshot file, where the root has no recorded list.
    static let snapshotLists: [String] = KeyListKind.allCases.flatMap { list -> [String] in
        guard let endpoint = list.apiEndpoint, list.isRecordList, let file = list.snapshotFile else { return [] }
        return ["--list", "\(endpoint)=\(PackageTables.resources.appendingPathComponent(file).path)"]
    }

    /// The small API (five species, six types) with every other key list from the snapshot.
    static func smallAPIWithLists(in directory: URL, arguments: [String] = []) throws -> FixtureServer {
        try start(root: APIImportTests.smallAPI(in: directory), arguments: snapshotLists + arguments)
    }
}

@Suite("loccheck --api: live lists, snapshot updates and name comparison against a real server")
struct LiveAPICheckTests {
    let loccheck = InProcessLocCheck()

    /// User tables for the five species the small API serves, in English and Korean, one Korean name different from the server's.
    func userTables(in directory: URL) throws -> URL {
        let tables = directory.appendingPathComponent("user")
        try FileManager.default.createDirectory(at: tables.appendingPathComponent("species"), withIntermediateDirectories: true)
        try "bulbasaur = 이상해씨\npikachu = 피카추\nnidoran-f = 니드런♀\nditto = 메타몽\ndeoxys = 테오키스\n"
            .write(to: tables.appendingPathComponent("species/ko.txt"), atomically: true, encoding: .utf8)
        try "bulbasaur = Bulbasaur\npikachu = Pikachu\nnidoran-f = Nidoran♀\nditto = Ditto\ndeoxys = Deoxys\n"
            .write(to: tables.appendingPathComponent("species/en.txt"), atomically: true, encoding: .utf8)
        return tables
    }

    @Test("--api checks the keys against the server's list, not the bundled one")
    func liveLists() async throws {
        let directory = try TemporaryDirectory()
        let server = try FixtureServer.smallAPIWithLists(in: directory.url)
        defer { server.stop() }
        let tables = try userTables(in: directory.url)
        let bundled = await loccheck.run(["--tables", tables.path])
        #expect(bundled.stdout.contains("ko      5/1025"), "the bundled list has 1,025 species")
        let live = await loccheck.run(["--tables", tables.path, "--api", server.url.absoluteString])
        #expect(live.status == 0, "\(live.stdout)\(live.stderr)")
        #expect(live.stdout.contains("ko      5/5"))
    }

    @Test("--compare-api-names reports a name that differs from the server's, at its line, with the server's name")
    func compareNames() async throws {
        let directory = try TemporaryDirectory()
        let server = try FixtureServer.smallAPIWithLists(in: directory.url)
        defer { server.stop() }
        let tables = try userTables(in: directory.url)
        let result = await loccheck.run([
            "--tables", tables.path, "--api", server.url.absoluteString, "--compare-api-names",
            "--format", "json",
        ])
        #expect(result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = try #require(report["findings"] as? [[String: Any]])
        #expect(findings.count == 1)
        #expect(findings.first?["kind"] as? String == "api-name-mismatch")
        #expect(findings.first?["line"] as? Int == 2)
        #expect(findings.first?["key"] as? String == "pikachu")
        #expect(findings.first?["suggestion"] as? String == "피카츄")
    }

    @Test("--update-snapshot writes the server's species and type lists into the tables directory")
    func updateSnapshot() async throws {
        let directory = try TemporaryDirectory()
        let server = try FixtureServer.smallAPIWithLists(in: directory.url)
        defer { server.stop() }
        let tables = try userTables(in: directory.url)
        let result = await loccheck.run(["--tables", tables.path, "--api", server.url.absoluteString, "--update-snapshot"])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(result.stderr.contains("loccheck: updated snapshot/species.txt (5 entries"))
        let species = try String(contentsOf: tables.appendingPathComponent("snapshot/species.txt"), encoding: .utf8)
        #expect(species.hasSuffix("1 = bulbasaur\n25 = pikachu\n29 = nidoran-f\n132 = ditto\n386 = deoxys\n"))
        #expect(species.contains("# source: PokeAPI server \(server.url.absoluteString)/api/v2/\n"))
        let again = await loccheck.run(["--tables", tables.path, "--api", server.url.absoluteString, "--update-snapshot"])
        #expect(again.stderr.contains("loccheck: kept snapshot/species.txt"))
    }

    @Test(
        "--api reads every key list from its list endpoint: a key the server's ability list lacks is unknown, and --update-snapshot writes every list read"
    )
    func everyKeyList() async throws {
        let directory = try TemporaryDirectory()
        // The server's abilities: the snapshot's without `damp`, and with `new-ability` added.
        let abilities = directory.url.appendingPathComponent("abilities.txt")
        let snapshot = try PackageTables.text("snapshot/abilities.txt")
        try (snapshot.split(separator: "\n").filter { !$0.hasSuffix(" = damp") }.joined(separator: "\n") + "\n99999 = new-ability\n")
            .write(to: abilities, atomically: true, encoding: .utf8)
        let server = try FixtureServer.smallAPIWithLists(in: directory.url, arguments: ["--list", "ability=\(abilities.path)"])
        defer { server.stop() }
        let tables = try userTables(in: directory.url)
        try FileManager.default.createDirectory(at: tables.appendingPathComponent("abilities"), withIntermediateDirectories: true)
        try "stench = Stench\ndamp = Damp\n".write(to: tables.appendingPathComponent("abilities/en.txt"), atomically: true, encoding: .utf8)
        let result = await loccheck.run(["--tables", tables.path, "--api", server.url.absoluteString, "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let findings = (report["findings"] as? [[String: Any]] ?? []).filter {
            ($0["file"] as? String)?.hasSuffix("/abilities/en.txt") == true
        }
        #expect(findings.contains { $0["kind"] as? String == "unknown-key" && $0["key"] as? String == "damp" }, "\(findings)")
        #expect(!findings.contains { $0["key"] as? String == "stench" })
        // Every list endpoint was asked for once, from its declared name.
        let paths = try await server.stats().paths.keys.filter { $0.hasPrefix("/api/v2/") }
        for list in KeyListKind.allCases where list.isRecordList {
            let endpoint = try #require(list.apiEndpoint)
            #expect(
                paths.contains { $0.hasPrefix("/api/v2/\(endpoint)/?") }, "no request for the \(list.rawValue) list (/api/v2/\(endpoint)/)")
        }

        // --update-snapshot writes each list read, from the server.
        let update = await loccheck.run(["--tables", tables.path, "--api", server.url.absoluteString, "--update-snapshot"])
        #expect(update.stderr.contains("loccheck: updated snapshot/abilities.txt (373 entries from "), "\(update.stderr)")
        let items = try PackageTables.entries("snapshot/items.txt").count
        #expect(update.stderr.contains("loccheck: updated snapshot/items.txt (\(items) entries from "), "\(update.stderr)")
        let written = try String(contentsOf: tables.appendingPathComponent("snapshot/abilities.txt"), encoding: .utf8)
        #expect(written.hasSuffix("\n99999 = new-ability\n") && !written.contains(" = damp\n"))
    }

    @Test(
        "--api lists a key the server has and the snapshot lacks once, as new-in-api with the command that adds it, in place of its missing lines; import-pokeapi --api then adds the species"
    )
    func newKeys() async throws {
        let directory = try TemporaryDirectory()
        // The small API and a newer server's additions: species 1026 (fixturemon), ability 314 (fixture-aura).
        let server = try FixtureServer.smallAPIWithLists(in: directory.url, arguments: ["--add", FixtureServer.newerServer.path])
        defer { server.stop() }
        let tables = try userTables(in: directory.url)
        let api = server.url.absoluteString
        let result = await loccheck.run(["--tables", tables.path, "--api", api, "--format", "json"])
        #expect(result.status == 1, "\(result.stderr)")
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any], "\(result.stderr)")
        let findings = report["findings"] as? [[String: Any]] ?? []
        let new = findings.filter { $0["kind"] as? String == "new-in-api" }
        #expect(new.compactMap { $0["key"] as? String } == ["fixturemon"], "the user's tables have no abilities table: \(new)")
        #expect((new.first?["file"] as? String)?.hasSuffix("snapshot/species.txt") == true)
        #expect((new.first?["message"] as? String)?.contains("`loccheck import-pokeapi --api \(api)/api/v2/`") == true, "\(new)")
        #expect(!findings.contains { $0["key"] as? String == "fixturemon" && $0["kind"] as? String != "new-in-api" }, "\(findings)")

        // The command it names: the server's names come in, the snapshot has the key, and it is new no more.
        let imported = await loccheck.run(["import-pokeapi", "--api", api, "--tables", tables.path])
        #expect(imported.status == 0, "\(imported.stderr)")
        let korean = try String(contentsOf: tables.appendingPathComponent("species/ko.txt"), encoding: .utf8)
        #expect(korean.hasSuffix("fixturemon = 픽스처몬\n"), "\(korean)")
        // Checked against the snapshot the import wrote beside the tables (the bundled one stays older).
        let again = await loccheck.run(["--tables", tables.path, "--snapshot", "tables", "--api", api])
        // Locales the server has no name in (es-419, ja-Latn) still miss it, as any key.
        #expect(!again.stdout.contains("new-in-api") && !again.stdout.contains("species/ko.txt"), "\(again.stdout)")
    }

    @Test(
        "a hostile list answer is a clear error, exit 2, and nothing of it reaches the terminal",
        arguments: [
            // Not a list: `results` an object.
            ("list-shape", "is not a valid ListPage at 'results'"),
            // A count of a trillion on every page, which no page of these lists can be.
            ("count:1000000000000", "is not a valid ListPage at '"),
            // Terminal escapes in every name.
            ("escape-name", "which is not a PokeAPI slug"),
            ("invalid-json", "is not a valid ListPage"),
        ])
    func hostileLists(fault: String, message: String) async throws {
        let directory = try TemporaryDirectory()
        let server = try FixtureServer.smallAPIWithLists(in: directory.url)
        defer { server.stop() }
        let tables = try userTables(in: directory.url)
        let result = await loccheck.run(["--tables", tables.path, "--api", server.apiURL(fault: fault).absoluteString])
        #expect(result.status == 2)
        #expect(result.stderr.hasPrefix("loccheck: error: ") && result.stderr.contains(message), "\(result.stderr)")
        #expect(
            !result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" || (0x7F..<0xA0).contains($0.value) }, "\(result.stderr)"
        )
        #expect(result.stdout.isEmpty)
    }

    @Test("a list longer than a key list may be is refused after its first page: no page after it is asked for")
    func hugeCount() async throws {
        let directory = try TemporaryDirectory()
        // An item list one longer than the limit, every page of it consistent.
        let items = directory.url.appendingPathComponent("items.txt")
        try (1...(TableLimits.listEntries + 1)).map { "\($0) = item-\($0)\n" }.joined().write(to: items, atomically: true, encoding: .utf8)
        let server = try FixtureServer.smallAPIWithLists(in: directory.url, arguments: ["--list", "item=\(items.path)"])
        defer { server.stop() }
        let tables = try userTables(in: directory.url)
        let result = await loccheck.run(["--tables", tables.path, "--api", server.url.absoluteString])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "at 'count': The count is \(TableLimits.listEntries + 1), more than the \(TableLimits.listEntries) entries a list read here may have."
            ),
            "\(result.stderr)")
        let pages = try await server.stats().paths.keys.filter { $0.hasPrefix("/api/v2/item/") }
        #expect(pages == ["/api/v2/item/?offset=0&limit=500"])
    }

    @Test("the live options without --api are usage errors", arguments: ["--update-snapshot", "--compare-api-names"])
    func needsAPI(option: String) async throws {
        let result = await loccheck.run([option])
        #expect(result.status == 2)
        #expect(result.stderr.contains("needs --api URL"))
    }
}
