/// The fixed Swift source every generated file starts with: the two packed types its data uses.
///
/// Kept in the generated file itself so the output compiles on its own (the reference test target
/// compiles the committed golden file), and so no code outside the generated file can drift from it.
enum GeneratedSupport {
    static let source = #"""
    /// Non-negative integers packed as fixed-width six-bit digits (`0x30 + digit`) in one literal.
    @usableFromInline
    struct PackedIntegers: Sendable {
        @usableFromInline let digits: StaticString
        @usableFromInline let width: Int

        @inlinable
        init(digits: StaticString, width: Int) {
            self.digits = digits
            self.width = width
        }

        /// The number of values.
        @inlinable
        var count: Int { digits.utf8CodeUnitCount / width }

        /// The value at `index`. - Complexity: O(width), no allocation.
        @inlinable @inline(__always)
        subscript(index: Int) -> Int {
            let offset = index &* width
            precondition(index >= 0 && offset &+ width <= digits.utf8CodeUnitCount, "PackedIntegers index out of range")
            let start = digits.utf8Start + offset
            var value = Int(start[0] &- 0x30)
            var digit = 1
            while digit < width {
                value = value &<< 6 | Int(start[digit] &- 0x30)
                digit &+= 1
            }
            return value
        }
    }

    /// A key list and its perfect hash: the slot of each key's position and a pilot per bucket,
    /// built with `seed` (see `SlotTable` in PokeTables).
    @usableFromInline
    struct GeneratedKeys: Sendable {
        @usableFromInline let slugs: PackedStrings
        @usableFromInline let slots: PackedIntegers
        @usableFromInline let pilots: PackedIntegers
        @usableFromInline let seed: UInt64

        @inlinable
        init(slugs: PackedStrings, slots: PackedIntegers, pilots: PackedIntegers, seed: UInt64) {
            self.slugs = slugs
            self.slots = slots
            self.pilots = pilots
            self.seed = seed
        }
    }

    /// Strings stored back to back as UTF-8 in one literal, with their end offsets.
    @usableFromInline
    struct PackedStrings: Sendable {
        @usableFromInline let bytes: StaticString
        @usableFromInline let offsets: PackedIntegers

        @inlinable
        init(bytes: StaticString, offsets: PackedIntegers) {
            self.bytes = bytes
            self.offsets = offsets
        }

        /// The number of strings.
        @inlinable
        var count: Int { offsets.count - 1 }

        /// The UTF-8 bytes of the string at `index`, pointing into constant data.
        /// - Complexity: O(1), no allocation.
        @inlinable @inline(__always)
        func utf8(at index: Int) -> UnsafeBufferPointer<UInt8> {
            let start = offsets[index], end = offsets[index + 1]
            return UnsafeBufferPointer(start: bytes.utf8Start + start, count: end &- start)
        }

        /// The string at `index`. - Complexity: O(length); allocates when longer than 15 UTF-8 bytes.
        @inlinable
        func string(at index: Int) -> String {
            String(decoding: utf8(at: index), as: UTF8.self)
        }

        /// All the strings, in order.
        @inlinable
        func strings() -> [String] {
            (0..<count).map(string(at:))
        }
    }
    """#
}
