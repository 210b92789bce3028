internal import ICUCalls

/// Runs one ICU call and turns a failing status into a thrown ``FormattingError``.
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
    _ body: (inout icuc_status) -> Result
) throws(FormattingError) -> Result {
    var status: icuc_status = 0
    let result = body(&status)
    try check(status, operation())
    return result
}

/// Throws ``FormattingError/icuFailure(operation:errorName:)`` when `status` is a failure.
@inline(__always)
func check(_ status: icuc_status, _ operation: @autoclosure () -> String) throws(FormattingError) {
    guard icuc_is_failure(status) != 0 else { return }
    throw FormattingError.icuFailure(operation: operation(), errorName: String(cString: icuc_error_name(status)))
}

/// Runs an ICU call that opens an object, and hands back the object only if the call succeeded.
///
/// ICUCalls' opens return NULL on a failing status, having closed whatever ICU handed back (some
/// ICU opens return an object even when they fail, `unumf_openForSkeletonAndLocale` among them),
/// so no failure leaks what ICU allocated.
func icuOpen(
    _ operation: @autoclosure () -> String,
    _ body: (inout icuc_status) -> OpaquePointer?
) throws(FormattingError) -> OpaquePointer {
    let opened = try icuCall(operation(), body)
    guard let opened else { throw FormattingError.icuFailure(operation: operation(), errorName: "no object") }
    return opened
}
