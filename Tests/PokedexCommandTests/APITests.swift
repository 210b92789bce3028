import Foundation
import PokeAPIFixtureServer
import Testing

@Suite("pokedex --api against the fixture server")
struct APITests {
    let pokedex = BuiltPokedex()

    /// A fresh cache directory, removed when the test ends.
    final class Cache {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-tests-\(UUID().uuidString)")
        deinit { try? FileManager.default.removeItem(at: url) }
    }

    @Test("show prints the same card from the API as from the bundled data")
    func sameCard() throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let cache = Cache()
        for (name, locale) in [
            ("bulbasaur", "ko"), ("pikachu", "en"), ("deoxys-attack", "ja"), ("10001", "fr"),
            ("フシギダネ", "zh-Hant"), ("Pikachu", "de"),
        ] {
            let offline = try pokedex.run(["show", name, "--locale", locale])
            let online = try pokedex.run([
                "show", name, "--locale", locale, "--api", server.url.absoluteString,
                "--cache", cache.url.path,
            ])
            #expect(online.status == 0, "\(online.stderr)")
            #expect(online.stdout == offline.stdout, "\(name) \(locale)")
            #expect(!online.stdout.isEmpty)
        }
    }

    @Test("list pages through /pokemon and prints what the bundled data prints")
    func sameList() throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let cache = Cache()
        for (locale, window) in [("ko", ["--limit", "5"]), ("ja", ["--offset", "1020", "--limit", "10"]), ("de", [])] {
            let offline = try pokedex.run(["list", "--locale", locale] + window)
            let online = try pokedex.run(
                [
                    "list", "--locale", locale, "--api", server.apiURL().absoluteString,
                    "--cache", cache.url.path,
                ] + window)
            #expect(online.status == 0, "\(online.stderr)")
            #expect(online.stdout == offline.stdout, "\(locale) \(window)")
        }
    }

    @Test("fetched bodies are kept in the cache: a second run needs no server")
    func cached() throws {
        let cache = Cache()
        let server = try FixtureServer.start()
        let arguments = ["show", "pikachu", "--locale", "ko", "--api", server.url.absoluteString, "--cache", cache.url.path]
        let first = try pokedex.run(arguments)
        server.stop()
        let second = try pokedex.run(arguments)
        #expect(first.status == 0 && second.status == 0)
        #expect(second.stdout == first.stdout)
        #expect(second.stdout.hasPrefix("No.25 피카츄\n"))
    }

    @Test("without --cache, the cache is $XDG_CACHE_HOME/pokedex")
    func defaultCache() throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let home = Cache()
        let run = try pokedex.run(["show", "1", "--api", server.url.absoluteString], environment: ["XDG_CACHE_HOME": home.url.path])
        #expect(run.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: home.url.appendingPathComponent("pokedex").path)
        #expect(!files.isEmpty)
    }

    @Test("an id the server lacks exits 1; a server that does not answer exits 2")
    func failures() throws {
        let server = try FixtureServer.start()
        let cache = Cache()
        let missing = try pokedex.run(["show", "psyduck", "--api", server.url.absoluteString, "--cache", cache.url.path])
        server.stop()
        #expect(missing.status == 1)
        #expect(
            missing.stderr
                == "pokedex: 'psyduck' is the id 54, but \(server.apiURL().absoluteString) has no Pokémon with the id 54; `pokedex list` shows the ids in order.\n"
        )
        let gone = try pokedex.run(["list", "--limit", "1", "--api", server.url.absoluteString, "--cache", cache.url.path])
        #expect(gone.status == 2)
        #expect(gone.stderr.hasPrefix("pokedex: GET \(server.apiURL().absoluteString)pokemon/"))
        #expect(gone.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test(
        "Psyduck from the shared corpus gives the offline card in six locales",
        .enabled(
            if: FixtureServer.sharedCorpus != nil,
            "needs ../shared/pokeapi beside the package: PokeAPI's recorded responses (the api/v2 tree of github.com/PokeAPI/api-data), absent here"
        ))
    func psyduckFromSharedCorpus() throws {
        let server = try FixtureServer.start(root: FixtureServer.sharedCorpus!)
        defer { server.stop() }
        let cache = Cache()
        for locale in ["ko", "en", "ja", "de", "fr", "zh-Hant"] {
            let online = try pokedex.run([
                "show", "고라파덕", "--locale", locale, "--api", server.url.absoluteString,
                "--cache", cache.url.path,
            ])
            #expect(online.status == 0, "\(online.stderr)")
            #expect(online.stdout == (try pokedex.run(["show", "psyduck", "--locale", locale])).stdout)
        }
        // The third line is the Pokédex entry, from the tables (PokedexEntryTests checks its text).
        func withoutEntry(_ text: String) -> String {
            var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            if lines.count > 2 { lines.remove(at: 2) }
            return lines.joined(separator: "\n")
        }
        let korean = try pokedex.run(["show", "psyduck", "--locale", "ko", "--api", server.url.absoluteString, "--cache", cache.url.path])
        #expect(withoutEntry(korean.stdout).hasPrefix("No.54 고라파덕\n오리포켓몬\n타입: 물\n키: 0.8m\n몸무게: 19.6kg\n"))
        let english = try pokedex.run(["show", "psyduck", "--locale", "en", "--api", server.url.absoluteString, "--cache", cache.url.path])
        #expect(withoutEntry(english.stdout).hasPrefix("No.54 Psyduck\nDuck Pokémon\nType: Water\nHeight: 2 ft, 7 in\nWeight: 43.2 lb\n"))
    }

    @Test(
        "a server's height or weight that no Pokémon has exits 2 with one line naming the field",
        arguments: [
            ("height:-1", "The height is -1 dm, outside the 0...1000000 dm a Pokémon can have."),
            ("weight:9223372036854775807", "The weight is 9223372036854775807 hg, outside the 0...1000000 hg a Pokémon can have."),
        ])
    func hostileMeasurement(fault: String, reason: String) throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let cache = Cache()
        let api = server.apiURL(fault: fault).absoluteString
        let run = try pokedex.run(["show", "25", "--api", api, "--cache", cache.url.path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        let field = String(fault.prefix { $0 != ":" })
        #expect(
            run.stderr == "pokedex: The body of \(api)pokemon/25/ is not a valid Pokemon at '\(field)': \(reason) "
                + "Check that the base URL serves PokeAPI v2 JSON.\n")
    }

    @Test("--api takes the abilities and base stats from /pokemon and the egg groups from /pokemon-species; the names from the tables")
    func factsFromTheServer() throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let cache = Cache()
        // A server whose Pikachu has a base HP of 200: the card shows the server's number, not the bundled 35.
        let api = server.apiURL(fault: "base-stat:200").absoluteString
        let run = try pokedex.run(["show", "25", "--locale", "ko", "--api", api, "--cache", cache.url.path])
        #expect(run.status == 0, "\(run.stderr)")
        let offline = try pokedex.run(["show", "25", "--locale", "ko"]).stdout.split(separator: "\n").map(String.init)
        let online = run.stdout.split(separator: "\n").map(String.init)
        let hp = "  " + ShowFactsTests.table("stats/ko.txt")["hp"]!
        #expect(offline.contains(hp + ": 35") && online.contains(hp + ": 200"), "\(run.stdout)")
        #expect(online.filter { !$0.hasPrefix(hp + ":") } == offline.filter { !$0.hasPrefix(hp + ":") }, "every other line as offline")
        let stats =
            try JSONSerialization.jsonObject(with: Data(contentsOf: URL(string: server.url.absoluteString + "/_stats")!)) as? [String: Any]
        let paths = (stats?["paths"] as? [String: Int]) ?? [:]
        #expect(paths["/api/v2/pokemon/25/"] == 1 && paths["/api/v2/pokemon-species/25/"] == 1, "\(paths)")
    }

    @Test("a server's base stat no game has exits 2 with one line naming the stat's key path")
    func hostileBaseStat() throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let cache = Cache()
        let api = server.apiURL(fault: "base-stat:-1").absoluteString
        let run = try pokedex.run(["show", "25", "--api", api, "--cache", cache.url.path])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(
            run.stderr == "pokedex: The body of \(api)pokemon/25/ is not a valid Pokemon at 'stats[0].base_stat': "
                + "The base hp is -1, outside the 0...255 a base stat can be. Check that the base URL serves PokeAPI v2 JSON.\n")
    }

    @Test("cache entries are written with the package's one atomic write: its failpoint stops them")
    func cacheWritesAreAtomic() throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let cache = Cache()
        let arguments = ["show", "25", "--api", server.url.absoluteString, "--cache", cache.url.path]
        // The failpoint fails the first atomic write (the /pokemon body's) between writing the
        // temporary file and the rename: the card still shows (a cache write may fail), and
        // nothing of it is left behind; the /pokemon-species body after it is written.
        let failed = try pokedex.run(arguments, environment: ["POKELOCALIZATION_FAILPOINT": "before-rename"])
        #expect(failed.status == 0, "\(failed.stderr)")
        #expect(failed.stdout.hasPrefix("No.25 Pikachu\n"))
        let left = (try? FileManager.default.contentsOfDirectory(atPath: cache.url.path)) ?? []
        #expect(left.count == 1 && left[0].hasPrefix("pokemon-species-") && !left[0].hasSuffix(".tmp"), "\(left)")
        let written = try pokedex.run(arguments)
        #expect(written.stdout == failed.stdout)
        let files = try FileManager.default.contentsOfDirectory(atPath: cache.url.path)
        #expect(files.count == 2 && !files.contains { $0.hasSuffix(".tmp") }, "\(files)")
    }
}
