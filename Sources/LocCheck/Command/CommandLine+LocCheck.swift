import PokeCommandLine

/// The command-line layer loccheck shares with pokedex (`PokeCommandLine`): one parser, one
/// "did you mean" rule, `--version`.
typealias ParsedArguments = PokeCommandLine.ParsedArguments
typealias UsageError = PokeCommandLine.UsageError
typealias Option = PokeCommandLine.Option

extension ParsedArguments {
    /// Sorts the words of `loccheck SUBCOMMAND`, accepting only `options` (and `--help`, `-h`).
    init(_ words: [String], subcommand: String, options: [Option]) throws(UsageError) {
        try self.init(words, command: "loccheck \(subcommand)", options: options)
    }
}
