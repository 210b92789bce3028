/// Spells values as Swift literals that compile to exactly the same value and can never become code.
enum SwiftLiteral {
    /// A string literal in which only printable ASCII other than `"` and `\` stands as itself;
    /// every other scalar, and those two, are escapes (`\\`, `\"`, `\u{…}`).
    ///
    /// Because `\` is always escaped, `\(` can't start an interpolation; because `"` is always
    /// escaped, no value can close the literal; new lines, NUL, bidi controls and combining marks
    /// are escapes, so nothing in the value changes how the source reads or lexes.
    static func string(_ value: String) -> String {
        var literal = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": literal += "\\\""
            case "\\": literal += "\\\\"
            case " "..."~": literal.unicodeScalars.append(scalar)
            default: literal += "\\u{\(String(scalar.value, radix: 16, uppercase: true))}"
            }
        }
        return literal + "\""
    }

    /// An array literal of string literals, eight per line.
    static func stringArray(_ values: [String], indent: String) -> String {
        array(values.map(string), perLine: 8, indent: indent)
    }

    /// An array literal of integers, sixteen per line.
    static func integerArray(_ values: [some BinaryInteger], indent: String) -> String {
        array(values.map { "\($0)" }, perLine: 16, indent: indent)
    }

    private static func array(_ elements: [String], perLine: Int, indent: String) -> String {
        guard !elements.isEmpty else { return "[]" }
        var text = "[\n"
        for start in stride(from: 0, to: elements.count, by: perLine) {
            let line = elements[start..<min(start + perLine, elements.count)].joined(separator: ", ")
            text += "\(indent)    \(line),\n"
        }
        return text + "\(indent)]"
    }
}
