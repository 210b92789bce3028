internal import CICU

/// One of ICU's transforms (a `UTransliterator`), owned by this object and closed in `deinit`.
///
/// PokeHanVariants has its own: the two targets serve different checks and share nothing else,
/// and this one throws the romanizer's error.
/// Not `Sendable`: ICU's transliterators keep state while they run, so one object serves one thread.
final class ICUTransliterator {
    /// ICU declares `UTransliterator` as `void *`, so its handle is a pointer to one.
    private let transliterator: UnsafeMutablePointer<UTransliterator?>
    let id: String

    /// Opens the transform `id`, such as "Han-Latin" or "Katakana-Latin; Any-NFD".
    /// - Complexity: ICU compiles the transform's rules once: up to a few tens of milliseconds.
    init(_ id: String) throws(RomanizationError) {
        let units = Array(id.utf16)
        var status = U_ZERO_ERROR
        let opened = cicu_utrans_open(units, Int32(units.count), &status)
        guard cicu_isFailure(status) == 0, let opened else {
            throw .icuFailure(operation: "open the transform \(id)", errorName: String(cString: cicu_errorName(status)))
        }
        transliterator = opened
        self.id = id
    }

    deinit { cicu_utrans_close(transliterator) }

    /// `text` run through the transform; retried once with more room when ICU asks for it.
    /// - Complexity: O(n) in the text's length.
    func apply(_ text: String) throws(RomanizationError) -> String {
        let units = Array(text.utf16)
        for room in [8, 32] {
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
