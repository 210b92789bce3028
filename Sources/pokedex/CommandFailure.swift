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
}
