internal import ICUCalls

/// ICU could not open or run a transform or converter set that loccheck's script work needs.
package enum TransformError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An ICU call failed; `errorName` is ICU's `u_errorName`, such as "U_MISSING_RESOURCE_ERROR".
    case icuFailure(operation: String, errorName: String)

    /// The failure of `operation` with ICU's `status`.
    init(_ status: icuc_status, _ operation: String) {
        self = .icuFailure(operation: operation, errorName: String(cString: icuc_error_name(status)))
    }

    package var description: String {
        switch self {
        case .icuFailure(let operation, let errorName):
            return "ICU failed to \(operation) (\(errorName)). Check that libicu-dev and its full data "
                + "(the libicu package, with its transforms and converters) are installed."
        }
    }
}

/// Runs an ICU open and hands back the object, or throws with ICU's error name when it failed
/// (ICUCalls' opens return NULL then, having closed anything ICU opened).
func icuOpen(_ operation: @autoclosure () -> String, _ body: (inout icuc_status) -> OpaquePointer?) throws(TransformError) -> OpaquePointer
{
    var status: icuc_status = 0
    let opened = body(&status)
    guard icuc_is_failure(status) == 0 else { throw TransformError(status, operation()) }
    guard let opened else { throw .icuFailure(operation: operation(), errorName: "no object") }
    return opened
}
