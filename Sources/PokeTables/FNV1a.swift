/// The 64-bit FNV-1a hash: a fingerprint for noticing that something changed, not for security.
///
/// Used where a tool skips work its inputs don't call for (pokegen's input digest, the fingerprint
/// in each `searchkeys/<locale>.txt` that spares loccheck the romanizing transforms) and for the
/// disk cache's file names and checksums.
package struct FNV1a: Sendable {
    /// The hash of everything added so far.
    package private(set) var value: UInt64 = Self.offsetBasis

    /// The state a hash starts from.
    @inlinable package static var offsetBasis: UInt64 { 0xCBF2_9CE4_8422_2325 }

    /// The state after `state` with one more value added: FNV-1a's step (over a byte for this
    /// type's hashes; the deletion index of loccheck's suggestions steps over whole scalars).
    @inlinable @inline(__always)
    package static func step(_ state: UInt64, _ value: UInt64) -> UInt64 {
        (state ^ value) &* 0x0000_0100_0000_01B3
    }

    package init() {}

    /// The hash of `bytes`.
    package init(hashing bytes: some Sequence<UInt8>) {
        add(bytes)
    }

    /// Adds `bytes` to the hash.
    /// - Complexity: O(n) in the number of bytes.
    package mutating func add(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            value = Self.step(value, UInt64(byte))
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
