import ArgumentParser
import LocCheck

/// What a command may write: the plugins' split between checking and editing (`loccheck
/// commands`) and the `--read-only` refusal both read it from the command's type.
enum Writes: Equatable {
    /// Never (it reads and prints).
    case never
    /// Always (it writes the tables or a file it is given).
    case always
    /// Only with one of these options.
    case with([String])
}

/// A loccheck command: its options (ArgumentParser's), what it writes, and what it runs in a session.
protocol LocCheckSubcommand: AsyncParsableCommand {
    /// What the command may write.
    static var writes: Writes { get }
    /// Whether it takes `--over-bundled` (reads an app's `Localization/` as a layer).
    static var takesLayer: Bool { get }
    var global: GlobalOptions { get }
    /// Whether this invocation writes: for ``Writes/with(_:)``, whether one of those options was given.
    var writesFiles: Bool { get }
    /// Whether the tables are a layer over the bundled ones (`--over-bundled` given).
    var readsLayer: Bool { get }
    /// Runs the command; its exit code.
    func perform(_ session: LocCheckSession) async throws -> Int32
}

extension LocCheckSubcommand {
    static var takesLayer: Bool { false }
    var readsLayer: Bool { false }

    var writesFiles: Bool {
        switch Self.writes {
        case .never: false
        case .always: true
        case .with: true
        }
    }

    /// Runs the command in `base`: what it writes said to the session (which then holds its tables
    /// exclusively), every write refused under `--read-only` (a writing command or option is
    /// refused before anything runs), and its errors printed as one line, code 2.
    func run(in base: LocCheckSession) async -> Int32 {
        var session = base
        session.usesPackageTables = global.packageTables
        session.readsLayer = readsLayer
        session.writesTables = writesFiles && !global.readOnly
        if global.readOnly, writesFiles {
            let what =
                switch Self.writes {
                case .with(let options): "\(Self._commandName) with \(options.joined(separator: ", "))"
                default: Self._commandName
                }
            session.errorOutput("loccheck: error: \(what) writes files, and \(LocCheckSession.readOnlyReason)\n")
            return 2
        }
        return await session.perform(readOnly: global.readOnly) { try await perform($0) }
    }
}

/// `loccheck commands`: one line per command, `NAME writes|reads|writes-with OPTION,… [layer]`,
/// for the command plugins, which can't link the commands' types.
struct CommandsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "commands", abstract: "List the commands and what each writes, for the command plugins.", shouldDisplay: false)

    @Flag(help: "Only the commands that may write.")
    var writing = false

    static func list(writingOnly: Bool) -> String {
        LocCheckTool.commands.compactMap { command -> String? in
            let writes: String
            switch command.writes {
            case .never: writes = "reads"
            case .always: writes = "writes"
            case .with(let options): writes = "writes-with " + options.joined(separator: ",")
            }
            if writingOnly, command.writes == .never { return nil }
            return "\(command._commandName) \(writes)\(command.takesLayer ? " layer" : "")\n"
        }.joined()
    }
}
