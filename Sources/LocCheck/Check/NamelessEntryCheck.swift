import PokeTables

/// Entries of the API's lists that no locale names (`nameless-entry`): every locale shows their
/// slug, English included, so a gap of the source doesn't pass unseen. PokeAPI lists 45 Mega Stones
/// of Legends: Z-A (Clefablite, Dragoninite …) and the Hopo Berry with no name in any language.
///
/// Only the kinds whose tables name the entries of a list of their own are read (species, types,
/// abilities, moves, items…: ``PokeTables/TableKind/namesEntries``), and only a kind some table
/// of the directory has: a directory of species names alone says nothing about items. A layer
/// (an app's `Localization/`) is not read: it names only what it changes, and the tables under
/// it are checked for their own gaps.
/// One finding per entry, about the list's file (the entry is in no table to point at).
struct NamelessEntryCheck: TableRule {
    static let codes: [DiagnosticCode] = [.namelessEntry]

    /// - Complexity: O(n) in the number of names of the kinds read.
    func check(_ input: RuleInput) -> [Diagnostic] {
        guard !input.isLayer else { return [] }
        var findings: [Diagnostic] = []
        let tables = input.tables.tables
        for kind in TableKind.allCases where kind.namesEntries {
            let ofKind = tables.filter { $0.kind == kind }
            guard !ofKind.isEmpty, let file = kind.keyList.snapshotFile,
                let records = input.snapshot.lists[kind.keyList], !records.isEmpty
            else { continue }
            var named = Set<String>()
            for table in ofKind {
                for entry in table.file.uniqueEntries where !entry.value.isEmpty { named.insert(entry.key) }
            }
            for record in records where !named.contains(record.slug) {
                findings.append(
                    Diagnostic(
                        .namelessEntry, file: file, line: nil,
                        message:
                            "`\(record.slug)` (\(kind.keyList.rawValue) \(record.id) in the API's list) has no \(kind.declaration.entry) in any locale, so every locale shows its slug; add its names from a source that has them (its licence in NOTICE), or accept it in the baseline with the reason.",
                        table: kind, key: record.slug))
            }
        }
        return findings
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// An entry of the API's lists that no table of its kind names in any locale.
    package static let namelessEntry = DiagnosticCode(
        "nameless-entry",
        summary: "An entry of the API's lists that no locale names, so every locale shows its slug.",
        help:
            "Add the entry's names from a source that has them, in a locale's table (`loccheck import --table TABLE --from FILE`), with the source's licence in NOTICE; if no source has them, accept the gap in loccheck-baseline.txt with the reason (`nameless-entry TABLE * KEY = …`)."
    )
}
