/// The hash that generated slug tables are built with and looked up by.
///
/// Reads eight bytes at a time and mixes each word with one multiply, so a typical slug
/// (under 16 bytes) costs two loads and three multiplies; the same value at generation time and
/// at run time on every platform (unlike `Hasher`, which is seeded per process).
public enum SlugHash {
    /// Hashes UTF-8 bytes.
    ///
    /// Like xxHash3's short-input path: up to 16 bytes are read as two overlapping loads with no
    /// loop; longer input adds a word at a time. Every load stays inside `bytes`.
    /// - Complexity: O(n) in the number of bytes, eight at a time.
    @inlinable @inline(__always)
    public static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt32 {
        let count = bytes.count
        let seed = UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        guard let base = bytes.baseAddress, count > 0 else { return finish(seed) }
        let raw = UnsafeRawPointer(base)
        @inline(__always) func word(_ offset: Int) -> UInt64 {
            UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
        }
        @inline(__always) func half(_ offset: Int) -> UInt64 {
            UInt64(UInt32(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self)))
        }
        let first: UInt64, last: UInt64
        var hash = seed
        switch count {
        case 1...3:
            first = UInt64(base[0]) | UInt64(base[count >> 1]) &<< 8 | UInt64(base[count &- 1]) &<< 16
            last = 0
        case 4...8:
            first = half(0)
            last = half(count &- 4)
        default:
            var offset = 0
            while offset &+ 16 < count {
                hash = (hash ^ word(offset)) &* 0xFF51_AFD7_ED55_8CCD
                hash ^= hash &>> 32
                offset &+= 8
            }
            first = word(offset)
            last = word(count &- 8)
        }
        hash = (hash ^ first) &* 0xFF51_AFD7_ED55_8CCD
        hash = (hash ^ (hash &>> 32) ^ last) &* 0xC4CE_B9FE_1A85_EC53
        return finish(hash)
    }

    @inlinable
    static func finish(_ hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: hash ^ (hash &>> 29))
    }

    /// Hashes a string's UTF-8 form, without copying it when it is stored contiguously.
    @inlinable
    public static func hash(_ string: String) -> UInt32 {
        var copy = string
        return copy.withUTF8 { hash($0) }
    }

    /// The slot table for keys: a power-of-two array at most a quarter full, where slot
    /// `hash & (count - 1)` (then the next ones, wrapping) holds `index + 1` of each key and 0
    /// marks an empty slot. A quarter full keeps the average successful search near one probe.
    public static func slots(for keys: [String]) -> [UInt16] {
        precondition(keys.count < Int(UInt16.max), "a slot table holds at most 65,534 keys")
        var size = 8
        while size < keys.count * 4 { size *= 2 }
        var slots = [UInt16](repeating: 0, count: size)
        for (index, key) in keys.enumerated() {
            var slot = Int(hash(key)) & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = UInt16(index + 1)
        }
        return slots
    }
}
