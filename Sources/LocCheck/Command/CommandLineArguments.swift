/// The words after the command name, read one option at a time.
struct CommandLineArguments {
    private var words: ArraySlice<String>

    init(_ words: [String]) {
        self.words = words[...]
    }

    var isEmpty: Bool { words.isEmpty }

    /// The next word, without taking it.
    var first: String? { words.first }

    /// Takes the next word.
    mutating func next() -> String? { words.popFirst() }

    /// The value that must follow `option`.
    mutating func value(for option: String) throws(UsageError) -> String {
        guard let value = words.popFirst(), !value.hasPrefix("--") else {
            throw UsageError("\(option) needs a value; see `loccheck --help`.")
        }
        return value
    }

    /// The value of `option`, which must be one of `choices`.
    mutating func choice<Choice: RawRepresentable & CaseIterable>(for option: String, of: Choice.Type) throws(UsageError) -> Choice
    where Choice.RawValue == String {
        let word = try value(for: option)
        guard let choice = Choice(rawValue: word) else {
            let names = Choice.allCases.map(\.rawValue).joined(separator: ", ")
            throw UsageError("\(option) takes one of \(names), not '\(word)'.")
        }
        return choice
    }
}

/// Arguments loccheck can't run with (exit code 2).
package struct UsageError: Error, CustomStringConvertible {
    package let description: String
    init(_ description: String) { self.description = description }

    /// The error for an option a subcommand doesn't know, with the closest known one suggested.
    static func unknownOption(_ option: String, known: [String]) -> UsageError {
        let query = Array(option.unicodeScalars)
        let close = known.map { ($0, KeySuggester.editDistance(query, Array($0.unicodeScalars), limit: 3)) }
            .filter { $0.1 <= 3 }.min { $0.1 < $1.1 }
        let hint = close.map { " Did you mean '\($0.0)'?" } ?? ""
        return UsageError("Unknown option '\(option)'.\(hint) See `loccheck --help`.")
    }
}
