import Foundation
import PokeAPIFixtureServer
import PokeLocalization
import Pokedex
import PokedexCard
import PokedexCardICU
import Testing

// The code of the article "Localizing a Pokédex card in an app"
// (Sources/PokedexCard/PokedexCard.docc/LocalizingAPokedexCard.md), run: tools/docc.sh checks that
// each Swift listing of the article is a verbatim excerpt of this file (or of Examples/MyPokedex).

/// A card from the bundled catalog: no network, no cache, no API body.
func bundledCard(_ slug: String, locale: String) throws(CardError) -> PokedexCard? {
    guard let record = PokemonCatalog().record(slug: slug) else { return nil }
    return try CardMaker(locale: locale).card(for: PokemonFacts(record))
}

/// A card from PokeAPI's `/pokemon` and `/pokemon-species` bodies (or a self-hosted copy's),
/// through the client's caches.
func fetchedCard(_ slug: String, locale: String, client: PokedexClient) async throws -> PokedexCard {
    let pokemon = try await client.pokemon(.slug(slug))
    let species = try await client.species(.id(pokemon.species.id))  // its egg groups
    return try CardMaker(locale: locale).card(for: PokemonFacts(pokemon, species: species))
}

@Suite("The article on localizing a Pokédex card")
struct CardArticleTests {
    @Test("a card from the bundled catalog reads as the article says")
    func bundled() throws {
        let card = try #require(try bundledCard("psyduck", locale: "ko-KR"))
        #expect(card.summary == "No.54 고라파덕 · 타입: 물 · 키: 0.8m · 몸무게: 19.6kg")
        #expect(card.fallbacks.isEmpty)
        #expect(try bundledCard("no-such-pokemon", locale: "ko-KR") == nil)
    }

    @Test("a card from an API body is the card from the bundled catalog")
    func fetched() async throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let client = PokedexClient(configuration: PokedexConfiguration(baseURL: server.apiURL(), requestTimeout: 10))
        let online = try await fetchedCard("pikachu", locale: "ko-KR", client: client)
        #expect(online.summary == "No.25 피카츄 · 타입: 전기 · 키: 0.4m · 몸무게: 6.0kg")
        #expect(online == (try bundledCard("pikachu", locale: "ko-KR")))
    }

    @Test("one maker makes every card of its locale, and says what fell back")
    func oneMaker() throws {
        let maker = try CardMaker(locale: "ko-KR")  // negotiates once, opens ICU's formatters once
        let catalog = PokemonCatalog()
        let cards = try catalog.records.prefix(151).map { try maker.card(for: PokemonFacts($0)) }
        let rockStar = try maker.card(for: PokemonFacts(try #require(catalog.record(slug: "pikachu-rock-star"))))

        #expect(cards.count == 151)
        #expect(cards.filter { !$0.fallbacks.isEmpty }.isEmpty)
        #expect(rockStar.name.value == "피카츄 (Rock Star)")
        #expect(rockStar.fallbacks == [.form])
        #expect(maker.formattingLocale == "ko-KR")
    }
}
