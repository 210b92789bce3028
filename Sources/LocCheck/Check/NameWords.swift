import PokeTables

/// The words of a name, as the rules that compare names word by word read them: its runs of
/// letters, digits and combining marks, split at spaces, hyphens, brackets and every other mark
/// (`Météno (Noyau Rouge)` → Météno, Noyau, Rouge; `イワンコ（マイペース）` → イワンコ, マイペース).
enum NameWords {
    static func words(_ name: String) -> [Substring] {
        var words: [Substring] = []
        forEachWord(in: name) { words.append($0) }
        return words
    }

    /// Calls `body` with each of ``words(_:)``, in order, without gathering them: for the rules
    /// that put every word of a locale's names into a set.
    /// - Complexity: O(n) in the scalars; ASCII is read a byte at a time, without decoding.
    static func forEachWord(in name: String, _ body: (Substring) -> Void) {
        let utf8 = name.utf8
        let scalars = name.unicodeScalars
        var start: String.Index?
        var index = utf8.startIndex
        while index < utf8.endIndex {
            let byte = utf8[index]
            let isPart: Bool
            let next: String.Index
            if byte < 0x80 {
                isPart = (0x61...0x7A).contains(byte | 0x20) || (0x30...0x39).contains(byte)
                next = utf8.index(after: index)
            } else {
                isPart = isWordPart(scalars[index])
                next = scalars.index(after: index)
            }
            if isPart {
                if start == nil { start = index }
            } else if let first = start {
                // Sliced by scalars: a word may end inside a Character (before a joiner), where
                // slicing the string itself would round to the Character's start.
                body(Substring(scalars[first..<index]))
                start = nil
            }
            index = next
        }
        if let first = start { body(Substring(scalars[first...])) }
    }

    /// A word lower-cased as `lowercased()` does, without making a string for ASCII that is
    /// lower case already (most words of most names past their first letter).
    static func lowercased(_ word: Substring) -> Substring {
        word.utf8.allSatisfy({ $0 < 0x80 && !(0x41...0x5A).contains($0) }) ? word : Substring(word.lowercased())
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
        speciesOfEntry = Dictionary(
            snapshot.pokemon.compactMap { record in speciesSlug[record.speciesID].map { (record.slug, $0) } },
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
