/// An option a subcommand takes: a flag (`--strict`) or one that takes a value (`--tables DIR`).
package struct Option: Hashable, Sendable {
    /// The long name with its dashes, such as `--tables`.
    package let name: String
    /// Whether a value follows: as the next word or after `=`.
    package let takesValue: Bool
    /// Other spellings, such as `-o` for `--output`.
    package let aliases: [String]

    /// An option without a value.
    package static func flag(_ name: String, aliases: [String] = []) -> Option {
        Option(name: name, takesValue: false, aliases: aliases)
    }

    /// An option with a value; given twice, both values are kept (see ``ParsedArguments/allValues(_:)``).
    package static func value(_ name: String, aliases: [String] = []) -> Option {
        Option(name: name, takesValue: true, aliases: aliases)
    }

    /// `--help` and `-h`, which every command and subcommand takes.
    package static let help = Option.flag("--help", aliases: ["-h"])
}
