internal import ICUCalls

/// The characters an ICU converter's character set encodes and decodes back unchanged, as an ICU
/// `USet` this object owns and closes in `deinit`.
final class ICUCharacterSet {
    private let set: OpaquePointer

    /// The round-trip set of the converter `name` ("GB2312", "Big5").
    ///
    /// - Complexity: About a quarter of a millisecond for Big5 (ICU walks the conversion table).
    init(converter name: String) throws(TransformError) {
        set = try icuOpen("read the characters of the \(name) converter") { status in icuc_character_set_open(name, &status) }
    }

    deinit { icuc_character_set_close(set) }

    /// Whether the character set has `scalar`.
    /// - Complexity: O(log r) in the set's number of ranges.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        icuc_character_set_contains(set, scalar.value) != 0
    }
}
