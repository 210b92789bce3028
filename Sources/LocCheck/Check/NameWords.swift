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
    /// - Complexity: O(1); ASCII and the kana, Han and Hangul letters, most of the names, need no
    ///   Unicode property lookup (``isWordPartByCategory(_:)`` says the same by the property).
    static func isWordPart(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            return ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
        }
        switch scalar.value {
        case 0x3041...0x3096, 0x30A1...0x30FA, 0x30FC...0x30FF, 0x4E00...0x9FFF, 0xAC00...0xD7A3: return true
        default: return isWordPartByCategory(scalar)
        }
    }

    /// ``isWordPart(_:)`` by the scalar's general category alone.
    static func isWordPartByCategory(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .nonspacingMark, .spacingMark, .enclosingMark:
            return true
        default:
            return false
        }
    }

    /// Whether a word is made of letters alone, at least `minimum` of them: what the word rules
    /// compare (`10`, `Z` and `d` of `Farfetch’d` say nothing about a language).
    static func isLetters(_ word: Substring, minimum: Int) -> Bool {
        var count = 0
        for scalar in word.unicodeScalars {
            let isLetter = scalar.isASCII ? ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) : scalar.properties.isAlphabetic
            guard isLetter else { return false }
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
