import Foundation
import PokeTables

/// Checks what names say, not how they are written down: the script, names shared by two keys,
/// and English names copied into a locale whose names usually differ.
///
/// Runs on name tables (every table kind but `ui`): card labels such as `No.` or a word used for
/// both `type` and `types` are legitimate there.
struct NameContentCheck {
    /// A locale "usually differs" from English when fewer of its names than this share are
    /// identical to the English ones. PokeAPI's data: es and it 96%, de 18%, fr 16%, ja-Latn 14%
    /// (all legitimate: Pikachu is Pikachu), CJK 0%; so 5% warns only where a copy stands out.
    static let identicalShareLimit = 0.05

    let tables: TableSet

    func findings() -> [Finding] {
        var findings: [Finding] = []
        let nameKinds = TableKind.allCases.filter { $0 != .ui }
        for locale in tables.locales where locale != TableLayout.referenceLocale {
            let scripts = WritingScript.scripts(for: locale)
            let pairs = nameKinds.compactMap { kind -> (TableSet.Table, [String: String])? in
                guard let table = tables.table(kind, locale) else { return nil }
                return (table, englishNames(kind))
            }
            let copiesStandOut = identicalShare(pairs) < Self.identicalShareLimit
            for (table, english) in pairs {
                findings += check(table, english: english, scripts: scripts, copiesStandOut: copiesStandOut)
            }
        }
        return findings
    }

    private func englishNames(_ kind: TableKind) -> [String: String] {
        let entries = tables.table(kind, TableLayout.referenceLocale)?.file.uniqueEntries ?? []
        return Dictionary(entries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The share of a locale's names (with at least one letter) that equal the English name.
    private func identicalShare(_ pairs: [(TableSet.Table, [String: String])]) -> Double {
        var compared = 0, identical = 0
        for (table, english) in pairs {
            for entry in table.file.uniqueEntries where Self.hasLetter(entry.value) {
                guard let name = english[entry.key] else { continue }
                compared += 1
                if name == entry.value { identical += 1 }
            }
        }
        return compared == 0 ? 0 : Double(identical) / Double(compared)
    }

    private func check(_ table: TableSet.Table, english: [String: String], scripts: [WritingScript]?,
                       copiesStandOut: Bool) -> [Finding] {
        var findings: [Finding] = []
        func add(_ kind: Finding.Kind, _ entry: TableEntry, _ message: String) {
            findings.append(Finding(kind: kind, path: table.path, line: entry.line, table: table.kind, locale: table.locale,
                                    key: entry.key, message: message))
        }
        var firstWithName: [String: TableEntry] = [:]
        for entry in table.file.uniqueEntries where !entry.value.isEmpty {
            let name = entry.value.trimmingCharacters(in: .whitespaces)
            if let first = firstWithName[name] {
                add(.duplicateName, entry, "`\(entry.key)` has the name \(name), which `\(first.key)` on line \(first.line) has too; give each its own name.")
            } else {
                firstWithName[name] = entry
            }
            if copiesStandOut, Self.hasLetter(name), english[entry.key] == name {
                add(.untranslatedCopy, entry, "The name of `\(entry.key)` is the English one (\(name)), while this locale's names usually differ; translate it, or baseline it with the reason it is right.")
                continue
            }
            if let scripts, let letter = Self.firstForeignLetter(name, scripts: scripts) {
                let names = scripts.map(\.rawValue)
                let expected = names.count == 1 ? names[0] : names.dropLast().joined(separator: ", ") + " or " + names.last!
                let code = String(letter.value, radix: 16, uppercase: true)
                let padded = String(repeating: "0", count: max(0, 4 - code.count)) + code
                add(.wrongScript, entry, "The name of `\(entry.key)` (\(name)) has the letter \(letter) (U+\(padded)), which is not \(expected) script as \(table.locale) names are; rewrite it, or baseline it with the reason.")
            }
        }
        return findings
    }

    static func hasLetter(_ name: String) -> Bool {
        name.unicodeScalars.contains { $0.properties.isAlphabetic && !WritingScript.isNeutral($0) }
    }

    /// The first letter of `name` in none of `scripts` and not neutral, if any.
    static func firstForeignLetter(_ name: String, scripts: [WritingScript]) -> Unicode.Scalar? {
        name.unicodeScalars.first { scalar in
            !WritingScript.isNeutral(scalar) && !scripts.contains { $0.contains(scalar) }
        }
    }
}
