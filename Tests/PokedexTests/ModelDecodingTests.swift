import Foundation
import PokeAPIFixtureServer
import Testing

@testable import Pokedex

@Suite struct ModelDecodingTests {
    private let url = URL(string: "https://pokeapi.co/api/v2/")!

    @Test func decodesDeoxysWithItsTypesArtworkAndSpecies() throws {
        let deoxys = try JSONDecoder().decode(Pokemon.self, from: recordedBody("pokemon/386/index.json"))
        #expect(deoxys.id == 386)
        #expect(deoxys.name == "deoxys-normal")
        #expect(deoxys.species.name == "deoxys" && deoxys.species.id == 386)
        #expect(deoxys.height == 17 && deoxys.weight == 608)
        #expect(deoxys.types.map(\.type.name) == ["psychic"])
        #expect(deoxys.sprites.officialArtwork?.hasSuffix("/official-artwork/386.png") == true)
    }

    @Test func ordersTypesBySlot() throws {
        let body = Data(
            """
            {"id": 6, "name": "charizard", "height": 17, "weight": 905,
             "species": {"name": "charizard", "url": "/api/v2/pokemon-species/6/"},
             "types": [{"slot": 2, "type": {"name": "flying", "url": "/api/v2/type/3/"}},
                       {"slot": 1, "type": {"name": "fire", "url": "/api/v2/type/10/"}}],
             "sprites": {"front_default": null, "other": null}}
            """.utf8)
        let charizard = try JSONDecoder().decode(Pokemon.self, from: body)
        #expect(charizard.types.map(\.type.id) == [10, 3])
        #expect(charizard.sprites == Sprites())
    }

    @Test func decodesAbilitiesBySlotAndTheBaseStats() throws {
        let bulbasaur = try JSONDecoder().decode(Pokemon.self, from: recordedBody("pokemon/1/index.json"))
        #expect(bulbasaur.abilities.map(\.ability.name) == ["overgrow", "chlorophyll"])
        #expect(bulbasaur.abilities.map(\.isHidden) == [false, true] && bulbasaur.abilities.map(\.slot) == [1, 3])
        #expect(bulbasaur.stats.map(\.stat.name) == ["hp", "attack", "defense", "special-attack", "special-defense", "speed"])
        #expect(bulbasaur.stats.map(\.baseStat) == [45, 49, 49, 65, 65, 45])
        #expect(bulbasaur.record.abilities == [.init("overgrow"), .init("chlorophyll", isHidden: true)])
        #expect(bulbasaur.record.baseStat("special-attack") == 65)
        // The egg groups are the species': a /pokemon body alone has none.
        #expect(bulbasaur.record.eggGroups.isEmpty)
        let species = try JSONDecoder().decode(Species.self, from: recordedBody("pokemon-species/1/index.json"))
        #expect(species.eggGroups.map(\.name) == ["monster", "plant"])
        #expect(bulbasaur.record(species: species).eggGroups == ["monster", "plant"])
        let other = try JSONDecoder().decode(Species.self, from: recordedBody("pokemon-species/25/index.json"))
        #expect(bulbasaur.record(species: other).eggGroups.isEmpty, "another species' egg groups are not its")
        // Slots in any order come back sorted; a body without abilities, stats or egg groups has none.
        let body = Data(
            """
            {"id": 54, "name": "psyduck", "height": 8, "weight": 196,
             "species": {"name": "psyduck", "url": "/api/v2/pokemon-species/54/"}, "types": [],
             "abilities": [{"slot": 3, "is_hidden": true, "ability": {"name": "swift-swim", "url": "/api/v2/ability/33/"}},
                           {"slot": 1, "is_hidden": false, "ability": {"name": "damp", "url": "/api/v2/ability/6/"}}]}
            """.utf8)
        let psyduck = try JSONDecoder().decode(Pokemon.self, from: body)
        #expect(psyduck.abilities.map(\.ability.name) == ["damp", "swift-swim"] && psyduck.stats.isEmpty)
        let bare = try JSONDecoder().decode(Species.self, from: Data(#"{"id": 54, "name": "psyduck", "names": [], "varieties": []}"#.utf8))
        #expect(bare.eggGroups.isEmpty)
    }

    @Test func refusesABaseStatNoGameHasAtItsKeyPath() throws {
        for value in [-1, 256, Int.max] {
            let body = Data(
                """
                {"id": 54, "name": "psyduck", "height": 8, "weight": 196,
                 "species": {"name": "psyduck", "url": "/api/v2/pokemon-species/54/"}, "types": [],
                 "stats": [{"base_stat": 50, "effort": 0, "stat": {"name": "hp", "url": "/api/v2/stat/1/"}},
                           {"base_stat": \(value), "effort": 0, "stat": {"name": "attack", "url": "/api/v2/stat/2/"}}]}
                """.utf8)
            #expect(
                throws: PokedexError.decoding(
                    type: "Pokemon", url: url.absoluteString, keyPath: "stats[1].base_stat",
                    reason: "The base attack is \(value), outside the 0...255 a base stat can be.")
            ) {
                try decodeBody(Pokemon.self, from: body, url: url)
            }
        }
        for value in [0, 255] {
            let body = Data(
                #"{"id": 1, "name": "x", "height": 1, "weight": 1, "species": {"name": "x", "url": "/api/v2/pokemon-species/1/"}, "types": [], "stats": [{"base_stat": \#(value), "stat": {"name": "hp", "url": "/api/v2/stat/1/"}}]}"#
                    .utf8)
            #expect(try JSONDecoder().decode(Pokemon.self, from: body).stats.first?.baseStat == value)
        }
    }

    @Test(arguments: [
        #"{}"#,
        #"{"other": {}}"#,
        #"{"other": {"official-artwork": null}}"#,
        #"{"other": {"official-artwork": {"front_default": null}}}"#,
        #"{"front_default": null, "front_shiny": null, "other": {"home": {"front_default": "x"}}}"#,
    ])
    func acceptsSpritesThatAreNullOrMissing(json: String) throws {
        #expect(try JSONDecoder().decode(Sprites.self, from: Data(json.utf8)) == Sprites())
    }

    @Test func decodesSpeciesNamesAndTheDefaultVariety() throws {
        let deoxys = try JSONDecoder().decode(Species.self, from: recordedBody("pokemon-species/386/index.json"))
        #expect(deoxys.names.name(inLanguage: "ja-hrkt") == "デオキシス")
        #expect(deoxys.names.name(inLanguage: "en") == "Deoxys")
        #expect(deoxys.names.name(inLanguage: "cs") == nil)
        #expect(deoxys.defaultVariety?.pokemon.name == "deoxys-normal")
        #expect(deoxys.varieties.map(\.pokemon.id) == [386, 10001, 10002, 10003])
    }

    @Test func decodesTypeNames() throws {
        let fire = try JSONDecoder().decode(PokemonType.self, from: recordedBody("type/10/index.json"))
        #expect(fire.name == "fire" && fire.id == 10)
        #expect(fire.names.name(inLanguage: "fr") == "Feu")
    }

    @Test func decodesAbsoluteAndPathURLsAlike() throws {
        let path = try recordedBody("pokemon-species/386/index.json")
        let absolute = Data(
            String(decoding: path, as: UTF8.self)
                .replacingOccurrences(of: "\"/api/v2/", with: "\"https://pokeapi.co/api/v2/").utf8)
        let fromPath = try JSONDecoder().decode(Species.self, from: path)
        let fromAbsolute = try JSONDecoder().decode(Species.self, from: absolute)
        #expect(fromAbsolute.varieties.map(\.pokemon.id) == fromPath.varieties.map(\.pokemon.id))
        #expect(fromAbsolute.varieties[1].pokemon.url == "https://pokeapi.co/api/v2/pokemon/10001/")
    }

    @Test func reportsTheKeyPathOfAFieldThatDoesNotDecode() throws {
        let body = Data(
            """
            {"id": 386, "name": "deoxys", "names": [],
             "varieties": [{"is_default": true, "pokemon": {"name": "deoxys-normal", "url": "/api/v2/pokemon/"}}]}
            """.utf8)
        #expect(
            throws: PokedexError.decoding(
                type: "Species", url: url.absoluteString, keyPath: "varieties[0].pokemon.url",
                reason: "The URL '/api/v2/pokemon/' does not end in a numeric id.")
        ) {
            try decodeBody(Species.self, from: body, url: url)
        }
        let missing = Data(#"{"id": 1, "name": "normal"}"#.utf8)
        #expect(
            throws: PokedexError.decoding(
                type: "PokemonType", url: url.absoluteString, keyPath: "names",
                reason: "the key 'names' is missing.")
        ) {
            try decodeBody(PokemonType.self, from: missing, url: url)
        }
    }

    @Test func encodesWhatItDecodes() throws {
        let pokemon = try JSONDecoder().decode(Pokemon.self, from: recordedBody("pokemon/10001/index.json"))
        #expect(try JSONDecoder().decode(Pokemon.self, from: JSONEncoder().encode(pokemon)) == pokemon)
        let species = try JSONDecoder().decode(Species.self, from: recordedBody("pokemon-species/29/index.json"))
        #expect(try JSONDecoder().decode(Species.self, from: JSONEncoder().encode(species)) == species)
    }

    @Test func decodesTheCommittedListIndexesWithIDsFromURLs() throws {
        let pokemon = try JSONDecoder().decode(ListPage.self, from: recordedBody("pokemon/index.json"))
        #expect(pokemon.count == 1351 && pokemon.results.count == 1351)
        #expect(Set(pokemon.results.map(\.id)).count == 1351)
        #expect(pokemon.results.first { $0.name == "deoxys-attack" }?.id == 10001)
    }

    @Test(.enabled(if: FixtureServer.sharedCorpus != nil, sharedCorpusAbsent))
    func decodesEveryRecordedBodyOfTheSharedCorpus() throws {
        let root = try #require(FixtureServer.sharedCorpus)
        let decoder = JSONDecoder()
        var counts: [String: Int] = [:]
        for (resource, type) in [
            ("pokemon", Pokemon.self), ("pokemon-species", Species.self),
            ("type", PokemonType.self),
        ] as [(String, any Decodable.Type)] {
            let list = try decoder.decode(ListPage.self, from: recordedBody("\(resource)/index.json", root: root))
            #expect(list.next == nil && list.count == list.results.count)
            let folder = root.appendingPathComponent("api/v2/\(resource)")
            for entry in try FileManager.default.contentsOfDirectory(atPath: folder.path) {
                guard let id = Int(entry) else { continue }
                let body = try recordedBody("\(resource)/\(id)/index.json", root: root)
                let decoded = try decodeBody(type, from: body, url: url)
                #expect((decoded as? any Identifiable<Int>)?.id == id)
                counts[resource, default: 0] += 1
            }
        }
        #expect(counts == ["pokemon": 81, "pokemon-species": 1025, "type": 21])
    }
}
