import PokeTables

/// Renders the snapshot files' bytes (and the English tables', which define the keys of labels
/// and forms) as Swift, so a tool can read what it was built with without the generated tables:
/// `loccheck` checks tables the generator may be unable to use, so it must not depend on them (a
/// snapshot with a slug listed twice still builds loccheck, which then reports the line).
///
/// The bytes are written as hexadecimal in a `StaticString`, whatever they are (invalid UTF-8
/// included), so embedding can't fail and the checker sees exactly what the files hold.
///
/// What is wrong in the snapshot's files is found here, once, by the same `Snapshot.read(files:)`
/// a run would call, and embedded beside them: every check reports it, and reading the facts of
/// every entry (abilities, base stats, egg groups) only to find it again would be most of the
/// cost of reading the snapshot, on every run.
package enum ReferenceEmbedding {
    /// The Swift source: an enum `EmbeddedReference` with one `(path, hex)` pair per file given,
    /// and the problems of the snapshot's files among them, each at its file and line.
    /// - Parameter files: the files' paths (relative to the tables directory) and bytes.
    /// - Complexity: O(n) in the files' bytes.
    package static func render(_ files: [(path: String, bytes: [UInt8])]) -> String {
        var out = SwiftTableRenderer.header + "\n\n"
        out += "/// The snapshot and English table files the package was built with, byte for byte, as hexadecimal.\n"
        out += "enum EmbeddedReference {\n"
        out += "    static let files: [(path: StaticString, hex: StaticString)] = [\n"
        for file in files.sorted(by: { $0.path < $1.path }) {
            out += "        (\(SwiftLiteral.string(file.path)), \"\(hex(file.bytes))\"),\n"
        }
        out += "    ]\n\n"
        out += "    /// What `Snapshot.read(files:)` finds wrong in the snapshot's files above, each by its\n"
        out += "    /// code, at its file and line, in the order it gives them.\n"
        out += "    static let snapshotProblems: [(code: StaticString, file: StaticString, line: Int?, message: StaticString)] = [\n"
        for problem in snapshotProblems(files) {
            out +=
                "        (\(SwiftLiteral.string(problem.code.rawValue)), \(SwiftLiteral.string(problem.file)), "
                + "\(problem.line.map(String.init) ?? "nil"), \(SwiftLiteral.string(problem.message))),\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// The problems `Snapshot.read(files:)` reports in the snapshot's files among `files`.
    static func snapshotProblems(_ files: [(path: String, bytes: [UInt8])]) -> [Diagnostic] {
        let snapshotFiles = Dictionary(
            files.filter { TableLayout.isSnapshot($0.path) }.map { ($0.path, TableFile(bytes: $0.bytes)) },
            uniquingKeysWith: { first, _ in first })
        return Snapshot.read(files: snapshotFiles).problems
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
