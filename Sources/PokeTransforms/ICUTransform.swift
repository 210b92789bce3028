internal import ICUCalls

/// One of ICU's transforms (a `UTransliterator`), owned by this object and closed in `deinit`.
///
/// Not `Sendable`: ICU's transliterators keep state while they run, so one object serves one thread.
final class ICUTransform {
    private let transliterator: OpaquePointer
    let id: String

    /// Opens the transform `id`, such as "Traditional-Simplified" or "Han-Latin; Any-NFKD".
    ///
    /// - Complexity: ICU compiles the transform's rules, once per object: in proportion to their
    ///   number, so `Han-Latin` (tens of thousands of rules) costs far more to open than
    ///   `Traditional-Simplified` or the kana, Cyrillic and Thai romanizations. Open each once.
    init(_ id: String) throws(TransformError) {
        let units = Array(id.utf16)
        transliterator = try icuOpen("open the transform \(id)") { status in
            icuc_transform_open(units, Int32(units.count), &status)
        }
        self.id = id
    }

    deinit { icuc_transform_close(transliterator) }

    /// `text` run through the transform.
    ///
    /// The Chinese transforms write a character as one or two and pinyin writes up to seven
    /// letters, so eight UTF-16 units per unit of input are plenty; a transform that needs more is
    /// given thirty-two times the room once more.
    /// - Complexity: O(n) in the text's length; about a fifth of a microsecond for one character.
    func apply(_ text: String) throws(TransformError) -> String {
        let units = Array(text.utf16)
        var status: icuc_status = 0
        for room in [8, 32] {
            var buffer = units + Array(repeating: 0, count: units.count * (room - 1) + 16)
            status = 0
            let length = icuc_transform_apply(transliterator, &buffer, Int32(units.count), Int32(buffer.count), &status)
            if length >= 0 { return String(decoding: buffer[..<Int(length)], as: UTF16.self) }
            if status != icuc_buffer_overflow { break }
        }
        throw TransformError(status, "run the transform \(id)")
    }

    /// The version of the ICU library the transforms come from, such as "72.1": a newer ICU may
    /// transform a name differently.
    static let icuVersion: String = {
        var text = [CChar](repeating: 0, count: 32)
        icuc_version(&text, Int32(text.count))
        return String(decoding: text.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }()
}
