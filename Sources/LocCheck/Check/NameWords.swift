import PokeTables

/// The words of a name, as the rules that compare names word by word read them: its runs of
/// letters, digits and combining marks, split at spaces, hyphens, brackets and every other mark
/// (`Météno (Noyau Rouge)` → Météno, Noyau, Rouge; `イワンコ（マイペース）` → イワンコ, マイペース).
enum NameWords {
    static func words(_ name: String) -> [Substring] {
        let scalars = name.unicodeScalars
        var words: [Substring] = []
        var start: String.UnicodeScalarView.Index?
        for index in scalars.indices {
            if isWordPart(scalars[index]) {
                if start == nil { start = index }
            } else if let first = start {
                words.append(Substring(scalars[first..<index]))
                start = nil
            }
        }
        if let first = start { words.append(Substring(scalars[first...])) }
        return words
    }

    /// `name` with each word that `replacements` has replaced, every other character kept.
    static func replacing(_ replacements: [String: String], in name: String) -> String {
        let scalars = name.unicodeScalars
        var result = String.UnicodeScalarView()
        var position = scalars.startIndex
        for word in words(name) {
            result.append(contentsOf: scalars[position..<word.startIndex])
            result.append(contentsOf: (replacements[String(word)] ?? String(word)).unicodeScalars)
            position = word.endIndex
        }
        result.append(contentsOf: scalars[position...])
        return String(result)
    }

    /// Letters (any script, modifier letters such as `ー` too), digits and combining marks.
    static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            true
        default:
            false
        }
    }

    /// Whether a word is made of letters alone, at least `minimum` of them: what the word rules
    /// compare (`10`, `Z` and `d` of `Farfetch’d` say nothing about a language).
    static func isLetters(_ word: Substring, minimum: Int) -> Bool {
        var count = 0
        for scalar in word.unicodeScalars {
            guard scalar.properties.isAlphabetic else { return false }
            count += 1
        }
        return count >= minimum
    }
}

/// The species of each `/pokemon` entry, by slug, from the snapshot's lists: what the name rules
/// group a species' form and full names by.
struct EntrySpecies {
    private let speciesOfEntry: [String: String]

    init(_ snapshot: Snapshot) {
        let speciesSlug = Dictionary(snapshot.species.map { ($0.id, $0.slug) }, uniquingKeysWith: { first, _ in first })
        speciesOfEntry = Dictionary(snapshot.pokemon.compactMap { record in speciesSlug[record.speciesID].map { (record.slug, $0) } },
                                    uniquingKeysWith: { first, _ in first })
    }

    /// The species slug of a `/pokemon` entry, if the snapshot lists it.
    subscript(entry entry: String) -> String? { speciesOfEntry[entry] }
}

extension RuleInput {
    /// One table's names by key (the first of each key), or none when the tables lack it.
    func names(_ kind: TableKind, _ locale: LocaleTag) -> [String: String] {
        guard let table = tables.table(kind, locale) else { return [:] }
        return Dictionary((entries[table.path] ?? []).map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }
}
