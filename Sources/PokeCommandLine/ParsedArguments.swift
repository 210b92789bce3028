/// A command's words, sorted into options with values, flags and operands: the one parser of
/// `loccheck` and `pokedex`.
///
/// - An option takes its value as the next word or after `=` (`--locale ko`, `--locale=ko`); a
///   next word starting with `--` is no value, so `--tables --strict` says `--tables` needs one.
/// - `--` ends the options: every word after it is an operand, even one starting with a dash. A
///   lone `-` is an operand too (standard input, by convention).
/// - `--help` or `-h` anywhere before `--` asks for the help, whatever else the words hold.
/// - An unknown option is a ``UsageError`` naming the nearest known ones (see ``Spelling``).
package struct ParsedArguments: Sendable {
    /// The command as typed before these words, such as `pokedex show`, for messages.
    package let command: String
    /// The last value of each option given with one, by its long name.
    package var values: [String: String] { repeated.compactMapValues(\.last) }
    /// The flags given, by their long names.
    package private(set) var flags: Set<String> = []
    /// The words that are not options, in order.
    package private(set) var operands: [String] = []
    /// The long names of the options given, in order, repeats included.
    package private(set) var given: [String] = []
    private var repeated: [String: [String]] = [:]

    /// Sorts `words`, accepting only `options` (and ``Option/help``).
    /// - Parameter command: the command the words follow (`loccheck check`), for messages.
    /// - Complexity: O(w · o) for w words and o options.
    package init(_ words: some Sequence<String>, command: String, options: [Option]) throws(UsageError) {
        self.command = command
        let options = options.contains(Option.help) ? options : options + [Option.help]
        var rest = Array(words)[...]
        if rest.prefix(while: { $0 != "--" }).contains(where: { $0 == "--help" || $0 == "-h" }) {
            flags = ["--help"]
            return
        }
        while let word = rest.popFirst() {
            if word == "--" {
                operands += rest
                break
            }
            guard word.hasPrefix("-"), word != "-" else {
                operands.append(word)
                continue
            }
            let parts = word.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let spelled = String(parts[0])
            guard let option = options.first(where: { $0.name == spelled || $0.aliases.contains(spelled) }) else {
                let names = options.map(\.name)
                throw UsageError("unknown option '\(spelled)'.\(Spelling.didYouMean(spelled, among: names)) \(helpHint)")
            }
            given.append(option.name)
            guard option.takesValue else {
                if parts.count == 2 { throw UsageError("\(option.name) takes no value, but got '\(parts[1])'. \(helpHint)") }
                flags.insert(option.name)
                continue
            }
            let value = parts.count == 2 ? String(parts[1]) : rest.first.flatMap { $0.hasPrefix("--") ? nil : $0 }
            if parts.count == 1, value != nil { rest.removeFirst() }
            guard let value, !value.isEmpty else {
                throw UsageError("\(option.name) needs a value. \(helpHint)")
            }
            repeated[option.name, default: []].append(value)
        }
    }

    /// The last value given for `option`; nil when it wasn't.
    package func value(_ option: Option) -> String? { values[option.name] }

    /// Whether the flag `option` was given.
    package func flag(_ option: Option) -> Bool { flags.contains(option.name) }

    /// Every value given for a repeatable `option`, in order.
    package func allValues(_ option: Option) -> [String] { allValues(option.name) }

    /// The value of `option`, one of `Choice`'s raw values; nil when not given.
    package func choice<Choice: RawRepresentable & CaseIterable>(_ option: Option, of type: Choice.Type) throws(UsageError) -> Choice?
    where Choice.RawValue == String {
        try choice(option.name, of: type)
    }

    /// The value of `option`, which takes a whole number from `minimum` up; nil when not given.
    package func number(_ option: Option, minimum: Int) throws(UsageError) -> Int? {
        try number(option.name, minimum: minimum)
    }

    /// "See `pokedex show --help`.": where a message about these words sends the user.
    package var helpHint: String { "See `\(command) --help`." }

    /// Whether `--help` or `-h` was given.
    package var wantsHelp: Bool { flags.contains("--help") }

    /// Every value given for a repeatable option, in order.
    package func allValues(_ name: String) -> [String] {
        repeated[name] ?? []
    }

    /// The value of `option`, which must be one of `Choice`'s raw values; nil when not given.
    package func choice<Choice: RawRepresentable & CaseIterable>(_ option: String, of: Choice.Type) throws(UsageError) -> Choice?
    where Choice.RawValue == String {
        guard let word = values[option] else { return nil }
        guard let choice = Choice(rawValue: word) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("\(option) takes one of \(names), not '\(word)'. \(helpHint)")
        }
        return choice
    }

    /// The value of an option that takes a whole number from `minimum` up; nil when not given.
    package func number(_ option: String, minimum: Int) throws(UsageError) -> Int? {
        guard let text = values[option] else { return nil }
        guard let number = Int(text), number >= minimum else {
            throw UsageError("\(option) takes a whole number from \(minimum) up, not '\(text)'. \(helpHint)")
        }
        return number
    }

    /// The operands, when there are at most `count`; a usage error naming the first extra one
    /// otherwise. `what` says what the operands are, such as "one locale".
    package func operands(atMost count: Int, what: String) throws(UsageError) -> [String] {
        guard operands.count > count else { return operands }
        let extra = operands[count]
        if count == 0 { throw UsageError("\(command) takes no operands, but got '\(extra)'. \(helpHint)") }
        throw UsageError("\(command) takes \(what); '\(extra)' is one too many. \(helpHint)")
    }
}
