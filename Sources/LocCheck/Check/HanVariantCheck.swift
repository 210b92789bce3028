import PokeTables
import PokeTransforms

/// Finds Chinese characters of the other script in the tables of a Chinese locale: a Traditional
/// character in a zh-Hans name, a Simplified one in a zh-Hant name (`han-variant`).
///
/// Han is one script, so the script check passes both; ICU's transforms tell them apart (see
/// ``PokeTransforms/HanVariantFinder`` for the rule and the data it comes from). Every table of
/// the locale is checked, form names and labels included: a variant is wrong in any of them.
struct HanVariantCheck: Rule {
    static let codes: [DiagnosticCode] = [.hanVariant]

    /// The script a locale's names are written in, or nil when it is not Chinese: a script
    /// subtag decides (`zh-Hans`, `zh-Hant`), otherwise the rule negotiation follows too
    /// (``PokeTables/ChineseLanguages``: `zh-TW` and `yue` Traditional, `zh`, `zh-SG` and `yue-CN`
    /// Simplified).
    static func script(for locale: LocaleTag) -> ChineseScript? {
        switch ChineseLanguages.script(of: locale) {
        case "Hans": .simplified
        case "Hant": .traditional
        default: nil
        }
    }

    /// - Complexity: O(n) in the number of characters of the Chinese tables, plus one ICU
    ///   transform per distinct character outside the locale's national character set.
    func check(_ input: RuleInput) throws -> [Diagnostic] {
        let tables = input.tables
        var finders: [ChineseScript: HanVariantFinder] = [:]
        var findings: [Diagnostic] = []
        for table in tables.tables {
            guard let script = Self.script(for: table.locale) else { continue }
            let finder = try finders[script] ?? HanVariantFinder(script: script)
            finders[script] = finder
            for entry in table.file.uniqueEntries where !entry.value.isEmpty {
                let variants = try finder.variants(in: entry.value)
                guard !variants.isEmpty else { continue }
                findings.append(finding(entry, variants, table: table, script: script))
            }
        }
        return findings
    }

    private func finding(
        _ entry: TableEntry, _ variants: [HanVariantFinder.Variant], table: TableSet.Table,
        script: ChineseScript
    ) -> Diagnostic {
        var seen = Set<Unicode.Scalar>()
        let listed = variants.filter { seen.insert($0.character).inserted }.map { variant in
            "\(variant.character) (U+\(String(variant.character.value, radix: 16, uppercase: true))) is \(variant.expected)"
        }
        let expected = variants.reduce(into: [Unicode.Scalar: String]()) { $0[$1.character] = $1.expected }
        var fixed = ""
        for scalar in entry.value.unicodeScalars { fixed += expected[scalar] ?? String(scalar) }
        let plural = listed.count == 1 ? "a \(script.other.rawValue) character" : "\(script.other.rawValue) characters"
        return Diagnostic(
            .hanVariant, file: table.path, line: entry.line,
            message:
                "The name of `\(entry.key)` (\(entry.value)) has \(plural) where \(table.locale) writes \(script.rawValue): \(listed.joined(separator: ", ")); write \(fixed), or baseline it with the reason.",
            fix: fixed,
            table: table.kind, locale: table.locale, key: entry.key)
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A Chinese character of the other script: Traditional in zh-Hans, Simplified in zh-Hant.
    package static let hanVariant = DiagnosticCode(
        "han-variant",
        summary: "A Chinese character of the other script: Traditional in zh-Hans, Simplified in zh-Hant.",
        help: "Write the character the locale writes, which the message names.")
}
