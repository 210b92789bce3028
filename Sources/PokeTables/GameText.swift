/// The games' text as an app shows it: Pokédex entries and ability descriptions come laid out
/// for the games' text boxes, and the tables keep them as one line of display text.
///
/// What the games' layout is, and what becomes of it:
/// - **Line and page breaks** (`\n`, and `\f` between the text box's pages in older games) fall
///   where the box was full, inside sentences. Between words of a spaced script a break is a
///   space; between two Chinese or Japanese characters (Han, kana, their punctuation and
///   full-width forms) it is nothing, except in Japanese (below). Spaces around a break go with it.
/// - **A soft hyphen** (U+00AD) before a break is where the game split a word (`sun\u{AD}\nlight`):
///   the word is joined, the hyphen goes. One anywhere else marks a place a word may split, which
///   one line never needs: it goes too.
/// - **A hyphen or dash** before a break stays, joined without a space (`whitish-blue`,
///   `airy—altogether`); one with a space before it is a spaced dash (`nest - this`) and keeps a
///   space after it. German text of the Sun and Moon games split words with a plain hyphen
///   (`Körper-\ntemperatur`): in German, whose nouns are capitalized, a hyphen after a letter and
///   before a lower-case word is such a split and goes. Before a conjunction, in any language, a
///   hyphen ends a suspended compound and keeps a space after it (`Ein- und Ausgang`).
/// - **U+3000 IDEOGRAPHIC SPACE** is how Japanese game text separates words (分かち書き), in kana
///   text (ja-Hrkt) and in kanji text (ja) alike; it is text, not layout, and stays: kana written
///   without it is hard to read, it has the width of a kana where a U+0020 space would look
///   cramped, and line breaking (UAX #14) wraps at it as at a space. A line break in Japanese
///   text always falls between two words, where the games write U+3000 within a line, so it
///   becomes U+3000 (but nothing after 、 or an opening bracket, or before closing punctuation,
///   where the games write no space within a line either).
/// - **`POKéMON`**, and `POKé BALL` and `POKéGEAR`, are how the Game Boy games typeset the words
///   in small capitals (their font had no capital É): they become the spelling every later game
///   prints, Pokémon, Poké Ball and Pokégear. Other words the old games print in capitals
///   (`BULBASAUR`, `TRAINER`) stay: telling them from `DNA` takes the name tables.
/// - **Escapes** of line breaks, other control characters and soft hyphens (`\n`, `\f`,
///   `\u00AD`, ``escapes(in:)``) are read as what they stand for first: PokeAPI's CSV writes the
///   line breaks of 191 French ability descriptions (Scarlet and Violet's) as a backslash and `n`.
/// - Other control characters go (a tab is a space), and the text is trimmed.
///
/// The tables store the result, so what a translator writes is what the app shows; loccheck's
/// prose rules report text that still has the layout in it.
package enum GameText {
    /// The display text of `raw` as one line, for a text in `locale`'s language.
    /// - Complexity: O(n) in the scalars of `raw`.
    package static func displayText(_ raw: String, locale: LocaleTag) -> String {
        let language = Language(locale)
        let read = raw.utf8.contains(UInt8(ascii: "\\")) ? unescaped(raw) : raw
        let scalars = Array(read.unicodeScalars)
        var out: [Unicode.Scalar] = []
        out.reserveCapacity(scalars.count)
        var index = 0
        while index < scalars.count {
            let scalar = scalars[index]
            guard isBreak(scalar) else {
                if scalar == "\t" {
                    out.append(" ")
                } else if !isControl(scalar) {
                    out.append(scalar)
                }
                index += 1
                continue
            }
            // A run of breaks and the spaces around them is one join.
            var next = index
            while next < scalars.count, isBreak(scalars[next]) || isSpace(scalars[next], language) { next += 1 }
            while let last = out.last, isSpace(last, language) { out.removeLast() }
            if !out.isEmpty, next < scalars.count {
                join(&out, before: scalars[next...], language)
            }
            index = next
        }
        out.removeAll { $0 == softHyphen }
        var text = ""
        text.unicodeScalars.append(contentsOf: out)
        for (typeset, spelled) in smallCapitals { text = text.replacing(typeset, with: spelled) }
        return trimmed(text)
    }

    /// What the rules of a language need to know.
    private struct Language {
        /// Japanese in kanji or kana (not romaji): words are separated by U+3000.
        let separatesWordsWithIdeographicSpace: Bool
        /// German: a hyphen before a lower-case word at a break split the word.
        let capitalizesNouns: Bool

        init(_ locale: LocaleTag) {
            separatesWordsWithIdeographicSpace = locale.language == "ja" && locale.script != "Latn"
            capitalizesNouns = locale.language == "de"
        }
    }

    static let softHyphen: Unicode.Scalar = "\u{AD}"
    static let ideographicSpace: Unicode.Scalar = "\u{3000}"

    /// The Japanese punctuation no space follows: the comma and opening brackets.
    static let unspacedAfter: Set<Unicode.Scalar> = ["\u{3001}", "\u{300C}", "\u{300E}", "\u{FF08}", "\u{3008}", "\u{300A}", "\u{3010}"]
    /// The Japanese punctuation no space precedes: comma, full stop, closing brackets, ！ and ？.
    static let unspacedBefore: Set<Unicode.Scalar> = [
        "\u{3001}", "\u{3002}", "\u{300D}", "\u{300F}", "\u{FF09}", "\u{3009}", "\u{300B}", "\u{3011}", "\u{FF01}", "\u{FF1F}",
    ]

    /// The old games' small-capital spellings and the spelling of every later game.
    static let smallCapitals: [(typeset: String, spelled: String)] = [
        ("POK\u{E9}MON", "Pok\u{E9}mon"), ("POK\u{E9} BALL", "Pok\u{E9} Ball"), ("POK\u{E9}GEAR", "Pok\u{E9}gear"),
    ]

    /// The conjunctions of the tables' languages, before which a hyphen ends a suspended compound
    /// (`Ein- und Ausgang`, `pre- and post-battle`, `10- to 12-year-old`), not a split word.
    package static let conjunctions: Set<String> = [
        "und", "oder", "bis", "sowie", "als", "wie", "bzw", "and", "or", "to", "nor", "et", "ou", "y", "e", "o", "u", "ed", "od",
    ]

    /// Appends what a break between `out` and `next` becomes.
    private static func join(_ out: inout [Unicode.Scalar], before next: ArraySlice<Unicode.Scalar>, _ language: Language) {
        let previous = out[out.count - 1]
        let following = next[next.startIndex]
        if previous == softHyphen {
            out.removeLast()
            return
        }
        if isDash(previous) {
            let beforeDash = out.count > 1 ? out[out.count - 2] : " "
            if beforeDash == " " || (previous != "\u{2013}" && previous != "\u{2014}" && conjunctions.contains(word(at: next))) {
                // A spaced dash (`nest - this`), or a hyphen ending a suspended compound (`Ein- und Ausgang`).
                out.append(" ")
            } else if language.capitalizesNouns, previous == "-", beforeDash.properties.isAlphabetic, following.properties.isLowercase {
                out.removeLast()
            }
            return
        }
        if isWide(previous) || isWide(following) {
            // Japanese writes no space after 、 or an opening bracket, nor before closing punctuation.
            if language.separatesWordsWithIdeographicSpace, !unspacedAfter.contains(previous), !unspacedBefore.contains(following) {
                out.append(ideographicSpace)
            }
            return
        }
        out.append(" ")
    }

    /// The letters at the start of `scalars`, as a word.
    private static func word(at scalars: ArraySlice<Unicode.Scalar>) -> String {
        var word = ""
        word.unicodeScalars.append(contentsOf: scalars.prefix { $0.properties.isAlphabetic })
        return word
    }

    /// A line, page or paragraph break: LF, VT, FF, CR, NEL, U+2028, U+2029.
    package static func isBreak(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x0A...0x0D, 0x85, 0x2028, 0x2029: true
        default: false
        }
    }

    /// A C0 or C1 control character or DEL.
    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// A space a break takes with it: U+0020, and U+3000 in Japanese (the break becomes one).
    private static func isSpace(_ scalar: Unicode.Scalar, _ language: Language) -> Bool {
        scalar == " " || (language.separatesWordsWithIdeographicSpace && scalar == ideographicSpace)
    }

    /// A hyphen or dash that ends a line without a space: `-`, U+2010–2014.
    package static func isDash(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "-" || (0x2010...0x2014).contains(scalar.value)
    }

    /// A character of the scripts written without spaces between words, or their punctuation:
    /// Han, kana, Bopomofo, CJK symbols and punctuation, full-width forms. (Hangul is spaced.)
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x2E80...0x2FDF, 0x3000...0x303F, 0x3040...0x30FF, 0x3100...0x312F, 0x31A0...0x31FF,
            0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFF61...0xFF9F, 0xFFE0...0xFFE6, 0x20000...0x3FFFF:
            true
        default: false
        }
    }

    private static func trimmed(_ text: String) -> String {
        let scalars = Array(text.unicodeScalars)
        let isBlank: (Unicode.Scalar) -> Bool = { $0 == " " || $0 == ideographicSpace || isBreak($0) }
        guard let start = scalars.firstIndex(where: { !isBlank($0) }), let end = scalars.lastIndex(where: { !isBlank($0) }) else {
            return ""
        }
        var result = ""
        result.unicodeScalars.append(contentsOf: scalars[start...end])
        return result
    }
}
