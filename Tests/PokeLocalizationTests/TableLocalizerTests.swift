import PokeLocalization
import PokeTables
import Testing

@Suite("Table-backed localizer")
struct TableLocalizerTests {
    let localizer = TableLocalizer()

    @Test("serves the twelve PokeAPI locales and the imported pt-BR, ru, th and tr")
    func locales() {
        #expect(
            localizer.availableLocales.map(\.description).sorted() == [
                "de", "en", "es", "es-419", "fr", "it", "ja", "ja-Hrkt", "ja-Latn", "ko", "pt-BR", "ru", "th", "tr", "zh-Hans", "zh-Hant",
            ])
    }

    @Test(
        "pt-BR, ru, th and tr answer species, labels and the 18 battle types themselves, and stellar in English",
        arguments: [
            ("ru-RU", "Пикачу", "Тип", "Вода"), ("th-TH", "พิคาชู", "ประเภท", "น้ำ"),
            ("pt_BR", "Pikachu", "Tipo", "Água"), ("tr-TR", "Pikachu", "Tür", "Su"),
        ])
    func importedLocales(locale: String, pikachu: String, typeLabel: String, water: String) throws {
        let negotiated = localizer.locale(for: locale)
        #expect(localizer.speciesName(id: 25, in: negotiated)?.value == pikachu)
        #expect(localizer.speciesName(id: 25, in: negotiated)?.isFallback == false)
        #expect(localizer.label(key: "type", in: negotiated)?.value == typeLabel)
        let name = try #require(localizer.typeName(slug: "water", in: localizer.locale(for: locale)))
        #expect(name.value == water)
        #expect(!name.isFallback)
        let stellar = try #require(localizer.typeName(slug: "stellar", in: localizer.locale(for: locale)))
        #expect(stellar.value == "Stellar")
        #expect(stellar.isFallback)
    }

    @Test(
        "looks species up by number and by slug, in the negotiated locale",
        arguments: [
            (54, "psyduck", "ko-KR", "고라파덕"), (54, "psyduck", "ja-JP", "コダック"), (54, "psyduck", "de", "Enton"),
            (54, "psyduck", "fr", "Psykokwak"), (29, "nidoran-f", "en", "Nidoran♀"), (122, "mr-mime", "en-GB", "Mr. Mime"),
            (772, "type-null", "en", "Type: Null"), (669, "flabebe", "fr", "Flabébé"), (25, "pikachu", "zh-TW", "皮卡丘"),
        ])
    func species(id: Int, slug: String, locale: String, expected: String) {
        let byID = localizer.speciesName(id: id, in: localizer.locale(for: locale))
        let bySlug = localizer.speciesName(slug: slug, in: localizer.locale(for: locale))
        #expect(byID?.value == expected)
        #expect(bySlug?.value == expected)
        #expect(byID?.isFallback == false)
    }

    @Test("every species has a name in every locale, none empty")
    func complete() {
        for locale in localizer.availableLocales {
            let nameLocale = localizer.locale(for: locale.description)
            for id in 1...1025 {
                let name = localizer.speciesName(id: id, in: nameLocale)
                #expect(name?.source == .locale(locale), "species \(id) in \(locale)")
                #expect(name?.value.isEmpty == false)
            }
        }
    }

    @Test(
        "resolves /pokemon forms to their species",
        arguments: [
            ("deoxys-normal", "Deoxys"), ("deoxys-attack", "Deoxys"), ("giratina-altered", "Giratina"), ("Pikachu", "Pikachu"),
        ])
    func forms(slug: String, expected: String) {
        #expect(localizer.speciesName(slug: slug, in: localizer.locale(for: "en"))?.value == expected)
    }

    @Test("resolves /pokemon ids, forms included")
    func pokemonIDs() {
        let english = localizer.locale(for: "en")
        #expect(localizer.speciesName(pokemonID: 10001, in: english)?.value == "Deoxys")
        #expect(localizer.speciesName(pokemonID: 54, in: localizer.locale(for: "ko"))?.value == "고라파덕")
        #expect(localizer.speciesName(pokemonID: 99_999, in: english) == nil)
        #expect(localizer.speciesName(id: 0, in: english) == nil)
        #expect(localizer.speciesName(id: 1026, in: english) == nil)
    }

    @Test("looks types up by slug")
    func types() {
        #expect(localizer.typeName(slug: "water", in: localizer.locale(for: "ko"))?.value == "물")
        #expect(localizer.typeName(slug: "water", in: localizer.locale(for: "fr"))?.value == "Eau")
        #expect(localizer.typeName(slug: "stellar", in: localizer.locale(for: "ja-Latn"))?.value == "Stella")
    }

    @Test("falls back along the chain and says which locale answered")
    func fallback() throws {
        let shadow = try #require(localizer.typeName(slug: "shadow", in: localizer.locale(for: "es-MX")))
        #expect(shadow.value == "Shadow")
        #expect(shadow.source == .locale(LocaleTag("en")!))
        #expect(shadow.requested == LocaleTag("es-419"))
        #expect(shadow.isFallback)

        let romaji = try #require(localizer.typeName(slug: "water", in: localizer.locale(for: "ja-Latn")))
        #expect(romaji.source == .locale(LocaleTag("en")!))
        #expect(romaji.value == "Water")

        let dutch = localizer.speciesName(id: 54, in: localizer.locale(for: "nl-NL"))
        #expect(dutch?.value == "Psyduck")
        #expect(dutch?.requested == nil)
        #expect(dutch?.isFallback == true)
    }

    @Test("the typed helpers answer nil for a key no table has; the generic lookup ends the chain at the slug")
    func slugFallback() {
        let korean = localizer.locale(for: "ko")
        #expect(localizer.typeName(slug: "cosmic", in: korean) == nil)
        #expect(localizer.speciesName(slug: "missingno", in: localizer.locale(for: "en")) == nil)
        let unknown = localizer.name(.types, "cosmic", in: korean)
        #expect(unknown.value == "cosmic")
        #expect(unknown.source == .slug)
        #expect(unknown.isFallback)
    }

    @Test("finds a slug however the string holding it is stored, and in any case", arguments: ["en", "ko", "ja"])
    func slugStorage(locale: String) {
        let negotiated = localizer.locale(for: locale)
        let expected = localizer.speciesName(id: 122, in: negotiated)?.value
        var outOfLine = "mr-mime"
        outOfLine.reserveCapacity(64)
        let decoded = String(decoding: Array("mr-mime".utf8), as: UTF8.self)
        for slug in ["mr-mime", outOfLine, decoded, "Mr-Mime", "MR-MIME", String("xmr-mime".dropFirst())] {
            #expect(localizer.speciesName(slug: slug, in: negotiated)?.value == expected, "\(slug)")
        }
        // A /pokemon slug longer than 15 bytes, which has no short form.
        #expect(
            localizer.speciesName(slug: "charizard-mega-x", in: negotiated)?.value == localizer.speciesName(id: 6, in: negotiated)?.value)
        #expect(localizer.typeName(slug: "WATER", in: negotiated)?.value == localizer.typeName(slug: "water", in: negotiated)?.value)
    }

    @Test(
        "an unknown slug is nil from the typed helpers and comes back unchanged from name(_:_:in:), whatever its length and storage",
        arguments: [
            "missingno", "", "a", "mr-mim", "mr-mimee", "x\u{0}", "pikachu-but-much-longer-than-fifteen", "ピカチュウ", "Missingno",
        ])
    func unknownSlugs(slug: String) {
        let english = localizer.locale(for: "en")
        for form in [slug, String(decoding: Array(slug.utf8), as: UTF8.self)] {
            #expect(localizer.speciesName(slug: form, in: english) == nil)
            #expect(localizer.typeName(slug: form, in: english) == nil)
            let name = localizer.name(.species, form, in: english)
            #expect(name.value == slug)
            #expect(name.source == .slug)
            #expect(localizer.name(.types, form, in: english).value == slug)
        }
    }

    @Test("every key of every kind answers the name the locale's own table has, the first lookup of a kind and later ones alike")
    func everyKeyOfEveryKind() {
        for tag in ["ko", "fr"] {
            let locale = localizer.locale(for: tag)
            let another = TableLocalizer(tables: [.bundled, .bundled])
            for kind in NameKind.all {
                let own = localizer.names(kind, in: LocaleTag(tag)!)
                // Twice: the first lookup of a late kind resolves its table, later ones read it in place.
                for round in 1...2 {
                    let wrong = own.filter { key, name in
                        let fresh = String(decoding: Array(key.utf8), as: UTF8.self)
                        let answer = localizer.name(kind, fresh, in: locale)
                        return answer.value != name || answer.servedBy != LocaleTag(tag)
                    }
                    #expect(wrong.isEmpty, "\(tag) \(kind) round \(round): \(wrong.prefix(3))")
                }
                // A locale another localizer negotiated takes the lookup out of line, with the same answers.
                #expect(own.allSatisfy { localizer.name(kind, $0.key, in: another.locale(for: tag)).value == $0.name }, "\(tag) \(kind)")
            }
        }
    }

    @Test("every species, type and label slug finds its own entry, in every locale")
    func everySlug() {
        let catalog = PokemonCatalog()
        for locale in ["en", "fr", "zh-Hant", "th"] {
            let negotiated = localizer.locale(for: locale)
            for species in catalog.species {
                let slug = String(decoding: Array(species.slug.utf8), as: UTF8.self)
                #expect(localizer.speciesName(slug: slug, in: negotiated) == localizer.speciesName(id: species.id, in: negotiated))
            }
            for type in catalog.typeSlugs {
                #expect(localizer.typeName(slug: type, in: negotiated) != nil, "\(type)")
            }
            for key in ["number", "type", "types", "height", "weight", "unknown", "form-pattern"] {
                #expect(localizer.label(key: key, in: negotiated) != nil, "\(key)")
            }
        }
    }

    @Test("localizes card labels", arguments: [("ko", "height", "키"), ("de", "weight", "Gewicht"), ("fr", "number", "N°{number}")])
    func labels(locale: String, key: String, expected: String) {
        #expect(localizer.label(key: key, in: localizer.locale(for: locale))?.value == expected)
    }

    @Test("the bundled snapshot has every species, type and /pokemon entry")
    func bundledSnapshot() {
        let catalog = PokemonCatalog()
        #expect(catalog.species.count == 1025)
        #expect(catalog.typeSlugs.count == 21)
        #expect(catalog.records.count == 1351)
        #expect(catalog.species.map(\.id) == Array(1...1025))
        let psyduck = catalog.record(slug: "psyduck")
        #expect([psyduck?.id, psyduck?.speciesID, psyduck?.height, psyduck?.weight] == [54, 54, 8, 196])
        #expect(psyduck?.types == ["water"])
        #expect(catalog.record(slug: "bulbasaur")?.types == ["grass", "poison"])
        #expect(catalog.record(id: 10001)?.slug == "deoxys-attack")
    }
}
