/// A key of at most 15 UTF-8 bytes as two words: the whole key, its length, and nothing else.
///
/// `low` holds bytes 0–7 and `high` bytes 8–14 (little-endian, zero-filled), with the byte count
/// in bits 56–59 of `high`. Two short keys are equal exactly when their words are, so a lookup
/// compares two integers instead of looping over bytes.
///
/// Every species and type slug is this short (the longest species slug has 12 bytes), and so
/// are most `/pokemon` slugs (the longest, `urshifu-single-strike-gmax`, has 26 bytes), and so
/// is every string Swift stores inline. For such a "small" string the words are read straight
/// from the `String` value with no call and no copy (``init(smallString:)``).
public struct ShortSlug: Hashable, Sendable {
    /// The longest key, in UTF-8 bytes, that has a short form.
    public static let maximumCount = 15

    /// Bytes 0–7 of the key, little-endian, zero-filled.
    public let low: UInt64
    /// Bytes 8–14 of the key, little-endian, zero-filled, with the byte count in bits 56–59.
    public let high: UInt64

    @inlinable
    public init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// A value no key's short form equals (its length nibble is out of range): it stands in for a
    /// key longer than 15 bytes in a table of short forms.
    public static let unmatchable = ShortSlug(low: 0, high: .max)

    /// The short form of UTF-8 bytes; `nil` when there are more than 15.
    /// - Complexity: O(n) in the number of bytes, at most 15.
    @inlinable
    public init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        guard bytes.count <= Self.maximumCount else { return nil }
        var low: UInt64 = 0, high = UInt64(bytes.count) &<< 56
        for index in 0..<bytes.count {
            let byte = UInt64(bytes[index])
            if index < 8 { low |= byte &<< (8 &* index) } else { high |= byte &<< (8 &* (index &- 8)) }
        }
        self.init(low: low, high: high)
    }

    /// The short form of a string's UTF-8; `nil` when it has more than 15 bytes.
    public init?(_ string: String) {
        var copy = string
        guard let slug = copy.withUTF8({ ShortSlug($0) }) else { return nil }
        self = slug
    }

    /// The short form of a string Swift stores inline ("small": at most 15 UTF-8 bytes, as the
    /// standard library makes every short string it decodes), read from the value's two words
    /// without a call or a copy; `nil` for any other string, which ``init(_:)-(String)`` handles.
    ///
    /// This reads the standard library's layout of a small string on 64-bit little-endian
    /// platforms (the layout Apple's platforms guarantee as ABI): code units in order, then the
    /// count in the low nibble of the last byte, whose high nibble is a discriminator with bit 61
    /// of the second word set for small strings only. Other platforms always get `nil`. The
    /// localizer checks the reading against ``init(_:)-(String)`` once per process and stops using
    /// it if they ever disagree (see ``smallStringLayoutIsKnown``).
    /// - Complexity: O(1): two loads and two masks.
    @inlinable @inline(__always)
    public init?(smallString string: String) {
        #if _pointerBitWidth(_64) && _endian(little)
        let words = unsafeBitCast(string, to: (UInt64, UInt64).self)
        guard words.1 & (1 &<< 61) != 0 else { return nil }
        self.init(low: words.0, high: words.1 & 0x0FFF_FFFF_FFFF_FFFF)
        #else
        return nil
        #endif
    }

    /// The key as a string. - Complexity: O(1); no allocation.
    public var string: String {
        withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { bytes in
            String(decoding: bytes.prefix(Int(high &>> 56 & 0xF)), as: UTF8.self)
        }
    }

    /// Whether ``init(smallString:)`` reads this process's strings as ``init(_:)-(String)`` does,
    /// checked on ASCII and non-ASCII strings of every short length.
    /// - Complexity: about a microsecond; call once and keep the answer.
    public static func smallStringLayoutIsKnown() -> Bool {
        let samples = (0...maximumCount).map { String(repeating: "a", count: $0) }
            + ["pikachu", "mr-mime", "nidoran-f", "é", "フシギダネ", "ポッチャマ", "ab\u{0}c", "型-x"]
        var inlineSeen = false
        for sample in samples {
            let decoded = String(decoding: Array(sample.utf8), as: UTF8.self)
            guard let slug = ShortSlug(decoded) else { continue }
            if let inline = ShortSlug(smallString: decoded) {
                guard inline == slug else { return false }
                inlineSeen = true
            }
        }
        return inlineSeen
    }
}
