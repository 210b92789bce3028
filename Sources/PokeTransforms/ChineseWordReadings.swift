/// The readings of the Chinese words in species names that ICU's `Han-Latin` gets wrong.
///
/// `Han-Latin` reads one character at a time, each by its most frequent reading, so a polyphone
/// is read wrongly where the word decides (地 as the particle *de* in 地鼠, *dishu*; 长 as *zhang*
/// in 长毛, *changmao*). These are the words, in Simplified and Traditional characters, whose
/// reading the tests' oracle, pypinyin with its phrase dictionary, gives differently from ICU,
/// over all 1,025 species names; each entry is here because pypinyin and the dictionary reading
/// agree on it. A reading replaces ICU's for the word; ``alsoCharacterReading`` keeps ICU's as
/// another key where both are said (甲壳: *jiaqiao* in the dictionary, *jiake* as people say it).
///
/// A name's words are matched longest first, left to right; the rest of the name is ICU's.
/// - Complexity: O(n · w) in the name's characters, w the longest word (2).
enum ChineseWordReadings {
    struct Reading {
        let pinyin: String
        var alsoCharacterReading = false
    }

    static let readings: [String: Reading] = [
        // 地 is dì as a noun; ICU reads the adverbial particle dé (地鼠, 胡地, 土地, 地幔…).
        "地": Reading(pinyin: "di"),
        // 仔 is zǎi, a young one (小炭仔, 墓仔狗, 狗仔包); ICU reads zǐ (仔细).
        "仔": Reading(pinyin: "zai"),
        // 肋 is lèi (肋骨); ICU reads lē.
        "肋": Reading(pinyin: "lei"),
        // 长毛, long fur: cháng, not zhǎng (to grow).
        "长毛": Reading(pinyin: "changmao"), "長毛": Reading(pinyin: "changmao"),
        // 彷徨, to wander: páng, not fǎng (彷彿).
        "彷徨": Reading(pinyin: "panghuang"),
        // 扒手, a pickpocket: pá, not bā (to strip).
        "扒手": Reading(pinyin: "pashou"),
        // 海参, a sea cucumber: shēn, not cān (to take part).
        "海参": Reading(pinyin: "haishen"), "海參": Reading(pinyin: "haishen"),
        // 象徵, a symbol (象征): zhēng, not zhǐ (a note of the scale).
        "象徵": Reading(pinyin: "xiangzheng"),
        // 甲壳, a shell: qiào in the dictionary, ké as it is said.
        "甲壳": Reading(pinyin: "jiaqiao", alsoCharacterReading: true),
        "甲殼": Reading(pinyin: "jiaqiao", alsoCharacterReading: true),
        // 脖颈, the neck: gěng in the dictionary, jǐng as it is often said.
        "脖颈": Reading(pinyin: "bogeng", alsoCharacterReading: true),
        "脖頸": Reading(pinyin: "bogeng", alsoCharacterReading: true),
    ]

    static let longestWord = readings.keys.map(\.count).max() ?? 1

    /// `name` with the words this table reads spelled in pinyin (between spaces, which the keys
    /// drop), ready for `Han-Latin`; and whether one of them keeps ICU's reading as well.
    static func spellingWords(in name: String) -> (text: String, alsoCharacterReading: Bool) {
        let characters = Array(name)
        var text = ""
        var alsoCharacterReading = false
        var index = 0
        while index < characters.count {
            var matched = false
            for length in stride(from: min(longestWord, characters.count - index), through: 1, by: -1) {
                if let reading = readings[String(characters[index..<index + length])] {
                    text += " \(reading.pinyin) "
                    alsoCharacterReading = alsoCharacterReading || reading.alsoCharacterReading
                    index += length
                    matched = true
                    break
                }
            }
            if !matched {
                text.append(characters[index])
                index += 1
            }
        }
        return (text, alsoCharacterReading)
    }
}
