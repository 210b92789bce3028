import PokeTables

/// Control characters written out in prose: `\n`, `\f`, `\r`, `\t`, `\v`, and `\uXXXX`, `\u{…}` or
/// `\xXX` of a control character or a soft hyphen (`escaped-control`).
///
/// The table format itself refuses control characters and the soft hyphen (`control-character`,
/// `invisible-character`), so game text reaches a table with its layout either normalized (as
/// `import-pokeapi` writes it) or copied from JSON, a PO file or a web page as escapes, which an
/// app would show as a backslash and a letter. The fix is the text with the escapes read and its
/// layout normalized, as the import does (``PokeTables/GameText/displayText(_:locale:)``).
struct EscapedControlCheck: TableRule {
    static let codes: [DiagnosticCode] = [.escapedControl]

    func check(_ input: RuleInput) -> [Diagnostic] {
        ProseTables(input).tables.flatMap { table in
            table.entries.compactMap { entry -> Diagnostic? in
                guard entry.value.utf8.contains(UInt8(ascii: "\\")), let escape = GameText.escapes(in: entry.value).first else {
                    return nil
                }
                let fixed = GameText.displayText(entry.value, locale: table.table.locale)
                return table.finding(
                    .escapedControl, entry,
                    "\(table.subject(entry)) has `\(escape.text)` written out, \(escape.meaning) of the game's text copied as an escape; a table holds the display text on one line (Resources/README.md, Prose): write “\(fixed)”.",
                    fix: fixed)
            }
        }
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A control character written out in prose (`\n`, `\f`, `\u00AD`): the games' layout, copied as an escape.
    package static let escapedControl = DiagnosticCode(
        "escaped-control",
        summary: "A line break or soft hyphen written out as an escape (\\n, \\u00AD) in prose.",
        help: "Write the text as the app shows it, on one line: a space for a line break, the word joined for a soft hyphen.")
}
