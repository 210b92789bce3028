import PokeCommandLine

/// The options several subcommands take, which `pokedex` accepts before the subcommand's name
/// too: `pokedex --locale ko list` is `pokedex list --locale ko`.
///
/// Derived from the subcommands' declarations (``CommandDeclaration/options``): an option two or
/// more of them take is shared, so a subcommand that starts taking one shares it with no second
/// list to keep. Before the name the words are only collected; the subcommand reads them ahead of
/// its own words, so its parser checks them, and an option given again after the name wins.
struct SharedOptions: Sendable {
    let subcommands: [CommandDeclaration]
    /// The shared options, in the order the subcommands first declare them (`--help` is the
    /// command's own).
    let options: [Option]
    /// The words that end the shared options: the command's own options and `-` or `--`.
    private let ending: Set<String>

    init(_ subcommands: [CommandDeclaration], commandOptions: [Option]) {
        self.subcommands = subcommands
        let declared = subcommands.flatMap { Array(Set($0.options)) }
        var seen = Set<Option>()
        options = subcommands.flatMap(\.options).filter { option in
            option != .help && declared.filter { $0 == option }.count >= 2 && seen.insert(option).inserted
        }
        ending = Set(["-", "--"] + commandOptions.flatMap { [$0.name] + $0.aliases })
    }

    /// "--locale, --api and --cache": the shared options' names, for the help and messages.
    var names: String { EnglishList.joined(options.map(\.name)) }

    /// The words before the subcommand's name (shared options and their values), and the words
    /// from the name on (empty when there is none).
    func split(_ arguments: [String]) throws(CommandFailure) -> (options: [String], rest: ArraySlice<String>) {
        var collected: [String] = []
        var rest = arguments[...]
        while let word = rest.first, word.hasPrefix("-"), !ending.contains(word) {
            let spelled = String(word.prefix { $0 != "=" })
            guard let option = options.first(where: { $0.name == spelled || $0.aliases.contains(spelled) }) else {
                throw .usage(notShared(spelled))
            }
            collected.append(rest.removeFirst())
            // A value as the next word, as the subcommand's parser reads it; one after `=` came with the word.
            guard option.takesValue, !word.contains("=") else { continue }
            guard let value = rest.first, !value.hasPrefix("--") else {
                throw .usage("\(option.name) needs a value. See `pokedex --help`.")
            }
            collected.append(rest.removeFirst())
        }
        return (collected, rest)
    }

    /// Why an option can't come before the subcommand: it is one subcommand's alone, or no one's.
    private func notShared(_ spelled: String) -> String {
        let owners = subcommands.filter { $0.options.contains { $0.name == spelled || $0.aliases.contains(spelled) } }
        if let owner = owners.first {
            return "'\(spelled)' is an option of `pokedex \(owner.name)` alone; put it after the subcommand: "
                + "`pokedex \(owner.name) \(spelled) …`."
        }
        return "unknown option '\(spelled)'.\(Spelling.didYouMean(spelled, among: options.map(\.name))) "
            + "Before the subcommand pokedex takes the options the subcommands share: \(names). See `pokedex --help`."
    }
}
