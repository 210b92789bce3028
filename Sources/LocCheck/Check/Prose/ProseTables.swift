import PokeTables

/// The tables whose values are game text (``PokeTables/TableDeclaration/Value/prose``: Pokédex
/// entries, ability descriptions), with their entries, for the prose rules.
struct ProseTables {
    struct Table {
        let table: TableSet.Table
        let entries: [TableEntry]

        /// A finding about one entry of the table.
        func finding(_ code: DiagnosticCode, _ entry: TableEntry, _ message: String, fix: String? = nil) -> Diagnostic {
            Diagnostic(
                code, file: table.path, line: entry.line, message: message, fix: fix,
                table: table.kind, locale: table.locale, key: entry.key)
        }

        /// How a message names an entry's text: "The Pokédex entry of `psyduck`".
        func subject(_ entry: TableEntry) -> String {
            "The \(table.kind.declaration.entry) of `\(entry.key)`"
        }
    }

    let tables: [Table]

    init(_ input: RuleInput) {
        tables = input.tables.tables.filter { $0.kind.declaration.value == .prose }.map { table in
            Table(table: table, entries: (input.entries[table.path] ?? []).filter { !$0.value.isEmpty })
        }
    }
}
