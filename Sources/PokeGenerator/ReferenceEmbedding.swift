import PokeTables

/// Renders the snapshot files' bytes (and the English tables', which define the keys of labels
/// and forms) as Swift, so a tool can read what it was built with without the generated tables:
/// `loccheck` checks tables the generator may be unable to use, so it must not depend on them (a
/// snapshot with a slug listed twice still builds loccheck, which then reports the line).
///
/// The bytes are written as hexadecimal in a `StaticString`, whatever they are (invalid UTF-8
/// included), so embedding can't fail and the checker sees exactly what the files hold.
package enum ReferenceEmbedding {
    /// The Swift source: an enum `EmbeddedReference` with one `(path, hex)` pair per file given.
    /// - Parameter files: the files' paths (relative to the tables directory) and bytes.
    package static func render(_ files: [(path: String, bytes: [UInt8])]) -> String {
        var out = SwiftTableRenderer.header + "\n\n"
        out += "/// The snapshot and English table files the package was built with, byte for byte, as hexadecimal.\n"
        out += "enum EmbeddedReference {\n"
        out += "    static let files: [(path: StaticString, hex: StaticString)] = [\n"
        for file in files.sorted(by: { $0.path < $1.path }) {
            out += "        (\(SwiftLiteral.string(file.path)), \"\(hex(file.bytes))\"),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    private static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".unicodeScalars)
        var text = String.UnicodeScalarView()
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(text)
    }
}
