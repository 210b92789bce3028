/// ICU could not open or run a transform or converter set that loccheck's script work needs.
package enum TransformError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An ICU call failed; `errorName` is ICU's `u_errorName`, such as "U_MISSING_RESOURCE_ERROR".
    case icuFailure(operation: String, errorName: String)

    package var description: String {
        switch self {
        case .icuFailure(let operation, let errorName):
            return "ICU failed to \(operation) (\(errorName)). Check that libicu-dev and its full data "
                + "(the libicu package, with its transforms and converters) are installed."
        }
    }
}
