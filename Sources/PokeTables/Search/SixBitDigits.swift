/// Integers written as fixed-width digits of six bits, each the character `0x30 + digit`
/// (`0`…`o`), most significant first: how the generator writes integer columns into string
/// literals (PokeGenerator's `PackedColumn` writes them), which the compiler reads in
/// microseconds and the run time decodes with a subtraction per digit.
package enum SixBitDigits {
    /// Every value of a column of `width` digits each, in order.
    /// - Complexity: O(digits), one pass.
    package static func decode(_ digits: UnsafeBufferPointer<UInt8>, width: Int) -> [Int] {
        decode(digits, width: width, as: Int.self)
    }

    /// Every value of a column, as `Value`s; a value too large for `Value` keeps its low bits
    /// (the generator writes each column for the type its reader decodes it as).
    /// - Complexity: O(digits), one pass.
    package static func decode<Value: FixedWidthInteger>(_ digits: UnsafeBufferPointer<UInt8>, width: Int, as _: Value.Type) -> [Value] {
        let width = max(width, 1)
        let count = digits.count / width
        return [Value](unsafeUninitializedCapacity: count) { values, initialized in
            // The usual widths unrolled: a column of a shard is millions of digits at most.
            switch width {
            case 1:
                for index in 0..<count { values[index] = Value(truncatingIfNeeded: digits[index] &- 0x30) }
            case 2:
                for index in 0..<count {
                    let offset = index &* 2
                    values[index] = Value(truncatingIfNeeded: Int(digits[offset] &- 0x30) << 6 | Int(digits[offset &+ 1] &- 0x30))
                }
            case 3:
                for index in 0..<count {
                    let offset = index &* 3
                    let high = Int(digits[offset] &- 0x30) << 12 | Int(digits[offset &+ 1] &- 0x30) << 6
                    values[index] = Value(truncatingIfNeeded: high | Int(digits[offset &+ 2] &- 0x30))
                }
            default:
                var offset = 0
                for index in 0..<count {
                    var value = 0
                    for digit in offset..<(offset + width) { value = value << 6 | Int(digits[digit] &- 0x30) }
                    values[index] = Value(truncatingIfNeeded: value)
                    offset += width
                }
            }
            initialized = count
        }
    }
}
