import CommandTestSupport
import Foundation
import PokeTables
import Testing

/// pokedex, run as built: `--version`, `--opt=value`, `--` and "did you mean".
/// Both tools' command lines are swift-argument-parser's: loccheck's are held in
/// Tests/LocCheckTests/LocCheckCommandLineTests, pokedex's help pages in PokedexCommandTests.
@Suite("pokedex's command line")
struct CommandLineToolTests {
    static let pokedex = BuiltCommand("pokedex")
    /// pokedex's output may not follow the machine's locale.
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

    @Test("-- ends the options: a word after it is an operand even with a dash")
    func doubleDash() throws {
        let shown = try Self.run("pokedex", ["show", "--", "-1"])
        #expect(shown.status == 1, "\(shown.stderr)")
        #expect(!shown.stderr.contains("option"))
    }

    @Test(
        "'did you mean' for options and subcommands",
        arguments: [
            ("pokedex", ["show", "psyduck", "--lcoale", "ko"], "Error: Unknown option '--lcoale'. Did you mean '--locale'?"),
            ("pokedex", ["shwo", "psyduck"], "Error: Unknown subcommand 'shwo'. Did you mean 'show'?"),
            // ArgumentParser suggests even from one letter: '--api'.
            ("pokedex", ["list", "--l", "ko"], "Error: Unknown option '--l'."),
        ])
    func didYouMean(tool: String, arguments: [String], message: String) throws {
        let result = try Self.run(tool, arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }

    @Test(
        "a flag given a value, and an option without one, are usage errors",
        arguments: [
            ("pokedex", ["list", "--limit="], "Error: Missing value for '--limit <n>'"),
            ("pokedex", ["list", "--limit", "--offset", "2"], "Error: Missing value for '--limit <n>'"),
            ("pokedex", ["browse", "--no-art=yes"], "Error: The option '--no-art' does not take any value, but 'yes' was specified."),
        ])
    func valueErrors(tool: String, arguments: [String], message: String) throws {
        let result = try Self.run(tool, arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
    }
}
