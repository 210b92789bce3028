internal import CICU

/// The characters an ICU converter's character set encodes and decodes back unchanged, as an ICU
/// `USet` this object owns and closes in `deinit`.
final class ICUCharacterSet {
    private let set: OpaquePointer

    /// The round-trip set of the converter `name` ("GB2312", "Big5").
    ///
    /// - Complexity: About a quarter of a millisecond for Big5 (ICU walks the conversion table).
    init(converter name: String) throws(HanVariantError) {
        guard let set = cicu_uset_openEmpty() else {
            throw .icuFailure(operation: "create an empty character set", errorName: "no set")
        }
        self.set = set
        let converter = try icuCall("open the \(name) converter") { status in cicu_ucnv_open(name, &status) }
        defer { cicu_ucnv_close(converter) }
        try icuCall("read the characters of the \(name) converter") { status in cicu_ucnv_roundTripSet(converter, set, &status) }
    }

    deinit { cicu_uset_close(set) }

    /// Whether the character set has `scalar`.
    /// - Complexity: O(log r) in the set's number of ranges.
    func contains(_ scalar: Unicode.Scalar) -> Bool {
        cicu_uset_contains(set, Int32(bitPattern: scalar.value)) != 0
    }
}
