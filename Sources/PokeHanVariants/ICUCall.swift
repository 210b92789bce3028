internal import CICU

/// Runs one ICU call and turns a failing `UErrorCode` into a thrown ``HanVariantError``.
///
/// Warnings (such as U_USING_DEFAULT_WARNING) are not failures.
func icuCall<Result>(_ operation: @autoclosure () -> String, _ body: (inout UErrorCode) -> Result) throws(HanVariantError) -> Result {
    var status = U_ZERO_ERROR
    let result = body(&status)
    guard cicu_isFailure(status) == 0 else {
        throw .icuFailure(operation: operation(), errorName: String(cString: cicu_errorName(status)))
    }
    return result
}
