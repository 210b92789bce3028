import PokeTables
import Testing

@testable import LocCheck

/// The prose rules, and how the name and key rules treat the tables of game text and their games,
/// on tables in memory. The texts are the package's own, edited as a translator or a copy from
/// elsewhere would.
@Suite("Prose rules, in memory")
struct ProseRuleTests {
    static let psyduck = "언제나 두통에 시달린다. 신비한 힘을 폭발시키면 잠시 통증이 진정되는 듯하다."

    /// Korean entries of bulbasaur, ivysaur and psyduck, the English ones, and the Korean games.
    static func entries(ko: [String: String] = [:], versions: String? = "bulbasaur = sword\nivysaur = sword\npsyduck = sword\n") throws
        -> [String: String]
    {
        let korean = try RuleHarness.package("pokedexentries/ko.txt")
        func line(_ key: String) -> String { korean.split(separator: "\n").first { $0.hasPrefix("\(key) = ") }.map(String.init) ?? "" }
        let text =
            ["bulbasaur", "ivysaur", "psyduck"].map { key in ko[key].map { "\(key) = \($0)" } ?? line(key) }.joined(separator: "\n") + "\n"
        var files = ["pokedexentries/en.txt": try RuleHarness.package("pokedexentries/en.txt"), "pokedexentries/ko.txt": text]
        if let versions { files["entryversions/ko.txt"] = versions }
        return files
    }

    @Test("escaped-control: a line break or soft hyphen written out, with the display text as the fix")
    func escapedControl() throws {
        let input = RuleHarness.input(
            try Self.entries(ko: [
                "psyduck": #"언제나 두통에 시달린다.\n신비한 힘을 폭발시키면\n잠시 통증이 진정되는 듯하다."#,
                "ivysaur": #"등에 있는 봉오리가 크게 자라면 두 다리로 설 수 없게 되는 듯\u00AD\n하다."#,
            ]))
        let found = EscapedControlCheck().check(input)
        #expect(
            RuleHarness.summary(found) == [
                "pokedexentries/ko.txt:2 escaped-control ivysaur", "pokedexentries/ko.txt:3 escaped-control psyduck",
            ])
        #expect(found.first { $0.key == "psyduck" }?.fix == Self.psyduck)
        #expect(found.first { $0.key == "ivysaur" }?.fix == "등에 있는 봉오리가 크게 자라면 두 다리로 설 수 없게 되는 듯하다.")
        #expect(found.first?.message.contains(#"has `\u00AD` written out, a soft hyphen"#) == true)
        // A backslash that escapes nothing a table refuses is text.
        #expect(EscapedControlCheck().check(RuleHarness.input(try Self.entries(ko: ["psyduck": #"\q \u0041 \\"#]))).isEmpty)
    }

    @Test("stray-hyphen: a word split with a hyphen and a space; a suspended compound passes")
    func strayHyphen() throws {
        let english =
            "bulbasaur = Exposure to sun- light adds to its strength.\nivysaur = It has a pre- and post-battle ritual.\npsyduck = Its Körper- temperatur rises.\n"
        let found = StrayHyphenCheck().check(RuleHarness.input(["pokedexentries/en.txt": english]))
        #expect(
            RuleHarness.summary(found) == [
                "pokedexentries/en.txt:1 stray-hyphen bulbasaur", "pokedexentries/en.txt:3 stray-hyphen psyduck",
            ])
        #expect(found.first?.message.contains("“sun- light”") == true)
        #expect(StrayHyphenCheck.splitWord(in: "Ein- und Ausgang, whitish-blue, nest - this, Käfer- Pokémon") == nil)
    }

    @Test("stray-hyphen's byte scan lets through every text with a split word, whatever its hyphen, spaces and script")
    func strayHyphenScanMissesNoSplit() {
        var missed: [String] = []
        var splits = 0
        for before in ["sun", "Körper", "日本", "x"] {
            for hyphen in ["-", "\u{2010}", "\u{2011}", "\u{2012}", "\u{2013}", "\u{2014}", "\u{2212}"] {
                for space in ["", " ", "  ", "\u{00A0}"] {
                    for after in ["light", "und", "Temperatur", "été", "ёж"] {
                        let text = "Its \(before)\(hyphen)\(space)\(after) rises."
                        guard StrayHyphenCheck.splitWord(in: text) != nil else { continue }
                        splits += 1
                        if !StrayHyphenCheck.hasHyphenBeforeSpace(text) { missed.append(text) }
                    }
                }
            }
        }
        #expect(splits > 0)
        #expect(missed.isEmpty, "the scan passed over \(missed)")
        #expect(!StrayHyphenCheck.hasHyphenBeforeSpace("whitish-blue, nest \u{2013} this, a\u{2014} b"))
    }

    @Test("unbalanced-pair: brackets of every script and the locale's quotes, German „…“ included")
    func unbalancedPair() throws {
        let de =
            "bulbasaur = Man nennt es „Samen“ (wegen des Rückens).\nivysaur = Es sagt „Hallo„ zu allen.\npsyduck = Es hat Kopfschmerzen).\n"
        let en = "bulbasaur = It is called “the seed” [sometimes].\nivysaur = Its nickname is ”finery fish.”\npsyduck = He said \"quack.\n"
        let ja = "bulbasaur = 「タネ」と　よばれる『ポケモン』。\nivysaur = 「つぼみ』が　ある。\n"
        let found = UnbalancedPairCheck().check(
            RuleHarness.input(["pokedexentries/de.txt": de, "pokedexentries/en.txt": en, "pokedexentries/ja.txt": ja]))
        #expect(
            RuleHarness.summary(found) == [
                "pokedexentries/de.txt:2 unbalanced-pair ivysaur", "pokedexentries/de.txt:3 unbalanced-pair psyduck",
                "pokedexentries/en.txt:2 unbalanced-pair ivysaur", "pokedexentries/en.txt:3 unbalanced-pair psyduck",
                "pokedexentries/ja.txt:2 unbalanced-pair ivysaur",
            ])
        #expect(
            found.first { $0.file == "pokedexentries/en.txt" && $0.key == "ivysaur" }?.message.contains("closes ” that it never opens")
                == true)
        #expect(found.first { $0.file == "pokedexentries/ja.txt" }?.message.contains("closes 』 while 「 is open") == true)
    }

    @Test("still-english: the English text itself, or English words, in another locale; never in English")
    func stillEnglish() throws {
        let english = try RuleHarness.package("pokedexentries/en.txt")
        let bulbasaur = try #require(english.split(separator: "\n").first { $0.hasPrefix("bulbasaur = ") }).dropFirst("bulbasaur = ".count)
        let input = RuleHarness.input(
            try Self.entries(ko: [
                "bulbasaur": String(bulbasaur),
                "ivysaur": "When the bulb on its back grows large, it appears to lose the ability to stand.",
            ]).merging([
                "pokedexentries/en-GB.txt": "bulbasaur = \(bulbasaur)\n",
                "pokedexentries/de.txt": "psyduck = Enton leidet permanent unter Kopfschmerzen. Die Tore sind in der Stadt.\n",
            ]) { $1 })
        let found = EnglishProseCheck().check(input)
        #expect(
            RuleHarness.summary(found) == [
                "pokedexentries/ko.txt:1 still-english bulbasaur", "pokedexentries/ko.txt:2 still-english ivysaur",
            ])
        #expect(found.first?.message.contains("is the English text") == true)
        #expect(found.last?.message.contains("is in English, not ko") == true)
        #expect(EnglishProseCheck.words("It's Psyduck’s (very) own-power!") == ["it's", "psyduck's", "very", "own", "power"])
    }

    @Test("still-english counts words as words(_:) splits them, on every text of the package's prose tables and on edge cases")
    func englishCountMatchesWords() throws {
        func byWords(_ text: String) -> Bool {
            let words = EnglishProseCheck.words(text)
            let hits = words.filter(EnglishProseCheck.englishWords.contains).count
            return hits >= EnglishProseCheck.minimumWords && Double(hits) >= EnglishProseCheck.minimumShare * Double(words.count)
        }
        var texts = [
            "it's the one", "the' and'", "It's its'' own", "the\u{2019}s and the", "theirs their thé the", "abcdefghi the and",
            "x'the and", "the and it's'", "'the 'and",
        ]
        for kind in ["pokedexentries", "abilitydescriptions"] {
            for locale in ["en", "de", "fr", "es", "es-419", "it", "ja", "ja-Hrkt", "ko", "zh-Hans", "zh-Hant"] {
                let text = try RuleHarness.package("\(kind)/\(locale).txt")
                texts += text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap {
                    $0.split(separator: " = ", maxSplits: 1).last.map(String.init)
                }
            }
        }
        #expect(texts.count > 12_000)
        let differing = texts.filter { EnglishProseCheck.isEnglish($0) != byWords($0) }
        #expect(differing.isEmpty, "\(differing.prefix(5))")
        #expect(texts.contains(where: { EnglishProseCheck.isEnglish($0) }))
        // The blocks read as letters without a lookup are Alphabetic, every scalar of them.
        let fast = (UInt32(0x3000)...0xD7FF).compactMap(Unicode.Scalar.init).filter(EnglishProseCheck.WordCount.isKanaHanOrHangul)
        #expect(fast.count > 30_000 && fast.allSatisfy(\.properties.isAlphabetic))
    }

    @Test("duplicate-prose: an entry given to a second species; ability descriptions may repeat")
    func duplicateProse() throws {
        let found = DuplicateProseCheck().check(
            RuleHarness.input(try Self.entries(ko: ["psyduck": Self.psyduck, "ivysaur": Self.psyduck]))
        )
        .filter { $0.locale == LocaleTag("ko") }
        #expect(RuleHarness.summary(found) == ["pokedexentries/ko.txt:3 duplicate-prose psyduck"])
        #expect(found.first?.message.contains("the same text as `ivysaur`'s on line 2") == true)
        let abilities =
            "clear-body = Prevents other Pokémon from lowering its stats.\nwhite-smoke = Prevents other Pokémon from lowering its stats.\n"
        #expect(DuplicateProseCheck().check(RuleHarness.input(["abilitydescriptions/en.txt": abilities])).isEmpty)
    }

    @Test("the name rules leave prose alone: units and codes in another script, texts shared")
    func nameRulesSkipProse() throws {
        let input = RuleHarness.input(
            try Self.entries(ko: ["psyduck": "지하 100km까지 파고든다. HP가 줄지 않는다.", "ivysaur": "지하 100km까지 파고든다. HP가 줄지 않는다."]))
        #expect(NameContentCheck().check(input).isEmpty)
    }

    @Test("an entry's game: a versions key (unknown-value, with the key meant), one for each entry of the locale and no more")
    func entryVersions() throws {
        let input = RuleHarness.input(try Self.entries(versions: "bulbasaur = sword\nivysaur = swrod\npsyduck = gold-silver\nmew = red\n"))
        let values = ValueKeyCheck().check(input)
        #expect(
            RuleHarness.summary(values) == ["entryversions/ko.txt:2 unknown-value ivysaur", "entryversions/ko.txt:3 unknown-value psyduck"])
        #expect(values.first?.fix == "sword")
        #expect(
            values.first?.message
                == "The entry's game of `ivysaur` is `swrod`, which is not a versions key in the API's list. Did you mean `sword`?")

        let keys = KeyCheck().check(input).filter { $0.file == "entryversions/ko.txt" }
        #expect(RuleHarness.summary(keys) == ["entryversions/ko.txt:4 unknown-key mew"])
        #expect(keys.first?.message.contains("`mew` has no Pokédex entry in pokedexentries/ko.txt") == true)

        let missing = KeyCheck().check(RuleHarness.input(try Self.entries(versions: "bulbasaur = sword\npsyduck = sword\n"))).filter {
            $0.file == "entryversions/ko.txt"
        }
        #expect(RuleHarness.summary(missing) == ["entryversions/ko.txt:2 missing-key ivysaur"])
        // A locale without a table of games has entries of no known game (its own translations).
        let noGames = KeyCheck(requiredKinds: [.entryVersions: ["bulbasaur"]]).check(RuleHarness.input(try Self.entries(versions: nil)))
        #expect(!noGames.contains { $0.table == .entryVersions })
    }
}
