import Foundation
import PokeAPIFixtureServer
import PokeLocalization
import Pokedex
import PokedexCard
import PokedexCardICU
import Testing

/// A card of a Pokémon newer than the bundled snapshot: the server's names, genus, entry and
/// ability names answer where the tables have none, marked as from the server; the tables win
/// wherever they have a name.
@Suite("A card from a server's text, where the tables have none")
struct ServerTextTests {
    /// A body of the newer server's fixtures (`Tests/Fixtures/pokeapi-newer`).
    static func body<Body: Decodable>(_ type: Body.Type, _ path: String) throws -> Body {
        let url = FixtureServer.newerServer.appendingPathComponent("api/v2/\(path)/index.json")
        return try JSONDecoder().decode(Body.self, from: Data(contentsOf: url))
    }

    /// Fixturemon's facts as `pokedex show --api` gathers them: its `/pokemon` and species bodies,
    /// and the body of the ability the tables lack.
    static func fixturemon(species transform: (Data) throws -> Data = { $0 }) throws -> PokemonFacts {
        let pokemon = try body(Pokemon.self, "pokemon/1026")
        let speciesURL = FixtureServer.newerServer.appendingPathComponent("api/v2/pokemon-species/1026/index.json")
        let species = try JSONDecoder().decode(Species.self, from: transform(try Data(contentsOf: speciesURL)))
        var facts = PokemonFacts(pokemon, species: species)
        facts.server?.abilities = [try body(Ability.self, "ability/314")]
        return facts
    }

    @Test("a species the tables lack is named, described and its ability named from the server, marked so")
    func newerSpecies() throws {
        let card = try CardMaker(locale: "ko").card(for: try Self.fixturemon())
        #expect(card.name.value == "픽스처몬")
        #expect(card.name.species.isFromServer && !card.name.isFallback)
        #expect(card.genus?.value == "테스트포켓몬")
        #expect(card.genus?.isFromServer == true)
        // The games' line break inside the entry is a space in Korean display text.
        #expect(card.entry?.text.value == "새로운 서버에만 나타나는 포켓몬이다.")
        #expect(card.entry?.version == "violet")
        // The game's name is the tables', not the server's.
        #expect(card.entry?.versionName?.value == "바이올렛")
        #expect(card.entry?.versionName?.isFromServer == false)
        #expect(card.abilities.map(\.name.value) == ["픽스처오라", "습기"])
        #expect(card.abilities.map(\.name.isFromServer) == [true, false])
        #expect(card.fromServer == [.name, .genus, .entry, .abilities])
        #expect(card.fallbacks.isEmpty)
        #expect(card.types.map(\.value) == ["노말"])
    }

    @Test("the chain's next locale the server has answers, marked as a fallback and from the server")
    func chainFallback() throws {
        // The server has no Traditional Chinese genus: English answers, as the tables' chain would.
        let card = try CardMaker(locale: "zh-Hant").card(for: try Self.fixturemon())
        #expect(card.name.value == "測試寶")
        #expect(card.genus?.value == "Test Pokémon")
        #expect(card.genus?.servedBy == LocaleTag("en"))
        #expect(card.genus?.isFallback == true && card.genus?.isFromServer == true)
        #expect(card.fallbacks.contains(.genus))
    }

    @Test("a name the tables have wins over the server's, and then nothing is marked")
    func tablesWin() throws {
        // Psyduck's species body from a server that names it otherwise.
        let pokemon = try JSONDecoder().decode(
            Pokemon.self, from: Data(contentsOf: FixtureServer.committedFixtures.appendingPathComponent("api/v2/pokemon/25/index.json")))
        var species = try JSONDecoder().decode(
            Species.self,
            from: Data(contentsOf: FixtureServer.committedFixtures.appendingPathComponent("api/v2/pokemon-species/25/index.json")))
        species = try Self.renamed(species, to: "Not Pikachu")
        let card = try CardMaker(locale: "en").card(for: PokemonFacts(pokemon, species: species))
        #expect(card.name.value == "Pikachu")
        #expect(card.genus?.value == "Mouse Pokémon")
        #expect(card.fromServer.isEmpty)
    }

    @Test(
        "a server's name with a control, bidirectional or invisible character is left out, as an import refuses it",
        arguments: ["OSC 52", "right-to-left override", "zero width space", "only spaces"])
    func hostileName(kind: String) throws {
        // Named, not written, in the arguments: the test's log shows its arguments raw.
        let name =
            switch kind {
            case "OSC 52": "픽스처몬\u{1B}]52;c;cG9rZWRleA==\u{07}"
            case "right-to-left override": "픽스처\u{202E}몬"
            case "zero width space": "픽스\u{200B}처몬"
            default: "   "
            }
        let facts = try Self.fixturemon { data in
            let text = String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"픽스처몬\"", with: try Self.jsonString(name))
            return Data(text.utf8)
        }
        let card = try CardMaker(locale: "ko").card(for: facts)
        // The next locale of ko's chain the server names it in: English.
        #expect(card.name.value == "Fixturemon")
        #expect(card.name.species.servedBy == LocaleTag("en"))
        #expect(card.name.species.isFromServer)
    }

    @Test("offline, a species the bundled catalog lacks has no server text and shows its slug")
    func offline() throws {
        var facts = try Self.fixturemon()
        facts.server = nil
        let card = try CardMaker(locale: "ko").card(for: facts)
        #expect(card.name.isSlug)
        #expect(card.genus == nil && card.entry == nil)
        #expect(card.abilities.first?.name.source == .slug)
        #expect(card.fromServer.isEmpty)
    }

    /// The facts of Pikachu's made-up form `pikachu-fixture` (10999), which the tables lack, as
    /// `pokedex show --api` gathers them: its `/pokemon`, Pikachu's species and its `/pokemon-form` body.
    static func pikachuFixture() throws -> PokemonFacts {
        let species = try JSONDecoder().decode(
            Species.self,
            from: Data(contentsOf: FixtureServer.committedFixtures.appendingPathComponent("api/v2/pokemon-species/25/index.json")))
        var facts = PokemonFacts(try body(Pokemon.self, "pokemon/10999"), species: species)
        facts.server?.form = try body(PokemonForm.self, "pokemon-form/10999")
        return facts
    }

    @Test(
        "a form the tables lack is named by the server's whole name, unless that is in another locale and the species' name in the reader's",
        arguments: [
            ("ko", "픽스처 피카츄", true), ("en", "Fixture Pikachu", true), ("fr", "Pikachu Fixture", true),
            // No zh-Hant whole name: the tables' 皮卡丘 beats the server's English one.
            ("zh-Hant", "皮卡丘", false),
        ])
    func newerForm(locale: String, expected: String, fromServer: Bool) throws {
        let facts = try Self.pikachuFixture()
        #expect(facts.record.slug == "pikachu-fixture")
        let card = try CardMaker(locale: locale).card(for: facts)
        #expect(card.name.value == expected)
        #expect(card.name.species.isFromServer == fromServer)
        #expect(!card.name.isFallback && !card.name.isSlug)
        #expect(card.fromServer == (fromServer ? [.name] : []))
        // The species' facts stay the tables': the form has no genus or entry of its own.
        #expect(card.genus?.isFromServer == false)
    }

    @Test("a form's own name (`form_names`) is never shown: without a whole name, the species' name answers")
    func formOwnNameUnread() throws {
        var facts = try Self.pikachuFixture()
        var object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(facts.server?.form)) as? [String: Any])
        object["names"] = []
        facts.server?.form = try JSONDecoder().decode(PokemonForm.self, from: JSONSerialization.data(withJSONObject: object))
        #expect(facts.server?.form?.formNames.isEmpty == false)
        let card = try CardMaker(locale: "ko").card(for: facts)
        #expect(card.name.value == "피카츄")
        #expect(!card.name.species.isFromServer)
    }

    /// `text` as a JSON string literal.
    static func jsonString(_ text: String) throws -> String {
        String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }

    /// The species body with its English name replaced.
    static func renamed(_ species: Species, to name: String) throws -> Species {
        var object = try #require(JSONSerialization.jsonObject(with: JSONEncoder().encode(species)) as? [String: Any])
        var names = try #require(object["names"] as? [[String: Any]])
        for index in names.indices where (names[index]["language"] as? [String: Any])?["name"] as? String == "en" {
            names[index]["name"] = name
        }
        object["names"] = names
        return try JSONDecoder().decode(Species.self, from: JSONSerialization.data(withJSONObject: object))
    }
}
