import Foundation
import Testing

@Suite("pokedex usage: help and exit codes")
struct UsageTests {
    let pokedex = BuiltPokedex()

    @Test(
        "--help for the command and each subcommand: ArgumentParser's page on stdout, exit 0",
        arguments: [
            (["--help"], "USAGE: pokedex <subcommand>"),
            (["help"], "USAGE: pokedex <subcommand>"),
            (["list", "--help"], "USAGE: pokedex list [--locale <locale>]"),
            (["show", "-h"], "USAGE: pokedex show <pokemon>"),
            (["search", "--help"], "USAGE: pokedex search <text> ..."),
            (["help", "show"], "USAGE: pokedex show <pokemon>"),
        ])
    func help(arguments: [String], usage: String) throws {
        let run = try pokedex.run(arguments)
        #expect(run.status == 0)
        #expect(run.stdout.hasPrefix("OVERVIEW: "))
        #expect(run.stdout.contains("\n\(usage)"), "\(run.stdout)")
        #expect(run.stdout.contains("\nOPTIONS:\n"))
        #expect(run.stderr.isEmpty)
    }

    @Test("--generate-completion-script writes each shell's script, exit 0", arguments: ["bash", "zsh", "fish"])
    func completionScript(shell: String) throws {
        let run = try pokedex.run(["--generate-completion-script", shell])
        #expect(run.status == 0)
        #expect(run.stderr.isEmpty)
        // fish names an option without its dashes.
        for word in ["list", "show", "search", "browse", "locale", "no-art", "explain", "kind", "units"] {
            #expect(run.stdout.contains(word), "the \(shell) script lacks \(word)")
        }
    }

    /// A usage error exits 2 (pokedex's documented code, not ArgumentParser's 64) with nothing on
    /// stdout and ArgumentParser's message on stderr: `Error: …`, the option's help when one is
    /// at fault, the usage and where the help is.
    @Test(
        "a usage error exits 2 with ArgumentParser's message and the usage on stderr",
        arguments: [
            ([], "Error: Missing subcommand: list, show, search or browse.", "pokedex <subcommand>"),
            (["lst"], "Error: Unknown subcommand 'lst'. Did you mean 'list'?", "pokedex <subcommand>"),
            (["show"], "Error: Missing expected argument '<pokemon>'", "pokedex show"),
            (["show", "psyduck", "--lcoale", "ko"], "Error: Unknown option '--lcoale'. Did you mean '--locale'?", "pokedex show"),
            (["show", "psyduck", "--units", "imperial"], "Please provide one of 'games', 'metric', 'us' or 'region'.", "pokedex show"),
            (["show", "psyduck", "--locale"], "Error: Missing value for '--locale <locale>'", "pokedex show"),
            (["list", "--limit", "-1"], "Error: Missing value for '--limit <n>'", "pokedex list"),
            (["list", "--limit=-1"], "--limit takes a whole number from 0 up, not -1.", "pokedex list"),
            (["list", "--offset=-3"], "--offset takes a whole number from 0 up, not -3.", "pokedex list"),
            (["list", "--limit", "many"], "The value 'many' is invalid for '--limit <n>'", "pokedex list"),
            (["list", "extra"], "Error: Unexpected argument 'extra'", "pokedex list"),
            (
                ["list", "--cache", "/tmp"], "Error: --cache only matters with --api; without it pokedex reads its bundled data.",
                "pokedex list"
            ),
            (["list", "--api", "ftp://example.com"], "--api takes a PokeAPI server's http(s) URL", "pokedex list"),
            (["search"], "Error: Missing expected argument '<text> ...'", "pokedex search"),
            (["search", ""], "search needs the text", "pokedex search"),
            (["search", " ", "\t"], "search needs the text", "pokedex search"),
            (["search", "pika", "--limit", "0"], "--limit takes a whole number from 1 up, not 0.", "pokedex search"),
            (["show", "psyduck", "bulbasaur"], "Error: Unexpected argument 'bulbasaur'", "pokedex show"),
            (["show", "mr.", "mime"], "Error: Unexpected argument 'mime'", "pokedex show"),
            (["search", "pika", "--units", "metric"], "Error: Unknown option '--units'", "pokedex search"),
        ])
    func usageError(arguments: [String], reason: String, usage: String) throws {
        let run = try pokedex.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
        #expect(run.stderr.contains(reason), "\(run.stderr)")
        #expect(run.stderr.contains("\nUsage: \(usage)"), "\(run.stderr)")
        #expect(run.stderr.hasSuffix(" for more information.\n"), "\(run.stderr)")
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
