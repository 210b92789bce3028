/// A key of at most 15 UTF-8 bytes as two words: the whole key, its length, and nothing else.
///
/// `low` holds bytes 0–7 and `high` bytes 8–14 (little-endian, zero-filled), with the byte count
/// in bits 56–59 of `high`. Two short keys are equal exactly when their words are, so a lookup
/// compares two integers instead of looping over bytes.
///
/// Every species and type slug is this short (the longest species slug has 12 bytes), and so
/// are most `/pokemon` slugs (the longest, `urshifu-single-strike-gmax`, has 26 bytes).
@usableFromInline
package struct ShortSlug: Hashable, Sendable {
    /// The longest key, in UTF-8 bytes, that has a short form.
    @usableFromInline package static let maximumCount = 15

    /// Bytes 0–7 of the key, little-endian, zero-filled.
    @usableFromInline package let low: UInt64
    /// Bytes 8–14 of the key, little-endian, zero-filled, with the byte count in bits 56–59.
    @usableFromInline package let high: UInt64

    @inlinable
    package init(low: UInt64, high: UInt64) {
        self.low = low
        self.high = high
    }

    /// A value no key's short form equals (its length nibble is out of range): it stands in for a
    /// key longer than 15 bytes in a table of short forms.
    @usableFromInline package static let unmatchable = ShortSlug(low: 0, high: .max)

    /// The short form of UTF-8 bytes; `nil` when there are more than 15.
    ///
    /// Reads each half (bytes 0–7, bytes 8–14) with loads that stay inside that half and inside the
    /// buffer (one 8-byte load, two 4-byte loads, or three byte loads for 1–3 bytes):
    /// overlapping loads from both ends of a half put every byte in its
    /// place (a byte read twice is the same byte both times). Staying inside a half matters for a
    /// small string, which Swift copies to the stack as two 8-byte words: a load across the two
    /// would wait for both stores (measured: a third of a lookup).
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    package init?(_ bytes: UnsafeBufferPointer<UInt8>) {
        let count = bytes.count
        guard count <= Self.maximumCount else { return nil }
        guard count > 0, let start = bytes.baseAddress else {
            self.init(low: 0, high: 0)
            return
        }
        let raw = UnsafeRawPointer(start)
        if count >= 8 {
            let low = UInt64(littleEndian: raw.loadUnaligned(as: UInt64.self))
            let high = Self.word(raw + 8, count: count &- 8)
            self.init(low: low, high: high | UInt64(count) &<< 56)
        } else {
            self.init(low: Self.word(raw, count: count), high: UInt64(count) &<< 56)
        }
    }

    /// `count` (0–7) bytes from `start` as a little-endian word, read with loads inside them.
    @inlinable @inline(__always)
    static func word(_ start: UnsafeRawPointer, count: Int) -> UInt64 {
        if count >= 4 {
            let head = UInt64(UInt32(littleEndian: start.loadUnaligned(as: UInt32.self)))
            let tail = UInt64(UInt32(littleEndian: start.loadUnaligned(fromByteOffset: count &- 4, as: UInt32.self)))
            return head | tail &<< UInt64(8 &* (count &- 4))
        }
        guard count > 0 else { return 0 }
        let bytes = start.assumingMemoryBound(to: UInt8.self)
        let first = UInt64(bytes[0])
        let middle = UInt64(bytes[count &>> 1])
        let last = UInt64(bytes[count &- 1])
        return first | middle &<< UInt64(8 &* (count &>> 1)) | last &<< UInt64(8 &* (count &- 1))
    }

    /// The short form of a string's UTF-8; `nil` when it has more than 15 bytes.
    /// - Complexity: O(1) for a string stored contiguously (every native Swift string); otherwise
    ///   O(n), copying its UTF-8 first.
    @inlinable
    package init?(_ string: String) {
        if let slug = string.utf8.withContiguousStorageIfAvailable({ ShortSlug($0) }) {
            guard let slug else { return nil }
            self = slug
            return
        }
        guard let slug = Array(string.utf8).withUnsafeBufferPointer({ ShortSlug($0) }) else { return nil }
        self = slug
    }

    /// The key as a string. - Complexity: O(1); no allocation.
    package var string: String {
        withUnsafeBytes(of: (low.littleEndian, high.littleEndian)) { bytes in
            String(decoding: bytes.prefix(Int(high &>> 56 & 0xF)), as: UTF8.self)
        }
    }
}
