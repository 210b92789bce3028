/// The 64-bit FNV-1a hash: a fingerprint for noticing that something changed, not for security.
///
/// Used where a tool skips work its inputs don't call for (pokegen's input digest, the fingerprint
/// in each `searchkeys/<locale>.txt` that spares loccheck the romanizing transforms) and for the
/// disk cache's file names and checksums.
package struct FNV1a: Sendable {
    /// The hash of everything added so far.
    package private(set) var value: UInt64 = 0xCBF2_9CE4_8422_2325

    package init() {}

    /// The hash of `bytes`.
    package init(hashing bytes: some Sequence<UInt8>) {
        add(bytes)
    }

    /// Adds `bytes` to the hash.
    /// - Complexity: O(n) in the number of bytes.
    package mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
        }
    }

    /// Adds `text`'s UTF-8 and then a zero byte, so that "ab" + "c" and "a" + "bc" differ.
    package mutating func add(field text: String) {
        add(text.utf8)
        add(CollectionOfOne(0))
    }

    /// The hash as 16 lower-case hex digits.
    package var hex: String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
