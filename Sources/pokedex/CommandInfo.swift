import ArgumentParser
import Foundation

/// A command as ArgumentParser describes it (`--experimental-dump-help`, its ToolInfo JSON of
/// serialization version 0): its name, the arguments its parser reads, its subcommands. What
/// ArgumentParser derives from the command's declarations, so code that needs to know a
/// command's options reads them here rather than from a second list.
struct CommandInfo: Decodable {
    /// One argument, option or flag the command parses.
    struct Argument: Decodable {
        enum Kind: String, Decodable {
            case positional, option, flag
        }

        /// One of an option's names, as ToolInfo writes it.
        struct Name: Decodable {
            /// `long`, `short` or `longWithSingleDash`.
            var kind: String
            var name: String

            /// `--locale`, `-h`.
            var spelled: String {
                switch kind {
                case "long": "--" + name
                default: "-" + name
                }
            }
        }

        var kind: Kind
        /// Whether the help shows it.
        var shouldDisplay: Bool
        var names: [Name]?
        /// Its help's first line.
        var abstract: String?
        /// What the help calls its value: `locale` in `--locale <locale>`, `pokemon` in `<pokemon>`.
        var valueName: String?

        /// Each name as typed: `--locale`; none for a positional argument.
        var spellings: [String] { (names ?? []).map(\.spelled) }
    }

    var commandName: String
    var arguments: [Argument]?
    var subcommands: [CommandInfo]?

    /// The options and flags it parses.
    var options: [Argument] { (arguments ?? []).filter { $0.kind != .positional } }

    /// What ArgumentParser says of `command` on its own.
    static func of(_ command: any ParsableCommand.Type) throws -> CommandInfo {
        try decoding(command._dumpHelp())
    }

    /// The command of a ToolInfo (`--experimental-dump-help`'s JSON).
    static func decoding(_ json: String) throws -> CommandInfo {
        struct ToolInfo: Decodable {
            var serializationVersion: Int
            var command: CommandInfo
        }
        let info = try JSONDecoder().decode(ToolInfo.self, from: Data(json.utf8))
        guard info.serializationVersion == 0 else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "ToolInfo version \(info.serializationVersion), not 0"))
        }
        return info.command
    }
}
