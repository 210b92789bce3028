/// A subcommand's words, sorted into options with values, flags and operands.
///
/// Options take their value as the next word or after `=` (`--locale ko`, `--locale=ko`); `--`
/// ends the options, so an operand may start with a dash.
struct ParsedArguments {
    private(set) var values: [String: String] = [:]
    private(set) var flags: Set<String> = []
    private(set) var operands: [String] = []

    /// Sorts `words`, accepting only the options a subcommand takes.
    /// - Parameters:
    ///   - valued: options that take a value, such as `--locale`.
    ///   - flags: options without a value, such as `--help`.
    init(_ words: [String], subcommand: String, valued: [String], flags known: [String]) throws(CommandFailure) {
        var rest = words[...]
        while let word = rest.popFirst() {
            guard word.hasPrefix("-"), word != "-" else {
                operands.append(word)
                continue
            }
            if word == "--" {
                operands += rest
                break
            }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = word == "-h" ? "--help" : String(parts[0])
            if known.contains(name), parts.count == 1 {
                flags.insert(name)
            } else if valued.contains(name) {
                let value = parts.count == 2 ? String(parts[1]) : rest.popFirst()
                guard let value, !value.isEmpty, parts.count == 2 || !value.hasPrefix("--") else {
                    throw .usage("\(name) needs a value. See `pokedex \(subcommand) --help`.")
                }
                values[name] = value
            } else {
                throw .unknownOption(name, subcommand: subcommand, known: valued + known)
            }
        }
    }

    /// The value of an option that takes a whole number from `minimum` up.
    func number(_ option: String, subcommand: String, minimum: Int) throws(CommandFailure) -> Int? {
        guard let text = values[option] else { return nil }
        guard let number = Int(text), number >= minimum else {
            throw .usage("\(option) takes a whole number from \(minimum) up, not '\(text)'. See `pokedex \(subcommand) --help`.")
        }
        return number
    }
}
