import CommandTestSupport
import Foundation
import PokeAPIFixtureServer
import Testing

@Suite("import-pokeapi --api against a real HTTP server on 127.0.0.1")
struct APIImportTests {
    let loccheck = InProcessLocCheck()

    /// The committed fixtures with each list cut down to the bodies they hold, so the server is a
    /// complete (small) PokeAPI.
    static func smallAPI(in directory: URL) throws -> URL {
        let root = directory.appendingPathComponent("api-root")
        try FileManager.default.copyItem(at: FixtureServer.committedFixtures, to: root)
        for resource in ["pokemon-species", "type"] {
            let folder = root.appendingPathComponent("api/v2/\(resource)")
            let present = Set(try FileManager.default.contentsOfDirectory(atPath: folder.path).compactMap(Int.init))
            let indexURL = folder.appendingPathComponent("index.json")
            var index = try JSONSerialization.jsonObject(with: Data(contentsOf: indexURL)) as! [String: Any]
            let results = (index["results"] as! [[String: Any]]).filter { entry in
                let url = entry["url"] as! String
                return present.contains(Int(url.split(separator: "/").last!)!)
            }
            index["results"] = results
            index["count"] = results.count
            try JSONSerialization.data(withJSONObject: index).write(to: indexURL)
        }
        return root
    }

    @Test("imports species and type names from a server, the same bytes twice")
    func smallServer() async throws {
        let directory = try TemporaryDirectory()
        let server = try FixtureServer.start(root: Self.smallAPI(in: directory.url))
        defer { server.stop() }
        let tables = directory.url.appendingPathComponent("tables")
        let first = await loccheck.run([
            "import-pokeapi", "--api", server.url.absoluteString, "--tables", tables.path, "--taken", "2026-02-03",
        ])
        #expect(first.status == 0, "\(first.stderr)")
        #expect(first.stdout.contains("Imported 5 species, 6 types"))
        let korean = try String(contentsOf: tables.appendingPathComponent("species/ko.txt"), encoding: .utf8)
        #expect(korean.hasSuffix("bulbasaur = 이상해씨\npikachu = 피카츄\nnidoran-f = 니드런♀\nditto = 메타몽\ndeoxys = 테오키스\n"))
        let snapshot = try String(contentsOf: tables.appendingPathComponent("snapshot/species.txt"), encoding: .utf8)
        #expect(snapshot.contains("# source: PokeAPI server \(server.url.absoluteString)/api/v2/\n"))
        let second = await loccheck.run(["import-pokeapi", "--api", "\(server.url.absoluteString)/api/v2/", "--tables", tables.path])
        #expect(second.status == 0)
        #expect(second.stdout.contains(" 0 files written"), "\(second.stdout)")
    }

    @Test("a server that fails says so in one line, exit 2", arguments: ["500", "invalid-json"])
    func failingServer(fault: String) async throws {
        let directory = try TemporaryDirectory()
        let server = try FixtureServer.start(root: Self.smallAPI(in: directory.url), arguments: ["--fault", fault])
        defer { server.stop() }
        let result = await loccheck.run(["import-pokeapi", "--api", server.url.absoluteString, "--tables", directory.url.path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("loccheck: error: "))
    }

    @Test("a URL that is not http(s) is a usage error", arguments: ["ftp://x", "not a url", "pokeapi.co"])
    func badURL(url: String) async throws {
        let result = await loccheck.run(["import-pokeapi", "--api", url, "--tables", "/tmp/unused"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is not an http(s) URL") || result.stderr.contains("is not a usable URL"))
    }

    @Test(
        "importing all 1,025 species from a server gives the same name tables as the CSV import",
        .enabled(
            if: FixtureServer.sharedCorpus != nil,
            "needs ../shared/pokeapi, PokeAPI's recorded responses (the api/v2 tree of github.com/PokeAPI/api-data), which is absent here"))
    func wholeCorpus() async throws {
        let server = try FixtureServer.start(root: FixtureServer.sharedCorpus!)
        defer { server.stop() }
        let directory = try TemporaryDirectory()
        let tables = directory.url.appendingPathComponent("tables")
        let committed = BuiltCommand.packageRoot.appendingPathComponent("Resources")
        // The corrections apply to the server's names as to the CSV's.
        try FileManager.default.createDirectory(at: tables, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: committed.appendingPathComponent("loccheck-corrections.txt"),
            to: tables.appendingPathComponent("loccheck-corrections.txt"))
        let result = await loccheck.run(["import-pokeapi", "--api", server.url.absoluteString, "--tables", tables.path])
        #expect(result.status == 0, "\(result.stderr)")
        for folder in ["species", "types"] {
            let imported = try FileManager.default.contentsOfDirectory(atPath: tables.appendingPathComponent(folder).path)
            #expect(imported.count == 12, "PokeAPI has names in 12 locales")
            for name in imported {
                let path = "\(folder)/\(name)"
                #expect(
                    try Data(contentsOf: tables.appendingPathComponent(path)) == Data(contentsOf: committed.appendingPathComponent(path)),
                    "\(path) differs between the API and the CSV import")
            }
        }
    }
}
