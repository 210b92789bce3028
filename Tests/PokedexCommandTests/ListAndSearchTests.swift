import Foundation
import Testing

@Suite("pokedex list and search, offline")
struct ListAndSearchTests {
    let pokedex = BuiltPokedex()

    @Test(
        "list numbers the names in order, in the locale",
        arguments: [
            ("ko", "No.1 이상해씨\nNo.2 이상해풀\nNo.3 이상해꽃\n"),
            ("ja", "No.1 フシギダネ\nNo.2 フシギソウ\nNo.3 フシギバナ\n"),
            ("en", "No.1 Bulbasaur\nNo.2 Ivysaur\nNo.3 Venusaur\n"),
            ("de", "Nr.1 Bisasam\nNr.2 Bisaknosp\nNr.3 Bisaflor\n"),
            ("fr", "N°1 Bulbizarre\nN°2 Herbizarre\nN°3 Florizarre\n"),
            ("zh-Hant", "No.1 妙蛙種子\nNo.2 妙蛙草\nNo.3 妙蛙花\n"),
        ])
    func firstThree(locale: String, expected: String) throws {
        let run = try pokedex.run(["list", "--locale", locale, "--limit", "3"])
        #expect(run.status == 0)
        #expect(run.stdout == expected)
    }

    @Test("after the 1,025 species come the forms, named with their form")
    func forms() throws {
        let run = try pokedex.run(["list", "--locale", "ja", "--offset", "1024", "--limit", "3"])
        #expect(run.stdout == "No.1025 モモワロウ\nNo.386 デオキシス（アタックフォルム）\nNo.386 デオキシス（ディフェンスフォルム）\n")
    }

    @Test("the whole list has every /pokemon entry once")
    func whole() throws {
        let lines = try pokedex.run(["list", "--locale", "en"]).stdout.split(separator: "\n")
        #expect(lines.count == 1_351)
        #expect(lines.first == "No.1 Bulbasaur")
        #expect(lines.contains("No.890 Eternatus (Eternamax)"))
        #expect(try pokedex.run(["list", "--offset", "5000"]).stdout.isEmpty)
    }

    @Test(
        "search ranks the matches and says what matched",
        arguments: [
            ("Psykokwak", "ko", "No.54 고라파덕 · fr Psykokwak · exact\n"),
            ("ㄱㄹㅍㄷ", "en", "No.54 Psyduck · ko 고라파덕 · initial consonants\n"),
            ("psyduck", "ja", "No.54 コダック · en Psyduck · exact\n"),
            ("こだっく", "de", "Nr.54 Enton · ja コダック · exact\n"),
        ])
    func search(text: String, locale: String, expected: String) throws {
        let run = try pokedex.run(["search", text, "--locale", locale, "--kind", "species"])
        #expect(run.status == 0)
        #expect(run.stdout == expected)
    }

    /// Issue 26, item 4: every kind with names of its own is searched, and each line says its kind.
    @Test(
        "search finds abilities, moves and items by a name in any language or their slug, and names the kind",
        arguments: [
            ("날씨부정", "en", "ability Cloud Nine (cloud-nine) · ko 날씨부정 · exact"),
            ("Hydrocanon", "en", "move Hydro Pump (hydro-pump) · fr Hydrocanon · exact"),
            ("モンスターボール", "ko", "item 몬스터볼 (poke-ball) · ja モンスターボール · exact"),
            ("cloud-nine", "fr", "ability Ciel Gris (cloud-nine) · en Cloud Nine · exact"),
            ("ㄴㅆㅂㅈ", "en", "ability Cloud Nine (cloud-nine) · ko 날씨부정 · initial consonants"),
        ])
    func otherKinds(text: String, locale: String, expected: String) throws {
        let run = try pokedex.run(["search", text, "--locale", locale])
        #expect(run.status == 0)
        #expect(run.stdout.split(separator: "\n").first.map(String.init) == expected, "\(run.stdout)")
    }

    @Test("search --kind looks only in the kinds it names, and refuses a kind no search has with the nearest one")
    func kindOption() throws {
        let moves = try pokedex.run(["search", "hydro", "--kind", "moves", "--locale", "en"])
        let lines = moves.stdout.split(separator: "\n")
        #expect(moves.status == 0 && !lines.isEmpty)
        #expect(lines.allSatisfy { $0.hasPrefix("move ") }, "\(moves.stdout)")
        let both = try pokedex.run(["search", "psyduck", "--kind", "items, species", "--locale", "en", "--limit", "2"])
        let found = both.stdout.split(separator: "\n")
        #expect(
            found.count == 2 && found[0] == "No.54 Psyduck · en Psyduck · exact" && found[1].hasPrefix("item Psyduck "), "\(both.stdout)")
        let wrong = try pokedex.run(["search", "psyduck", "--kind", "species,movez"])
        #expect(wrong.status == 2)
        #expect(
            wrong.stderr.hasPrefix(
                "Error: The value 'species,movez' is invalid for '--kind <kinds>': 'movez' is not a kind search looks in. Did you mean 'moves'?"
            ), "\(wrong.stderr)")
        let none = try pokedex.run(["search", "날씨부정", "--kind", "moves"])
        #expect(none.status == 1)
        #expect(none.stderr == "pokedex: no Pokédex name matches '날씨부정' among moves.\n")
    }

    @Test("search lists prefixes and typos after exact matches, at most --limit")
    func ranking() throws {
        let run = try pokedex.run(["search", "charzard", "--locale", "fr", "--limit", "2"])
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "N°6 Dracaufeu · en Charizard · typo (1 edit)")
        #expect(lines.count <= 2)
        let none = try pokedex.run(["search", "zzzzzzzz"])
        #expect(none.status == 1)
        #expect(none.stderr == "pokedex: no Pokédex name matches 'zzzzzzzz'.\n")
    }

    @Test(
        "search prefers the locale's names: Pikachu first for pika, English Char names first in English, the Korean romanization named in Hangul"
    )
    func preferredLocale() throws {
        let english = try pokedex.run(["search", "pika", "--locale", "en"])
        #expect(english.stdout.split(separator: "\n").first == "No.25 Pikachu · en Pikachu · prefix", "\(english.stdout)")
        let korean = try pokedex.run(["search", "pika", "--locale", "ko"])
        #expect(korean.stdout.split(separator: "\n").first == "No.25 피카츄 · ko 피카츄 (pikachyu) · romanization", "\(korean.stdout)")
        let char = try pokedex.run(["search", "char", "--locale", "en"]).stdout.split(separator: "\n")
        #expect(char.prefix(5).allSatisfy { $0.contains(" · en Char") }, "\(char)")
    }

    @Test(
        "search finds the species in the top 3 from pinyin, Korean and Japanese romanizations, and Korean and Japanese typos",
        arguments: [
            ("kedaya", 54), ("pikaqiu", 25), ("gorapadeok", 54), ("pikachyu", 25), ("kodakku", 54), ("fushigidane", 1),
            ("고라파둑", 54), ("こだつく", 54),
        ])
    func romanizedAndTypos(text: String, species: Int) throws {
        let run = try pokedex.run(["search", text, "--locale", "en"])
        #expect(run.status == 0)
        let numbers = run.stdout.split(separator: "\n").prefix(3).map { $0.split(separator: " ").first.map(String.init) ?? "" }
        #expect(numbers.contains("No.\(species)"), "\(text): \(run.stdout)")
    }

    /// The keys people type (issue 26): Thai in RTGS, Chinese read by word (地鼠 is dishu, not
    /// deshu), Hepburn's ii for ビィ; each finds its species first, through the name it romanizes.
    @Test(
        "search finds a species by its name in RTGS Thai, word-read pinyin and Hepburn",
        arguments: [
            ("raichu", "th", "หมายเลข26 ไรชู · ", "th ไรชู (raichu) · romanization"),
            ("iwui", "th", "หมายเลข133 อีวุย · ", "th อีวุย (iwui) · romanization"),
            ("lisadon", "en", "No.6 Charizard · ", "th ลิซาร์ดอน (lisadon) · romanization"),
            ("dishu", "en", "No.50 Diglett · ", "zh-Hans 地鼠 (dishu) · romanization"),
            ("hudi", "en", "No.65 Alakazam · ", "胡地 (hudi) · romanization"),
            ("serebii", "en", "No.251 Celebi · ", "ja セレビィ (serebii) · romanization"),
            ("denjimushi", "en", "No.737 Charjabug · ", "デンヂムシ (denjimushi) · romanization"),
        ])
    func keysPeopleType(text: String, locale: String, species: String, match: String) throws {
        let run = try pokedex.run(["search", text, "--locale", locale])
        #expect(run.status == 0)
        let first = run.stdout.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix(species) && first.contains(match), "\(text): \(run.stdout)")
    }

    @Test("search says which romanization matched, and --explain shows the keys compared")
    func explain() throws {
        let run = try pokedex.run(["search", "kedaya", "--locale", "en", "--limit", "1", "--explain"])
        #expect(
            run.stdout == """
                No.54 Psyduck · zh-Hans 可达鸭 (kedaya) · romanization
                    query key 'kedaya' matched key 'kedaya' (romanization): romanization, covers 100% of the key

                """)
        let typo = try pokedex.run(["search", "Pikachu (Unova", "--locale", "en", "--limit", "1", "--explain"])
        #expect(
            typo.stdout.contains("query key 'pikachuunova' matched key 'pikachuunovacap' (form name): prefix, covers 80% of the key"),
            "\(typo.stdout)")
    }

    @Test("list --sort name follows the locale's collation; number is the default")
    func sortByName() throws {
        let korean = try pokedex.run(["list", "--sort", "name", "--locale", "ko", "--limit", "10"])
        #expect(korean.status == 0)
        let initials = korean.stdout.split(separator: "\n").map { line in
            (line.split(separator: " ", maxSplits: 1).last?.unicodeScalars.first?.value ?? 0)
        }
        #expect(initials.count == 10)
        #expect(initials.allSatisfy { (0xAC00..<0xAC00 + 588).contains($0) }, "\(korean.stdout)")  // 가 to 깋: ㄱ first
        #expect(initials == initials.sorted())
        let german = try pokedex.run(["list", "--sort", "name", "--locale", "de", "--limit", "2", "--offset", "1"])
        #expect(german.stdout == "Nr.63 Abra\nNr.359 Absol\n")
        #expect(try pokedex.run(["list", "--sort", "number", "--locale", "en", "--limit", "1"]).stdout == "No.1 Bulbasaur\n")
        let whole = try pokedex.run(["list", "--sort", "name", "--locale", "en"]).stdout.split(separator: "\n")
        #expect(whole.count == 1_351)
        let wrong = try pokedex.run(["list", "--sort", "size"])
        #expect(wrong.status == 2)
        #expect(
            wrong.stderr.hasPrefix("Error: The value 'size' is invalid for '--sort <order>'. Please provide one of 'number' and 'name'.\n"),
            "\(wrong.stderr)")
    }
}
