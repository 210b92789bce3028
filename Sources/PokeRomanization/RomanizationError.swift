/// ICU could not open or run a transform the romanizer needs.
package enum RomanizationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An ICU call failed; `errorName` is ICU's `u_errorName`, such as "U_INVALID_ID".
    case icuFailure(operation: String, errorName: String)

    package var description: String {
        switch self {
        case .icuFailure(let operation, let errorName):
            return "ICU failed to \(operation) (\(errorName)). Check that libicu-dev and its full data "
                + "(the libicu package, with its transforms) are installed."
        }
    }
}
