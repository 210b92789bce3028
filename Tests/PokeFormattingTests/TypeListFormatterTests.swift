import PokeFormatting
import Testing

@Suite("Type names joined with the locale's list pattern")
struct TypeListFormatterTests {
    @Test(arguments: [
        ("en", ["Grass", "Poison"], "Grass and Poison"),
        ("fr", ["Plante", "Poison"], "Plante et Poison"),
        ("de", ["Pflanze", "Gift"], "Pflanze und Gift"),
        ("es", ["Planta", "Veneno"], "Planta y Veneno"),
        ("es", ["Planta", "Hielo"], "Planta y Hielo"),
        ("it", ["Erba", "Veleno"], "Erba e Veleno"),
        ("ko", ["풀", "독"], "풀 및 독"),
        ("ja", ["くさ", "どく"], "くさ、どく"),
        ("zh-Hans", ["草", "毒"], "草和毒"),
        ("zh-Hant", ["草", "毒"], "草和毒"),
        ("ru", ["Трава", "Яд"], "Трава и Яд"),
        ("en", ["Fire"], "Fire"),
        ("en", [], ""),
        ("en-US", ["Bug", "Steel", "Flying"], "Bug, Steel, and Flying"),
        ("en-GB", ["Bug", "Steel", "Flying"], "Bug, Steel and Flying"),
    ])
    func joins(locale: String, names: [String], expected: String) throws {
        #expect(try TypeListFormatter(locale: locale).format(names) == expected)
    }

    /// Spanish writes "e" instead of "y" before a word that starts with an "i" sound; ICU knows.
    @Test func spanishConjunctionFollowsTheNextWord() throws {
        #expect(try TypeListFormatter(locale: "es").format(["Planta", "Insecto"]) == "Planta e Insecto")
    }

    /// Longer than the 64-unit stack buffer, so ICU reports an overflow and the join is retried.
    @Test func longListsAreRetriedWithABiggerBuffer() throws {
        let names = (1...6).map { String(repeating: "Electric", count: $0) }
        let expected = names.dropLast().joined(separator: ", ") + ", and " + names.last!
        #expect(expected.utf16.count > 64)
        #expect(try TypeListFormatter(locale: "en").format(names) == expected)
    }
}
