import PokeTables
import PokeTransforms

/// Checks the search-key tables against the names they are derived from: every named species of
/// a non-Latin locale has its romanizations (`search-key-outdated` when the name changed since
/// the last `loccheck import-search-keys`), and every value is a list of ASCII keys
/// (`invalid-search-key`). A reviewer's extra keys are allowed.
///
/// A tables directory without any search-key table (an app's layer that overrides a few names)
/// has opted out: nothing is reported. Once it has one, every non-Latin locale needs its own.
///
/// A table whose fingerprint still matches its names and keys (``SearchKeyTable/isCurrent(_:locale:sources:)``)
/// is what the last import wrote, so its names are not romanized again: the package's own tables
/// are checked without opening ICU's `Han-Latin`, the dearest transform to open (`pokebench
/// loccheck` measures the tables without their fingerprints).
struct SearchKeyCheck: Rule {
    static let codes: [DiagnosticCode] = [.searchKeyOutdated, .invalidSearchKey, .unknownKey]

    /// - Complexity: O(n) in the tables' bytes while every fingerprint matches; otherwise one ICU
    ///   transform per name of each locale whose table changed (about 1,000 each).
    func check(_ input: RuleInput) throws -> [Diagnostic] {
        try check(input, romanizer: SearchKeyRomanizer())
    }

    /// The check with a romanizer of the caller's, run when a table's fingerprint no longer
    /// matches (a test reads which transforms it opened).
    func check(_ input: RuleInput, romanizer: SearchKeyRomanizer) throws -> [Diagnostic] {
        let tables = input.tables
        let snapshot = input.snapshot
        var findings: [Diagnostic] = []
        let validKeys = Set(snapshot.species.map(\.slug))
        guard tables.tables.contains(where: { $0.kind == .searchKeys }) else { return [] }
        for locale in tables.locales {
            let table = tables.table(.searchKeys, locale)
            let current =
                table.map { table in
                    SearchKeyTable.sources(tables, locale: locale).map { SearchKeyTable.isCurrent(table.file, locale: locale, sources: $0) }
                        ?? false
                } ?? false
            let derived = current ? nil : try SearchKeyTable.derive(tables, locale: locale, snapshot: snapshot, romanizer: romanizer)
            let path = TableKind.searchKeys.relativePath(for: locale)
            guard let table else {
                if derived != nil {
                    findings.append(
                        Diagnostic(
                            .searchKeyOutdated, file: path, line: nil,
                            message:
                                "\(path) is missing, so \(locale) names can't be found by their romanization; run `loccheck import-search-keys` to write it.",
                            table: .searchKeys, locale: locale))
                }
                continue
            }
            for diagnostic in table.file.diagnostics {
                findings.append(
                    Diagnostic(
                        diagnostic.code, file: path, line: diagnostic.line,
                        message: diagnostic.message,
                        table: .searchKeys, locale: locale))
            }
            let entries = Dictionary(table.file.uniqueEntries.map { ($0.key, $0) }, uniquingKeysWith: { first, _ in first })
            for entry in table.file.uniqueEntries {
                if !validKeys.contains(entry.key) {
                    findings.append(
                        Diagnostic(
                            .unknownKey, file: path, line: entry.line,
                            message:
                                "`\(entry.key)` is not a species key in the API's list; run `loccheck import-search-keys` to rewrite the table.",
                            table: .searchKeys, locale: locale, key: entry.key))
                } else if SearchKeyTable.keys(inValue: entry.value) == nil {
                    findings.append(
                        Diagnostic(
                            .invalidSearchKey, file: path, line: entry.line,
                            message:
                                "The search keys of `\(entry.key)` (\(entry.value)) must be lower-case ASCII letters and digits, separated by `, `; fix them, or run `loccheck import-search-keys`.",
                            table: .searchKeys, locale: locale, key: entry.key))
                }
            }
            let endLine = (table.file.entries.map(\.line).max() ?? 0) + 1
            for expected in derived?.derived ?? [] {
                let written = entries[expected.key].flatMap { SearchKeyTable.keys(inValue: $0.value) } ?? []
                let missing = expected.keys.filter { !written.contains($0) }
                guard !missing.isEmpty else { continue }
                findings.append(
                    Diagnostic(
                        .searchKeyOutdated, file: path, line: entries[expected.key]?.line ?? endLine,
                        message:
                            "The search keys of `\(expected.key)` lack \(missing.joined(separator: ", ")), the romanization of its name \(expected.name); run `loccheck import-search-keys`.",
                        fix: (expected.keys + written.filter { !expected.keys.contains($0) }).joined(separator: SearchKeyTable.separator),
                        table: .searchKeys, locale: locale, key: expected.key))
            }
        }
        return findings
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A name whose romanized search keys are missing or out of date (`loccheck import-search-keys`).
    package static let searchKeyOutdated = DiagnosticCode(
        "search-key-outdated",
        summary: "A name whose romanized search keys are missing or out of date.",
        help: "Write the search keys again (`loccheck import-search-keys`).")

    /// A search key that is not lower-case ASCII letters and digits.
    package static let invalidSearchKey = DiagnosticCode(
        "invalid-search-key",
        summary: "A search key that is not lower-case ASCII letters and digits.",
        help: "Write the key in lower-case ASCII letters and digits, or write the search keys again (`loccheck import-search-keys`).")
}
