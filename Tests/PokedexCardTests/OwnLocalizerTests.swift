import PokeLocalization
import PokedexCard
import PokeSearch
import Testing

/// A localizer an app could write: a few names in a dictionary, its own negotiation. It is here,
/// outside PokeLocalization, to show the protocol can be conformed to by anyone.
struct DictionaryLocalizer: Localizer {
    let names: [LocaleTag: [String: String]] = [
        LocaleTag("eo")!: ["species:54": "Psikokvako", "type:water": "Akvo", "label:number": "№", "label:type": "Tipo",
                           "label:height": "Alto", "label:weight": "Pezo"],
        // Vietnamese writes a space before the number, inside the label, where a trim can't take it.
        LocaleTag("vi")!: ["species:54": "Vịt Vàng", "label:number": "Số {number}"],
    ]

    var availableLocales: [LocaleTag] { names.keys.sorted() }

    func locale(for identifier: String) -> NameLocale {
        let tag = LocaleTag(identifier).flatMap { names[$0] == nil ? nil : $0 }
        return NameLocale(requested: identifier, negotiated: tag, chain: tag.map { [$0] } ?? [])
    }

    private func name(_ key: String, _ fallback: String, in locale: NameLocale) -> LocalizedName {
        for tag in locale.chain {
            if let value = names[tag]?[key] { return LocalizedName(value: value, servedBy: tag, requested: locale.negotiated) }
        }
        return LocalizedName(value: fallback, servedBy: nil, requested: locale.negotiated)
    }

    func speciesName(id: Int, in locale: NameLocale) -> LocalizedName? { name("species:\(id)", "#\(id)", in: locale) }
    func speciesName(slug: String, in locale: NameLocale) -> LocalizedName { name("species:\(slug)", slug, in: locale) }
    func speciesName(pokemonID: Int, in locale: NameLocale) -> LocalizedName? { speciesName(id: pokemonID, in: locale) }
    func pokemonName(slug: String, in locale: NameLocale) -> PokemonName {
        let species = slug == "psyduck" ? name("species:54", slug, in: locale) : speciesName(slug: slug, in: locale)
        return PokemonName(value: species.value, species: species, form: nil)
    }
    func pokemonName(id: Int, in locale: NameLocale) -> PokemonName? {
        speciesName(id: id, in: locale).map { PokemonName(value: $0.value, species: $0, form: nil) }
    }
    func typeName(slug: String, in locale: NameLocale) -> LocalizedName { name("type:\(slug)", slug, in: locale) }
    func label(_ key: String, in locale: NameLocale) -> LocalizedName { name("label:\(key)", key, in: locale) }
}

/// A formatter an app could write, here plain text: the seam an app without ICU uses.
struct PlainFormatter: CardFormatter {
    func height(decimetres: Int) throws(CardError) -> String {
        guard decimetres >= 0 else { throw .formatting("The height \(decimetres) dm is negative.") }
        return decimetres == 0 ? "????" : "\(decimetres) dm"
    }
    func weight(hectograms: Int) throws(CardError) -> String { hectograms == 0 ? "????" : "\(hectograms) hg" }
    func typeList(_ names: [String]) throws(CardError) -> String { names.joined(separator: " + ") }
}

@Suite("A card from a localizer and a formatter of an app's own")
struct OwnLocalizerTests {
    let psyduck = PokemonFacts(id: 54, slug: "psyduck", speciesID: 54, height: 8, weight: 196, types: ["water"], artworkURL: nil)

    @Test("the card's names come from the app's localizer and its numbers from the app's formatter")
    func card() throws {
        let card = try CardMaker(localizer: DictionaryLocalizer(), locale: "eo", formatter: PlainFormatter()).card(for: psyduck)
        #expect(card.summary == "№54 Psikokvako · Tipo: Akvo · Alto: 8 dm · Pezo: 196 hg")
        #expect(card.fallbacks.isEmpty)
        #expect(card.name.species.tableSet == nil)
    }

    @Test("the number goes where the label's {number} is, with the space the language writes; a label without it is a prefix")
    func numberLabel() throws {
        let vietnamese = try CardMaker(localizer: DictionaryLocalizer(), locale: "vi", formatter: PlainFormatter()).card(for: psyduck)
        #expect(vietnamese.numberText == "Số 54")
        #expect(vietnamese.summary.hasPrefix("Số 54 Vịt Vàng · "), "\(vietnamese.summary)")
        let esperanto = try CardMaker(localizer: DictionaryLocalizer(), locale: "eo", formatter: PlainFormatter()).card(for: psyduck)
        #expect(esperanto.numberText == "№54", "a label written before the placeholder is a prefix")
    }

    @Test("what the app's localizer lacks falls back as it says, and the card says so")
    func fallback() throws {
        let card = try CardMaker(localizer: DictionaryLocalizer(), locale: "xx", formatter: PlainFormatter()).card(for: psyduck)
        #expect(card.name.value == "#54")
        #expect(card.fallbacks.contains(.name))
    }

    @Test("a formatter's error is the card's typed error")
    func formatterError() {
        var facts = psyduck
        facts.height = -1
        #expect(throws: CardError.formatting("The height -1 dm is negative.")) {
            try CardMaker(localizer: DictionaryLocalizer(), locale: "eo", formatter: PlainFormatter()).card(for: facts)
        }
    }

    @Test("the bundled localizer with the app's formatter")
    func bundledWithOwnFormatter() throws {
        let card = try CardMaker(locale: "ko", formatter: PlainFormatter()).card(for: psyduck)
        #expect(card.summary == "No.54 고라파덕 · 타입: 물 · 키: 8 dm · 몸무게: 196 hg")
    }

    @Test("a search over the app's localizer finds its names, exact and despite a typo, and the slugs")
    func search() {
        let search = SpeciesSearch(localizer: DictionaryLocalizer())
        let exact = search.search("Psikokvako")
        #expect(exact.first?.speciesID == 54)
        #expect(exact.first?.match == .exact)
        #expect(exact.first?.name.locale == LocaleTag("eo"))
        #expect(search.search("psikokvaco").first?.speciesID == 54, "one letter wrong")
        #expect(search.search("psyduck").first?.speciesID == 54, "the catalog's slugs")
        // The localizer's fallbacks (#25 for a species it lacks) are no names of its own.
        #expect(search.search("#25").allSatisfy { $0.speciesID != 25 || $0.name.kind == .slug })
    }
}
