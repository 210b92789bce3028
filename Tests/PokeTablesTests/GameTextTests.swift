import PokeTables
import Testing

/// The display text of real game text: each raw text is a `flavor_text` of PokeAPI's recorded
/// `/pokemon-species/{id}` responses (species, language and game in the comment), as the games
/// printed it for their text boxes.
@Suite("Game text as display text")
struct GameTextTests {
    static func display(_ raw: String, _ locale: String) -> String {
        GameText.displayText(raw, locale: LocaleTag(locale)!)
    }

    @Test(
        "a page break (\\f) is a space, and a soft hyphen at a line break joins the word",
        arguments: [
            // Ivysaur, Gold: a soft hyphen before \n, and a page break between two words.
            (
                "Exposure to sun\u{AD}\nlight adds to its\nstrength. Sunlight\u{C}also makes the bud\non its back grow\nlarger.",
                "Exposure to sunlight adds to its strength. Sunlight also makes the bud on its back grow larger."
            ),
            // Charizard, Silver: a soft hyphen before the page break itself.
            (
                "Breathing intense,\nhot flames, it can\nmelt almost any\u{AD}\u{C}thing. Its breath\ninflicts terrible\npain on enemies.",
                "Breathing intense, hot flames, it can melt almost anything. Its breath inflicts terrible pain on enemies."
            ),
            // Dragonite, Silver: two split words in one entry.
            (
                "This marine POK\u{E9}\u{AD}\nMON has an impres\u{AD}\nsive build that\u{C}lets it freely fly\nover raging seas\nwithout trouble.",
                "This marine Pokémon has an impressive build that lets it freely fly over raging seas without trouble."
            ),
        ])
    func pagesAndSoftHyphens(raw: String, expected: String) {
        #expect(Self.display(raw, "en") == expected)
    }

    @Test("POKéMON is Pokémon, also split by a soft hyphen; other capitals stay")
    func smallCapitals() {
        // Bulbasaur, Red.
        #expect(
            Self.display(
                "A strange seed was\nplanted on its\nback at birth.\u{C}The plant sprouts\nand grows with\nthis POK\u{E9}MON.", "en")
                == "A strange seed was planted on its back at birth. The plant sprouts and grows with this Pokémon.")
        // Arcanine, Yellow.
        #expect(
            Self.display(
                "A legendary POK\u{E9}\u{AD}\nMON in China.\nMany people are\u{C}charmed by its\ngrace and beauty\nwhile running.", "en")
                == "A legendary Pokémon in China. Many people are charmed by its grace and beauty while running.")
        // Charizard, Gold: the name in capitals stays; a hyphen at a break stays, joined.
        #expect(
            Self.display(
                "If CHARIZARD be\u{AD}\ncomes furious, the\nflame at the tip\u{C}of its tail flares\nup in a whitish-\nblue color.", "en")
                == "If CHARIZARD becomes furious, the flame at the tip of its tail flares up in a whitish-blue color.")
        #expect(
            Self.display("Catch it with a POK\u{E9} BALL or use the POK\u{E9}GEAR.", "en")
                == "Catch it with a Poké Ball or use the Pokégear.")
    }

    @Test("Japanese keeps its U+3000 word separators, and a line break between two words becomes one")
    func japanese() {
        // Psyduck, Sword (kanji).
        #expect(
            Self.display("いつも\u{3000}頭痛に\u{3000}悩んでいる。\n不思議な\u{3000}力を\u{3000}爆発させると\nしばらく\u{3000}痛みは\u{3000}治まるようだ。", "ja")
                == "いつも\u{3000}頭痛に\u{3000}悩んでいる。\u{3000}不思議な\u{3000}力を\u{3000}爆発させると\u{3000}しばらく\u{3000}痛みは\u{3000}治まるようだ。")
        // Psyduck, Shield (kana): a U+3000 already after 。 within the line stays one.
        #expect(
            Self.display("ストレスが\u{3000}たまると\u{3000}ずつうが\nエスカレート。\u{3000}きょうりょくな\nねんりきで\u{3000}まわりを\u{3000}あっとうする。", "ja-Hrkt")
                == "ストレスが\u{3000}たまると\u{3000}ずつうが\u{3000}エスカレート。\u{3000}きょうりょくな\u{3000}ねんりきで\u{3000}まわりを\u{3000}あっとうする。")
        // Furret, Omega Ruby: no space after 、, as within a line.
        #expect(
            Self.display(
                "敵に\u{3000}襲われても\u{3000}細い\u{3000}すき間に\nするりと\u{3000}潜り込んで\u{3000}逃げる\u{3000}ことが\u{3000}できる、\n手足は\u{3000}短いが\u{3000}とても\u{3000}すばしっこい。",
                "ja")
                == "敵に\u{3000}襲われても\u{3000}細い\u{3000}すき間に\u{3000}するりと\u{3000}潜り込んで\u{3000}逃げる\u{3000}ことが\u{3000}できる、手足は\u{3000}短いが\u{3000}とても\u{3000}すばしっこい。"
        )
        // Exeggcute, Sword (kana): a trailing U+3000 is trimmed.
        #expect(
            Self.display("タマゴのように\u{3000}みえるが\u{3000}りっぱな\nポケモン。\u{3000}テレパシーで\u{3000}なかまと\nこうしん\u{3000}しているらしいぞ。\u{3000}", "ja-Hrkt")
                == "タマゴのように\u{3000}みえるが\u{3000}りっぱな\u{3000}ポケモン。\u{3000}テレパシーで\u{3000}なかまと\u{3000}こうしん\u{3000}しているらしいぞ。")
    }

    @Test("a line break is nothing between Chinese characters and a space in Korean")
    func chineseAndKorean() {
        // Psyduck, Sword.
        #expect(
            Self.display("总是因为头痛而烦恼。\n让神秘的力量爆发后，\n疼痛似乎就会暂时得到缓解。", "zh-Hans")
                == "总是因为头痛而烦恼。让神秘的力量爆发后，疼痛似乎就会暂时得到缓解。")
        #expect(
            Self.display("언제나 두통에 시달린다.\n신비한 힘을 폭발시키면\n잠시 통증이 진정되는 듯하다.", "ko")
                == "언제나 두통에 시달린다. 신비한 힘을 폭발시키면 잠시 통증이 진정되는 듯하다.")
    }

    @Test("German: a hyphen before a lower-case word at a break split the word; before a noun it stays")
    func germanHyphens() {
        // Skarmory, Sun.
        #expect(
            Self.display(
                "Es schlägt mit den Flügeln, um seine Körper-\ntemperatur zu regulieren. So überhitzt und\nschmilzt sein stählerner Körper im Kampf nicht.",
                "de")
                == "Es schlägt mit den Flügeln, um seine Körpertemperatur zu regulieren. So überhitzt und schmilzt sein stählerner Körper im Kampf nicht."
        )
        // Weepinbell, Let's Go Pikachu.
        #expect(
            Self.display(
                "Knofensa bevorzugt einen warmen und feuchten\nLebensraum. Es ernährt sich von kleinen Käfer-\nPokémon, die es mit seinen Ranken fängt.",
                "de")
                == "Knofensa bevorzugt einen warmen und feuchten Lebensraum. Es ernährt sich von kleinen Käfer-Pokémon, die es mit seinen Ranken fängt."
        )
        #expect(Self.display("Ein-\nund Ausgang", "de") == "Ein- und Ausgang")
        #expect(Self.display("a pre-\nand post-battle ritual", "en") == "a pre- and post-battle ritual")
        // English compounds keep their hyphen before a lower-case word.
        #expect(Self.display("a whitish-\nblue color", "en") == "a whitish-blue color")
    }

    @Test("a dash with a space before it keeps a space after it; spaces around a break go with it")
    func dashesAndSpaces() {
        // Beedrill, Ruby.
        #expect(
            Self.display(
                "BEEDRILL is extremely territorial.\nNo one should ever approach its nest -\nthis is for their own safety.\u{C}If angered, they will attack in a furious\nswarm.",
                "en")
                == "BEEDRILL is extremely territorial. No one should ever approach its nest - this is for their own safety. If angered, they will attack in a furious swarm."
        )
        #expect(Self.display("so airy—\naltogether", "en") == "so airy—altogether")
        // Aron, Sword: an em dash before a break joins whatever follows, a conjunction too.
        #expect(
            Self.display("It eats iron ore—and sometimes railroad tracks—\nto build up the steel armor that protects its body.", "en")
                == "It eats iron ore—and sometimes railroad tracks—to build up the steel armor that protects its body.")
        #expect(Self.display("  one \n two\tthree\u{7} \n\n", "en") == "one two three")
        // Vulpix, Sword: the narrow no-break space of 1 000 is text, and stays.
        #expect(
            Self.display("On dit qu’il vit 1\u{202F}000 ans et que chacune\nde ses queues a un pouvoir magique.", "fr")
                == "On dit qu’il vit 1\u{202F}000 ans et que chacune de ses queues a un pouvoir magique.")
    }

    @Test("layout written as escapes is read first: PokeAPI's CSV writes French line breaks as \\n")
    func escapes() {
        // ability_flavor_text.csv, Battle Armor, Scarlet and Violet, French.
        #expect(
            Self.display(#"Le Pokémon est protégé des coups critiques\npar une solide carapace."#, "fr")
                == "Le Pokémon est protégé des coups critiques par une solide carapace.")
        #expect(Self.display(#"sun\u00AD\nlight, page\fbreak, \u{AD}x \\n"#, "en") == #"sunlight, page break, x \\n"#)
        #expect(GameText.escapes(in: #"a\nb\x0Cc\u{2028}d\q\u0041"#).map(\.text) == [#"\n"#, #"\x0C"#, #"\u{2028}"#])
    }

    @Test(
        "display text is one line without control characters or soft hyphens, and normalizing it again changes nothing",
        arguments: ["en", "de", "ja", "ja-Hrkt", "zh-Hant", "ko"])
    func oneLine(locale: String) {
        var generator = SystemRandomNumberGenerator()
        let pieces = ["word", " ", "\n", "\u{C}", "\u{AD}", "\u{3000}", "-", "—", "頭痛", "두통", "Körper", "\\n", "\t", "\u{0}", "é"]
        for _ in 0..<2_000 {
            let raw = (0..<12).map { _ in pieces.randomElement(using: &generator)! }.joined()
            let text = Self.display(raw, locale)
            #expect(
                !text.unicodeScalars.contains { $0.value < 0x20 || $0 == "\u{AD}" || GameText.isBreak($0) },
                "\(raw.debugDescription) → \(text.debugDescription)")
            #expect(Self.display(text, locale) == text, "\(raw.debugDescription) → \(text.debugDescription)")
        }
    }
}
