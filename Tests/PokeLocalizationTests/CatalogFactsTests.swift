import Foundation
import PokeLocalization
import PokeTables
import Testing

@Suite("The catalog's abilities, base stats and egg groups")
struct CatalogFactsTests {
    let catalog = PokemonCatalog()

    @Test("Psyduck's abilities in slot order with the hidden one marked, its six base stats by slug, its egg groups")
    func psyduck() throws {
        let psyduck = try #require(catalog.record(slug: "psyduck"))
        #expect(psyduck.abilities.map(\.slug) == ["damp", "cloud-nine", "swift-swim"])
        #expect(psyduck.abilities.map(\.isHidden) == [false, false, true])
        #expect(psyduck.baseStats.map(\.stat) == ["hp", "attack", "defense", "special-attack", "special-defense", "speed"])
        #expect(psyduck.baseStat("special-attack") == psyduck.baseStats[3].value)
        #expect(psyduck.eggGroups == ["water1", "ground"])
        // A form has its species' egg groups and its own abilities and stats.
        let mega = try #require(catalog.record(slug: "venusaur-mega"))
        #expect(mega.eggGroups == catalog.record(slug: "venusaur")?.eggGroups)
        #expect(mega.abilities != catalog.record(slug: "venusaur")?.abilities)
    }

    @Test(
        "every entry's abilities, base stats and egg groups are PokeAPI's (pokemon_abilities, pokemon_stats, pokemon_egg_groups.csv)",
        .enabled(if: GenusTests.sharedCSV != nil, "needs ../shared/pokeapi/csv beside the package (PokeAPI's data/v2/csv), absent here"))
    func matchesPokeAPI() throws {
        let csv = try #require(GenusTests.sharedCSV)
        func rows(_ file: String) throws -> [[String: String]] {
            try CSVRows.read(String(contentsOf: csv.appendingPathComponent(file), encoding: .utf8))
        }
        func slugs(_ file: String) throws -> [String: String] {
            Dictionary(try rows(file).map { ($0["id"]!, $0["identifier"]!) }, uniquingKeysWith: { first, _ in first })
        }
        let abilities = try slugs("abilities.csv")
        let stats = try slugs("stats.csv")
        let eggGroups = try slugs("egg_groups.csv")
        var expectedAbilities: [Int: [(slot: Int, ability: PokemonRecord.Ability)]] = [:]
        for row in try rows("pokemon_abilities.csv") {
            expectedAbilities[Int(row["pokemon_id"]!)!, default: []].append(
                (Int(row["slot"]!)!, PokemonRecord.Ability(abilities[row["ability_id"]!]!, isHidden: row["is_hidden"] == "1")))
        }
        var expectedStats: [Int: [String: Int]] = [:]
        for row in try rows("pokemon_stats.csv") {
            expectedStats[Int(row["pokemon_id"]!)!, default: [:]][stats[row["stat_id"]!]!] = Int(row["base_stat"]!)!
        }
        // By egg group id, as PokeAPI's server lists a species' egg groups (the CSV's rows put 11 species' the other way round).
        var expectedEggGroups: [Int: [String]] = [:]
        for row in try rows("pokemon_egg_groups.csv").sorted(by: { Int($0["egg_group_id"]!)! < Int($1["egg_group_id"]!)! }) {
            expectedEggGroups[Int(row["species_id"]!)!, default: []].append(eggGroups[row["egg_group_id"]!]!)
        }
        let records = catalog.records
        #expect(records.count == (try rows("pokemon.csv")).count)
        var mismatches: [String] = []
        for record in records {
            let abilities = (expectedAbilities[record.id] ?? []).sorted { $0.slot < $1.slot }.map(\.ability)
            if record.abilities != abilities { mismatches.append("\(record.slug) abilities \(record.abilities) ≠ \(abilities)") }
            let stats = Dictionary(record.baseStats.map { ($0.stat, $0.value) }, uniquingKeysWith: { first, _ in first })
            if stats != expectedStats[record.id] ?? [:] || stats.count != record.baseStats.count {
                mismatches.append("\(record.slug) base stats \(record.baseStats) ≠ \(expectedStats[record.id] ?? [:])")
            }
            if record.eggGroups != expectedEggGroups[record.speciesID] ?? [] {
                mismatches.append("\(record.slug) egg groups \(record.eggGroups) ≠ \(expectedEggGroups[record.speciesID] ?? [])")
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) records differ from PokeAPI's CSV, first: \(mismatches.prefix(5))")
        // The stat list's order, the one the games show: hp, attack, defense, special-attack, special-defense, speed.
        let order = try rows("stats.csv").map { $0["identifier"]! }
        for record in records {
            let positions = record.baseStats.compactMap { stat in order.firstIndex(of: stat.stat) }
            #expect(positions == positions.sorted(), "\(record.slug)")
        }
    }
}
