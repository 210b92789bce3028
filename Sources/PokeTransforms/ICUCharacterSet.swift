internal import CTransforms

/// The characters an ICU converter's character set encodes and decodes back unchanged, as an ICU
/// `USet` this object owns and closes in `deinit`.
package final class ICUCharacterSet {
    private let set: OpaquePointer

    /// The round-trip set of the converter `name` ("GB2312", "Big5").
    ///
    /// - Complexity: About a quarter of a millisecond for Big5 (ICU walks the conversion table).
    package init(converter name: String) throws(TransformError) {
        var error = [CChar](repeating: 0, count: 64)
        guard let set = ctr_character_set_open(name, &error, Int32(error.count)) else {
            throw .icuFailure(operation: "read the characters of the \(name) converter", errorName: String(decoding: error.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self))
        }
        self.set = set
    }

    deinit { ctr_character_set_close(set) }

    /// Whether the character set has `scalar`.
    /// - Complexity: O(log r) in the set's number of ranges.
    package func contains(_ scalar: Unicode.Scalar) -> Bool {
        ctr_character_set_contains(set, scalar.value) != 0
    }
}
