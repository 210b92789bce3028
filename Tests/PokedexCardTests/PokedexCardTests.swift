import Foundation
import PokeAPIFixtureServer
import PokeFormatting
import PokeLocalization
import Pokedex
import PokedexCard
import PokedexCardICU
import Testing

@Suite("Localized Pokédex cards")
struct PokedexCardTests {
    let catalog = PokemonCatalog()

    func card(_ slug: String, _ locale: String, system: MeasurementSystemChoice = .asInGames) throws -> PokedexCard {
        try CardMaker(locale: locale, system: system).card(for: PokemonFacts(catalog.record(slug: slug)!))
    }

    @Test(
        "Psyduck's card in every locale the seed apps show",
        arguments: [
            ("ko", "No.54 고라파덕 · 타입: 물 · 키: 0.8m · 몸무게: 19.6kg"),
            ("en", "No.54 Psyduck · Type: Water · Height: 2 ft, 7 in · Weight: 43.2 lb"),
            ("de", "Nr.54 Enton · Typ: Wasser · Größe: 0,8 m · Gewicht: 19,6 kg"),
            ("fr", "N°54 Psykokwak · Type: Eau · Taille: 0,8\u{202F}m · Poids: 19,6\u{202F}kg"),
            ("ja", "No.54 コダック · タイプ: みず · 高さ: 0.8 m · 重さ: 19.6 kg"),
            ("zh-Hant", "No.54 可達鴨 · 屬性: 水 · 身高: 0.8 公尺 · 體重: 19.6 公斤"),
        ])
    func psyduck(locale: String, expected: String) throws {
        let card = try card("psyduck", locale)
        #expect(card.summary == expected)
        // PokeAPI names stats and egg groups in kana only: kanji Japanese reads them from ja-Hrkt.
        #expect(card.fallbacks == (locale == "ja" ? [.eggGroups, .baseStats] : []))
        #expect(card.artworkURL?.hasSuffix("/official-artwork/54.png") == true)
    }

    @Test("two types are joined with the locale's list pattern, under the plural label")
    func twoTypes() throws {
        let english = try card("bulbasaur", "en")
        #expect(english.typeList == "Grass and Poison")
        #expect(english.typeLabel.value == "Types")
        #expect(try card("bulbasaur", "fr").typeList == "Plante et Poison")
    }

    @Test("a form shows its species' number and its form name")
    func form() throws {
        let card = try card("deoxys-attack", "en")
        #expect(card.numberText == "No.386")
        #expect(card.name.value == "Deoxys (Attack Forme)")
    }

    @Test("an unknown weight reads as unknown, never 0 kg")
    func unknownWeight() throws {
        let eternamax = try card("eternatus-eternamax", "ko")
        #expect(eternamax.weight == "????")
        #expect(eternamax.height == "100.0m")
    }

    @Test("any height or weight an app passes gives a card or the typed out-of-range error, never a trap")
    func anyMeasurement() throws {
        let values = [Int.min, -1_000_001, -1, 0, 1, 1_000_000, 1_000_001, Int.max / 1000, Int.max]
        for locale in ["en", "ko", "fr"] {
            let maker = try CardMaker(locale: locale)
            for height in values {
                for weight in values {
                    let facts = PokemonFacts(
                        record: PokemonRecord(
                            id: 54, slug: "psyduck", speciesID: 54, height: height,
                            weight: weight, types: ["water"]), artworkURL: nil)
                    if !Height.formattableDecimetres.contains(height) {
                        #expect(throws: CardError.formatting(FormattingError.heightOutOfRange(decimetres: height).description)) {
                            try maker.card(for: facts)
                        }
                    } else if !Weight.formattableHectograms.contains(weight) {
                        #expect(throws: CardError.formatting(FormattingError.weightOutOfRange(hectograms: weight).description)) {
                            try maker.card(for: facts)
                        }
                    } else {
                        #expect(try maker.card(for: facts).name.value.isEmpty == false)
                    }
                }
            }
        }
    }

    @Test("what a server's body decodes to always makes a card: decoding and formatting share one range")
    func decodedRangeFormats() throws {
        #expect(Pokemon.measurementRange == Height.formattableDecimetres)
        #expect(Pokemon.measurementRange == Weight.formattableHectograms)
    }

    @Test("parts that fell back are named")
    func fallbacks() throws {
        let card = try card("psyduck", "ja-Latn")
        #expect(card.name.value == "Koduck")
        // Romaji has no genus, Pokédex entry, ability, stat or egg group names in PokeAPI either.
        #expect(card.fallbacks == [.genus, .entry, .types, .abilities, .hiddenAbility, .eggGroups, .baseStats])
        #expect(card.types.first?.value == "Water")
    }

    @Test("the region's units when the app asks for them")
    func regionPreference() throws {
        #expect(try card("psyduck", "en-GB", system: .regionPreference).weight == "43.2 lb")
        #expect(try card("psyduck", "en-CA", system: .regionPreference).weight == "19.6 kg")
    }

    @Test("a card from an API body equals the card from the bundled catalog")
    func fromAPI() async throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let client = PokedexClient(configuration: PokedexConfiguration(baseURL: server.apiURL(), requestTimeout: 10))
        let maker = try CardMaker(locale: "ko")
        for slug in ["bulbasaur", "pikachu", "psyduck", "deoxys-attack"] {
            guard let entry = catalog.record(slug: slug) else { continue }
            let pokemon: Pokemon
            // An exhaustive catch: Swift 6.3.1's compiler crashes on a typed throw caught by a pattern
            // alone inside a loop (see docs/apps.md, "Errors").
            do { pokemon = try await client.pokemon(.id(entry.id)) } catch .httpStatus(404, _, _) { continue } catch { throw error }
            let offline = try maker.card(for: PokemonFacts(entry))
            let online = try maker.card(for: PokemonFacts(pokemon))
            #expect(online.summary == offline.summary, "\(slug)")
        }
    }
}

@Suite("A card says which part of a form's name fell back")
struct CardFormFallbackTests {
    @Test("a Korean card of a form Korean doesn't name marks the form, not the name")
    func formPart() throws {
        let entry = try #require(PokemonCatalog().record(slug: "pikachu-rock-star"))
        let card = try CardMaker(locale: "ko").card(for: PokemonFacts(entry))
        #expect(card.name.value == "피카츄 (Rock Star)")
        #expect(card.fallbacks == [.form])
        let named = try CardMaker(locale: "ko").card(for: PokemonFacts(try #require(PokemonCatalog().record(slug: "deoxys-attack"))))
        #expect(named.fallbacks.isEmpty)
    }
}
