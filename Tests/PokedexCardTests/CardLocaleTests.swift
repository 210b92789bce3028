import PokeLocalization
import PokedexCard
import PokedexCardICU
import Testing

/// Which locale a card's numbers, units and type list are formatted in.
@Suite("A card formats in its names' language")
struct CardLocaleTests {
    let catalog = PokemonCatalog()

    @Test(
        "the names' locale with the reader's region; English where nothing negotiated",
        arguments: [
            ("ko-KR", "ko-KR"), ("es-MX", "es-MX"), ("es-419", "es-419"), ("es-BR", "es-BR"), ("zh-TW", "zh-Hant-TW"),
            ("yue-HK", "zh-Hant-HK"), ("cmn", "zh-Hans"), ("en_GB.UTF-8", "en-GB"), ("C", "en"), ("ja-Hrkt", "ja-Hrkt"),
            ("ja-Kana", "ja-Hrkt"), ("ja-Latn", "en"), ("ja-Latn-JP", "en-JP"), ("ko-Latn", "en"),
            ("und", "en"), ("und-JP", "ja-JP"), ("xx", "en"), ("klingon", "en"), ("nl-BE", "en-BE"), ("pt-BR", "pt-BR"), ("pt-PT", "pt-PT"),
            ("tr", "tr"),
            ("en-fonipa-fonipa", "en"), ("de-1996-1996", "de"), ("de-CH-1996", "de-CH"),
        ])
    func formattingLocale(identifier: String, expected: String) throws {
        #expect(try CardMaker(locale: identifier).formattingLocale == expected)
    }

    @Test("a maker for a locale the app negotiated once makes the card the identifier's maker makes")
    func negotiatedLocale() throws {
        let localizer = TableLocalizer()
        let psyduck = PokemonFacts(try #require(catalog.record(slug: "psyduck")))
        let negotiated = localizer.locale(forPreferredLanguages: ["xx", "ko-KR"])
        let maker = try CardMaker(localizer: localizer, locale: negotiated)
        #expect(maker.locale == negotiated)
        #expect(maker.formattingLocale == "ko-KR")
        #expect(try maker.card(for: psyduck) == CardMaker(localizer: localizer, locale: "ko-KR").card(for: psyduck))
        #expect(try maker.card(for: psyduck).summary == "No.54 고라파덕 · 타입: 물 · 키: 0.8m · 몸무게: 19.6kg")
    }

    @Test("a romaji card is in English data, metric as Japanese is in the games")
    func romaji() throws {
        let card = try CardMaker(locale: "ja-Latn").card(for: PokemonFacts(catalog.record(slug: "bulbasaur")!))
        #expect(card.summary == "No.1 Fushigidane · Taipu: Grass and Poison · Takasa: 0.7 m · Omosa: 6.9 kg")
    }

    @Test("a kana card is in Japanese data")
    func kana() throws {
        let card = try CardMaker(locale: "ja-Hrkt").card(for: PokemonFacts(catalog.record(slug: "bulbasaur")!))
        #expect(card.summary == "No.1 フシギダネ · タイプ: くさ、どく · たかさ: 0.7 m · おもさ: 6.9 kg")
    }

    @Test(
        "tags ICU refuses, und and unknown locales get the negotiated or the English card",
        arguments: [
            ("en-fonipa-fonipa", "en"), ("de-1996-1996", "de"), ("und", "en"), ("xx", "en"), ("klingon", "en"),
        ])
    func sameAsNegotiated(identifier: String, equivalent: String) throws {
        let facts = PokemonFacts(catalog.record(slug: "bulbasaur")!)
        #expect(try CardMaker(locale: identifier).card(for: facts).summary == CardMaker(locale: equivalent).card(for: facts).summary)
    }
}
