import PokeLocalization
import PokeSearch
import PokeTables
import Testing

/// ``PokedexSearch``: every kind with names of its own, found by its names in every script.
@Suite struct PokedexSearchTests {
    let localizer = TableLocalizer()

    /// The oracle is the tables themselves: every name a locale gives an ability, a move or an
    /// item finds that entry exactly (a name several items share finds each of them).
    @Test(
        "each locale's every name of an ability, a move, an item or a type finds it exactly",
        arguments: [NameKind.abilities, .moves, .items, .types])
    func everyNameFindsItsEntry(kind: NameKind) {
        let search = PokedexSearch(kinds: [kind])
        var checked = 0
        for locale in localizer.availableLocales {
            let names = localizer.names(kind, in: locale)
            let sharing = Dictionary(grouping: names, by: { SearchKey.normalize($0.name) }).mapValues(\.count)
            // Every fifth name of each locale: all of them would take a minute in a debug build.
            for (index, (key, name)) in names.enumerated() where index % 5 == 0 {
                guard !SearchKey.normalize(name).isEmpty else { continue }
                let limit = max(10, (sharing[SearchKey.normalize(name)] ?? 1) + 5)
                let results = search.search(name, preferring: locale, limit: limit)
                #expect(results.contains { $0.kind == kind && $0.key == key && $0.match == .exact }, "\(kind) \(key) in \(locale): \(name)")
                checked += 1
            }
        }
        #expect(checked > 50)
    }

    @Test("the kinds: species and every list with names of its own, never labels, forms or game text")
    func searchableKinds() {
        let kinds = PokedexSearch.searchableKinds
        #expect(kinds.first == .species)
        #expect([NameKind.abilities, .moves, .items, .types].allSatisfy(kinds.contains))
        #expect(
            ![NameKind.labels, .forms, .fullNames, .genus, .searchKeys, .pokedexEntries, .abilityDescriptions, .entryVersions].contains(
                where: kinds.contains))
        #expect(PokedexSearch(kinds: [.labels, .moves]).kinds == [.moves])
    }

    @Test("a species result carries the species search's; other kinds their slug; species first on a tie")
    func results() throws {
        let search = PokedexSearch()
        let psyduck = try #require(search.search("psyduck", limit: 3).first)
        #expect(psyduck.kind == .species && psyduck.key == "psyduck" && psyduck.species?.speciesID == 54)
        let cloud = try #require(search.search("날씨부정", limit: 1).first)
        #expect(cloud.kind == .abilities && cloud.key == "cloud-nine" && cloud.locale == LocaleTag("ko") && cloud.species == nil)
        // Psyduck's Korean name starts its items' names (고라파덕의사탕): the species comes first.
        let korean = search.search("고라파덕", preferring: LocaleTag("ko"), limit: 5)
        #expect(korean.first?.kind == .species)
        #expect(korean.dropFirst().contains { $0.kind == .items })
        // The same as the species search alone, where only species are asked for.
        let species = PokedexSearch(kinds: [.species]).search("pika", preferring: LocaleTag("en"), limit: 10)
        #expect(species.compactMap(\.species) == SpeciesSearch().search("pika", preferring: LocaleTag("en"), limit: 10))
    }

    @Test("a localizer's names are searched the same way")
    func ownLocalizer() throws {
        let search = PokedexSearch(localizer: localizer, kinds: [.moves])
        let found = try #require(search.search("Hydrocanon", preferring: LocaleTag("fr"), limit: 1).first)
        #expect(found.key == "hydro-pump" && found.match == .exact && found.locale == LocaleTag("fr"))
    }
}
