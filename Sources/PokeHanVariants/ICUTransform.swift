internal import CICU

/// One of ICU's transforms (a `UTransliterator`), owned by this object and closed in `deinit`.
///
/// Not `Sendable`: ICU's transliterators keep state while they run, so one object serves one thread.
final class ICUTransform {
    /// ICU declares `UTransliterator` as `void *`, so its handle is a pointer to one.
    private let transliterator: UnsafeMutablePointer<UTransliterator?>
    let id: String

    /// Opens the transform `id`, such as "Traditional-Simplified".
    ///
    /// - Complexity: ICU compiles the transform's rules: 10–20 ms for the Chinese ones, paid once.
    init(_ id: String) throws(HanVariantError) {
        let units = Array(id.utf16)
        let opened = try icuCall("open the transform \(id)") { status in
            cicu_utrans_open(units, Int32(units.count), &status)
        }
        guard let opened else { throw .icuFailure(operation: "open the transform \(id)", errorName: "no transform") }
        transliterator = opened
        self.id = id
    }

    deinit { cicu_utrans_close(transliterator) }

    /// `text` run through the transform.
    ///
    /// The Chinese transforms write a character as one or two, so four UTF-16 units per unit of
    /// input are plenty; a transform that needs more is given sixteen times the room once more.
    /// - Complexity: O(n) in the text's length; about a fifth of a microsecond for one character.
    func apply(_ text: String) throws(HanVariantError) -> String {
        let units = Array(text.utf16)
        for room in [4, 16] {
            var buffer = units + Array(repeating: 0, count: units.count * (room - 1) + 16)
            var length = Int32(units.count)
            var limit = Int32(units.count)
            var status = U_ZERO_ERROR
            cicu_utrans_transUChars(transliterator, &buffer, &length, Int32(buffer.count), 0, &limit, &status)
            if status == U_BUFFER_OVERFLOW_ERROR { continue }
            guard cicu_isFailure(status) == 0, length >= 0, Int(length) <= buffer.count else {
                throw .icuFailure(operation: "run the transform \(id)", errorName: String(cString: cicu_errorName(status)))
            }
            return String(decoding: buffer[..<Int(length)], as: UTF16.self)
        }
        throw .icuFailure(operation: "run the transform \(id)", errorName: "U_BUFFER_OVERFLOW_ERROR")
    }
}
