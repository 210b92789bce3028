/// Packs integers as fixed-width digits of six bits, each stored as the character `0x30 + digit`
/// (`0`…`o`), so a whole column is one string literal the compiler reads in microseconds and
/// the run time decodes with a subtraction per digit.
enum PackedColumn {
    /// The number of digits needed for the largest value (at least one).
    static func width(for values: [Int]) -> Int {
        var width = 1
        while (values.max() ?? 0) >= 1 << (6 * width) { width += 1 }
        return width
    }

    /// The digits of every value, most significant first, as one string.
    static func digits(_ values: [Int], width: Int) -> String {
        var text = ""
        text.reserveCapacity(values.count * width)
        for value in values {
            precondition(value >= 0, "packed columns hold non-negative integers")
            for digit in (0..<width).reversed() {
                text.unicodeScalars.append(Unicode.Scalar(UInt8(0x30 + (value >> (6 * digit)) & 63)))
            }
        }
        return text
    }

    /// A `PackedIntegers(...)` expression for the values.
    static func integers(_ values: [Int]) -> String {
        let width = width(for: values)
        return "PackedIntegers(digits: \(SwiftLiteral.string(digits(values, width: width))), width: \(width))"
    }

    /// A `PackedStrings(...)` expression: the strings' UTF-8 bytes joined, and their end offsets.
    static func strings(_ values: [String]) -> String {
        var ends: [Int] = [0]
        for value in values { ends.append(ends.last! + value.utf8.count) }
        return "PackedStrings(bytes: \(SwiftLiteral.string(values.joined())), offsets: \(integers(ends)))"
    }
}
