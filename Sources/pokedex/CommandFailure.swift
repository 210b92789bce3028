/// Why a `pokedex` run ended without its answer; each case has its exit code.
///
/// Arguments that can't be run as given are ArgumentParser's to report (a parse error, or a
/// `ValidationError` from a command's `validate()`), with exit code ``usageExitCode``.
enum CommandFailure: Error, CustomStringConvertible {
    /// Nothing matched what the user asked for (exit 1).
    case notFound(String)
    /// The arguments were fine but the work failed, e.g. the server did not answer (exit 2).
    case couldNotRun(String)

    /// The exit code of a usage error: pokedex's documented 2, not ArgumentParser's 64.
    static let usageExitCode: Int32 = 2

    var exitCode: Int32 {
        switch self {
        case .notFound: 1
        case .couldNotRun: 2
        }
    }

    var description: String {
        switch self {
        case .notFound(let reason), .couldNotRun(let reason): reason
        }
    }
}
