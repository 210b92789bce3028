import PokeLocalization
import PokeSearch
import Testing

/// The code of PokeSearch's documentation (Sources/PokeSearch/PokeSearch.docc and the doc
/// comments), run: tools/docc.sh checks that each Swift listing of the catalog is a verbatim
/// excerpt of this file.
@Suite("PokeSearch's documentation examples")
struct DocumentationExampleTests {
    @Test("the landing page's searches find what its comments say")
    func landingPage() {
        let search = SpeciesSearch()  // every bundled name, every locale
        let psyduck = search.species(named: "Psykokwak")  // 54, by its French name
        let typo = search.search("charzard").first  // Charizard (6), .typo(distance: 1)
        let initials = search.search("ㄱㄹㅍㄷ").first?.matchedName  // 고라파덕, by its initial consonants
        let romanized = search.search("kedaya").first  // 54, .romanization of zh-Hans 可达鸭

        #expect(psyduck == 54)
        #expect(typo?.speciesID == 6)
        #expect(typo?.match == .typo(distance: 1))
        #expect(initials == "고라파덕")
        #expect(romanized?.speciesID == 54)
        #expect(romanized?.match == .romanization)
        #expect(romanized?.matchedName == "kedaya")
        #expect(romanized?.locale == LocaleTag("zh-Hans"))
    }
}
