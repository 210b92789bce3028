/// A JSON value read with the line and column where each value starts, so a message about a
/// String Catalog can say where in the file it is (Foundation's JSON reader says nothing of lines).
///
/// RFC 8259, strictly: no comments, no trailing commas, no leading zeros; strings must be valid
/// UTF-8 with escapes that make Unicode scalars (a lone surrogate is refused). An object's keys
/// keep their order; a key an object has twice is refused, since which one a tool keeps differs.
/// Nesting is bounded (``LocatedJSON/maximumDepth``), so no document can exhaust the stack.
package indirect enum JSONValue: Sendable {
    case object([(key: String, value: LocatedJSON)])
    case array([LocatedJSON])
    case string(String)
    case number(String)
    case bool(Bool)
    case null
}

package struct LocatedJSON: Sendable {
    package let value: JSONValue
    /// The 1-based line and column (in characters, Unicode scalars) where the value starts.
    package let line: Int
    package let column: Int

    /// Deeper than Xcode's catalogs go (about 8) by far, shallow enough for any stack.
    package static let maximumDepth = 64

    /// The object's value for `key`, if the value is an object that has it.
    package subscript(key: String) -> LocatedJSON? {
        guard case .object(let members) = value else { return nil }
        return members.first { $0.key == key }?.value
    }

    /// Reads a whole document.
    /// - Complexity: O(n) in the size of `bytes`.
    package static func parse(_ bytes: [UInt8]) throws(JSONSyntaxError) -> LocatedJSON {
        var parser = Parser(bytes: bytes)
        parser.skipSpace()
        let value = try parser.value(depth: 0)
        parser.skipSpace()
        guard parser.index == bytes.count else { throw parser.error("more text after the JSON value") }
        return value
    }

    private struct Parser {
        let bytes: [UInt8]
        var index = 0
        var line = 1
        var lineStart = 0
        /// UTF-8 continuation bytes read since ``lineStart`` (only a string holds any), so a
        /// column counts characters: a line's bytes less these.
        var continuations = 0

        init(bytes: [UInt8]) { self.bytes = bytes }

        /// The 1-based column, in Unicode scalars, of ``index``.
        var column: Int { index - lineStart + 1 - continuations }

        func error(_ message: String) -> JSONSyntaxError {
            JSONSyntaxError(line: line, column: column, message: message)
        }

        mutating func skipSpace() {
            while index < bytes.count {
                switch bytes[index] {
                case 0x20, 0x09, 0x0D: index += 1
                case 0x0A:
                    index += 1
                    line += 1
                    lineStart = index
                    continuations = 0
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(JSONSyntaxError) -> LocatedJSON {
            guard depth < LocatedJSON.maximumDepth else { throw error("values nested more than \(LocatedJSON.maximumDepth) deep") }
            guard index < bytes.count else { throw error("the file ends where a value should be") }
            let (startLine, startColumn) = (line, column)
            let value: JSONValue
            switch bytes[index] {
            case UInt8(ascii: "{"): value = try object(depth: depth)
            case UInt8(ascii: "["): value = try array(depth: depth)
            case UInt8(ascii: "\""): value = .string(try string())
            case UInt8(ascii: "t"):
                try literal("true")
                value = .bool(true)
            case UInt8(ascii: "f"):
                try literal("false")
                value = .bool(false)
            case UInt8(ascii: "n"):
                try literal("null")
                value = .null
            case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): value = .number(try number())
            default: throw error("a value cannot start with `\(Self.shown(bytes[index]))`")
            }
            return LocatedJSON(value: value, line: startLine, column: startColumn)
        }

        mutating func object(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            index += 1
            var members: [(key: String, value: LocatedJSON)] = []
            var keys = Set<String>()
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(members)
            }
            while true {
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
                let keyError = error("")
                let key = try string()
                guard keys.insert(key).inserted else {
                    throw JSONSyntaxError(
                        line: keyError.line, column: keyError.column,
                        message: "the key \(JSONSyntaxError.quoted(key)) is in this object twice; keep one")
                }
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else { throw error("expected `:` after the key") }
                index += 1
                skipSpace()
                members.append((key, try value(depth: depth + 1)))
                skipSpace()
                guard index < bytes.count else { throw error("the file ends inside an object") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "}") else { throw error("expected `,` or `}` after a member") }
                index += 1
                return .object(members)
            }
        }

        mutating func array(depth: Int) throws(JSONSyntaxError) -> JSONValue {
            index += 1
            var elements: [LocatedJSON] = []
            skipSpace()
            if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(elements)
            }
            while true {
                skipSpace()
                elements.append(try value(depth: depth + 1))
                skipSpace()
                guard index < bytes.count else { throw error("the file ends inside an array") }
                if bytes[index] == UInt8(ascii: ",") {
                    index += 1
                    continue
                }
                guard bytes[index] == UInt8(ascii: "]") else { throw error("expected `,` or `]` after an element") }
                index += 1
                return .array(elements)
            }
        }

        mutating func literal(_ word: String) throws(JSONSyntaxError) {
            let expected = Array(word.utf8)
            guard bytes.count - index >= expected.count, Array(bytes[index..<index + expected.count]) == expected else {
                throw error("expected `\(word)`")
            }
            index += expected.count
        }

        mutating func number() throws(JSONSyntaxError) -> String {
            let start = index
            func digits(_ parser: inout Parser) -> Int {
                let from = parser.index
                while parser.index < parser.bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(parser.bytes[parser.index]) {
                    parser.index += 1
                }
                return parser.index - from
            }
            if bytes[index] == UInt8(ascii: "-") { index += 1 }
            let integer = index
            guard digits(&self) > 0 else { throw error("a number needs a digit") }
            if bytes[integer] == UInt8(ascii: "0"), index - integer > 1 { throw error("a number cannot start with 0") }
            if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
                index += 1
                guard digits(&self) > 0 else { throw error("a number needs a digit after `.`") }
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
                index += 1
                if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
                guard digits(&self) > 0 else { throw error("a number needs a digit in its exponent") }
            }
            return String(decoding: bytes[start..<index], as: UTF8.self)
        }

        /// A string from its opening quote; the text as Unicode scalars (UTF-8 validated).
        mutating func string() throws(JSONSyntaxError) -> String {
            index += 1
            var scalars = String.UnicodeScalarView()
            var runStart = index
            func flush(_ parser: Parser, upTo end: Int) throws(JSONSyntaxError) {
                guard runStart < end else { return }
                guard let text = String(validating: parser.bytes[runStart..<end], as: UTF8.self) else {
                    throw parser.error("a string that is not valid UTF-8")
                }
                scalars.append(contentsOf: text.unicodeScalars)
            }
            while true {
                guard index < bytes.count else { throw error("the file ends inside a string") }
                let byte = bytes[index]
                if byte == UInt8(ascii: "\"") {
                    try flush(self, upTo: index)
                    index += 1
                    return String(scalars)
                }
                if byte < 0x20 {
                    throw error("a control character (U+\(Self.hex(UInt32(byte)))) inside a string; write it escaped, or remove it")
                }
                guard byte == UInt8(ascii: "\\") else {
                    if byte & 0xC0 == 0x80 { continuations += 1 }
                    index += 1
                    continue
                }
                try flush(self, upTo: index)
                index += 1
                guard index < bytes.count else { throw error("the file ends inside a string") }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"):
                    let first = try hexQuad()
                    var value = first
                    if (0xD800...0xDBFF).contains(first) {
                        guard bytes.count - index >= 2, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") else {
                            throw error("a lone surrogate \\u\(Self.hex(first)) in a string")
                        }
                        index += 2
                        let second = try hexQuad()
                        guard (0xDC00...0xDFFF).contains(second) else { throw error("a lone surrogate \\u\(Self.hex(first)) in a string") }
                        value = 0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)
                    }
                    guard let scalar = Unicode.Scalar(value) else { throw error("a lone surrogate \\u\(Self.hex(first)) in a string") }
                    scalars.append(scalar)
                default: throw error("`\\\(Self.shown(escape))` is no JSON escape")
                }
                runStart = index
            }
        }

        mutating func hexQuad() throws(JSONSyntaxError) -> UInt32 {
            guard bytes.count - index >= 4 else { throw error("`\\u` needs four hex digits") }
            var value: UInt32 = 0
            for byte in bytes[index..<index + 4] {
                guard let digit = Self.hexDigit(byte) else { throw error("`\\u` needs four hex digits") }
                value = value << 4 | digit
            }
            index += 4
            return value
        }

        static func hexDigit(_ byte: UInt8) -> UInt32? {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
            case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
            case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
            default: nil
            }
        }

        static func hex(_ value: UInt32) -> String {
            let digits = String(value, radix: 16, uppercase: true)
            return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
        }

        /// A byte of the file as a message may show it: printable ASCII as it is, anything else as U+XX.
        static func shown(_ byte: UInt8) -> String {
            (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "U+\(hex(UInt32(byte)))"
        }
    }
}

/// JSON that could not be read, at its line and column.
package struct JSONSyntaxError: Error {
    package let line: Int
    package let column: Int
    package let message: String

    /// A key or text of the file, quoted for a message: at most 60 characters, controls escaped.
    package static func quoted(_ text: String) -> String {
        "“\(ShownText(excerptOf: text, characters: 60))”"
    }
}
