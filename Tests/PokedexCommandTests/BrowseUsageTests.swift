import Foundation
import Testing

/// `pokedex browse` outside a terminal: its help, its usage errors, and a clear refusal when
/// standard input or output is not a terminal. (tools/e2e/browse-in-tmux.py runs it in one.)
@Suite("pokedex browse: help, usage errors, and no terminal")
struct BrowseUsageTests {
    let pokedex = BuiltPokedex()

    @Test func helpNamesTheKeysAndOptions() throws {
        let run = try pokedex.run(["browse", "--help"])
        #expect(run.status == 0 && run.stderr.isEmpty)
        #expect(
            run.stdout.contains("\nUSAGE: pokedex browse [--locale <locale>] [--units <units>] [--api <url>] [--cache <dir>] [--no-art]\n"),
            "\(run.stdout)")
        for word in ["PgUp/PgDn", "Home/End", "ㄱㄹㅍㄷ", "Ctrl-C", "--no-art", "NO_COLOR", "kitty", "sixel", "COLORTERM"] {
            #expect(run.stdout.contains(word), "the help lacks \(word)")
        }
    }

    @Test(
        "a usage error exits 2 with ArgumentParser's message and the usage on stderr",
        arguments: [
            (["browse", "extra"], "Error: Unexpected argument 'extra'"),
            (["browse", "--no-atr"], "Error: Unknown option '--no-atr'. Did you mean '--no-art'?"),
            (["browse", "--api", "ftp://example.com"], "--api takes a PokeAPI server's http(s) URL"),
            (["browse", "--locale"], "Error: Missing value for '--locale <locale>'"),
        ])
    func usageError(arguments: [String], reason: String) throws {
        let run = try pokedex.run(arguments)
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty)
        #expect(run.stderr.hasPrefix("Error: "), "\(run.stderr)")
        #expect(run.stderr.contains(reason), "\(run.stderr)")
        #expect(run.stderr.contains("\nUsage: pokedex browse"), "\(run.stderr)")
    }

    @Test func withoutATerminalItSaysSoAndLeavesOutputAlone() throws {
        // The test runner's pipes stand in for a redirected run: nothing is drawn, nothing changed.
        let run = try pokedex.run(["browse", "--locale", "ko"])
        #expect(run.status == 2)
        #expect(run.stdout.isEmpty, "\(run.stdout.debugDescription)")
        #expect(
            run.stderr == "pokedex: browse needs a terminal on standard input and output; run it in a terminal window, not in a pipe.\n")
    }
}
