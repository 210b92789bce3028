/// The hash that generated slug tables are built with and looked up by.
///
/// 32-bit FNV-1a over the UTF-8 bytes: a few instructions per byte, no allocation, and the same
/// value at generation time and at run time on every platform (unlike `Hasher`, which is seeded
/// per process).
public enum SlugHash {
    /// Hashes UTF-8 bytes.
    /// - Complexity: O(n) in the number of bytes.
    @inlinable
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        var hash: UInt32 = 2_166_136_261
        for byte in bytes {
            hash = (hash ^ UInt32(byte)) &* 16_777_619
        }
        return hash
    }

    /// Hashes a string's UTF-8 form, without copying it when it is stored contiguously.
    @inlinable
    public static func hash(_ string: String) -> UInt32 {
        if let hash = string.utf8.withContiguousStorageIfAvailable({ hash($0) }) {
            return hash
        }
        return Array(string.utf8).withUnsafeBufferPointer { hash($0) }
    }

    /// The slot table for keys: a power-of-two array at most half full, where slot
    /// `hash & (count - 1)` (then the next ones, wrapping) holds `index + 1` of each key and 0
    /// marks an empty slot.
    public static func slots(for keys: [String]) -> [UInt16] {
        precondition(keys.count < Int(UInt16.max), "a slot table holds at most 65,534 keys")
        var size = 8
        while size < keys.count * 2 { size *= 2 }
        var slots = [UInt16](repeating: 0, count: size)
        for (index, key) in keys.enumerated() {
            var slot = Int(hash(key)) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = UInt16(index + 1)
        }
        return slots
    }
}
