import Foundation
import PokeAPIFixtureServer
import Testing

/// The options several subcommands take may come before the subcommand's name too:
/// `pokedex --locale ko list` is `pokedex list --locale ko`.
@Suite("pokedex takes the subcommands' shared options before the subcommand")
struct SharedOptionTests {
    let pokedex = BuiltPokedex()

    @Test(
        "before the subcommand, as after it",
        arguments: [
            (["--locale", "ko", "list", "--limit", "3"], ["list", "--locale", "ko", "--limit", "3"]),
            (["--locale=ja", "show", "psyduck"], ["show", "psyduck", "--locale", "ja"]),
            (["--units", "metric", "--locale", "en", "show", "25"], ["show", "25", "--units", "metric", "--locale", "en"]),
            (["--limit", "2", "search", "pika"], ["search", "pika", "--limit", "2"]),
            (["--locale", "fr", "search", "--", "-psyduck"], ["search", "--locale", "fr", "--", "-psyduck"]),
            // The subcommand's own option is the later one, so it wins.
            (["--locale", "ko", "list", "--locale", "de", "--limit", "2"], ["list", "--locale", "de", "--limit", "2"]),
        ])
    func same(before: [String], after: [String]) throws {
        let early = try pokedex.run(before)
        let late = try pokedex.run(after)
        #expect(early.status == late.status)
        #expect(early.stdout == late.stdout)
        #expect(early.stderr == late.stderr)
        #expect(!early.stdout.isEmpty || !early.stderr.isEmpty)
    }

    @Test("--api and --cache before list and show")
    func dataSource() throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("pokedex-shared-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let api = server.apiURL().absoluteString
        for (before, after) in [
            (
                ["--api", api, "--cache", cache.path, "list", "--limit", "2"],
                ["list", "--limit", "2", "--api", api, "--cache", cache.path]
            ),
            (
                ["--api=\(api)", "--cache=\(cache.path)", "--locale", "ko", "show", "25"],
                ["show", "25", "--locale", "ko", "--api", api, "--cache", cache.path]
            ),
        ] {
            let early = try pokedex.run(before)
            #expect(early.status == 0, "\(early.stderr)")
            #expect(early.stdout == (try pokedex.run(after)).stdout)
        }
        #expect(try pokedex.run(["--api", api, "--cache", cache.path, "list", "--limit", "1"]).stdout == "No.1 Bulbasaur\n")
    }

    @Test(
        "a usage error before the subcommand exits 2 with ArgumentParser's message and the usage",
        arguments: [
            (
                ["--sort", "name", "list"],
                "Error: '--sort' is an option of `pokedex list` alone; put it after the subcommand: `pokedex list --sort …`."
            ),
            (
                ["--no-art", "browse"],
                "Error: '--no-art' is an option of `pokedex browse` alone; put it after the subcommand: `pokedex browse --no-art …`."
            ),
            (["--lcoale", "ko", "list"], "Error: Unknown option '--lcoale'. Did you mean '--locale'?"),
            (["--locale"], "Error: Missing subcommand"),
            (["--locale", "--api", "x", "list"], "Error: Missing value for '--locale <locale>'"),
            (["--locale", "ko"], "Error: Missing subcommand"),
            (["--units", "metric", "search", "pika"], "Error: Unknown option '--units'"),
            (["--locale", "ko", "lst"], "Did you mean 'list'?"),
        ])
    func usageError(arguments: [String], reason: String) throws {
        let run = try pokedex.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
        #expect(run.stderr.split(separator: "\n").first?.contains(reason) == true, "\(run.stderr)")
        #expect(run.stderr.contains("\nUsage: pokedex"), "\(run.stderr)")
    }

    @Test("the help names the shared options: each one at least two subcommands' pages list")
    func helpNamesThem() throws {
        let overview = try pokedex.run(["--help"]).stdout
        let pages = try ["list", "show", "search", "browse"].map { try pokedex.run([$0, "--help"]).stdout }
        // The options a page lists in its OPTIONS section, as `  --name …`.
        func options(_ page: String) -> Set<String> {
            Set(
                page.split(separator: "\n").compactMap { line in
                    guard line.hasPrefix("  --") else { return nil }
                    return String(line.dropFirst(2).prefix { $0 != " " && $0 != "," })
                })
        }
        let counts = pages.flatMap(options).reduce(into: [String: Int]()) { $0[$1, default: 0] += 1 }
        // --version and --help are pokedex's own, which ArgumentParser lists on each page.
        let shared = counts.filter { $0.value >= 2 && !["--help", "--version"].contains($0.key) }.keys.sorted()
        #expect(shared == ["--api", "--cache", "--limit", "--locale", "--units"])
        let paragraph = try #require(overview.split(separator: "\n\n").first { $0.contains("before the subcommand") })
        for option in shared { #expect(paragraph.contains(option), "\(option)") }
        for option in counts.keys where !shared.contains(option) && !["--help", "--version"].contains(option) {
            #expect(!paragraph.contains(option), "\(option) is one subcommand's alone")
        }
    }
}
