/// An option a command takes, declared once: its spelling (`--tables`, `-o`), whether a value
/// follows and what it is called (`DIR`), and its help. Parsing, the usage line, the help page's
/// OPTIONS section and "did you mean" all read the declaration.
///
/// Two declarations with the same long name are the same option (``==(_:_:)``), whatever their help.
package struct Option: Hashable, Sendable {
    /// The long name with its dashes, such as `--tables`.
    package let name: String
    /// Whether a value follows: as the next word or after `=`.
    package let takesValue: Bool
    /// Other spellings, such as `-o` for `--output`.
    package let aliases: [String]
    /// The value's name in help (`DIR`, `FORMAT`); empty for a flag.
    package let valueName: String
    /// What the option does, a sentence or a few, for the help page.
    package let help: String

    package init(name: String, takesValue: Bool, aliases: [String] = [], valueName: String = "", help: String = "") {
        self.name = name
        self.takesValue = takesValue
        self.aliases = aliases
        self.valueName = takesValue && valueName.isEmpty ? "VALUE" : valueName
        self.help = help
    }

    /// An option without a value.
    package static func flag(_ name: String, aliases: [String] = [], help: String = "") -> Option {
        Option(name: name, takesValue: false, aliases: aliases, help: help)
    }

    /// An option with a value; given twice, both values are kept (see ``ParsedArguments/allValues(_:)``).
    package static func value(_ name: String, _ valueName: String = "VALUE", aliases: [String] = [], help: String = "") -> Option {
        Option(name: name, takesValue: true, aliases: aliases, valueName: valueName, help: help)
    }

    /// `--help` and `-h`, which every command and subcommand takes.
    package static let help = Option.flag("--help", aliases: ["-h"], help: "Show this help.")

    /// The same option (same name, value and aliases) with the help one command gives it, where
    /// what it does there differs: `pokedex browse`'s `--cache` keeps images too.
    package func described(_ help: String) -> Option {
        Option(name: name, takesValue: takesValue, aliases: aliases, valueName: valueName, help: help)
    }

    /// The term a help page lists: `-o, --output FILE`.
    package var term: String {
        (aliases.map { $0 + ", " }.joined()) + name + (takesValue ? " " + valueName : "")
    }

    /// How a usage line shows it: `[--locale LOCALE]`, `[--explain]`.
    package var synopsis: String { "[\(name)\(takesValue ? " " + valueName : "")]" }

    package static func == (lhs: Option, rhs: Option) -> Bool { lhs.name == rhs.name }

    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
