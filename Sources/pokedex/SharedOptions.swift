import ArgumentParser

import enum PokeTables.Spelling

/// The options two or more subcommands take, which `pokedex` accepts before the subcommand's
/// name too: `pokedex --locale ko list` is `pokedex list --locale ko`.
///
/// Derived from what ArgumentParser parses for each subcommand (``CommandInfo``), so a
/// subcommand that starts taking an option shares it with no second list to keep. The words
/// before the name are moved after it, where the subcommand's parser checks them; given again
/// after the name, the later one counts, as ArgumentParser reads a repeated option.
struct SharedOptions {
    /// A shared option: its spellings, and whether a value follows it.
    struct Shared {
        var spellings: [String]
        var takesValue: Bool
    }

    /// The subcommands' names.
    let subcommands: [String]
    /// The shared options, in the order the subcommands first declare them.
    let options: [Shared]
    /// Each option one subcommand alone takes, by spelling, with that subcommand's name.
    let owners: [String: String]

    init(_ subcommands: [CommandInfo]) {
        self.subcommands = subcommands.map(\.commandName)
        var options: [Shared] = []
        var owners: [String: String] = [:]
        for subcommand in subcommands {
            for option in subcommand.options where !option.spellings.contains("--help") {
                let takers = subcommands.filter { $0.options.contains { $0.spellings == option.spellings } }
                if takers.count > 1 {
                    if !options.contains(where: { $0.spellings == option.spellings }) {
                        options.append(Shared(spellings: option.spellings, takesValue: option.kind == .option))
                    }
                } else {
                    for spelling in option.spellings { owners[spelling] = subcommand.commandName }
                }
            }
        }
        self.options = options
        self.owners = owners
    }

    /// `pokedex`'s, from its subcommands' declarations; made on the first call that needs it (an
    /// option before the subcommand), as it asks ArgumentParser to describe each subcommand.
    static var pokedex: SharedOptions {
        // The declarations are the program's own: ArgumentParser can always describe them.
        SharedOptions(PokedexCommand.subcommands.compactMap { try? CommandInfo.of($0) })
    }

    /// "--locale, --limit, --api, --cache and --units".
    var names: String {
        let names = options.compactMap(\.spellings.first)
        return names.count < 2 ? names.joined() : names.dropLast().joined(separator: ", ") + " and " + (names.last ?? "")
    }

    /// `arguments` with the shared options before the subcommand's name moved after it, so the
    /// subcommand's parser reads them; unchanged when none comes first. What is not a shared
    /// option (`--help`, `--version`, a typo) ends them and is left to ArgumentParser.
    /// - Throws: `ValidationError` for an option one subcommand alone takes, given before it, and
    ///   for shared options with no subcommand after them.
    func movedAfterSubcommand(_ arguments: [String]) throws(ValidationError) -> [String] {
        var leading: [String] = []
        var rest = arguments[...]
        while let word = rest.first, word.hasPrefix("-"), word != "-", word != "--" {
            let spelled = String(word.prefix { $0 != "=" })
            guard let option = options.first(where: { $0.spellings.contains(spelled) }) else {
                if let owner = owners[spelled] {
                    throw ValidationError(
                        "'\(spelled)' is an option of `pokedex \(owner)` alone; "
                            + "put it after the subcommand: `pokedex \(owner) \(spelled) …`.")
                }
                // A misspelled shared option: ArgumentParser would only know pokedex's own options.
                let suggestion = Spelling.didYouMean(spelled, among: options.flatMap(\.spellings))
                if !suggestion.isEmpty {
                    throw ValidationError(
                        "Unknown option '\(spelled)'.\(suggestion) "
                            + "Before the subcommand pokedex takes the options the subcommands share: \(names).")
                }
                break
            }
            leading.append(rest.removeFirst())
            // Its value, when it takes one and it didn't come after `=`; a missing one (the next word an
            // option, as ArgumentParser reads it) is the parser's to report.
            if option.takesValue, !word.contains("="), let value = rest.first, !subcommands.contains(value),
                !value.hasPrefix("-") || value == "-"
            {
                leading.append(value)
                rest.removeFirst()
            }
        }
        guard !leading.isEmpty else { return arguments }
        guard let name = rest.first else { throw ValidationError(PokedexCommand.missingSubcommand) }
        // Not a subcommand (`lst`, `help`, `--help`): what follows the shared options is what
        // ArgumentParser reports on or answers.
        guard subcommands.contains(name) else { return Array(rest) }
        return [name] + leading + rest.dropFirst()
    }
}
