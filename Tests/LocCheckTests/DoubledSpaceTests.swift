import PokeTables
import Testing

@testable import LocCheck

/// `doubled-space`: two spaces in a row inside a value, on tables in memory.
@Suite("doubled-space")
struct DoubledSpaceTests {
    @Test("two spaces in a row in a name or a text, any white space, with one space kept as the fix")
    func reported() {
        let input = RuleHarness.input([
            "species/en.txt": "bulbasaur = Bulbasaur\nmr-mime = Mr.  Mime\n",
            "species/ja.txt": "bulbasaur = フシギ\u{3000}\u{3000}ダネ\nmr-mime = バリヤード\n",
            "pokedexentries/fr.txt": "psyduck = Il a mal à la tête. \u{00A0}Quand il utilise ses pouvoirs, la douleur passe.\n",
        ])
        let found = DoubledSpaceCheck().check(input)
        #expect(
            RuleHarness.summary(found) == [
                "pokedexentries/fr.txt:1 doubled-space psyduck", "species/en.txt:2 doubled-space mr-mime",
                "species/ja.txt:1 doubled-space bulbasaur",
            ])
        #expect(found.first { $0.key == "mr-mime" }?.fix == "Mr. Mime")
        #expect(found.first { $0.key == "bulbasaur" }?.fix == "フシギ\u{3000}ダネ")
        #expect(found.first { $0.key == "psyduck" }?.fix == "Il a mal à la tête. Quand il utilise ses pouvoirs, la douleur passe.")
        #expect(found.first { $0.key == "mr-mime" }?.message.contains("has two spaces in a row") == true)
    }

    @Test("one space at a time passes, whatever the script: none of the package's tables has a run")
    func passes() throws {
        #expect(DoubledSpaceCheck.collapsed("Mr. Mime") == nil)
        #expect(DoubledSpaceCheck.collapsed("ミスター・\u{3000}マイム") == nil)
        let korean = try RuleHarness.package("pokedexentries/ko.txt")
        let japanese = try RuleHarness.package("pokedexentries/ja.txt")
        let input = RuleHarness.input(["pokedexentries/ko.txt": korean, "pokedexentries/ja.txt": japanese])
        #expect(DoubledSpaceCheck().check(input).isEmpty)
    }

    @Test("the rule is registered: a check of the tables reports it")
    func registered() {
        let found = TableChecker(snapshot: .bundled).check(RuleHarness.input(["types/en.txt": "normal = Nor  mal\n"])).findings
        #expect(found.contains { $0.code == .doubledSpace })
    }
}
