import PokeTables

/// Names that are only a stand-in where English has a name (`placeholder-name`): PokeAPI's
/// `？？？` for four items of the Pokéwalker in zh-Hans and zh-Hant (ability-urge, item-drop …),
/// which the games show for a name not written yet. A stand-in is no name: the app should fall
/// back to another locale's, which it does only when the table has no line for the key.
///
/// A name is a stand-in when it is nothing but question marks, ASCII or full-width, and spaces.
/// Where English's name is one too (the `unknown` type, ???), it is the name.
struct PlaceholderNameCheck: TableRule {
    static let codes: [DiagnosticCode] = [.placeholderName]

    /// Whether `name` is a stand-in rather than a name: only `?`, `？` and spaces.
    static func isPlaceholder(_ name: String) -> Bool {
        var sawMark = false
        for scalar in name.unicodeScalars {
            switch scalar {
            case "?", "？": sawMark = true
            case " ", "\u{3000}": continue
            default: return false
            }
        }
        return sawMark
    }

    /// - Complexity: O(n) in the number of characters of the names.
    func check(_ input: RuleInput) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for table in input.tables.tables where table.kind.declaration.value == .name && table.locale != TableLayout.referenceLocale {
            let english = input.englishOfEntries[table.path] ?? []
            for (entry, englishName) in zip(input.entries[table.path] ?? [], english) where Self.isPlaceholder(entry.value) {
                guard let englishName, !Self.isPlaceholder(englishName) else { continue }
                findings.append(
                    Diagnostic(
                        .placeholderName, file: table.path, line: entry.line,
                        message:
                            "`\(entry.key)` is \(entry.value), a stand-in, not a name (English: \(englishName)); delete the line so the locale falls back to another's name, or write the name.",
                        table: table.kind, locale: table.locale, key: entry.key))
            }
        }
        return findings
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A name that is only a stand-in, such as `？？？`, where English has a name.
    package static let placeholderName = DiagnosticCode(
        "placeholder-name",
        summary: "A name that is only a stand-in such as ？？？ where English has a name, so no fallback answers for it.",
        help: "Delete the line, so the locale falls back to another's name, or write the name; an importer leaves such a stand-in out.")
}
