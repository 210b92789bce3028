import ArgumentParser
import Foundation
import LocCheck
import PokeTables

/// `loccheck`: parses the command line (swift-argument-parser), runs the command it names through
/// a ``LocCheck/LocCheckSession`` and exits with its code: 0 clean, 1 findings (or entries
/// refused), 2 the run could not be made (bad arguments included).
@main
struct LocCheckTool: AsyncParsableCommand {
    /// The commands, in the order the help lists them: the one list dispatch, the help and
    /// `loccheck commands` (which the plugins read) derive from.
    static let commands: [any LocCheckSubcommand.Type] = [
        CheckCommand.self, AddLocaleCommand.self, ExportCommand.self, ImportCommand.self, FixCommand.self,
        ImportPokeAPICommand.self, ImportSearchKeysCommand.self, CompareCommand.self, CorrectionsCommand.self, RulesCommand.self,
        CoverageCommand.self,
    ]

    static let configuration = CommandConfiguration(
        commandName: "loccheck",
        abstract: "Check Pokédex name tables against PokeAPI's lists, and move names between the tables and translators' files.",
        discussion: """
            Checks the name tables of a tables directory against the API's species, type and /pokemon \
            lists bundled with loccheck, and reports each problem with its file and line, then the \
            coverage per locale and table.

            TABLES (DIR/<table>/<locale>.txt, one `key = name` a line; Resources/README.md has the format):
            \(TableHelp.tables)

            --package-tables and --read-only may stand anywhere before `--`.

            EXIT CODES: 0 clean, 1 findings, 2 could not run.
            """,
        version: PackageVersion.current,
        subcommands: commands + [CommandsCommand.self],
        defaultSubcommand: CheckCommand.self)

    /// The `Resources/` of the checkout loccheck was built from, for `--package-tables`.
    static let packageTables = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Resources")

    static func main() async {
        let code = await run(Array(CommandLine.arguments.dropFirst()), session: LocCheckSession(packageTables: packageTables))
        Foundation.exit(code)
    }

    /// Parses `arguments` and runs the command in `session`; every message, ArgumentParser's
    /// own included, goes out escaped (``LocCheck/TerminalText``).
    static func run(_ arguments: [String], session: LocCheckSession) async -> Int32 {
        let arguments = GlobalOptions.movedAfterCommand(arguments, commands: configuration.subcommands.map { $0._commandName })
        do {
            // The check takes no operand: a first word that is no command is a misspelt one.
            let names = configuration.subcommands.map { $0._commandName } + ["help"]
            if let first = arguments.first, !first.hasPrefix("-"), !names.contains(first) {
                throw ValidationError(
                    "'\(first)' is not a loccheck command.\(Spelling.didYouMean(first, among: names))"
                        + " The commands are \(commands.map { $0._commandName }.joined(separator: ", ")).")
            }
            let parsed = try parseAsRoot(arguments)
            if let command = parsed as? any LocCheckSubcommand {
                return await command.run(in: session)
            }
            if parsed is CommandsCommand {
                session.output(TerminalText(linesOf: CommandsCommand.list(writingOnly: (parsed as? CommandsCommand)?.writing ?? false)))
                return 0
            }
            // ArgumentParser's own commands (help): their run throws the text to show.
            var other = parsed
            try other.run()
            return 0
        } catch {
            return report(error, arguments: arguments, session: session)
        }
    }

    /// ArgumentParser's message for `error` (help and `--version` too), on standard output with
    /// code 0 when it is no error, else on standard error with code 2. Arguments it quotes are
    /// escaped whole first: an argument with a line break in it must not become two lines.
    static func report(_ error: any Error, arguments: [String], session: LocCheckSession) -> Int32 {
        var message = fullMessage(for: error)
        let unsafe = arguments.flatMap { [$0] + $0.split(separator: "=").map(String.init) }
            .filter { $0.unicodeScalars.contains(where: ShownText.isUnsafe) }
            .sorted { $0.count > $1.count }
        for piece in unsafe {
            message = message.replacingOccurrences(of: piece, with: ShownText(piece).text)
        }
        if exitCode(for: error) == .success {
            session.output(TerminalText(linesOf: message.hasSuffix("\n") ? message : message + "\n"))
            return 0
        }
        session.errorOutput(TerminalText(linesOf: message.hasSuffix("\n") ? message : message + "\n"))
        return 2
    }
}
