import PokeLocalization
import PokedexCard
import PokedexCardICU
import Testing

/// The package's tables asked as if for Esperanto, which they lack: every name comes from
/// English and is a fallback, so every part of a card says so.
private struct EverythingFromEnglish: Localizer {
    let tables = TableLocalizer()
    static let esperanto = LocaleTag("eo")!

    var catalog: PokemonCatalog { tables.catalog }

    func locale(for identifier: String) -> NameLocale {
        NameLocale(requested: identifier, negotiated: Self.esperanto, chain: [Self.esperanto, LocaleTag("en")!])
    }

    func name(_ kind: NameKind, _ key: String, in locale: NameLocale) -> LocalizedName {
        let english = tables.name(kind, key, in: tables.locale(for: "en"))
        return LocalizedName(value: english.value, servedBy: english.servedBy, requested: locale.negotiated)
    }
}

@Suite("A card is one ordered list of facts")
struct CardFactListTests {
    func card(_ slug: String, _ locale: String, localizer: any Localizer = TableLocalizer()) throws -> PokedexCard {
        let record = try #require(PokemonCatalog().record(slug: slug))
        return try CardMaker(localizer: localizer, locale: locale).card(for: PokemonFacts(record))
    }

    @Test("the facts come in the card's order, each with the label, names and text of its properties")
    func psyduck() throws {
        let card = try card("psyduck", "en")
        let facts = card.facts
        #expect(facts.map(\.part) == [.name, .genus, .entry, .types, .height, .weight, .abilities, .hiddenAbility, .eggGroups, .baseStats])
        #expect(
            facts.map(\.label) == [
                card.numberLabel, nil, nil, card.typeLabel, card.heightLabel, card.weightLabel,
                card.abilitiesLabel, card.hiddenAbilityLabel, card.eggGroupsLabel, card.baseStatsLabel,
            ])
        #expect(
            facts.map(\.text) == [
                card.name.value, card.genus?.value, card.entry?.text.value, card.typeList, card.height,
                card.weight, card.abilityList, card.hiddenAbilityList, card.eggGroupList, "",
            ])
        #expect(facts[3].values == card.types)
        #expect(facts[6].values == card.abilities.filter { !$0.isHidden }.map(\.name))
        #expect(facts[9].values == card.baseStats.map(\.name))
        #expect(facts.allSatisfy { $0.fallbacks.isEmpty })
    }

    @Test("when every name falls back, every part is a fallback of one fact, and the numbers are facts that never fall back")
    func everyPartIsAFact() throws {
        // Alolan Vulpix: a form, a hidden ability, egg groups, base stats and a Pokédex entry.
        let card = try card("vulpix-alola", "eo", localizer: EverythingFromEnglish())
        let fallbacks = card.facts.flatMap(\.fallbacks)
        #expect(Set(fallbacks.map(\.part)) == Set(PokedexCard.Part.allCases).subtracting([.height, .weight]))
        #expect(Set(card.facts.map(\.part) + fallbacks.map(\.part)) == Set(PokedexCard.Part.allCases))
        #expect(fallbacks.allSatisfy { $0.name.servedBy == LocaleTag("en") })
        #expect(card.fallbacks == PokedexCard.Part.allCases.filter { $0 != .height && $0 != .weight }, "in the card's order")
        let name = try #require(card.facts.first)
        #expect(name.fallbacks.map(\.part) == [.numberLabel, .name, .form], "the label's first")
    }

    @Test("a list the data lacks is the word for unknown, and falls back when that word does")
    func unknown() throws {
        let bare = PokemonRecord(id: 54, slug: "psyduck", speciesID: 54, height: 8, weight: 196, types: ["water"])
        let card = try CardMaker(localizer: EverythingFromEnglish(), locale: "eo").card(for: PokemonFacts(record: bare, artworkURL: nil))
        for part in [PokedexCard.Part.abilities, .eggGroups, .baseStats] {
            let fact = try #require(card.facts.first { $0.part == part })
            #expect(fact.values == [card.unknown], "\(part)")
            #expect(fact.fallbacks.last?.part == part, "the word for unknown stands for \(part)")
        }
        #expect(card.facts.first { $0.part == .baseStats }?.text == card.unknown.value)
        #expect(!card.facts.contains { $0.part == .hiddenAbility })
    }
}
