internal import CTransforms

/// One of ICU's transforms (a `UTransliterator`), owned by this object and closed in `deinit`.
///
/// Not `Sendable`: ICU's transliterators keep state while they run, so one object serves one thread.
package final class ICUTransform {
    private let transliterator: OpaquePointer
    package let id: String

    /// Opens the transform `id`, such as "Traditional-Simplified" or "Han-Latin; Any-NFKD".
    ///
    /// - Complexity: ICU compiles the transform's rules, once per object: about 3 ms for
    ///   `Traditional-Simplified`, 1 ms for the kana, Cyrillic and Thai romanizations, and about
    ///   90 ms for `Han-Latin` (tens of thousands of rules); measured with ICU 72 on a 2-core machine.
    package init(_ id: String) throws(TransformError) {
        let units = Array(id.utf16)
        var error = [CChar](repeating: 0, count: 64)
        guard let opened = ctr_transform_open(units, Int32(units.count), &error, Int32(error.count)) else {
            throw .icuFailure(operation: "open the transform \(id)", errorName: Self.name(error))
        }
        transliterator = opened
        self.id = id
    }

    deinit { ctr_transform_close(transliterator) }

    /// `text` run through the transform.
    ///
    /// The Chinese transforms write a character as one or two and pinyin writes up to seven
    /// letters, so eight UTF-16 units per unit of input are plenty; a transform that needs more is
    /// given thirty-two times the room once more.
    /// - Complexity: O(n) in the text's length; about a fifth of a microsecond for one character.
    package func apply(_ text: String) throws(TransformError) -> String {
        let units = Array(text.utf16)
        var error = [CChar](repeating: 0, count: 64)
        for room in [8, 32] {
            var buffer = units + Array(repeating: 0, count: units.count * (room - 1) + 16)
            let length = ctr_transform_apply(transliterator, &buffer, Int32(units.count), Int32(buffer.count), &error, Int32(error.count))
            if length >= 0 { return String(decoding: buffer[..<Int(length)], as: UTF16.self) }
            if Self.name(error) != "U_BUFFER_OVERFLOW_ERROR" { break }
        }
        throw .icuFailure(operation: "run the transform \(id)", errorName: Self.name(error))
    }

    /// The version of the ICU library the transforms come from, such as "72.1": a newer ICU may
    /// transform a name differently.
    package static let icuVersion: String = {
        var text = [CChar](repeating: 0, count: 32)
        ctr_icu_version(&text, Int32(text.count))
        return name(text)
    }()

    private static func name(_ error: [CChar]) -> String {
        String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
