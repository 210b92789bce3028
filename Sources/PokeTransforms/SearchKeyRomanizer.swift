/// The romanizations people type for a name in a non-Latin script: the search keys
/// `loccheck import-search-keys` writes into `searchkeys/<locale>.txt`.
///
/// | script | romanization | example |
/// | --- | --- | --- |
/// | Hangul | Revised Romanization, pronounced, then syllable by syllable (``RevisedRomanization``) | 고라파덕 → `gorapadeok` |
/// | kana | Hepburn, ICU's `Katakana-Latin` after ``KanaSpelling``; long vowels doubled, then single; the trademark romaji (PokeAPI's `ja-Latn`) | リザードン → `rizaadon`, `rizadon`, `lizardon` |
/// | Han | pinyin without tones, ICU's `Han-Latin` after the word readings of ``ChineseWordReadings`` | 地鼠 → `dishu` |
/// | Cyrillic | ICU's `Russian-Latin/BGN` for Russian, else `Cyrillic-Latin` | Чаризард → `charizard` |
/// | Thai | RTGS, the Royal Institute's system (``RoyalThaiTranscription``) | ไรชู → `raichu` |
///
/// The tests compare the keys of every species name with independent romanizers (pythainlp's
/// RTGS, pypinyin, pykakasi, korean-romanizer) and list, with reasons, where they differ.
///
/// Every key is folded to lower-case ASCII letters and digits: marks stripped (ICU's `Any-NFKD`,
/// which also brings full-width letters to ASCII: ポリゴンＺ → `porigonz`;
/// then combining marks dropped), and the spaces, apostrophes and tildes the transforms write
/// removed, so a key is what a user types on a plain Latin keyboard. A name in Latin letters has
/// none. Not `Sendable`: it owns ICU transforms, which one thread uses at a time.
package final class SearchKeyRomanizer {
    private var transforms: [String: ICUTransform] = [:]

    package init() {}

    /// What the keys depend on besides the names: the rules below and ICU's version. A
    /// `searchkeys/<locale>.txt` fingerprints it, so loccheck romanizes again when either changes.
    /// Raise the rules number with any change to what ``romanizations(of:language:)`` returns.
    package static var revision: String { "rules 2, ICU \(ICUTransform.icuVersion)" }

    /// The transforms opened so far, by ID: what this romanizer has paid ICU to compile.
    package var openedTransforms: [String] { transforms.keys.sorted() }

    /// The romanizations of `name`, most common first, without repeats; empty for a name
    /// without Hangul, kana, Han, Cyrillic or Thai.
    /// - Parameters:
    ///   - language: the name's language (`ja`, `zh`): ICU reads Han characters as Chinese
    ///     only, so a Japanese name with kanji gets no key.
    ///   - officialRomanization: the name's own Latin spelling where it has one (the trademark
    ///     romaji of a Japanese name, `Lizardon` for リザードン), added last as a key people type.
    package func romanizations(
        of name: String, language: String,
        officialRomanization: String? = nil
    ) throws(TransformError) -> [String] {
        var keys: [String] = []
        func add(_ key: String) {
            let folded = Self.asciiKey(key)
            if !folded.isEmpty, !keys.contains(folded) { keys.append(folded) }
        }
        switch Self.script(of: name) {
        case .hangul:
            add(RevisedRomanization.romanize(name))
            add(RevisedRomanization.romanizeSyllables(name))
        case .kana:
            let hepburn = try transform("Katakana-Latin", KanaSpelling.respelled(try transform("Hiragana-Katakana", name)))
            // A long vowel doubled (ピカチュウ, リザードン → pikachuu, rizaadon), then single
            // (pikachu, rizadon): ICU writes ー as a macron, which NFKD alone would drop.
            add(try transform("Any-NFKD", Self.doublingMacrons(hepburn)))
            add(Self.asciiKey(try transform("Any-NFKD", hepburn)).replacing("uu", with: "u"))
        case .han:
            guard language != "ja" else { break }
            let words = ChineseWordReadings.spellingWords(in: name)
            add(try transform("Han-Latin; Any-NFKD", words.text))
            if words.alsoCharacterReading { add(try transform("Han-Latin; Any-NFKD", name)) }
        case .cyrillic:
            // Russian in BGN/PCGN (Чаризард → charizard), as English-speaking fans write it; ISO 9's
            // háčeks fold to bare letters (carizard), which nobody types.
            add(try transform(language == "ru" ? "Russian-Latin/BGN; Any-NFKD" : "Cyrillic-Latin; Any-NFKD", name))
        case .thai: add(RoyalThaiTranscription.romanize(name))
        case nil: break
        }
        if let officialRomanization, !keys.isEmpty { add(try transform("Any-NFKD", officialRomanization)) }
        return keys
    }

    /// The script a name is romanized from: the first of its letters in one of the five.
    enum Script { case hangul, kana, han, cyrillic, thai }

    static func script(of name: String) -> Script? {
        for scalar in name.unicodeScalars {
            switch scalar.value {
            case 0xAC00...0xD7A3, 0x1100...0x11FF, 0x3131...0x318E: return .hangul
            case 0x3041...0x30FF, 0x31F0...0x31FF, 0xFF66...0xFF9F: return .kana
            case 0x0400...0x04FF: return .cyrillic
            case 0x0E00...0x0E7F: return .thai
            default: if scalar.isIdeographicFast { return .han }
            }
        }
        return nil
    }

    private func transform(_ id: String, _ text: String) throws(TransformError) -> String {
        if let opened = transforms[id] { return try opened.apply(text) }
        let opened = try ICUTransform(id)
        transforms[id] = opened
        return try opened.apply(text)
    }

    /// `latin` with each vowel ICU writes with a macron (ā ē ī ō ū) doubled.
    static func doublingMacrons(_ latin: String) -> String {
        let long: [Unicode.Scalar: String] = [
            "\u{101}": "aa", "\u{113}": "ee", "\u{12B}": "ii", "\u{14D}": "oo", "\u{16B}": "uu",
            "\u{100}": "AA", "\u{112}": "EE", "\u{12A}": "II", "\u{14C}": "OO", "\u{16A}": "UU",
        ]
        var doubled = ""
        for scalar in latin.unicodeScalars {
            if let vowels = long[scalar] { doubled += vowels } else { doubled.unicodeScalars.append(scalar) }
        }
        return doubled
    }

    /// Lower-case ASCII letters and digits of a transform's output. ICU's Katakana-Latin writes a
    /// small vowel after a syllable that has no Hepburn spelling with a tilde (ヴィ → `vu~i`):
    /// the tilde and the vowel before it go, as Hepburn writes `vi`.
    static func asciiKey(_ text: String) -> String {
        var scalars = Array(text.unicodeScalars)
        var index = 1
        while index < scalars.count {
            if scalars[index] == "~", "aiueo".unicodeScalars.contains(scalars[index - 1]) {
                scalars.removeSubrange((index - 1)...index)
                index = max(index - 1, 1)
            } else {
                index += 1
            }
        }
        var key = ""
        for scalar in scalars {
            switch scalar.value {
            case 0x41...0x5A: key.unicodeScalars.append(Unicode.Scalar(scalar.value + 0x20)!)
            case 0x61...0x7A, 0x30...0x39: key.unicodeScalars.append(scalar)
            default: continue
            }
        }
        return key
    }
}
