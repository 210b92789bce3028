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

    /// Text for a `//` comment: printable ASCII as itself, everything else (new lines included)
    /// as `\u{…}`, so a file name can't end the comment or start a directive.
    static func commentText(_ text: String) -> String {
        String(string(text).dropFirst().dropLast())
    }
}
