/// What every executable of the package shares at its top level: its name, its subcommands,
/// `--version`, and the message for a subcommand it doesn't have.
package struct CommandLineTool: Sendable {
    /// The executable's name, such as `loccheck`.
    package let name: String
    /// The subcommands, in the order the help lists them.
    package let subcommands: [String]

    package init(name: String, subcommands: [String]) {
        self.name = name
        self.subcommands = subcommands
    }

    /// What `--version` prints, on a line of its own: the name and ``PackageVersion/current``.
    package var version: String { "\(name) \(PackageVersion.current)" }

    /// The error for words after `--version`, which takes none.
    package var versionTakesNothing: UsageError {
        UsageError("--version takes nothing after it; see `\(name) --help`.")
    }

    /// The error for a word that is no subcommand, with the nearest ones suggested.
    package func unknownSubcommand(_ word: String) -> UsageError {
        return UsageError("unknown subcommand '\(word)'.\(Spelling.didYouMean(word, among: subcommands)) The subcommands are \(EnglishList.joined(subcommands)); see `\(name) --help`.")
    }
}
