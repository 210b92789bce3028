import Foundation
import Testing

@Suite("pokedex list and search, offline")
struct ListAndSearchTests {
    let pokedex = BuiltPokedex()

    @Test("list numbers the names in order, in the locale", arguments: [
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

    @Test("search ranks the matches and says what matched", arguments: [
        ("Psykokwak", "ko", "No.54 고라파덕 · fr Psykokwak · exact\n"),
        ("ㄱㄹㅍㄷ", "en", "No.54 Psyduck · ko 고라파덕 · initial consonants\n"),
        ("psyduck", "ja", "No.54 コダック · en Psyduck · exact\n"),
        ("こだっく", "de", "Nr.54 Enton · ja コダック · exact\n"),
    ])
    func search(text: String, locale: String, expected: String) throws {
        let run = try pokedex.run(["search", text, "--locale", locale])
        #expect(run.status == 0)
        #expect(run.stdout == expected)
    }

    @Test("search lists prefixes and typos after exact matches, at most --limit")
    func ranking() throws {
        let run = try pokedex.run(["search", "charzard", "--locale", "fr", "--limit", "2"])
        let lines = run.stdout.split(separator: "\n")
        #expect(lines.first == "N°6 Dracaufeu · en Charizard · typo (1 edit)")
        #expect(lines.count <= 2)
        let none = try pokedex.run(["search", "zzzzzzzz"])
        #expect(none.status == 1)
        #expect(none.stderr == "pokedex: no Pokémon name matches 'zzzzzzzz'.\n")
    }
}
