import CommandTestSupport
import Foundation
import PokeAPIFixtureServer
import Testing

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
        let server = try FixtureServer.start(root: APIImportTests.smallAPI(in: directory.url))
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
        let server = try FixtureServer.start(root: APIImportTests.smallAPI(in: directory.url))
        defer { server.stop() }
        let tables = try userTables(in: directory.url)
        let result = await loccheck.run(["--tables", tables.path, "--api", server.url.absoluteString, "--compare-api-names",
                                       "--format", "json"])
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
        let server = try FixtureServer.start(root: APIImportTests.smallAPI(in: directory.url))
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

    @Test("the live options without --api are usage errors", arguments: ["--update-snapshot", "--compare-api-names"])
    func needsAPI(option: String) async throws {
        let result = await loccheck.run([option])
        #expect(result.status == 2)
        #expect(result.stderr.contains("needs --api URL"))
    }
}
