import ArgumentParser
import CommandTestSupport
import Foundation
import Testing

@testable import loccheck

/// loccheck's command line, declared once per command (swift-argument-parser): the help lists
/// what each command parses, what a command writes is declared where its options are, and bad
/// arguments are one clear message with code 2. In memory: no process is needed to parse.
@Suite("loccheck's command line")
struct LocCheckCommandLineTests {
    let loccheck = InProcessLocCheck()

    /// The long names of the options a command parses, from ArgumentParser's own description of it.
    static func optionNames(_ command: any ParsableCommand.Type) throws -> Set<String> {
        struct Dump: Decodable {
            struct Command: Decodable { var arguments: [Argument]? }
            struct Argument: Decodable {
                var kind: String
                var names: [Name]?
            }
            struct Name: Decodable {
                var kind: String
                var name: String
            }
            var command: Command
        }
        let dump = try JSONDecoder().decode(Dump.self, from: Data(command._dumpHelp().utf8))
        return Set(
            (dump.command.arguments ?? []).filter { $0.kind != "positional" }.flatMap { $0.names ?? [] }
                .filter { $0.kind == "long" }.map { "--" + $0.name })
    }

    @Test(
        "every command's help lists every option it parses, and `loccheck help COMMAND` is the same page",
        arguments: LocCheckTool.commands.map { $0._commandName })
    func helpListsEveryOption(name: String) async throws {
        let command = try #require(LocCheckTool.commands.first { $0._commandName == name })
        let help = await loccheck.run([name, "--help"])
        #expect(help.status == 0)
        let options = try Self.optionNames(command)
        #expect(options.isSuperset(of: GlobalOptions.names), "\(name) lacks the options every command takes")
        for option in options {
            #expect(help.stdout.contains(option), "\(name) --help lacks \(option)")
        }
        #expect(await loccheck.run(["help", name]).stdout == help.stdout)
    }

    @Test("what a command writes is declared with its options: every option that makes it write is one it parses")
    func writingOptionsAreOptions() throws {
        for command in LocCheckTool.commands {
            guard case .with(let writing) = command.writes else { continue }
            #expect(try Self.optionNames(command).isSuperset(of: writing), "\(command._commandName)")
        }
        let listed = CommandsCommand.list(writingOnly: false).split(separator: "\n").map(String.init)
        #expect(listed.first == "check writes-with --write-baseline,--update-snapshot,--output layer")
        #expect(listed.contains("compare reads"))
        #expect(
            CommandsCommand.list(writingOnly: true).split(separator: "\n").map { String($0.split(separator: " ")[0]) }
                == ["check", "add-locale", "export", "import", "fix", "import-pokeapi", "import-search-keys"])
        #expect(listed.contains("rules reads"))
    }

    @Test(
        "a misspelt option or command gets a 'did you mean', code 2",
        arguments: [
            (["check", "--tabels", "x"], "Unknown option '--tabels'. Did you mean '--tables'?"),
            (["--tabels", "x"], "Unknown option '--tabels'. Did you mean '--tables'?"),
            (["chek"], "'chek' is not a loccheck command. Did you mean 'check'?"),
            (["fix", "--dry-run=yes"], "--dry-run"),
            (["--tables"], "Missing value for '--tables <DIR>'"),
            (["--format", "xml"], "The value 'xml' is invalid for '--format <FORMAT>'"),
        ] as [([String], String)])
    func usageErrors(arguments: [String], message: String) async {
        let result = await loccheck.run(arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--opt=value is --opt value, and -- ends the options")
    func optionSpelling() async throws {
        let directory = try TemporaryDirectory()
        let tables = directory.url.appendingPathComponent("tables")
        try FileManager.default.createDirectory(at: tables.appendingPathComponent("types"), withIntermediateDirectories: true)
        try "normal = Normal\n".write(to: tables.appendingPathComponent("types/en.txt"), atomically: true, encoding: .utf8)
        let spaced = await loccheck.run(["--tables", tables.path, "--format", "json", "--min-coverage", "en=1"])
        let joined = await loccheck.run(["--tables=\(tables.path)", "--format=json", "--min-coverage=en=1"])
        #expect(spaced.status == joined.status)
        #expect(spaced.stdout == joined.stdout)
        #expect(joined.stdout.hasPrefix("{"), "\(joined.stdout)\(joined.stderr)")
        let operand = await loccheck.run(["add-locale", "--tables", tables.path, "--", "-x"])
        #expect(operand.status == 2)
        #expect(operand.stderr.contains("`-x` is not a BCP 47 locale tag"), "\(operand.stderr)")
    }

    @Test("--version, and completion scripts for bash, zsh and fish, from the declarations")
    func versionAndCompletions() async {
        let version = await loccheck.run(["--version"])
        #expect(version.status == 0)
        #expect(version.stdout.split(separator: ".").count == 3, "\(version.stdout)")
        for shell in ["bash", "zsh", "fish"] {
            let script = await loccheck.run(["--generate-completion-script", shell])
            #expect(script.status == 0)
            #expect(script.stdout.contains("import-search-keys") && script.stdout.contains("--write-baseline"), "\(shell)")
        }
    }

    @Test("the options every command takes may stand anywhere before --, as the plugins write them")
    func globalOptionsAnywhere() {
        let commands = LocCheckTool.configuration.subcommands.map { $0._commandName }
        #expect(
            GlobalOptions.movedAfterCommand(["--read-only", "fix", "--dry-run"], commands: commands) == ["fix", "--read-only", "--dry-run"])
        #expect(GlobalOptions.movedAfterCommand(["--read-only", "--tables", "x"], commands: commands) == ["--read-only", "--tables", "x"])
        #expect(GlobalOptions.movedAfterCommand(["import", "--", "--read-only"], commands: commands) == ["import", "--", "--read-only"])
    }
}
