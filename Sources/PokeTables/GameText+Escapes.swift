/// Layout written out as escapes: game text copied from JSON, a PO file or PokeAPI's CSV (whose
/// Scarlet and Violet French ability descriptions write 191 line breaks as a backslash and `n`).
extension GameText {
    /// An escape found in a text: as written, and what it stands for.
    package struct Escape: Equatable, Sendable {
        /// The escape as written: `\n`, `\u00AD`.
        package var text: String
        /// The character it stands for.
        package var scalar: Unicode.Scalar
        /// Where it is, in scalars of the text.
        package var range: Range<Int>

        /// What the character is, for messages: "a line or page break".
        package var meaning: String {
            switch scalar {
            case "\n", "\u{B}", "\u{C}", "\r": "a line or page break"
            case "\u{AD}": "a soft hyphen"
            default: "a control character"
            }
        }
    }

    /// The escapes of control characters and soft hyphens in `text`, in order, by scalar offset.
    package static func escapes(in text: String) -> [Escape] {
        let scalars = Array(text.unicodeScalars)
        var found: [Escape] = []
        var index = 0
        while index < scalars.count {
            guard scalars[index] == "\\", index + 1 < scalars.count else {
                index += 1
                continue
            }
            if let (scalar, length) = escape(at: index, in: scalars), isEscaped(scalar) {
                var written = ""
                written.unicodeScalars.append(contentsOf: scalars[index..<(index + length)])
                found.append(Escape(text: written, scalar: scalar, range: index..<(index + length)))
                index += length
            } else {
                index += 2
            }
        }
        return found
    }

    /// `text` with its escapes of control characters and soft hyphens replaced by the characters.
    package static func unescaped(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        var result = String.UnicodeScalarView()
        var next = 0
        for escape in escapes(in: text) {
            result.append(contentsOf: scalars[next..<escape.range.lowerBound])
            result.append(escape.scalar)
            next = escape.range.upperBound
        }
        result.append(contentsOf: scalars[next...])
        return String(result)
    }

    /// Whether an escaped character is one a table must not hold: a control character or a soft hyphen.
    private static func isEscaped(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0xAD || scalar.value == 0x2028
            || scalar.value == 0x2029
    }

    /// The character of the escape starting at `start` (a backslash) and the escape's length.
    private static func escape(at start: Int, in scalars: [Unicode.Scalar]) -> (Unicode.Scalar, Int)? {
        switch scalars[start + 1] {
        case "n": return ("\n", 2)
        case "f": return ("\u{C}", 2)
        case "r": return ("\r", 2)
        case "t": return ("\t", 2)
        case "v": return ("\u{B}", 2)
        case "x": return hex(scalars, from: start + 2, count: 2).map { ($0, 4) }
        case "u":
            if start + 2 < scalars.count, scalars[start + 2] == "{" {
                guard let close = scalars[(start + 3)...].prefix(7).firstIndex(of: "}"), close > start + 3,
                    let scalar = hex(scalars, from: start + 3, count: close - start - 3)
                else { return nil }
                return (scalar, close - start + 1)
            }
            return hex(scalars, from: start + 2, count: 4).map { ($0, 6) }
        default: return nil
        }
    }

    private static func hex(_ scalars: [Unicode.Scalar], from start: Int, count: Int) -> Unicode.Scalar? {
        guard start + count <= scalars.count else { return nil }
        var text = ""
        text.unicodeScalars.append(contentsOf: scalars[start..<(start + count)])
        return UInt32(text, radix: 16).flatMap(Unicode.Scalar.init)
    }
}
