/// Text for the XML loccheck writes (JUnit reports, XLIFF files).
enum XMLText {
    /// `text` escaped for element content and attribute values: `&`, `<`, `>` and `"`.
    /// - Complexity: O(n).
    static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// A quoted attribute value.
    static func attribute(_ value: String) -> String {
        "\"" + escaped(value) + "\""
    }
}
