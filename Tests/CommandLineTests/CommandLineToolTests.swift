import CommandTestSupport
import Foundation
import PokeCommandLine
import Testing

/// loccheck and pokedex, run as built: `--version`, `--opt=value`, `--` and "did you mean" in both.
/// pokedex's command line is swift-argument-parser's (issue 44), so its messages and help pages
/// are ArgumentParser's; the help layout below is loccheck's.
@Suite("One command line: loccheck and pokedex")
struct CommandLineToolTests {
    static let loccheck = BuiltCommand("loccheck")
    static let pokedex = BuiltCommand("pokedex")
    /// Neither tool's output may follow the machine's locale.
    static let locale = ["LC_ALL", "LC_MESSAGES", "LANG"]

    static func run(_ tool: String, _ arguments: [String], in directory: URL = BuiltCommand.packageRoot) throws -> BuiltCommand.Output {
        try (tool == "loccheck" ? loccheck : pokedex).run(arguments, in: directory, clearing: locale)
    }

    @Test("--version prints the tool's name and the package's one version", arguments: ["loccheck", "pokedex"])
    func version(tool: String) throws {
        let result = try Self.run(tool, ["--version"])
        #expect(result.status == 0)
        #expect(result.stdout == "\(tool) \(PackageVersion.current)\n")
        #expect(result.stderr.isEmpty)
        // ArgumentParser answers --version wherever it is and ignores the rest: pokedex exits 0.
        guard tool == "loccheck" else { return }
        let extra = try Self.run(tool, ["--version", "now"])
        #expect(extra.status == 2)
        #expect(extra.stderr.contains("--version takes nothing after it"), "\(extra.stderr)")
    }

    @Test("the version is semantic: MAJOR.MINOR.PATCH")
    func semanticVersion() {
        let parts = PackageVersion.current.split(separator: ".", omittingEmptySubsequences: false)
        #expect(parts.count == 3 && parts.allSatisfy { !$0.isEmpty && $0.allSatisfy(\.isASCII) && Int($0) != nil })
    }

    @Test("loccheck takes --opt=value as --opt value")
    func loccheckEquals() throws {
        let directory = try TemporaryDirectory()
        let tables = directory.url.appendingPathComponent("tables")
        try FileManager.default.createDirectory(at: tables.appendingPathComponent("types"), withIntermediateDirectories: true)
        try "normal = Normal\n".write(to: tables.appendingPathComponent("types/en.txt"), atomically: true, encoding: .utf8)
        let spaced = try Self.run("loccheck", ["--tables", tables.path, "--format", "json", "--min-coverage", "en=1"])
        let joined = try Self.run("loccheck", ["--tables=\(tables.path)", "--format=json", "--min-coverage=en=1"])
        #expect(spaced.status == joined.status)
        #expect(spaced.stdout == joined.stdout)
        #expect(joined.stdout.hasPrefix("{"), "\(joined.stdout)\(joined.stderr)")
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
        let directory = try TemporaryDirectory()
        let missing = try Self.run("loccheck", ["add-locale", "--tables", directory.url.path, "--", "-x"])
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("`-x` is not a BCP 47 locale tag"), "\(missing.stderr)")
        let shown = try Self.run("pokedex", ["show", "--", "-1"])
        #expect(shown.status == 1, "\(shown.stderr)")
        #expect(!shown.stderr.contains("option"))
    }

    @Test("the same 'did you mean' for options and subcommands in both tools", arguments: [
        ("loccheck", ["check", "--tabels", "x"], "unknown option '--tabels'. Did you mean '--tables'? See `loccheck check --help`."),
        ("pokedex", ["show", "psyduck", "--lcoale", "ko"], "Error: Unknown option '--lcoale'. Did you mean '--locale'?"),
        ("loccheck", ["chek"], "unknown subcommand 'chek'. Did you mean 'check'?"),
        ("pokedex", ["shwo", "psyduck"], "Error: Unknown subcommand 'shwo'. Did you mean 'show'?"),
        ("loccheck", ["import", "--tablez", "types"], "unknown option '--tablez'. Did you mean '--table' or '--tables'?"),
        // ArgumentParser suggests even from one letter: '--api'.
        ("pokedex", ["list", "--l", "ko"], "Error: Unknown option '--l'."),
    ])
    func didYouMean(tool: String, arguments: [String], message: String) throws {
        let result = try Self.run(tool, arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        // loccheck says it in one line; ArgumentParser adds the usage.
        if tool == "loccheck" { #expect(result.stderr.filter { $0 == "\n" }.count == 1) }
    }

    @Test("a flag given a value, and an option without one, are usage errors in both tools", arguments: [
        ("loccheck", ["fix", "--dry-run=yes"], "--dry-run takes no value, but got 'yes'. See `loccheck fix --help`."),
        ("loccheck", ["--tables"], "--tables needs a value. See `loccheck check --help`."),
        ("pokedex", ["list", "--limit="], "Error: Missing value for '--limit <n>'"),
        ("pokedex", ["list", "--limit", "--offset", "2"], "Error: Missing value for '--limit <n>'"),
        ("pokedex", ["browse", "--no-art=yes"], "Error: The option '--no-art' does not take any value, but 'yes' was specified."),
    ])
    func valueErrors(tool: String, arguments: [String], message: String) throws {
        let result = try Self.run(tool, arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    /// loccheck's subcommands as it declares them (`loccheck commands`, which the plugins read too).
    static let loccheckSubcommands: [String] = ((try? run("loccheck", ["commands"]).stdout) ?? "")
        .split(separator: "\n").compactMap { $0.split(separator: " ").first.map(String.init) }

    /// Every help page loccheck has: its own, then each subcommand's, by `SUB --help`. pokedex's
    /// are ArgumentParser's (PokedexCommandTests' DeclaredSubcommandTests check them).
    static let pages: [(tool: String, subcommand: String?)] =
        [("loccheck", nil)] + loccheckSubcommands.map { ("loccheck", $0) }

    @Test("loccheck declares its subcommands once: `loccheck commands` lists each with what it may write, and the overview the same ones in order")
    func declaredSubcommands() throws {
        #expect(Self.loccheckSubcommands == ["check", "add-locale", "export", "import", "fix", "import-pokeapi", "import-search-keys", "compare", "corrections"])
        let listed = try Self.run("loccheck", ["commands"]).stdout.split(separator: "\n").map(String.init)
        #expect(listed.contains("check writes-with --write-baseline,--update-snapshot,--output layer"))
        #expect(listed.contains("compare reads"))
        let writing = try Self.run("loccheck", ["commands", "--writing"]).stdout.split(separator: "\n").map { $0.split(separator: " ")[0] }
        #expect(writing == ["check", "add-locale", "export", "import", "fix", "import-pokeapi", "import-search-keys"])
        let overview = try Self.run("loccheck", ["--help"]).stdout
        let positions = Self.loccheckSubcommands.compactMap { overview.range(of: "\n  \($0)")?.lowerBound }
        #expect(positions.count == Self.loccheckSubcommands.count && positions == positions.sorted())
    }

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
