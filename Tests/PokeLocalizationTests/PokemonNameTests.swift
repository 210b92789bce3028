import PokeTables
import Testing

@testable import PokeLocalization

@Suite("Display names of /pokemon entries, forms included")
struct PokemonNameTests {
    let localizer = TableLocalizer()

    @Test(
        "composes species and form with the locale's pattern, or uses a form name that names the species",
        arguments: [
            ("deoxys-attack", "en", "Deoxys (Attack Forme)"), ("deoxys-attack", "fr", "Deoxys (Forme Attaque)"),
            ("deoxys-attack", "ko", "테오키스 (어택폼)"), ("deoxys-attack", "ja", "デオキシス（アタックフォルム）"),
            ("deoxys-attack", "zh-Hant", "代歐奇希斯（攻擊形態）"), ("deoxys-attack", "de", "Deoxys (Angriffsform)"),
            ("venusaur-mega", "en", "Mega Venusaur"), ("venusaur-mega", "fr", "Méga-Florizarre"), ("venusaur-mega", "ja", "メガフシギバナ"),
            ("venusaur-mega", "de", "Bisaflor (Mega-Form)"), ("raichu-alola", "en", "Raichu (Alolan Form)"),
            ("rotom-heat", "en", "Heat Rotom"), ("psyduck", "ko", "고라파덕"), ("deoxys-normal", "en", "Deoxys (Normal Forme)"),
        ])
    func displayName(slug: String, locale: String, expected: String) throws {
        let name = try #require(localizer.pokemonName(slug: slug, in: localizer.locale(for: locale)))
        #expect(name.value == expected)
        #expect(!name.isFallback)
    }

    @Test("by id: 10001 is Deoxys in its Attack Forme")
    func byID() {
        #expect(localizer.pokemonName(id: 10001, in: localizer.locale(for: "en"))?.value == "Deoxys (Attack Forme)")
        #expect(localizer.pokemonName(id: 54, in: localizer.locale(for: "de"))?.value == "Enton")
        #expect(localizer.pokemonName(id: 99_999, in: localizer.locale(for: "en")) == nil)
    }

    @Test("a locale without the form's name keeps its species name and takes the form from the next locale")
    func fallback() throws {
        // PokeAPI has no romaji form names: the species part is ja-Latn's, the form part English.
        let name = try #require(localizer.pokemonName(slug: "deoxys-attack", in: localizer.locale(for: "ja-Latn")))
        #expect(name.value == "Deoxys (Attack Forme)")
        #expect(name.species.source == .locale(LocaleTag("ja-Latn")!))
        #expect(name.form?.source == .locale(LocaleTag("en")!))
        #expect(name.isFallback)
    }

    @Test("every /pokemon entry gets a non-empty name in every locale")
    func everyEntry() {
        let catalog = PokemonCatalog()
        for tag in localizer.availableLocales {
            let locale = localizer.locale(for: tag.description)
            for entry in catalog.records {
                let name = localizer.pokemonName(id: entry.id, in: locale)
                #expect(name?.value.isEmpty == false, "\(entry.slug) in \(tag)")
                #expect(name?.isSlug == false, "\(entry.slug) in \(tag) fell back to its slug")
            }
        }
    }

    @Test("fills {species} and {form} in any order, leaving other braces alone")
    func pattern() {
        #expect(FormNames.fill("{form}・{species} {x}", species: "A", form: "B") == "B・A {x}")
    }
}

@Suite("Display names never turn wholly English while the species has a name")
struct PokemonNameFallbackTests {
    let localizer = TableLocalizer()

    @Test(
        "a species' default variety without a form name in the locale is the species name alone",
        arguments: [
            (493, "ko", "아르세우스"), (1024, "ko", "테라파고스"), (493, "ru", "Аркеус"), (386, "th", "ดีอ็อกซิส"),
        ])
    func defaultVariety(id: Int, locale: String, expected: String) throws {
        let name = try #require(localizer.pokemonName(id: id, in: localizer.locale(for: locale)))
        #expect(name.value == expected)
        #expect(name.form == nil)
        #expect(!name.isFallback)
    }

    @Test(
        "a form the locale doesn't name keeps the locale's species name, with the other locale's form name",
        arguments: [
            ("pikachu-rock-star", "ko", "피카츄 (Rock Star)"), ("venusaur-gmax", "ko", "이상해꽃 (Gigantamax Form)"),
            ("deoxys-attack", "ru", "Деоксис (Attack Forme)"),
        ])
    func formFromAnotherLocale(slug: String, locale: String, expected: String) throws {
        let name = try #require(localizer.pokemonName(slug: slug, in: localizer.locale(for: locale)))
        #expect(name.value == expected)
        #expect(name.species.servedBy == LocaleTag(locale))
        #expect(name.form?.servedBy == LocaleTag("en"))
        #expect(name.isFallback)
    }

    @Test("in every locale, an entry's species part falls back only when the locale lacks the species name")
    func speciesPartStays() {
        let catalog = localizer.catalog
        for tag in localizer.availableLocales {
            let locale = localizer.locale(for: tag.description)
            for entry in catalog.records {
                guard let name = localizer.pokemonName(id: entry.id, in: locale),
                    let species = localizer.speciesName(id: entry.speciesID, in: locale), !species.isFallback
                else { continue }
                #expect(!name.species.isFallback, "\(entry.slug) in \(tag): \(name.value)")
            }
        }
    }
}
