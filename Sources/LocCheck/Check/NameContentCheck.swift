import Foundation
import PokeTables

/// Checks what names say, not how they are written down: the script, names shared by two keys,
/// and English names copied into a locale whose names usually differ.
///
/// Runs on the name tables whose declaration checks the script or wants distinct names (species,
/// types, genus), not on prose: on PokeAPI's 12,720 Pokédex entries and ability descriptions the
/// script check found 47 letters, every one a unit or an abbreviation (km, HP, ＵＢ, Ｚクリスタル). Card labels may legitimately be `No.` or repeat a word for `type` and `types`;
/// form names legitimately repeat across entries ("Alolan Form", "Mega-Form") and carry Latin
/// letters in every script (Unown "Ａ", "Gigantamax"), so `forms` and `fullnames` are checked for
/// their format and keys only.
struct NameContentCheck: TableRule {
    static let codes: [DiagnosticCode] = [.duplicateName, .untranslatedCopy, .wrongScript]

    /// A locale "usually differs" from English when fewer of its names than this share are
    /// identical to the English ones. PokeAPI's data: es and it 96%, de 18%, fr 16%, ja-Latn 14%
    /// (all legitimate: Pikachu is Pikachu), CJK 0%; so 5% warns only where a copy stands out.
    static let identicalShareLimit = 0.05

    /// A name table with its entries, deduplicated once.
    private struct Names {
        let table: TableSet.Table
        let entries: [TableEntry]
        let english: [String: String]
        /// The English name of each entry, by position (``RuleInput/englishOfEntries``).
        let englishOfEntries: [String?]
    }

    func check(_ input: RuleInput) -> [Diagnostic] {
        let tables = input.tables
        let entries = input.entries
        let english = input.english
        var findings: [Diagnostic] = []
        // The tables whose names must differ from each other or be in the locale's script
        // (their declarations say so: species, types and genus, not labels or form names).
        let nameTables = tables.tables.filter {
            $0.kind.declaration.value == .name && ($0.kind.declaration.checksScript || $0.kind.declaration.namesMustDiffer)
        }
        let byLocale = Dictionary(grouping: nameTables.filter { $0.locale != TableLayout.referenceLocale }, by: \.locale)
        for (locale, localeTables) in byLocale.sorted(by: { $0.key < $1.key }) {
            var letters = WritingScript.scripts(for: locale).map(ScriptLetters.init)
            let names = localeTables.map {
                Names(
                    table: $0, entries: entries[$0.path] ?? [], english: english[$0.kind] ?? [:],
                    englishOfEntries: input.englishOfEntries[$0.path] ?? [])
            }
            let copiesStandOut = identicalShare(names) < Self.identicalShareLimit
            for table in names {
                findings += check(table, letters: &letters, copiesStandOut: copiesStandOut)
            }
        }
        return findings
    }

    /// The share of a locale's names (with at least one letter) that equal the English name.
    private func identicalShare(_ names: [Names]) -> Double {
        var compared = 0
        var identical = 0
        for table in names {
            for (entry, english) in zip(table.entries, table.englishOfEntries) where Self.hasLetter(entry.value) {
                guard let name = english else { continue }
                compared += 1
                if name.utf8.elementsEqual(entry.value.utf8) { identical += 1 }
            }
        }
        return compared == 0 ? 0 : Double(identical) / Double(compared)
    }

    private func check(_ names: Names, letters: inout ScriptLetters?, copiesStandOut: Bool) -> [Diagnostic] {
        let table = names.table
        var findings: [Diagnostic] = []
        func add(_ kind: DiagnosticCode, _ entry: TableEntry, _ message: String) {
            findings.append(
                Diagnostic(
                    kind, file: table.path, line: entry.line,
                    message: message,
                    table: table.kind, locale: table.locale, key: entry.key))
        }
        var firstWithName: [NameBytes: TableEntry] = [:]
        firstWithName.reserveCapacity(names.entries.count)
        let declaration = table.kind.declaration
        for (entry, english) in zip(names.entries, names.englishOfEntries) where !entry.value.isEmpty {
            let name = entry.value.trimmedName
            // The entry goes in (one hash of the name); a first one that it should not share the name
            // with is reported and put back.
            if declaration.namesMustDiffer, let first = firstWithName.updateValue(entry, forKey: NameBytes(name)),
                !Self.sharedInEnglish(first.key, entry.key, names.english)
            {
                firstWithName[NameBytes(name)] = first
                add(
                    .duplicateName, entry,
                    "`\(entry.key)` has the name \(name), which `\(first.key)` on line \(first.line) has too; give each its own name.")
            }
            guard declaration.checksScript else { continue }
            if copiesStandOut, Self.hasLetter(name), english?.utf8.elementsEqual(name.utf8) == true {
                add(
                    .untranslatedCopy, entry,
                    "The name of `\(entry.key)` is the English one (\(name)), while this locale's names usually differ; translate it, or baseline it with the reason it is right."
                )
                continue
            }
            if let letter = letters?.firstForeignLetter(in: name, english: english), let scripts = letters?.scripts {
                let expected = EnglishList.joined(scripts.map(\.rawValue), "or")
                let padded = String(letter.value, radix: 16, uppercase: true).zeroPadded(to: 4)
                add(
                    .wrongScript, entry,
                    "The name of `\(entry.key)` (\(name)) has the letter \(letter) (U+\(padded)), which is not \(expected) script as \(table.locale) names are; rewrite it, or baseline it with the reason."
                )
            }
        }
        return findings
    }

    static func hasLetter(_ name: String) -> Bool {
        !ValidUTF8.allScalars(of: name) { WritingScript.isNeutral($0) }
    }

    /// Whether two keys share their English name too, so that sharing one in another locale is
    /// the same thing said twice: Red in Japan and abroad (`red-japan`, `red`), a Z-move's physical
    /// and special entries, the two riders of As One.
    static func sharedInEnglish(_ first: String, _ second: String, _ english: [String: String]) -> Bool {
        guard let name = english[first], !name.isEmpty, let other = english[second] else { return false }
        return name.utf8.elementsEqual(other.utf8)
    }

    /// The longest run of foreign letters that passes as a code taken from the English name.
    static let codeLetterLimit = 3

    /// The first letter of `name` in none of `scripts` and not neutral, if any; letters of a
    /// code the English name has as a word are not foreign (Mega Ｘ and Ｙ, ノーマルＺ for Normalium
    /// Z, ＴＭＶパス for TMV Pass, a Dynamax crystal's ★Aql7235): a run of at most
    /// ``codeLetterLimit`` letters, compared by their ASCII form, ignoring case.
    static func firstForeignLetter(_ name: String, scripts: [WritingScript], english: String? = nil) -> Unicode.Scalar? {
        var letters = ScriptLetters(scripts)
        return letters.firstForeignLetter(in: name, english: english)
    }

    /// Whether `english` has `letters` (their ASCII form: full-width Ｚ is Z) as a whole word, ignoring case.
    fileprivate static func hasWord(_ letters: ArraySlice<Unicode.Scalar>, in english: String) -> Bool {
        func folded(_ scalar: Unicode.Scalar) -> UInt32 {
            let value = (0xFF21...0xFF5A).contains(scalar.value) ? scalar.value - 0xFEE0 : scalar.value
            return (0x41...0x5A).contains(value) ? value | 0x20 : value
        }
        let word = letters.map(folded)
        let text = Array(english.unicodeScalars)
        func isLetter(_ position: Int) -> Bool { text.indices.contains(position) && text[position].properties.isAlphabetic }
        var start = 0
        while start + word.count <= text.count {
            if !isLetter(start - 1), !isLetter(start + word.count),
                zip(text[start..<(start + word.count)], word).allSatisfy({ folded($0) == $1 })
            {
                return true
            }
            start += 1
        }
        return false
    }
}

/// The letters of a locale's scripts: whether a character is a letter of none of them and not
/// neutral (``WritingScript/isNeutral(_:)``). A locale's names repeat a few thousand characters,
/// so the answer for each one of the basic plane is kept after the first time it is asked, instead
/// of being found again in the scripts' ranges (and often Unicode's properties) for every name.
struct ScriptLetters {
    let scripts: [WritingScript]
    /// Per character of the basic plane: 0 not asked yet, 1 foreign, 2 not; made on first need.
    private var known: [UInt8] = []

    init(_ scripts: [WritingScript]) {
        self.scripts = scripts
    }

    /// The name's first letter of none of the scripts (``NameContentCheck/firstForeignLetter(_:scripts:english:)``),
    /// with what each character of the basic plane was found to be kept for the next name.
    mutating func firstForeignLetter(in name: String, english: String?) -> Unicode.Scalar? {
        // Nearly every name has no foreign letter: one pass over its bytes in place says so.
        if ValidUTF8.allScalars(of: name, { !isForeign($0) }) { return nil }
        let scalars = Array(name.unicodeScalars)
        var index = 0
        while index < scalars.count {
            guard isForeign(scalars[index]) else {
                index += 1
                continue
            }
            var end = index
            while end < scalars.count, isForeign(scalars[end]) { end += 1 }
            guard let english, end - index <= NameContentCheck.codeLetterLimit,
                NameContentCheck.hasWord(scalars[index..<end], in: english)
            else { return scalars[index] }
            index = end
        }
        return nil
    }

    /// - Complexity: O(1) for a character asked before; O(r) in the scripts' ranges the first time.
    mutating func isForeign(_ scalar: Unicode.Scalar) -> Bool {
        guard scalar.value <= 0xFFFF else { return Self.isForeign(scalar, scripts) }
        if known.isEmpty { known = [UInt8](repeating: 0, count: 0x10000) }
        let place = Int(scalar.value)
        if known[place] == 0 { known[place] = Self.isForeign(scalar, scripts) ? 1 : 2 }
        return known[place] == 1
    }

    private static func isForeign(_ scalar: Unicode.Scalar, _ scripts: [WritingScript]) -> Bool {
        !scripts.contains { $0.contains(scalar) } && !WritingScript.isNeutral(scalar)
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A letter outside the locale's script, such as a Latin letter in a Russian name.
    package static let wrongScript = DiagnosticCode(
        "wrong-script",
        summary: "A letter outside the locale's script, such as a Latin letter in a Russian name.",
        help: "Write the name in the locale's script." + DiagnosticCode.orAcceptIt)

    /// Two keys of one table with the same name in one locale.
    package static let duplicateName = DiagnosticCode(
        "duplicate-name",
        summary: "Two keys of one table with the same name in one locale.",
        help: "Give each key its own name, as the games do." + DiagnosticCode.orAcceptIt)

    /// A name identical to the English one, in a locale where few names are.
    package static let untranslatedCopy = DiagnosticCode(
        "untranslated-copy", severity: .warning,
        summary: "A name identical to the English one, in a locale where few names are.",
        help: "Translate the name." + DiagnosticCode.orAcceptIt)
}
