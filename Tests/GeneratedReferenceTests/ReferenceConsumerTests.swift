import PokeLocalization
import PokeTables
import Testing

/// Uses the committed reference output (GeneratedTables.swift in this folder) as compiled code,
/// through the public API an app uses for its own generated tables.
@Suite("Compiled reference output")
struct ReferenceConsumerTests {
    let localizer = TableLocalizer(tables: [.module])

    @Test(
        "the tables rendered in the bundled tables' #if blocks answer as the plain ones under this package's traits, every one enabled by default"
    )
    func selectedAsAll() {
        let selected = TableLocalizer(tables: [.selected])
        for tag in ["en", "ko", "ja", "xx"] {
            let (plain, chosen) = (localizer.locale(for: tag), selected.locale(for: tag))
            #expect(chosen.chain == plain.chain)
            for id in [1, 29, 122] {
                #expect(selected.speciesName(id: id, in: chosen) == localizer.speciesName(id: id, in: plain))
            }
            for slug in ["water", "shadow", "fire"] {
                #expect(selected.typeName(slug: slug, in: chosen) == localizer.typeName(slug: slug, in: plain))
            }
            #expect(selected.entry(slug: "bulbasaur", in: chosen) == localizer.entry(slug: "bulbasaur", in: plain))
        }
    }

    @Test("hostile values come back exactly as the tables wrote them")
    func values() {
        let english = localizer.locale(for: "en")
        #expect(localizer.speciesName(id: 1, in: english)?.value == ##"Bulba"saur\(1 + 1)"""#"##)
        #expect(localizer.speciesName(id: 29, in: english)?.value == #"Nidoran♀ e\u{301} \ 👨‍👩‍👧"#)
        #expect(localizer.speciesName(id: 122, in: english)?.value == "Mr. Mime */ /* // #if")
        #expect(localizer.typeName(slug: "shadow", in: english)?.value == "Sha\u{301}dow الظل")
    }

    @Test("a missing name falls back to English, and a key the snapshot lacks is left out")
    func missing() {
        let korean = localizer.locale(for: "ko")
        #expect([1, 29, 122].map { localizer.speciesName(id: $0, in: korean)?.servedBy?.description } == ["ko", "en", "en"])
        #expect(localizer.speciesName(id: 1, in: korean)?.value == "이상해씨")
        #expect(localizer.typeName(slug: "water", in: korean)?.value == "물")
        #expect(localizer.typeName(slug: "shadow", in: korean)?.servedBy == LocaleTag("en"))
        #expect(localizer.speciesName(slug: "mr. mime", in: korean) == nil)
    }

    @Test("a Pokédex entry, long, with quotes, a backslash and CJK text, comes back with its game")
    func entries() throws {
        let korean = localizer.locale(for: "ko")
        let entry = try #require(localizer.entry(slug: "bulbasaur", in: korean))
        #expect(entry.text.value == "태어났을 때부터 등에 식물의 씨앗이 있으며 조금씩 크게 자란다.")
        #expect(entry.text.servedBy == LocaleTag("ko") && entry.version == "sword")
        let english = try #require(localizer.entry(slug: "nidoran-f", in: korean))
        #expect(english.text.value == "It has a “barb” \\ \"quote\" */ #if (x) — 1\u{202F}000 m.")
        #expect(english.text.servedBy == LocaleTag("en") && english.version == "red")
        #expect(localizer.entry(slug: "mr-mime", in: korean) == nil)
    }

    @Test("locales, keys and the pokemon columns are in order")
    func structure() {
        #expect(localizer.availableLocales.map(\.description) == ["en", "ko"])
        #expect(LocalizationTables.module.name == "Reference")
        let catalog = localizer.catalog
        #expect(catalog.species.map(\.slug) == ["bulbasaur", "nidoran-f", "mr-mime"])
        #expect(catalog.species.map(\.id) == [1, 29, 122])
        #expect(catalog.typeSlugs == ["water", "shadow"])
        #expect(catalog.records.map(\.id) == [1, 29, 122, 10001])
        #expect(catalog.record(id: 10001)?.types == ["water", "shadow"])
        #expect(catalog.record(id: 122)?.height == 13)
    }

    @Test("abilities, base stats and egg groups come back from the generated columns")
    func facts() throws {
        let catalog = localizer.catalog
        let bulbasaur = try #require(catalog.record(slug: "bulbasaur"))
        #expect(bulbasaur.abilities == [PokemonRecord.Ability("overgrow"), PokemonRecord.Ability("chlorophyll", isHidden: true)])
        #expect(bulbasaur.baseStats.map(\.stat) == ["hp", "attack", "defense", "special-attack", "special-defense", "speed"])
        #expect(bulbasaur.baseStats.map(\.value) == [45, 49, 49, 65, 65, 45])
        #expect(bulbasaur.eggGroups == ["monster", "plant"])
        // In the stat list's order, whatever the file's; a form has its species' egg groups.
        #expect(catalog.record(slug: "mr-mime")?.baseStats == [PokemonRecord.BaseStat("hp", 40), PokemonRecord.BaseStat("speed", 90)])
        let form = try #require(catalog.record(slug: "mr-mime-quoted"))
        #expect(form.abilities == [PokemonRecord.Ability("soundproof")] && form.baseStats.isEmpty && form.eggGroups == ["humanshape"])
        let nidoran = try #require(catalog.record(slug: "nidoran-f"))
        #expect(nidoran.abilities.isEmpty && nidoran.baseStats.isEmpty && nidoran.eggGroups.isEmpty)
        #expect(localizer.label(key: "type", in: localizer.locale(for: "en"))?.value == "Type")
    }

    @Test("the compiled perfect hashes find every key by slug")
    func perfectHashes() {
        let english = localizer.locale(for: "en")
        let catalog = localizer.catalog
        for species in catalog.species {
            #expect(localizer.speciesName(slug: species.slug, in: english) == localizer.speciesName(id: species.id, in: english))
        }
        for type in catalog.typeSlugs {
            #expect(localizer.typeName(slug: type, in: english) != nil, "\(type)")
        }
        for entry in catalog.records {
            #expect(catalog.record(slug: entry.slug) == entry)
        }
    }
}
