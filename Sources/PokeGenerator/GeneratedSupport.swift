/// The fixed Swift source every generated file starts with: the two packed types its data uses.
///
/// Kept in the generated file itself so the output compiles on its own (the reference test target
/// compiles the committed golden file), and so no code outside the generated file can drift from it.
enum GeneratedSupport {
    static let source = #"""
    /// Non-negative integers packed as fixed-width six-bit digits (`0x30 + digit`) in one literal.
    struct PackedIntegers: Sendable {
        let digits: StaticString
        let width: Int

        /// The number of values.
        var count: Int { digits.utf8CodeUnitCount / width }

        /// The value at `index`. - Complexity: O(width), no allocation.
        @inline(__always)
        subscript(index: Int) -> Int {
            precondition(index >= 0 && index < count, "PackedIntegers index out of range")
            let start = digits.utf8Start + index &* width
            var value = 0
            for digit in 0..<width { value = value &<< 6 | Int(start[digit] &- 0x30) }
            return value
        }
    }

    /// Strings stored back to back as UTF-8 in one literal, with their end offsets.
    struct PackedStrings: Sendable {
        let bytes: StaticString
        let offsets: PackedIntegers

        /// The number of strings.
        var count: Int { offsets.count - 1 }

        /// The UTF-8 bytes of the string at `index`, pointing into constant data.
        /// - Complexity: O(1), no allocation.
        @inline(__always)
        func utf8(at index: Int) -> UnsafeBufferPointer<UInt8> {
            let start = offsets[index], end = offsets[index + 1]
            return UnsafeBufferPointer(start: bytes.utf8Start + start, count: end &- start)
        }

        /// The string at `index`. - Complexity: O(length); allocates when longer than 15 UTF-8 bytes.
        func string(at index: Int) -> String {
            String(decoding: utf8(at: index), as: UTF8.self)
        }

        /// All the strings, in order.
        func strings() -> [String] {
            (0..<count).map(string(at:))
        }

        /// Whether the string at `index` has exactly the UTF-8 bytes of `other`. - Complexity: O(length), no allocation.
        @inline(__always)
        func matches(_ other: UnsafeBufferPointer<UInt8>, at index: Int) -> Bool {
            let candidate = utf8(at: index)
            guard candidate.count == other.count else { return false }
            for i in 0..<other.count where candidate[i] != other[i] { return false }
            return true
        }
    }
    """#
}
