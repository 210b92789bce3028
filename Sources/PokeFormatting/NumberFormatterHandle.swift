internal import ICUCalls
import Synchronization

/// Owns one ICU `UNumberFormatter` opened from a number skeleton, and closes it in `deinit`.
///
/// `@unchecked Sendable`: the formatter is never mutated after opening, and ICU documents
/// UNumberFormatter as shareable between threads as long as each thread formats into its own
/// UFormattedNumber (unumberformatter.h, unumf_formatInt: "The UNumberFormatter can be shared
/// between threads. Each thread should have its own local UFormattedNumber"). A call borrows
/// the handle's spare result object only while no other call holds it (an atomic flag, acquired
/// and released around the call), and otherwise opens one of its own, so two threads never
/// share a result object.
final class NumberFormatterHandle: @unchecked Sendable {
    private let formatter: OpaquePointer
    /// A result object kept open because opening one per call is a noticeable share of a call.
    private let spareResult: OpaquePointer
    private let spareResultInUse = Atomic<Bool>(false)

    /// Opens a formatter for a skeleton such as "measure-unit/mass-kilogram scale/0.1 .0".
    ///
    /// - Complexity: Opening loads the locale's data the first time (far dearer than a call), and
    ///   ICU builds a formatter's fast path only on its third call: the first three calls each cost
    ///   many times what every later one does (`pokebench formatters` measures both). Cache
    ///   handles; never open one per call.
    init(skeleton: String, locale: ICULocaleID) throws(FormattingError) {
        let utf16 = Array(skeleton.utf16)
        let opened = try icuOpen("open a number formatter for '\(skeleton)' in '\(locale.identifier)'") { status in
            icuc_number_formatter_open(utf16, Int32(utf16.count), locale.identifier, &status)
        }
        let result: OpaquePointer
        do throws(FormattingError) {
            result = try Self.openResult()
        } catch {
            icuc_number_formatter_close(opened)  // deinit does not run for an init that throws
            throw error
        }
        formatter = opened
        spareResult = result
    }

    deinit {
        icuc_number_result_close(spareResult)
        icuc_number_formatter_close(formatter)
    }

    /// Formats an integer and lends `body` the UTF-16 text, valid only inside `body`.
    ///
    /// - Complexity: ICU's formatting, plus opening a result object when another thread is
    ///   using the spare one.
    func withFormatted<Output>(
        _ value: Int,
        _ body: (UnsafeBufferPointer<UInt16>) throws(FormattingError) -> Output
    ) throws(FormattingError) -> Output {
        let borrowsSpare = spareResultInUse.compareExchange(
            expected: false, desired: true, ordering: .acquiring
        ).exchanged
        let result = borrowsSpare ? spareResult : try Self.openResult()
        defer {
            if borrowsSpare {
                spareResultInUse.store(false, ordering: .releasing)
            } else {
                icuc_number_result_close(result)
            }
        }
        try icuCall("format the number \(value)") { status in
            icuc_number_format_int(formatter, Int64(value), result, &status)
        }
        return try withUTF16Output(
            "read the formatted number \(value)",
            fill: { buffer, capacity, status in
                icuc_number_result_text(result, buffer, capacity, &status)
            }, body)
    }

    /// Opens a result object; the caller closes it.
    private static func openResult() throws(FormattingError) -> OpaquePointer {
        try icuOpen("open a number result") { status in icuc_number_result_open(&status) }
    }

    /// Formats an integer as a String.
    func format(_ value: Int) throws(FormattingError) -> String {
        try withFormatted(value, string(fromUTF16:))
    }
}
