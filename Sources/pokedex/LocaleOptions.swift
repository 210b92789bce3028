import PokeCommandLine
import PokeFormatting

/// The locale and units the output is in.
struct LocaleOptions {
    static let options: [Option] = [.value("--locale"), .value("--units")]

    /// What the user or the environment asked for, e.g. `ko`, `ko_KR.UTF-8` or `C`.
    var identifier: String
    /// Whether `--locale` gave it (rather than the environment).
    var isExplicit: Bool
    var units: MeasurementSystemChoice = .asInGames

    /// The words `--units` takes, and what each means.
    static let unitChoices: [(word: String, choice: MeasurementSystemChoice)] = [
        ("games", .asInGames), ("metric", .metric), ("us", .usCustomary), ("region", .regionPreference),
    ]

    init(_ arguments: ParsedArguments, subcommand: String, environment: [String: String]) throws(CommandFailure) {
        identifier = arguments.values["--locale"] ?? EnvironmentLocale.identifier(in: environment)
        isExplicit = arguments.values["--locale"] != nil
        if let word = arguments.values["--units"] {
            guard let choice = Self.unitChoices.first(where: { $0.word == word.lowercased() }) else {
                let words = Self.unitChoices.map(\.word).joined(separator: ", ")
                throw .usage("--units takes one of \(words), not '\(word)'. See `pokedex \(subcommand) --help`.")
            }
            units = choice.choice
        }
    }
}
