import CommandTestSupport
import Foundation
import PokeCommandLine
import Testing

/// pokedex, run as built: `--version`, `--opt=value`, `--`, "did you mean" and its help layout.
/// (loccheck's command line is swift-argument-parser's: Tests/LocCheckTests/LocCheckCommandLineTests.)
@Suite("pokedex's command line")
struct CommandLineToolTests {
    static let pokedex = BuiltCommand("pokedex")
    /// Neither tool's output may follow the machine's locale.
    static let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]

    static func run(_ tool: String, _ arguments: [String], in directory: URL = BuiltCommand.packageRoot) throws -> BuiltCommand.Output {
        try pokedex.run(arguments, in: directory, clearing: locale)
    }

    @Test("--version prints the tool's name and the package's one version", arguments: ["pokedex"])
    func version(tool: String) throws {
        let result = try Self.run(tool, ["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "\(tool) \(PackageVersion.current)\n")
        #expect(result.stderr.isEmpty)
        let extra = try Self.run(tool, ["--version", "now"])
        #expect(extra.status == 2)
        #expect(extra.stderr.contains("--version takes nothing after it"), "\(extra.stderr)")
    }

    @Test("the version is semantic: MAJOR.MINOR.PATCH")
    func semanticVersion() {
        let parts = PackageVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil })
    }

    @Test("pokedex takes --opt=value as --opt value")
    func pokedexEquals() throws {
        let spaced = try Self.run("pokedex", ["show", "psyduck", "--locale", "ko", "--units", "metric"])
        let joined = try Self.run("pokedex", ["show", "--locale=ko", "psyduck", "--units=metric"])
        #expect(joined.status == 0)
        #expect(joined.stdout == spaced.stdout)
        #expect(joined.stdout.hasPrefix("No.54 고라파덕\n"))
    }

    @Test("-- ends the options in both tools: a word after it is an operand even with a dash")
    func doubleDash() throws {
        let shown = try Self.run("pokedex", ["show", "--", "-1"])
        #expect(shown.status == 1, "\(shown.stderr)")
        #expect(!shown.stderr.contains("option"))
    }

    @Test("the same 'did you mean' for options and subcommands in both tools", arguments: [
        ("pokedex", ["show", "psyduck", "--lcoale", "ko"], "unknown option '--lcoale'. Did you mean '--locale'? See `pokedex show --help`."),
        ("pokedex", ["shwo", "psyduck"], "unknown subcommand 'shwo'. Did you mean 'show'?"),
        ("pokedex", ["list", "--l", "ko"], "unknown option '--l'. See `pokedex list --help`."),
    ])
    func didYouMean(tool: String, arguments: [String], message: String) throws {
        let result = try Self.run(tool, arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stderr.filter { $0 == "\n" }.count == 1)
    }

    @Test("a flag given a value, and an option without one, are usage errors in both tools", arguments: [
        ("pokedex", ["list", "--limit="], "--limit needs a value. See `pokedex list --help`."),
        ("pokedex", ["list", "--limit", "--offset", "2"], "--limit needs a value. See `pokedex list --help`."),
    ])
    func valueErrors(tool: String, arguments: [String], message: String) throws {
        let result = try Self.run(tool, arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// Every help page pokedex has: its own, then each subcommand's, by `SUB --help`.
    static let pages: [(tool: String, subcommand: String?)] = [("pokedex", nil)] + ["list", "show", "search", "browse"].map { ("pokedex", $0) }

    @Test("every help page has the same layout", arguments: pages.indices)
    func helpLayout(page index: Int) throws {
        let (tool, subcommand) = Self.pages[index]
        let result = try Self.run(tool, (subcommand.map { [$0] } ?? []) + ["--help"])
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        let problems = HelpLayout(tool: tool, isOverview: subcommand == nil).problems(in: result.stdout)
        #expect(problems.isEmpty, "\(tool) \(subcommand ?? "") --help: \(problems.joined(separator: "; "))\n\(result.stdout)")
        let viaHelp = try Self.run(tool, ["help"] + (subcommand.map { [$0] } ?? []))
        #expect(viaHelp.stdout == result.stdout, "`\(tool) help \(subcommand ?? "")` prints the same page")
        if let subcommand {
            let overview = try Self.run(tool, ["--help"]).stdout
            // A long name stands on its own line, its description below.
            #expect(overview.contains("\n  \(subcommand) ") || overview.contains("\n  \(subcommand)\n"), "\(tool) --help lists \(subcommand)")
        }
    }

    @Test("the layout check finds what it is for")
    func layoutCheckCanFail() {
        let layout = HelpLayout(tool: "t", isOverview: true)
        let good = """
        USAGE: t [--x]
               t --version

        Does t.

        OPTIONS:
          --x VALUE   An x, over
                      two lines.
          --version   Print t's version.
          -h, --help  Show this help.

        EXIT CODES: 0 ok.

        """
        #expect(layout.problems(in: good).isEmpty, "\(layout.problems(in: good))")
        let broken = [
            good.replacingOccurrences(of: "  --version   Print", with: "  --version    Print"),
            good.replacingOccurrences(of: "              two lines.", with: "    two lines."),
            good.replacingOccurrences(of: "\nEXIT CODES: 0 ok.\n", with: ""),
            good.replacingOccurrences(of: "  --version   Print t's version.\n", with: ""),
            good.replacingOccurrences(of: "  -h, --help  Show this help.\n", with: ""),
            good.replacingOccurrences(of: "       t --version", with: "  t --version"),
            good.replacingOccurrences(of: "Does t.", with: "Does t. "),
            good + "\n",
        ]
        for page in broken {
            #expect(!layout.problems(in: page).isEmpty, "\(page)")
        }
    }
}
