import Foundation
import Testing

@Suite("pokedex usage: help and exit codes")
struct UsageTests {
    let pokedex = BuiltPokedex()

    @Test("--help for the command and each subcommand", arguments: [
        (["--help"], "USAGE: pokedex [shared options] <subcommand>"),
        (["help"], "USAGE: pokedex [shared options] <subcommand>"),
        (["list", "--help"], "USAGE: pokedex list"),
        (["show", "-h"], "USAGE: pokedex show"),
        (["search", "--help"], "USAGE: pokedex search"),
        (["help", "show"], "USAGE: pokedex show"),
    ])
    func help(arguments: [String], start: String) throws {
        let run = try pokedex.run(arguments)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix(start))
        #expect(run.stderr.isEmpty)
    }

    @Test("a usage error exits 2 with one line on stderr", arguments: [
        ([], "missing subcommand"),
        (["lst"], "Did you mean 'list'?"),
        (["show"], "show needs a Pokémon"),
        (["show", "psyduck", "--lcoale", "ko"], "Did you mean '--locale'?"),
        (["show", "psyduck", "--units", "imperial"], "--units takes one of games, metric, us, region"),
        (["show", "psyduck", "--locale"], "--locale needs a value"),
        (["list", "--limit", "-1"], "--limit takes a whole number from 0 up"),
        (["list", "extra"], "list takes no operands"),
        (["list", "--cache", "/tmp"], "--cache DIR only matters with --api URL"),
        (["list", "--api", "ftp://example.com"], "--api takes a PokeAPI server's http(s) URL"),
        (["search"], "search needs the text"),
        (["search", ""], "search needs the text"),
        (["search", " ", "\t"], "search needs the text"),
        (["show", "psyduck", "bulbasaur"], "show takes one Pokémon, but got 2: 'psyduck', 'bulbasaur'. Quote a name with spaces"),
        (["show", "mr.", "mime"], "show takes one Pokémon, but got 2: 'mr.', 'mime'."),
        (["search", "pika", "--units", "metric"], "unknown option '--units'. See `pokedex search --help`."),
    ])
    func usageError(arguments: [String], reason: String) throws {
        let run = try pokedex.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("pokedex: "))
        #expect(run.stderr.contains(reason), "\(run.stderr)")
        #expect(run.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("every number no entry has gets one kind of message and exit 1", arguments: ["0", "99999", "00000", "99999999999999999999"])
    func noSuchNumber(number: String) throws {
        let run = try pokedex.run(["show", number])
        #expect(run.status == 1)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr == "pokedex: the bundled data has no Pokémon with the id \(number); `pokedex list` shows the ids in order.\n")
    }

    @Test("a name with spaces, quoted, is one name")
    func quotedName() throws {
        let run = try pokedex.run(["show", "mr. mime"])
        #expect(run.status == 0, "\(run.stderr)")
        #expect(run.stdout.hasPrefix("No.122 Mr. Mime\n"))
    }

    @Test("a locale without tables says so on stderr and answers in English")
    func unknownLocale() throws {
        let run = try pokedex.run(["show", "psyduck", "--locale", "xx"])
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("No.54 Psyduck\n"))
        #expect(run.stderr == "pokedex: there are no names for the locale 'xx'; showing English.\n")
    }
}
