import PokeTables

/// A terminal or a log: loccheck's messages, the text report, notices on standard error.
/// ``ShownText`` is all it needs: no control character, line break or bidi control is left.
package enum TerminalOutput: OutputKind {
    package static func append(_ text: ShownText, to bytes: inout [UInt8]) {
        bytes += text.text.utf8
    }
}

/// Text a terminal or log shows.
package typealias TerminalText = Markup<TerminalOutput>

extension Markup where Kind == TerminalOutput {
    /// Text that is lines by its own making, each escaped and its line breaks kept: the help (the
    /// tool's own words), a diff of a table's lines (split at their line breaks), a PO or XLIFF
    /// file (whose formats escape a value's line breaks). Never text a single value from outside
    /// could have put a line break in: interpolate that.
    package init(linesOf text: String) {
        self.init()
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let endsInBreak = lines.last == ""
        if endsInBreak { lines.removeLast() }
        for (index, line) in lines.enumerated() {
            append(index == 0 ? "\(String(line))" : "\n\(String(line))")
        }
        if endsInBreak { append("\n") }
    }
}

/// The message of a GitHub Actions workflow command (`::error file=…::MESSAGE`): `%`, CR and LF
/// percent-encoded, as the runner decodes them (actions/toolkit's `escapeData`).
enum GitHubData: OutputKind {
    static func append(_ text: ShownText, to bytes: inout [UInt8]) {
        for byte in text.text.utf8 {
            switch byte {
            case UInt8(ascii: "%"): bytes += "%25".utf8
            case 0x0D: bytes += "%0D".utf8
            case 0x0A: bytes += "%0A".utf8
            default: bytes.append(byte)
            }
        }
    }
}

/// A property of a GitHub Actions workflow command (`file=…,title=…`): as its message, and `:`
/// and `,`, which end a property, percent-encoded too (actions/toolkit's `escapeProperty`).
enum GitHubProperty: OutputKind {
    static func append(_ text: ShownText, to bytes: inout [UInt8]) {
        var data: [UInt8] = []
        GitHubData.append(text, to: &data)
        for byte in data {
            switch byte {
            case UInt8(ascii: ":"): bytes += "%3A".utf8
            case UInt8(ascii: ","): bytes += "%2C".utf8
            default: bytes.append(byte)
            }
        }
    }
}

/// XML 1.0 (the JUnit report, XLIFF files): `&`, `<`, `>` and `"` as entities, fit for element
/// content and attribute values in double quotes (the only quotes loccheck writes). The characters XML can't carry at all (C0 but
/// tab, line feed and return; U+FFFE, U+FFFF) never get here: ``ShownText`` escaped them.
enum XMLOutput: OutputKind {
    static func append(_ text: ShownText, to bytes: inout [UInt8]) {
        for byte in text.text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes += "&amp;".utf8
            case UInt8(ascii: "<"): bytes += "&lt;".utf8
            case UInt8(ascii: ">"): bytes += "&gt;".utf8
            case UInt8(ascii: "\""): bytes += "&quot;".utf8
            default: bytes.append(byte)
            }
        }
    }
}

/// HTML (the HTML report): `&`, `<`, `>`, `"` and `'` as character references, fit for element
/// content and quoted attribute values. Text from the tables is also isolated with `<bdi>` where
/// it stands among the report's words (``HTMLReport``).
enum HTMLOutput: OutputKind {
    static func append(_ text: ShownText, to bytes: inout [UInt8]) {
        for byte in text.text.utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes += "&amp;".utf8
            case UInt8(ascii: "<"): bytes += "&lt;".utf8
            case UInt8(ascii: ">"): bytes += "&gt;".utf8
            case UInt8(ascii: "\""): bytes += "&quot;".utf8
            case UInt8(ascii: "'"): bytes += "&#39;".utf8
            default: bytes.append(byte)
            }
        }
    }
}

/// GitHub-flavoured Markdown (the job summary), on one line and fit for a table cell: the
/// punctuation that marks up inside a line backslash-escaped, `<`, `>`, `&` and `@` as character
/// references (no HTML, no mention).
enum MarkdownOutput: OutputKind {
    static func append(_ text: ShownText, to bytes: inout [UInt8]) {
        for byte in text.text.utf8 {
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "`"), UInt8(ascii: "*"), UInt8(ascii: "_"), UInt8(ascii: "["),
                UInt8(ascii: "]"), UInt8(ascii: "|"), UInt8(ascii: "~"), UInt8(ascii: "#"):
                bytes.append(UInt8(ascii: "\\"))
                bytes.append(byte)
            case UInt8(ascii: "<"): bytes += "&lt;".utf8
            case UInt8(ascii: ">"): bytes += "&gt;".utf8
            case UInt8(ascii: "&"): bytes += "&amp;".utf8
            case UInt8(ascii: "@"): bytes += "&#64;".utf8
            default: bytes.append(byte)
            }
        }
    }
}

/// The inside of a JSON string (the JSON and SARIF reports), without its quotes: `"` and `\`
/// escaped. ``ShownText`` left no control character, and no lone surrogate can be in a Swift
/// string, so the text is valid JSON as it is.
enum JSONOutput: OutputKind {
    static func append(_ text: ShownText, to bytes: inout [UInt8]) {
        for byte in text.text.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes += "\\\"".utf8
            case UInt8(ascii: "\\"): bytes += "\\\\".utf8
            default: bytes.append(byte)
            }
        }
    }
}

extension Markup.StringInterpolation where Kind == JSONOutput {
    /// A JSON string with its quotes, or `null`.
    mutating func appendInterpolation(string text: ShownText?) {
        guard let text else {
            appendLiteral("null")
            return
        }
        appendLiteral("\"")
        appendInterpolation(text)
        appendLiteral("\"")
    }

    /// A JSON string, or `null`.
    mutating func appendInterpolation(string text: String?) {
        appendInterpolation(string: text.map(ShownText.init))
    }

    /// A JSON number, or `null`.
    mutating func appendInterpolation(number value: Int?) {
        guard let value else {
            appendLiteral("null")
            return
        }
        appendInterpolation(value)
    }

    /// A JSON number as Swift writes a double (`85.71`, `100.0`), or `null`; never infinite or NaN
    /// (those are `null` too, which JSON has no number for).
    mutating func appendInterpolation(number value: Double?) {
        guard let value, value.isFinite else {
            appendLiteral("null")
            return
        }
        appendInterpolation(value)
    }
}
