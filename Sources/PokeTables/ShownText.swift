/// Text from outside (a file name, a table's key or name, a translator's file, a server's answer,
/// an argument) as any output may show it: every character that could act instead of being read
/// is written as its escape, `\u{1B}`, so the text stays on its line, in its order, and says what
/// it says.
///
/// The one rule of what never reaches a terminal, a CI log or a report raw (``isUnsafe(_:)``):
/// - the C0 controls (ESC starts the terminal's CSI and OSC sequences, OSC 52 writes the
///   clipboard; CR, LF and NEL (U+0085) start a new log line, where a CI runner reads `::error`
///   and `::add-mask::` as workflow commands), DEL and the C1 controls;
/// - the bidirectional controls and isolates (U+061C, U+200E, U+200F, U+202A–202E, U+2066–2069),
///   which reorder what a reader sees, and U+FEFF;
/// - the line and paragraph separators U+2028 and U+2029, which end a line in JavaScript and some
///   viewers;
/// - the noncharacters (U+FFFE, U+FFFF and the others), which XML may not carry at all.
///
/// A `ShownText` can only be made by escaping, so an output that takes one can't be handed raw
/// text from outside. Escaping is idempotent: the escapes are printable ASCII.
package struct ShownText: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The text, with no character ``isUnsafe(_:)`` holds.
    package let text: String

    /// `outside` with each unsafe character written as `\u{…}` (hexadecimal, upper case).
    /// - Complexity: O(n) in the UTF-8 bytes; text of printable ASCII is kept without a copy.
    package init(_ outside: String) {
        text = Self.escaped(outside)
    }

    /// Text already escaped here.
    private init(verbatim text: String) {
        self.text = text
    }

    /// The start of `outside`, for a message that quotes a line it can't use: at most `characters`
    /// characters (scalars) of it, escaped, then `… (N bytes)` when it is longer. A message about a
    /// 5 MB line quotes its start, never the line.
    package init(excerptOf outside: String, characters: Int = 80) {
        let scalars = outside.unicodeScalars
        guard scalars.count > characters else {
            self.init(outside)
            return
        }
        var start = String.UnicodeScalarView()
        start.append(contentsOf: scalars.prefix(characters))
        self.init(verbatim: Self.escaped(String(start)) + "… (\(TableLimits.grouped(outside.utf8.count)) bytes)")
    }

    package var description: String { text }

    package static func < (lhs: ShownText, rhs: ShownText) -> Bool { lhs.text < rhs.text }

    /// Whether the character must never reach an output raw (see the type's documentation).
    package static func isUnsafe(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x1F, 0x7F...0x9F: true
        case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069, 0xFEFF: true
        case 0x2028, 0x2029: true
        case 0xFDD0...0xFDEF: true
        default: scalar.value & 0xFFFE == 0xFFFE
        }
    }

    /// `text` with each unsafe character as `\u{…}`.
    package static func escaped(_ text: String) -> String {
        // Printable ASCII (most names and paths) has nothing to escape.
        if text.utf8.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) { return text }
        guard text.unicodeScalars.contains(where: isUnsafe) else { return text }
        var out = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            guard isUnsafe(scalar) else {
                out.append(scalar)
                continue
            }
            out.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
        }
        return String(out)
    }
}

extension ShownText: Codable {
    /// Decoded text is escaped again, so a decoded report holds the same promise.
    package init(from decoder: any Decoder) throws {
        self.init(try decoder.singleValueContainer().decode(String.self))
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(text)
    }
}
