import ArgumentParser
import PokeFormatting

/// `--locale`: the names' and labels' locale, which every subcommand takes.
struct LocaleOption: ParsableArguments {
    @Option(
        name: .customLong("locale"),
        help: ArgumentHelp(
            "The names' and labels' locale, such as ko or zh-Hant (default: LC_ALL, then LC_MESSAGES, then LANG).",
            valueName: "locale"))
    var given: String?

    /// What the user or the environment asked for, e.g. `ko`, `ko_KR.UTF-8` or `C`.
    func identifier(in environment: [String: String]) -> String {
        given ?? EnvironmentLocale.identifier(in: environment)
    }

    /// Whether `--locale` named it (rather than the environment).
    var isExplicit: Bool { given != nil }
}

/// `--units`: how the subcommands that print heights and weights write them.
struct UnitsOption: ParsableArguments {
    /// The words `--units` takes.
    enum Units: String, CaseIterable, ExpressibleByArgument {
        case games, metric, us, region

        /// What each word asks the formatters for.
        var choice: MeasurementSystemChoice {
            switch self {
            case .games: .asInGames
            case .metric: .metric
            case .us: .usCustomary
            case .region: .regionPreference
            }
        }
    }

    @Option(
        help: ArgumentHelp(
            "games: English in feet, inches and pounds, other languages in metric, as the games do; metric; us; or region: the locale's region's preference (en-GB gets pounds, en-CA kilograms).",
            valueName: "units"))
    var units: Units = .games
}
