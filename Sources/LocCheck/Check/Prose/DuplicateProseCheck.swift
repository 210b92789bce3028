import PokeTables

/// Prose identical to another key's in the same locale (`duplicate-prose`): one species' Pokédex
/// entry given to another, where each has its own. Tables whose texts may repeat
/// (``PokeTables/TableDeclaration/namesMayRepeat``: abilities that do the same are described the
/// same) are not checked.
struct DuplicateProseCheck: TableRule {
    static let codes: [DiagnosticCode] = [.duplicateProse]

    func check(_ input: RuleInput) -> [Diagnostic] {
        ProseTables(input).tables.filter { !$0.table.kind.declaration.namesMayRepeat }.flatMap { table in
            var first: [NameBytes: TableEntry] = [:]
            first.reserveCapacity(table.entries.count)
            return table.entries.compactMap { entry -> Diagnostic? in
                let text = NameBytes(entry.value)
                guard let earlier = first[text] else {
                    first[text] = entry
                    return nil
                }
                return table.finding(
                    .duplicateProse, entry,
                    "\(table.subject(entry)) is the same text as `\(earlier.key)`'s on line \(earlier.line); give each its own, or delete this line so that the next locale answers."
                )
            }
        }
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// Prose identical to another key's text in the same locale (one species' entry given to another).
    package static let duplicateProse = DiagnosticCode(
        "duplicate-prose",
        summary: "Prose identical to another key's in the same locale: one species' entry given to another.",
        help: "Give each key its own text." + DiagnosticCode.orAcceptIt)
}
