/// Why a `pokedex` run ended without its answer; each case has its exit code.
enum CommandFailure: Error, CustomStringConvertible {
    /// Nothing matched what the user asked for (exit 1).
    case notFound(String)
    /// The arguments can't be run as given (exit 2).
    case usage(String)
    /// The arguments were fine but the work failed, e.g. the server did not answer (exit 2).
    case couldNotRun(String)

    var exitCode: Int32 {
        switch self {
        case .notFound: 1
        case .usage, .couldNotRun: 2
        }
    }

    var description: String {
        switch self {
        case .notFound(let reason), .usage(let reason), .couldNotRun(let reason): reason
        }
    }

    /// The error for an option a subcommand doesn't take, with the closest one it does take.
    static func unknownOption(_ option: String, subcommand: String, known: [String]) -> CommandFailure {
        let hint = OptionSpelling.closest(to: option, among: known).map { " Did you mean '\($0)'?" } ?? ""
        return .usage("unknown option '\(option)' for \(subcommand).\(hint) See `pokedex \(subcommand) --help`.")
    }
}
