import PokeTables

/// Finds a word of a full name that misspells a word of the locale's own names for the species
/// (`full-name-typo`): `Météno Noyeau Rouge` where the French form names write `Noyau Rouge`,
/// `Diagla Originel` where the species is `Dialga`.
///
/// A full name is made of the species name and words of the form names, so each of its words is
/// compared with the words of the locale's species name and of the form names of every entry of
/// that species. A word none of them has is reported when it is one edit (``Spelling/distance``:
/// an insertion, deletion, substitution or swap of neighbours) from one of them, both of at least
/// four letters, and neither starts with the other: an ending added or dropped is how French and
/// German inflect (`Normal` beside `Forme Normale`, `Rotliniges Barschuft` beside `Rotlinige
/// Form`, `Entlarvt` beside `Entlarvte Form`), so it is no typo. Case alone is no typo either.
struct FullNameTypoCheck: TableRule {
    static let codes: [DiagnosticCode] = [.fullNameTypo]

    /// The fewest letters a word must have on both sides: shorter words are one edit from too many.
    static let minimumLetters = 4

    /// - Complexity: O(n · w) for n words of full names and w words of their species' names.
    func check(_ input: RuleInput) -> [Diagnostic] {
        let species = EntrySpecies(input.snapshot)
        var findings: [Diagnostic] = []
        for table in input.tables.tables where table.kind == .fullNames {
            let vocabulary = Self.vocabulary(input, locale: table.locale, species: species)
            for entry in input.entries[table.path] ?? [] where !entry.value.isEmpty {
                guard let slug = species[entry: entry.key], let words = vocabulary[slug] else { continue }
                let misspelt = Self.misspelt(in: entry.value, against: words)
                guard !misspelt.isEmpty else { continue }
                findings.append(finding(entry, misspelt, table: table))
            }
        }
        return findings
    }

    /// The words of the locale's species name and form names, by species slug.
    private static func vocabulary(_ input: RuleInput, locale: LocaleTag, species: EntrySpecies) -> [String: Set<Substring>] {
        var words: [String: Set<Substring>] = [:]
        for (slug, name) in input.names(.species, locale) {
            words[slug, default: []].formUnion(NameWords.words(name))
        }
        for (key, name) in input.names(.forms, locale) {
            guard let slug = species[entry: key] else { continue }
            words[slug, default: []].formUnion(NameWords.words(name))
        }
        return words
    }

    /// Each word of `name` that misspells one of `words`, with the word it misspells; a word
    /// near two of them is left alone (nothing says which was meant).
    static func misspelt(in name: String, against words: Set<Substring>) -> [(written: Substring, meant: Substring)] {
        var found: [(written: Substring, meant: Substring)] = []
        for word in NameWords.words(name) where !words.contains(word) && !found.contains(where: { $0.written == word }) {
            let near = words.filter { isMisspelling(word, of: $0) }
            if near.count == 1, let meant = near.first { found.append((word, meant)) }
        }
        return found
    }

    /// Whether `written` is one edit from `meant` in a way an inflection is not (see the type's comment).
    static func isMisspelling(_ written: Substring, of meant: Substring) -> Bool {
        guard NameWords.isLetters(written, minimum: minimumLetters), NameWords.isLetters(meant, minimum: minimumLetters),
            written.lowercased() != meant.lowercased(), !written.hasPrefix(meant), !meant.hasPrefix(written)
        else { return false }
        return Spelling.distance(Array(written.unicodeScalars), Array(meant.unicodeScalars), limit: 1) == 1
    }

    private func finding(_ entry: TableEntry, _ misspelt: [(written: Substring, meant: Substring)], table: TableSet.Table) -> Diagnostic {
        let fixed = NameWords.replacing(
            Dictionary(misspelt.map { (String($0.written), String($0.meant)) }, uniquingKeysWith: { first, _ in first }),
            in: entry.value)
        let listed = misspelt.map { "\($0.written), one edit from \($0.meant)" }
        return Diagnostic(
            .fullNameTypo, file: table.path, line: entry.line,
            message:
                "The full name of `\(entry.key)` (\(entry.value)) writes \(EnglishList.joined(listed, "and")), which the \(table.locale) species and form names of its species write; write \(fixed), or baseline it with the reason.",
            fix: fixed,
            table: table.kind, locale: table.locale, key: entry.key)
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A word of a full name one edit from the word the locale's species and form names write
    /// for that species: `Noyeau` where the form names write `Noyau`.
    package static let fullNameTypo = DiagnosticCode(
        "full-name-typo",
        summary: "A word of a full name one edit from the locale's own species or form name for it.",
        help: "Spell the word as the locale's species or form name does, which the message names." + DiagnosticCode.orAcceptIt)
}
