import PokeLocalization
import PokeSearch
import PokedexCard
import Testing

/// A localizer an app could write: a few names in a dictionary, keyed by kind and slug. It is
/// here, outside PokeLocalization, to show the protocol can be conformed to by anyone, with one
/// requirement (`name`) and one opt-in (`availableLocales`, so the default negotiation knows the
/// locales); every typed lookup and the display names come from the protocol's defaults.
struct DictionaryLocalizer: Localizer {
    let names: [LocaleTag: [String: String]] = [
        LocaleTag("eo")!: [
            "species:psyduck": "Psikokvako", "types:water": "Akvo", "ui:number": "№", "ui:type": "Tipo",
            "ui:height": "Alto", "ui:weight": "Pezo", "species:deoxys": "Deoksiso", "forms:deoxys-attack": "Atako",
            "genus:psyduck": "Anasa Pokemono", "ui:ability": "Kapablo", "ui:egg-group": "Ovogrupo",
            "ui:base-stats": "Bazaj statistikoj", "ui:unknown": "Nekonata",
            "moves:water-gun": "Akvopafilo",
        ],
        // English names which entries have a form, as the package's English tables do.
        LocaleTag("en")!: ["species:deoxys": "Deoxys", "forms:deoxys-attack": "Attack Forme"],
        // Vietnamese writes a space before the number, inside the label, where a trim can't take it.
        LocaleTag("vi")!: ["species:psyduck": "Vịt Vàng", "ui:number": "Số {number}"],
    ]

    var availableLocales: [LocaleTag] { names.keys.sorted() }

    func name(_ kind: NameKind, _ key: String, in locale: NameLocale) -> LocalizedName {
        for tag in locale.chain {
            if let value = names[tag]?["\(kind.identifier):\(key)"] {
                return LocalizedName(value: value, servedBy: tag, requested: locale.negotiated)
            }
        }
        return LocalizedName(value: key, servedBy: nil, requested: locale.negotiated)
    }
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
    let psyduck = PokemonFacts(
        record: PokemonRecord(id: 54, slug: "psyduck", speciesID: 54, height: 8, weight: 196, types: ["water"]), artworkURL: nil)

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
        #expect(card.name.value == "psyduck", "the slug, as every lookup ends")
        #expect(card.summary.hasPrefix("number54 psyduck"), "no number label anywhere: the label's key, then the number: \(card.summary)")
        #expect(card.fallbacks.contains(.name))
    }

    @Test(
        "the protocol's display names follow the package's rules over the app's names: its form name with the default pattern, else its species name"
    )
    func displayNames() throws {
        let localizer = DictionaryLocalizer()
        let esperanto = localizer.locale(for: "eo")
        #expect(esperanto.chain.map(\.description) == ["eo", "en"], "the default negotiation over the locales it declares")
        let attack = try #require(localizer.pokemonName(slug: "deoxys-attack", in: esperanto))
        #expect(attack.value == "Deoksiso (Atako)")
        #expect(attack.form?.servedBy == LocaleTag("eo"))
        let defense = try #require(localizer.pokemonName(slug: "deoxys-defense", in: esperanto))
        #expect(defense.value == "Deoksiso (defense)", "no form name anywhere: told apart by what its slug adds, as the package does")
        let psyduck = try #require(localizer.pokemonName(slug: "psyduck", in: esperanto))
        #expect(psyduck.value == "Psikokvako")
        #expect(psyduck.species.servedBy == LocaleTag("eo"))
        #expect(localizer.speciesName(id: 54, in: esperanto)?.value == "Psikokvako")
        #expect(localizer.speciesName(slug: "psyduck", in: esperanto)?.value == "Psikokvako")
        #expect(localizer.names(.species, in: LocaleTag("eo")!).map(\.key) == ["psyduck", "deoxys"], "in National Pokédex order")
    }

    @Test("a formatter's error is the card's typed error")
    func formatterError() {
        var facts = psyduck
        facts.record.height = -1
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

    @Test("a search of every kind over the app's localizer finds its move by name, and other moves by slug")
    func searchEveryKind() {
        let search = PokedexSearch(localizer: DictionaryLocalizer(), kinds: [.species, .moves])
        let move = search.search("Akvopafilo").first
        #expect(move?.kind == .moves && move?.key == "water-gun" && move?.locale == LocaleTag("eo") && move?.match == .exact)
        let slug = search.search("hydro-pump").first
        #expect(slug?.kind == .moves && slug?.key == "hydro-pump" && slug?.locale == nil)
        #expect(search.search("Psikokvako").first?.species?.speciesID == 54)
    }
}
