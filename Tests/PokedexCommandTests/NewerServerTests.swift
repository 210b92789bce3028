import Foundation
import PokeAPIFixtureServer
import Testing

/// `pokedex` against a server newer than the bundled snapshot (`Tests/Fixtures/pokeapi-newer`: a
/// species No.1026, `fixturemon`, and an ability the tables lack): its names, genus and entry reach
/// the card, marked † as not reviewed.
@Suite("pokedex --api with a server newer than the bundled data")
struct NewerServerTests {
    let pokedex = BuiltPokedex()

    @Test("show 1026 names it, its genus, entry and new ability from the server, marked † with the locale's note")
    func showNewerSpecies() async throws {
        let server = try FixtureServer.start(arguments: ["--add", FixtureServer.newerServer.path])
        defer { server.stop() }
        let cache = APITests.Cache()
        let offline = try pokedex.run(["show", "1026", "--locale", "ko"])
        #expect(offline.status == 1, "the bundled data has no No.1026")
        let run = try pokedex.run(["show", "1026", "--locale", "ko", "--api", server.url.absoluteString, "--cache", cache.url.path])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        let labels = ShowFactsTests.table("ui/ko.txt")
        let abilities = ShowFactsTests.table("abilities/ko.txt")
        #expect(Array(lines.prefix(3)) == ["No.1026 픽스처몬†", "테스트포켓몬†", "새로운 서버에만 나타나는 포켓몬이다. (바이올렛)†"])
        #expect(lines.contains("\(labels["ability"]!): 픽스처오라†"))
        // Damp is in the tables: not marked, and not fetched.
        #expect(lines.contains("\(labels["hidden-ability"]!): \(abilities["damp"]!)"))
        #expect(lines.last == "† " + labels["from-server"]!)
        #expect(!lines.contains { $0.hasPrefix("* ") }, "every name is Korean: nothing fell back")
        let paths = try await server.stats().paths
        #expect(paths["/api/v2/ability/314/"] == 1 && paths["/api/v2/ability/6/"] == nil, "\(paths)")
    }

    @Test("show 10999 names a form the tables lack by the server's whole name, marked †, after one /pokemon-form request")
    func showNewerForm() async throws {
        let server = try FixtureServer.start(arguments: ["--add", FixtureServer.newerServer.path])
        defer { server.stop() }
        let cache = APITests.Cache()
        let run = try pokedex.run(["show", "10999", "--locale", "ko", "--api", server.url.absoluteString, "--cache", cache.url.path])
        #expect(run.status == 0, "\(run.stderr)")
        let lines = run.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first == "No.25 픽스처 피카츄†", "\(run.stdout)")
        #expect(lines.last == "† " + ShowFactsTests.table("ui/ko.txt")["from-server"]!)
        let paths = try await server.stats().paths
        #expect(paths["/api/v2/pokemon-form/10999/"] == 1, "\(paths)")
    }

    @Test("a Pokémon the tables know shows no † and fetches no ability, against the newer server too")
    func knownSpeciesUnmarked() throws {
        let server = try FixtureServer.start(arguments: ["--add", FixtureServer.newerServer.path])
        defer { server.stop() }
        let cache = APITests.Cache()
        let run = try pokedex.run(["show", "25", "--locale", "de", "--api", server.url.absoluteString, "--cache", cache.url.path])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout == (try pokedex.run(["show", "25", "--locale", "de"])).stdout)
        #expect(!run.stdout.contains("†"))
    }

    @Test(
        "search --api finds the server's species the tables lack by its names in any language, marked †, ranked among the tables' matches")
    func searchNewerSpecies() throws {
        let server = try FixtureServer.start(arguments: ["--add", FixtureServer.newerServer.path])
        defer { server.stop() }
        let cache = APITests.Cache()
        let api = ["--api", server.url.absoluteString, "--cache", cache.url.path]
        let offline = try pokedex.run(["search", "픽스처몬", "--locale", "ko"])
        #expect(offline.status == 1)
        let note = "† " + ShowFactsTests.table("ui/ko.txt")["from-server"]!
        for (query, matched) in [
            ("픽스처몬", "ko 픽스처몬 · exact"), ("fixturemon", "slug fixturemon · exact"), ("フィクスチャ", "ja-Hrkt フィクスチャモン · prefix"),
        ] {
            let run = try pokedex.run(["search", query, "--locale", "ko"] + api)
            #expect(run.status == 0, "\(run.stderr)")
            #expect(run.stdout == "No.1026 픽스처몬† · \(matched)\n\(note)\n", "\(query)")
        }
        // The tables' exact match of another name ranks before the server's typo; no † without a server's match.
        let psyduck = try pokedex.run(["search", "psyduck", "--locale", "en"] + api)
        #expect(psyduck.stdout == (try pokedex.run(["search", "psyduck", "--locale", "en"])).stdout)
        #expect(!psyduck.stdout.contains("†"))
    }
}
