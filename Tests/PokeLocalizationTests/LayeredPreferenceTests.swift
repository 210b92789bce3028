import PokeLocalization
import PokeTables
import Testing
import UkrainianLayer

/// Preferred languages fall back through each other before the default: a name the first
/// language lacks comes from the next preferred language that has it, then from English.
/// The layer is this target's `Localization/` (a few Ukrainian names) over the bundled tables.
@Suite("Preferred languages: each one's chain in order, then the default")
struct LayeredPreferenceTests {
    let localizer = TableLocalizer(tables: [ukrainianLayer, .bundled])
    var ukrainian: LocaleTag { LocaleTag("uk")! }
    var russian: LocaleTag { LocaleTag("ru")! }

    @Test("Ukrainian, then Russian: the layer's Ukrainian names, then the bundled Russian ones, then English")
    func ukrainianThenRussian() throws {
        let locale = localizer.locale(forPreferredLanguages: ["uk-UA", "ru"])
        #expect(locale.requested == "uk-UA")
        #expect(locale.negotiated == ukrainian)
        #expect(locale.chain.map(\.description) == ["uk", "ru", "en"])

        let psyduck = try #require(localizer.speciesName(slug: "psyduck", in: locale))
        #expect(psyduck.value == "Псайдак")
        #expect(psyduck.servedBy == ukrainian && !psyduck.isFallback)
        #expect(psyduck.tableSet == TableSetID(position: 0, isBundled: false))

        let pikachu = localizer.speciesName(id: 25, in: locale)
        #expect(pikachu?.value == "Пикачу")
        #expect(pikachu?.servedBy == russian && pikachu?.isFallback == true && pikachu?.requested == ukrainian)
        #expect(pikachu?.tableSet?.isBundled == true)

        let fire = try #require(localizer.typeName(slug: "fire", in: locale))
        #expect(fire.value == "Огонь" && fire.servedBy == russian && fire.isFallback)
        #expect(localizer.label(key: "height", in: locale)?.value == "Рост")

        // Russian has no form names: the species part is Russian, the form English.
        let deoxys = try #require(localizer.pokemonName(slug: "deoxys-attack", in: locale))
        #expect(deoxys.value == "Деоксис (Attack Forme)")
        #expect(deoxys.species.servedBy == russian)
        #expect(deoxys.form?.servedBy == LocaleTag("en"))
        #expect(localizer.pokemonName(id: 1, in: locale)?.species.servedBy == ukrainian)
    }

    @Test("an Accept-Language header falls back the same way")
    func header() {
        let locale = localizer.locale(forAcceptLanguage: "uk-UA,uk;q=0.9,ru;q=0.8,en;q=0.5")
        #expect(locale.chain.map(\.description) == ["uk", "ru", "en"])
        #expect(localizer.speciesName(id: 25, in: locale)?.value == "Пикачу")
    }

    @Test(
        "each language once, English where the reader put it, and languages without tables skipped",
        arguments: [
            (["uk", "ru-RU", "uk-UA", "ru"], ["uk", "ru", "en"]),
            (["ja", "en", "ko"], ["ja", "ja-Hrkt", "en", "ko"]),  // kanji Japanese reads kana before English
            (["nl", "es-MX", "fr-CA"], ["es-419", "es", "fr", "en"]),
            (["zh-TW", "ja-Kana"], ["zh-Hant", "ja-Hrkt", "ja", "en"]),
            (["nl", "sv"], ["en"]),
            ([], ["en"]),
        ])
    func chains(languages: [String], chain: [String]) {
        #expect(localizer.locale(forPreferredLanguages: languages).chain.map(\.description) == chain)
    }

    @Test("the names agree with a lookup along the same chain, one locale at a time")
    func agreesWithOneLocaleAtATime() {
        let locale = localizer.locale(forPreferredLanguages: ["uk-UA", "ko", "ru"])
        #expect(locale.chain.map(\.description) == ["uk", "ko", "ru", "en"])
        let links = locale.chain.map { localizer.locale(for: $0.description) }
        for id in 1...1025 {
            let name = localizer.speciesName(id: id, in: locale)
            // The first link whose own table has the name answers.
            let expected = links.lazy.compactMap { link in
                localizer.speciesName(id: id, in: link).flatMap { $0.servedBy == link.negotiated ? $0 : nil }
            }.first
            #expect(name?.value == expected?.value && name?.servedBy == expected?.servedBy, "species \(id)")
        }
    }
}
