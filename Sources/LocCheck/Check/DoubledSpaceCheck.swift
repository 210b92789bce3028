import PokeTables

/// Two spaces in a row inside a name or a text (`doubled-space`): `Mr.  Mime`, or `rises.  Its`
/// where a translator joined two sentences. A table's text is shown as it is written, so an app
/// would show the gap; the fix keeps the first space of each run. Any white space counts (a
/// no-break or ideographic space beside a space too); space at either end of a value is
/// `surrounding-whitespace`, the table format's own finding.
struct DoubledSpaceCheck: TableRule {
    static let codes: [DiagnosticCode] = [.doubledSpace]

    /// - Complexity: O(n) in the scalars of the tables.
    func check(_ input: RuleInput) -> [Diagnostic] {
        input.tables.tables.filter { !$0.kind.isDerived }.flatMap { table in
            (input.entries[table.path] ?? []).compactMap { entry -> Diagnostic? in
                guard let fixed = Self.collapsed(entry.value) else { return nil }
                return Diagnostic(
                    .doubledSpace, file: table.path, line: entry.line,
                    message:
                        "The \(table.kind.declaration.entry) of `\(entry.key)` has two spaces in a row, which an app shows as a gap: write “\(fixed)”.",
                    fix: fixed, table: table.kind, locale: table.locale, key: entry.key)
            }
        }
    }

    /// `text` with each run of white space inside it cut to its first scalar, or nil when it
    /// has no such run.
    /// - Complexity: O(n) in the scalars of `text`; a new string only when it has a run.
    static func collapsed(_ text: String) -> String? {
        var previousIsSpace = false
        var runs = false
        for scalar in text.unicodeScalars {
            let isSpace = isWhiteSpace(scalar)
            if isSpace && previousIsSpace {
                runs = true
                break
            }
            previousIsSpace = isSpace
        }
        guard runs else { return nil }
        var fixed = String.UnicodeScalarView()
        previousIsSpace = false
        for scalar in text.unicodeScalars {
            let isSpace = isWhiteSpace(scalar)
            if !(isSpace && previousIsSpace) { fixed.append(scalar) }
            previousIsSpace = isSpace
        }
        return String(fixed)
    }

    /// A space, or any other white space (no-break, ideographic); the property is looked up only
    /// beyond ASCII.
    static func isWhiteSpace(_ scalar: Unicode.Scalar) -> Bool {
        scalar.isASCII ? scalar == " " : scalar.properties.isWhitespace
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// Two spaces in a row inside a value (`Mr.  Mime`).
    package static let doubledSpace = DiagnosticCode(
        "doubled-space",
        summary: "Two spaces in a row inside a name or a text (Mr.  Mime).",
        help: "Keep one space." + DiagnosticCode.orAcceptIt)
}
