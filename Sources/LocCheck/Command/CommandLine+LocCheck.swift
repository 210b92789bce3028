import PokeCommandLine

/// The command-line layer loccheck shares with pokedex (`PokeCommandLine`): one parser, one
/// "did you mean" rule, `--version`.
typealias ParsedArguments = PokeCommandLine.ParsedArguments
typealias UsageError = PokeCommandLine.UsageError
typealias Option = PokeCommandLine.Option

typealias CommandDeclaration = PokeCommandLine.CommandDeclaration

extension ParsedArguments {
    /// Sorts the words of `loccheck SUBCOMMAND` by the options its declaration takes.
    init(_ words: [String], declaration: CommandDeclaration) throws(UsageError) {
        try self.init(words, command: "loccheck \(declaration.name)", options: declaration.options)
    }
}
