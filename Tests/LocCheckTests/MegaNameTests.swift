import PokeTables
import Testing

@testable import LocCheck

/// The Mega names the importer derives: each locale's rule learned from the names it has, used
/// only where every one follows it, and the Mega Stones matched to their species.
@Suite("Mega names: a locale's rule, learned from its named Megas")
struct MegaNameTests {
    typealias Example = MegaNameRule.Example

    @Test("a rule is learned from a prefix, a suffix and the letter's joint and width, and gives each example back")
    func learned() throws {
        let korean = try #require(
            MegaNameRule.learn(from: [
                Example(species: "이상해꽃", letter: nil, name: "메가이상해꽃"),
                Example(species: "리자몽", letter: "X", name: "메가리자몽X"),
                Example(species: "리자몽", letter: "Y", name: "메가리자몽Y"),
            ]))
        #expect(korean.name(species: "망나뇽", letter: nil) == "메가망나뇽")
        #expect(korean.name(species: "라이츄", letter: "Z") == "메가라이츄Z")
        let chinese = try #require(
            MegaNameRule.learn(from: [
                Example(species: "妙蛙花", letter: nil, name: "超级妙蛙花"),
                Example(species: "喷火龙", letter: "X", name: "超级喷火龙Ｘ"),
            ]))
        #expect(chinese.name(species: "雷丘", letter: "Y") == "超级雷丘Ｙ")
        let spanish = try #require(
            MegaNameRule.learn(from: [
                Example(species: "Venusaur", letter: nil, name: "Mega-Venusaur"),
                Example(species: "Charizard", letter: "X", name: "Mega-Charizard X"),
            ]))
        #expect(spanish.name(species: "Absol", letter: "Z") == "Mega-Absol Z")
        #expect(spanish.description == "Mega-{species}, then a space and the letter (X)")
        let stones = try #require(
            MegaNameRule.learn(from: [
                Example(species: "妙蛙花", letter: nil, name: "妙蛙花进化石"),
                Example(species: "喷火龙", letter: "X", name: "喷火龙进化石Ｘ"),
            ]))
        #expect(stones.name(species: "快龙", letter: nil) == "快龙进化石")
    }

    @Test("one name for every Mega that names no species is a rule too (German Mega-Form)")
    func constant() throws {
        let rule = try #require(
            MegaNameRule.learn(from: [
                Example(species: "Bisaflor", letter: nil, name: "Mega-Form"),
                Example(species: "Glurak", letter: "X", name: "Mega-Form"),
            ]))
        #expect(rule.name(species: "Dragoran", letter: nil) == "Mega-Form" && rule.name(species: "Raichu", letter: "Y") == "Mega-Form")
    }

    @Test("no rule where one named Mega breaks it, where a letter is written two ways, or from one example")
    func noRule() {
        // Korean Mega Stones: 후디나이트 for 후딘 breaks {species}나이트.
        #expect(
            MegaNameRule.learn(from: [
                Example(species: "이상해꽃", letter: nil, name: "이상해꽃나이트"),
                Example(species: "후딘", letter: nil, name: "후디나이트"),
            ]) == nil)
        #expect(
            MegaNameRule.learn(from: [
                Example(species: "A", letter: nil, name: "Mega A"),
                Example(species: "B", letter: "X", name: "Mega B X"),
                Example(species: "C", letter: "Y", name: "Mega CＹ"),
            ]) == nil)
        #expect(MegaNameRule.learn(from: [Example(species: "A", letter: nil, name: "Mega A")]) == nil)
        // Without a lettered example, a lettered Mega gets no name.
        let rule = MegaNameRule.learn(from: [
            Example(species: "A", letter: nil, name: "Mega A"), Example(species: "B", letter: nil, name: "Mega B"),
        ])
        #expect(rule?.name(species: "C", letter: "X") == nil && rule?.name(species: "C", letter: nil) == "Mega C")
    }

    @Test("the bundled /pokemon entries hold 97 Megas, and every Mega Stone PokeAPI files matches one species")
    func members() {
        let megas = MegaNames.megas(in: .bundled)
        #expect(megas.count == 97)
        #expect(
            megas.first { $0.key == "charizard-mega-x" } == MegaNames.Member(key: "charizard-mega-x", species: "charizard", letter: "X"))
        #expect(megas.first { $0.key == "tatsugiri-curly-mega" }?.species == "tatsugiri")
        let stones = MegaNames.stones(
            ["venusaurite", "feraligite", "lucarionite-z", "latiasite", "latiosite", "clefablite", "poke-ball"], megas: megas)
        #expect(
            stones.map { "\($0.key) \($0.species) \($0.letter.map(String.init) ?? "-")" }
                == [
                    "venusaurite venusaur -", "feraligite feraligatr -", "lucarionite-z lucario Z", "latiasite latias -",
                    "latiosite latios -", "clefablite clefable -",
                ])
    }

    @Test(
        "derive fills what a locale lacks, learned from its corrected names, and notes the keys; a locale whose names follow no rule gets none"
    )
    func derive() throws {
        let snapshot = Snapshot.bundled
        let slugs = ["venusaur-mega", "charizard-mega-x", "charizard-mega-y", "dragonite-mega", "raichu-mega-x"]
        func forms(_ names: [String: String]) -> [(key: String, value: String)] { slugs.compactMap { key in names[key].map { (key, $0) } } }
        let ko = LocaleTag("ko")!
        let it = LocaleTag("it")!
        let species: [LocaleTag: [(key: String, value: String)]] = [
            ko: [("venusaur", "이상해꽃"), ("charizard", "리자몽"), ("raichu", "라이츄"), ("dragonite", "망나뇽")],
            it: [("venusaur", "Venusaur"), ("charizard", "Charizard"), ("raichu", "Raichu"), ("dragonite", "Dragonite")],
        ]
        let imported = ImportedNames(
            snapshot: snapshot,
            names: [
                .species: species,
                .forms: [
                    ko: forms(["venusaur-mega": "메가이상해꽃", "charizard-mega-x": "메가리자몽X", "charizard-mega-y": "메가리자몽Y"]),
                    it: forms(["venusaur-mega": "MegaVenusaur", "charizard-mega-x": "Mega Charizard X"]),
                ],
            ])
        let derived = MegaNames.derive(imported, megaStones: [], corrections: Corrections())
        let korean = Dictionary(uniqueKeysWithValues: try #require(derived.names[.forms]?[ko]).map { ($0.key, $0.value) })
        #expect(korean["dragonite-mega"] == "메가망나뇽" && korean["raichu-mega-x"] == "메가라이츄X")
        #expect(
            derived.names[.forms]?[ko]?.map(\.key).prefix(5) == [
                "venusaur-mega", "charizard-mega-x", "charizard-mega-y", "dragonite-mega", "raichu-mega-x",
            ],
            "in the /pokemon list's order")
        let note = try #require(derived.derivedNotes[.forms]?[ko]?.first)
        #expect(note.hasPrefix(MegaNames.notePrefix) && note.contains("메가{species}") && note.contains("dragonite-mega"))
        // Italian here writes MegaVenusaur and Mega Charizard X: no one rule, nothing derived.
        #expect(derived.names[.forms]?[it]?.count == 2 && derived.derivedNotes[.forms]?[it] == nil)
    }
}
