import PokeTables

/// One name that two lists spell differently.
struct NameDisagreement {
    let entry: TableEntry
    /// The other list's name.
    let theirs: String
    let kinds: [NameDifference]
    /// The correction that explains the difference: the other list has its upstream name.
    let correction: Corrections.Correction?
}

/// Compares a table's names with another list's, key by key.
enum NameComparison {
    /// The keys both sides name, spelled differently; the other list's names are trimmed and in
    /// NFC first, as an import would write them.
    /// - Complexity: O(n) in the number of names.
    /// A difference that a correction explains (the table has its corrected name, the other list
    /// its upstream one) carries that correction.
    static func disagreements(
        _ table: TableSet.Table, with other: [(key: String, value: String)],
        corrections: Corrections
    ) -> [NameDisagreement] {
        var ignored = 0
        let theirs = Dictionary(
            other.map { ($0.key, ImportedNames.clean($0.value, count: &ignored)) }, uniquingKeysWith: { first, _ in first })
        return table.file.uniqueEntries.compactMap { entry in
            guard !entry.value.isEmpty, let name = theirs[entry.key], !name.isEmpty, name != entry.value else { return nil }
            let correction = corrections.correction(table.kind, table.locale, entry.key)
                .flatMap { $0.upstream == name && $0.corrected == entry.value ? $0 : nil }
            return NameDisagreement(
                entry: entry, theirs: name, kinds: NameDifference.between(entry.value, name),
                correction: correction)
        }
    }
}
