import PokeTables

/// Prose in a locale of another language that is English (`still-english`): the English table's
/// text itself, or a text mostly made of English function words (a text copied from another
/// English source, or left in place of a translation).
///
/// The words are ones no other language of the tables writes as words of its own (`the`, `its`,
/// `which`…; not `a`, `in` or `on`); a text with at least two of them, making a fifth or more of
/// its words, is English. On every Pokédex entry and ability description of every game PokeAPI
/// has, that finds 91 % of the English texts and none of the other 70,000.
struct EnglishProseCheck: TableRule {
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
            let entries = zip(input.entries[table.table.path] ?? [], input.englishOfEntries[table.table.path] ?? [])
            return entries.compactMap { entry, english -> Diagnostic? in
                guard !entry.value.isEmpty else { return nil }
                if let english, english.utf8.elementsEqual(entry.value.utf8) {
                    return table.finding(
                        .stillEnglish, entry,
                        "\(table.subject(entry)) is the English text; translate it, or delete the line so that English answers as a fallback, marked as one."
                    )
                }
                guard Self.isEnglish(entry.value) else { return nil }
                return table.finding(
                    .stillEnglish, entry,
                    "\(table.subject(entry)) is in English, not \(table.table.locale); translate it, or delete the line so that English answers as a fallback, marked as one."
                )
            }
        }
    }

    /// Whether `text` reads as English by its function words.
    /// - Complexity: O(n) in the scalars of `text`, without allocating: it counts the words that
    ///   ``words(_:)`` would return and looks each short ASCII one up by its packed bytes.
    static func isEnglish(_ text: String) -> Bool {
        // Every function word is ASCII letters: a text without any (Japanese, Chinese, Korean,
        // Thai, Russian prose) has none, which a scan of its bytes tells.
        guard text.utf8.contains(where: { (0x41...0x5A).contains($0 & 0xDF) }) else { return false }
        var count = WordCount()
        for scalar in text.unicodeScalars { count.read(scalar) }
        count.end()
        return count.hits >= minimumWords && Double(count.hits) >= minimumShare * Double(count.words)
    }

    /// Each function word as its bytes packed into an integer, the first in the lowest byte.
    static let packedEnglishWords = Set(englishWords.map { word in WordCount.pack(Array(word.utf8)) })
    /// The longest function word's length: a longer word is none of them, without a hash.
    static let longestEnglishWord = englishWords.map(\.utf8.count).max() ?? 0

    /// The words of a text and how many are function words, read scalar by scalar as ``words(_:)``
    /// splits them.
    struct WordCount {
        private(set) var words = 0, hits = 0
        /// The current word's bytes while it is ASCII and fits in 8 bytes (a function word has at most 5).
        private var packed: UInt64 = 0, length = 0, fits = true
        private var previousWasLetter = false, lastIsApostrophe = false

        static func pack(_ bytes: [UInt8]) -> UInt64 {
            bytes.enumerated().reduce(0) { $0 | UInt64($1.element) << (8 * UInt64($1.offset)) }
        }

        /// A letter as ``EnglishProseCheck/words(_:)`` reads one: ASCII letters, and Unicode's
        /// Alphabetic beyond ASCII (kana, Han and Hangul answered without a lookup).
        static func isLetter(_ scalar: Unicode.Scalar) -> Bool {
            scalar.value < 0x80
                ? (("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar))
                : isKanaHanOrHangul(scalar) || scalar.properties.isAlphabetic
        }

        mutating func read(_ scalar: Unicode.Scalar) {
            if Self.isLetter(scalar) {
                append(scalar.value < 0x80 ? UInt8(scalar.value) | 0x20 : nil)
                previousWasLetter = true
            } else if scalar == "'" || scalar == "\u{2019}", previousWasLetter {
                append(UInt8(ascii: "'"))
                previousWasLetter = false
            } else {
                end()
                previousWasLetter = false
            }
        }

        /// Hiragana, katakana, CJK ideographs and Hangul syllables: letters (Alphabetic) without a
        /// property lookup, since they are most of the Japanese, Chinese and Korean texts.
        static func isKanaHanOrHangul(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x3041...0x3096, 0x30A1...0x30FA, 0x4E00...0x9FFF, 0xAC00...0xD7A3: true
            default: false
            }
        }

        /// Adds a byte to the word, or `nil` for a letter outside ASCII (no function word has one).
        private mutating func append(_ byte: UInt8?) {
            if let byte, length < 8 {
                packed |= UInt64(byte) << (8 * UInt64(length))
            } else {
                fits = false
            }
            length += 1
            lastIsApostrophe = byte == UInt8(ascii: "'")
        }

        /// Ends the current word, if there is one, without a trailing apostrophe.
        mutating func end() {
            if lastIsApostrophe {
                length -= 1
                if length < 8 { packed &= ~(UInt64(0xFF) << (8 * UInt64(length))) }
            }
            if length > 0 {
                words += 1
                if fits, length <= EnglishProseCheck.longestEnglishWord, EnglishProseCheck.packedEnglishWords.contains(packed) { hits += 1 }
            }
            (packed, length, fits, lastIsApostrophe) = (0, 0, true, false)
        }
    }

    /// The words of `text`: runs of letters, with an apostrophe inside (`it's`), ASCII letters
    /// lower-cased (the function words are ASCII, so other letters need no case). The plain
    /// statement of what ``isEnglish(_:)`` counts without building them; the tests hold one to the other.
    /// - Complexity: O(n) in the scalars of `text`; ASCII needs no Unicode lookup.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var word = String.UnicodeScalarView()
        var previousWasLetter = false
        func end() {
            if word.last == "'" { word.removeLast() }
            if !word.isEmpty { words.append(String(word)) }
            word = String.UnicodeScalarView()
        }
        for scalar in text.unicodeScalars {
            if WordCount.isLetter(scalar) {
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

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// Prose in a non-English locale that is English: the English text, or mostly English words.
    package static let stillEnglish = DiagnosticCode(
        "still-english",
        summary: "Prose in a non-English locale that is the English text, or mostly English words.",
        help: "Translate the text, or delete the line so the locale falls back to English." + DiagnosticCode.orAcceptIt)
}
