import CommandTestSupport
import Foundation
import PokeAPIFixtureServer
import PokeLocalization
import Pokedex
import PokedexCard
import PokedexCardICU
import Testing

/// The card's genus, abilities, base stats and egg groups, checked against the table files
/// themselves (`Resources/<table>/<locale>.txt`) and the snapshot's facts.
@Suite("A card's genus, abilities, base stats and egg groups")
struct CardFactsTests {
    let catalog = PokemonCatalog()

    /// One table file's names, by key.
    static func table(_ table: String, _ locale: String) throws -> [String: String] {
        let url = BuiltCommand.packageRoot.appendingPathComponent("Resources/\(table)/\(locale).txt")
        var names: [String: String] = [:]
        for line in try String(contentsOf: url, encoding: .utf8).split(separator: "\n") where !line.hasPrefix("#") {
            guard let separator = line.range(of: " = ") else { continue }
            names[String(line[..<separator.lowerBound])] = String(line[separator.upperBound...])
        }
        return names
    }

    func card(_ slug: String, _ locale: String) throws -> PokedexCard {
        try CardMaker(locale: locale).card(for: PokemonFacts(try #require(catalog.record(slug: slug))))
    }

    @Test("Psyduck's card names every fact in the locale's own tables", arguments: ["ko", "de", "fr", "zh-Hant", "en"])
    func psyduck(locale: String) throws {
        let card = try card("psyduck", locale)
        let record = try #require(catalog.record(slug: "psyduck"))
        let labels = try Self.table("ui", locale)
        let abilities = try Self.table("abilities", locale)
        let stats = try Self.table("stats", locale)
        let eggGroups = try Self.table("egggroups", locale)
        #expect(card.genus?.value == (try Self.table("genus", locale))["psyduck"])
        #expect(card.abilities.map(\.name.value) == record.abilities.map { abilities[$0.slug] })
        #expect(card.abilities.map(\.isHidden) == [false, false, true])
        #expect(card.hiddenAbilityList == abilities["swift-swim"])
        #expect(card.abilitiesLabel.value == labels["abilities"], "two abilities besides the hidden one")
        #expect(card.hiddenAbilityLabel.value == labels["hidden-ability"])
        #expect(card.baseStatsLabel.value == labels["base-stats"])
        #expect(card.baseStats.map(\.name.value) == record.baseStats.map { stats[$0.stat] })
        #expect(card.baseStats.map(\.value) == record.baseStats.map(\.value))
        #expect(card.baseStats.map(\.stat) == ["hp", "attack", "defense", "special-attack", "special-defense", "speed"])
        #expect(card.eggGroups.map(\.value) == record.eggGroups.map { eggGroups[$0] })
        #expect(card.eggGroupsLabel.value == labels["egg-groups"])
        for name in [card.abilities[0].name.value, card.abilities[1].name.value] + card.eggGroups.map(\.value) {
            #expect(card.abilityList.contains(name) || card.eggGroupList.contains(name), "\(name) is in its list")
        }
        #expect(card.fallbacks.isEmpty)
    }

    @Test(
        "a locale without ability, stat or egg-group names keeps its labels and says which parts fell back",
        arguments: ["th", "tr", "ru"])
    func fallbackLocale(locale: String) throws {
        let card = try card("psyduck", locale)
        #expect(card.fallbacks == [.genus, .entry, .abilities, .hiddenAbility, .eggGroups, .baseStats])
        let labels = try Self.table("ui", locale)
        let english = try Self.table("abilities", "en")
        #expect(card.abilitiesLabel.value == labels["abilities"] && !card.abilitiesLabel.isFallback)
        #expect(card.abilities.map(\.name.value) == ["damp", "cloud-nine", "swift-swim"].map { english[$0] })
        #expect(card.abilities.allSatisfy { $0.name.servedBy?.description == "en" })
        #expect(card.genus?.value == (try Self.table("genus", "en"))["psyduck"])
    }

    @Test(
        "one ability besides the hidden one, or one egg group, is under the singular label",
        arguments: [
            ("bulbasaur", "ability", "egg-groups"), ("ditto", "ability", "egg-group"), ("psyduck", "abilities", "egg-groups"),
        ])
    func singular(slug: String, abilityLabel: String, eggGroupLabel: String) throws {
        let labels = try Self.table("ui", "en")
        let card = try card(slug, "en")
        #expect(card.abilitiesLabel.value == labels[abilityLabel])
        #expect(card.eggGroupsLabel.value == labels[eggGroupLabel])
    }

    @Test("what a record lacks reads as the locale's word for unknown; a slug no table names is itself, marked")
    func unknownFacts() throws {
        let korean = try CardMaker(locale: "ko")
        let bare = try korean.card(
            for: PokemonFacts(PokemonRecord(id: 54, slug: "psyduck", speciesID: 54, height: 8, weight: 196, types: ["water"])))
        let unknown = try #require(try Self.table("ui", "ko")["unknown"])
        #expect(bare.abilityList == unknown && bare.eggGroupList == unknown && bare.hiddenAbilityList == nil)
        #expect(bare.abilities.isEmpty && bare.baseStats.isEmpty && bare.eggGroups.isEmpty)
        #expect(bare.unknown.value == unknown)
        #expect(bare.fallbacks.isEmpty)
        let novel = PokemonRecord(
            id: 54, slug: "psyduck", speciesID: 54, height: 8, weight: 196, types: ["water"],
            abilities: [.init("damp"), .init("brand-new", isHidden: true)],
            baseStats: [.init("hp", 50), .init("stamina", 9)], eggGroups: ["water1"])
        let card = try korean.card(for: PokemonFacts(novel))
        #expect(card.hiddenAbilityList == "brand-new")
        #expect(card.baseStats.last?.name.source == .slug)
        #expect(card.fallbacks == [.hiddenAbility, .baseStats])
        #expect(card.eggGroupsLabel.value == (try Self.table("ui", "ko"))["egg-group"])
        // A species the catalog doesn't know has no genus.
        let newcomer = try korean.card(
            for: PokemonFacts(PokemonRecord(id: 9999, slug: "newcomer", speciesID: 9999, height: 1, weight: 1, types: [])))
        #expect(newcomer.genus == nil)
    }

    @Test("a card from a server's /pokemon and /pokemon-species bodies is the card from the bundled catalog, part for part")
    func fromAPI() async throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let client = PokedexClient(configuration: PokedexConfiguration(baseURL: server.apiURL(), requestTimeout: 10))
        for locale in ["ko", "ja", "th"] {
            let maker = try CardMaker(locale: locale)
            for id in [1, 25, 132, 10001] {
                let pokemon = try await client.pokemon(.id(id))
                let species = try await client.species(.id(pokemon.species.id))
                let online = try maker.card(for: PokemonFacts(pokemon, species: species))
                let offline = try maker.card(for: PokemonFacts(try #require(catalog.record(id: id))))
                #expect(online == offline, "/pokemon/\(id) in \(locale)")
                #expect(!online.abilities.isEmpty && online.baseStats.count == 6 && !online.eggGroups.isEmpty)
            }
        }
    }
}
