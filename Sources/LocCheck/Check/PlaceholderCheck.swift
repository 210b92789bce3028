import PokeTables

/// Card labels keep exactly the placeholders of the English label: the "variables" check of
/// pofilter and compare-locales.
///
/// A `form-pattern` without `{form}` drops the form from every form's name ("Deoxys" for Deoxys
/// in its Attack Forme), and one with `{Species}` shows the braces; both are findings at their
/// line, in every locale and in English itself, since the app replaces exactly `{species}` and
/// `{form}` there.
struct PlaceholderCheck: TableRule {
    static let codes: [DiagnosticCode] = [.placeholderMismatch]

    func check(_ input: RuleInput) -> [Diagnostic] {
        let tables = input.tables
        let entries = input.entries
        let english = input.english[.labels] ?? [:]
        var findings: [Diagnostic] = []
        for table in tables.tables where table.kind == .labels {
            for entry in entries[table.path] ?? [] where !entry.value.isEmpty {
                let isReference = table.locale == TableLayout.referenceLocale
                let reference = isReference ? nil : english[entry.key]
                guard let expected = LabelPlaceholders.expected(label: entry.key, english: isReference ? nil : reference),
                    let mismatch = LabelPlaceholders.mismatch(found: LabelPlaceholders.scan(entry.value), expected: expected)
                else { continue }
                let model =
                    LabelPlaceholders.required[entry.key] != nil || reference == nil
                    ? "which the app replaces with \(LabelPlaceholders.filling(entry.key))" : "as the English `\(reference ?? "")` does"
                findings.append(
                    Diagnostic(
                        .placeholderMismatch, file: table.path, line: entry.line,
                        message: "The `\(entry.key)` label (`\(entry.value)`) \(mismatch); "
                            + (expected.isEmpty
                                ? "write it without placeholders, as the English `\(reference ?? "")` is."
                                : "keep exactly \(LabelPlaceholders.list(expected)), \(model)."),
                        table: .labels, locale: table.locale, key: entry.key))
            }
        }
        return findings
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A card label whose placeholders differ from the English label's.
    package static let placeholderMismatch = DiagnosticCode(
        "placeholder-mismatch",
        summary: "A card label whose placeholders differ from the English label's.",
        help: "Write the same placeholders as the English label ({species}, {form}, {number}), spelt the same.")
}
