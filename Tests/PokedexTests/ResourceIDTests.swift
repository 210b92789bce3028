import PokeAPIFixtureServer
import Pokedex
import Testing

@Suite struct ResourceIDTests {
    @Test(
        arguments: [
            ("https://pokeapi.co/api/v2/pokemon/1/", 1),
            ("https://pokeapi.co/api/v2/pokemon/1", 1),
            ("/api/v2/pokemon/10001/", 10001),
            ("/api/v2/pokemon-species/1025", 1025),
            ("http://127.0.0.1:8080/_fault/500@2/api/v2/type/10002/", 10002),
            ("https://pokeapi.co/api/v2/pokemon/?offset=20&limit=20", nil),
            ("https://pokeapi.co/api/v2/pokemon/25/?lang=en", 25),
            ("https://pokeapi.co/api/v2/pokemon/25?x=1/2", 25),
            ("https://pokeapi.co/api/v2/pokemon/25/#top", 25),
            ("/api/v2/pokemon/25//", 25),
            ("25", 25),
            ("/api/v2/pokemon/pikachu/", nil),
            ("/api/v2/pokemon/0/", nil),
            ("/api/v2/pokemon/-3/", nil),
            ("/api/v2/pokemon/+3/", nil),
            ("/api/v2/pokemon/3a/", nil),
            ("/api/v2/pokemon/ 3/", nil),
            ("/api/v2/pokemon/٣/", nil),  // Arabic-Indic digit: not ASCII
            ("/api/v2/pokemon/99999999999999999999999/", nil),
            ("", nil),
            ("/", nil),
            ("?", nil),
        ] as [(String, Int?)])
    func readsTheIDFromTheLastSegment(url: String, expected: Int?) {
        #expect(NamedResource.id(fromURL: url) == expected)
    }

    @Test func readsEveryIDInEveryURLShape() {
        for id in Array(1...1400) + Array(10001...10400) {
            for url in [
                "https://pokeapi.co/api/v2/pokemon/\(id)/", "https://pokeapi.co/api/v2/pokemon/\(id)",
                "/api/v2/pokemon-species/\(id)/", "/api/v2/type/\(id)?limit=5",
            ] {
                #expect(NamedResource.id(fromURL: url) == id, "\(url)")
            }
        }
    }

    @Test func neverReadsTheIDFromTrailingCharactersOfASlug() {
        // The last four characters of these are digits, but the id is in the URL's last segment only.
        #expect(NamedResource.id(fromURL: "/api/v2/pokemon/porygon2/") == nil)
        #expect(NamedResource.id(fromURL: "/api/v2/pokemon/12/porygon2") == nil)
    }
}
