import PokeTables
import PokeTablesIO

/// Values that must be keys of another list (``PokeTables/TableDeclaration/Value/keys(of:)``: the
/// game of each Pokédex entry is a `versions` key) and are not (`unknown-value`), with the key
/// meant where one is close.
struct ValueKeyCheck: TableRule {
    static let codes: [DiagnosticCode] = [.unknownValue]

    func check(_ input: RuleInput) -> [Diagnostic] {
        var suggesters: [KeyListKind: (keys: Set<String>, suggester: KeySuggester)] = [:]
        var findings: [Diagnostic] = []
        for table in input.tables.tables {
            guard case .keys(let list) = table.kind.declaration.value else { continue }
            let known =
                suggesters[list]
                ?? {
                    let slugs = input.snapshot.slugs(of: list)
                    return (Set(slugs), KeySuggester(slugs: slugs))
                }()
            suggesters[list] = known
            for entry in input.entries[table.path] ?? [] where !entry.value.isEmpty && !known.keys.contains(entry.value) {
                let suggestion = known.suggester.suggestion(for: entry.value)
                let hint = suggestion.map { " Did you mean `\($0)`?" } ?? " Write a slug of snapshot/\(list.rawValue).txt."
                findings.append(
                    Diagnostic(
                        .unknownValue, file: table.path, line: entry.line,
                        message:
                            "The \(table.kind.declaration.entry) of `\(entry.key)` is `\(entry.value)`, which is not \(EnglishList.withIndefiniteArticle(list.keyDescription)) in the API's list.\(hint)",
                        fix: suggestion, table: table.kind, locale: table.locale, key: entry.key))
            }
        }
        return findings
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A value that should be a key of another list and is not: an entry's game that is no `versions` key.
    package static let unknownValue = DiagnosticCode(
        "unknown-value",
        summary: "A value that should be a key of another list and is not, such as an entry's game that is no versions key.",
        help: "Write a key of the list the message names (it suggests the nearest).")
}
