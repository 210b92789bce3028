internal import CICU

/// Runs one ICU call and turns a failing `UErrorCode` into a thrown ``FormattingError``.
///
/// Every status this module gets from ICU ends in ``check(_:_:)``, here or directly, so no
/// failure is dropped. Warnings are not failures, and cannot say whether the output follows the
/// process's locale: ICU 72's number formatter opens without a warning for a locale it has no
/// data for (`ja-Hrkt`, then formatting in LANG's locale), and its format calls report
/// U_USING_DEFAULT_WARNING for "en", "de" and "ja" alike, whose data it has. So ``ICULocaleID``
/// checks a locale's data before any formatter opens, and no status is read for it here.
@inline(__always)
func icuCall<Result>(
    _ operation: @autoclosure () -> String,
    _ body: (inout UErrorCode) -> Result
) throws(FormattingError) -> Result {
    var status = U_ZERO_ERROR
    let result = body(&status)
    try check(status, operation())
    return result
}

/// Throws ``FormattingError/icuFailure(operation:errorName:)`` when `status` is a failure.
@inline(__always)
func check(_ status: UErrorCode, _ operation: @autoclosure () -> String) throws(FormattingError) {
    guard cicu_isFailure(status) != 0 else { return }
    throw FormattingError.icuFailure(operation: operation(), errorName: String(cString: cicu_errorName(status)))
}

/// Runs an ICU call that opens an object, and hands back the object only if the call succeeded.
///
/// Some ICU opens return an object even when they fail (`unumf_openForSkeletonAndLocale`, see
/// ICU's number_capi.cpp), so on a failing status the object is closed here with `close`
/// before the error is thrown: no failure leaks what ICU allocated.
func icuOpen(
    _ operation: @autoclosure () -> String,
    close: (OpaquePointer) -> Void,
    _ body: (inout UErrorCode) -> OpaquePointer?
) throws(FormattingError) -> OpaquePointer {
    var status = U_ZERO_ERROR
    let opened = body(&status)
    guard cicu_isFailure(status) == 0 else {
        if let opened { close(opened) }
        throw FormattingError.icuFailure(operation: operation(), errorName: String(cString: cicu_errorName(status)))
    }
    guard let opened else { throw FormattingError.icuFailure(operation: operation(), errorName: "no object") }
    return opened
}
