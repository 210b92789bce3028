import PokeTables
import Testing

@Suite("Form names compare bytes; search-key values split into their keys")
struct NameTextTests {
    @Test(
        "contains finds words byte for byte, in any script",
        arguments: [
            ("Florizarre", "Méga-Florizarre", true), ("bébé", "Flabébé", true), ("リザードン", "メガリザードンＸ", true),
            ("Totem", "Totem Marowak", true), ("Marowak", "Totem Marowak", true), ("Mega", "Meg", false),
            ("ｍｅｇａ", "mega", false), ("Forme", "Formé", false), ("", "Pikachu", true), ("", "", true), ("a", "", false),
        ])
    func contains(words: String, text: String, expected: Bool) {
        #expect(FormNames.contains(words, in: text) == expected)
        #expect(FormNames.holds(text, species: words) == expected)
    }

    @Test(
        "a search-key value's keys lose the spaces around them, and empty keys are dropped",
        arguments: [
            ("gorapadeok, gorapadeog", ["gorapadeok", "gorapadeog"]), ("kedaya", ["kedaya"]),
            ("  a ,b,, c  ", ["a", "b", "c"]), (",, ,", []), ("", []), ("   ", []),
        ])
    func searchKeys(value: String, expected: [String]) {
        #expect(SearchKeyList.keys(in: value) == expected)
    }

    @Test("each kind's position is its place among all kinds, and its declaration the one made for it")
    func kindPositions() {
        #expect(TableKind.allCases.map(\.position) == Array(TableKind.allCases.indices))
        #expect(Set(TableKind.allCases.map(\.declaration.header)).count == TableKind.allCases.count)
        #expect([TableKind.species, .labels, .forms, .genus].map(\.declaration.entry) == ["species name", "label", "form name", "genus"])
        #expect(
            [TableKind.species, .types, .labels, .forms, .searchKeys].map(\.keyList) == [.species, .types, .labels, .pokemon, .species])
        #expect(TableKind.allCases.sorted(by: >).sorted() == TableKind.allCases)
    }
}
