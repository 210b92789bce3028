import PokeCommandLine
import PokeFormatting

/// The locale and units the output is in.
struct LocaleOptions {
    /// `--locale`.
    static let locale = Option.value("--locale", "L",
            help: "The names' and labels' locale, such as ko or zh-Hant (default: LC_ALL, then LC_MESSAGES, then LANG).")
    /// `--units`.
    static let units = Option.value("--units", "U",
            help: "games (default: English in feet, inches and pounds, other languages in metric, as the games do), metric, us, or region (the locale's region's preference: en-GB gets pounds, en-CA kilograms).")
    /// Both, for the subcommands that print heights and weights.
    static let options: [Option] = [locale, units]

    /// What the user or the environment asked for, e.g. `ko`, `ko_KR.UTF-8` or `C`.
    var identifier: String
    /// Whether `--locale` gave it (rather than the environment).
    var isExplicit: Bool
    var units: MeasurementSystemChoice = .asInGames

    /// The words `--units` takes, and what each means.
    static let unitChoices: [(word: String, choice: MeasurementSystemChoice)] = [
        ("games", .asInGames), ("metric", .metric), ("us", .usCustomary), ("region", .regionPreference),
    ]

    init(_ arguments: ParsedArguments, environment: [String: String]) throws(CommandFailure) {
        identifier = arguments.value(Self.locale) ?? EnvironmentLocale.identifier(in: environment)
        isExplicit = arguments.value(Self.locale) != nil
        if let word = arguments.value(Self.units) {
            guard let choice = Self.unitChoices.first(where: { $0.word == word.lowercased() }) else {
                let words = Self.unitChoices.map(\.word).joined(separator: ", ")
                throw .usage("\(Self.units.name) takes one of \(words), not '\(word)'. \(arguments.helpHint)")
            }
            units = choice.choice
        }
    }
}
