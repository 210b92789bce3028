import PokeTables
import Testing

@Suite("Snapshot files: abilities, base stats and egg groups")
struct SnapshotFactsTests {
    /// The lists the fact files name, as their snapshot files.
    static let lists: [String: String] = [
        TableLayout.speciesSnapshot: "1 = bulbasaur\n54 = psyduck\n",
        TableLayout.typeSnapshot: "11 = water\n12 = grass\n",
        TableLayout.pokemonSnapshot: "1 = bulbasaur 1 7 69 grass\n54 = psyduck 54 8 196 water\n10001 = psyduck-test 54 8 196 water\n",
        "snapshot/abilities.txt": "6 = damp\n13 = cloud-nine\n33 = swift-swim\n34 = chlorophyll\n65 = overgrow\n",
        "snapshot/stats.txt": "1 = hp\n2 = attack\n6 = speed\n",
        "snapshot/egggroups.txt": "1 = monster\n2 = water1\n5 = ground\n7 = plant\n",
    ]

    static func read(_ facts: [String: String]) -> (snapshot: Snapshot, problems: [Diagnostic]) {
        let texts = lists.merging(facts) { $1 }
        return Snapshot.read(files: texts.mapValues { TableFile(text: $0) })
    }

    @Test("each entry gets its abilities in slot order, its base stats in the stat list's order, its species' egg groups")
    func read() throws {
        let reading = Self.read([
            SnapshotFacts.abilities.file: "bulbasaur = overgrow hidden:chlorophyll\npsyduck = damp cloud-nine hidden:swift-swim\n",
            SnapshotFacts.baseStats.file: "psyduck = speed:55 hp:50 attack:52\n",
            SnapshotFacts.eggGroups.file: "psyduck = water1 ground\n",
        ])
        #expect(reading.problems.isEmpty, "\(reading.problems)")
        let psyduck = try #require(reading.snapshot.pokemon.first { $0.slug == "psyduck" })
        #expect(psyduck.abilities == [.init("damp"), .init("cloud-nine"), .init("swift-swim", isHidden: true)])
        #expect(psyduck.baseStats == [.init("hp", 50), .init("attack", 52), .init("speed", 55)])
        #expect(psyduck.baseStat("attack") == 52 && psyduck.baseStat("defense") == nil)
        #expect(psyduck.eggGroups == ["water1", "ground"])
        // A form has its species' egg groups; an entry without a line has none of that fact.
        let form = try #require(reading.snapshot.pokemon.first { $0.slug == "psyduck-test" })
        #expect(form.eggGroups == ["water1", "ground"] && form.abilities.isEmpty && form.baseStats.isEmpty)
        let bulbasaur = try #require(reading.snapshot.pokemon.first { $0.slug == "bulbasaur" })
        #expect(bulbasaur.abilities.map(\.isHidden) == [false, true] && bulbasaur.eggGroups.isEmpty)
    }

    @Test(
        "what the reader can't use is a problem at its file and line, and the line is left out",
        arguments: [
            (
                SnapshotFacts.abilities, "psyduck = damp drizzle\n",
                "`psyduck` has the ability `drizzle`, which snapshot/abilities.txt does not list"
            ),
            (SnapshotFacts.abilities, "psydukc = damp\n", "`psydukc` is not in snapshot/pokemon.txt"),
            (SnapshotFacts.abilities, "psyduck = damp damp\n", "`psyduck` has `damp` twice"),
            (
                SnapshotFacts.abilities, "psyduck = damp cloud-nine overgrow hidden:swift-swim\n",
                "`psyduck` has 4 abilities; a Pokémon has at most 3"
            ),
            (
                SnapshotFacts.abilities, "psyduck = damp\nbulbasaur = overgrow\n",
                "`bulbasaur` comes after the line 1, but snapshot/pokemon.txt lists it before"
            ),
            (SnapshotFacts.baseStats, "psyduck = hp:50 attack:fifty\n", "Expected `stat:value` pairs"),
            (
                SnapshotFacts.baseStats, "psyduck = hp:50 special:60\n",
                "`psyduck` has the stat `special`, which snapshot/stats.txt does not list"
            ),
            (SnapshotFacts.baseStats, "psyduck = hp:256\n", "The base hp of `psyduck` is 256, outside the 0...255"),
            (SnapshotFacts.baseStats, "psyduck = hp:-1\n", "The base hp of `psyduck` is -1, outside the 0...255"),
            (SnapshotFacts.baseStats, "psyduck = hp:50 hp:51\n", "`psyduck` has `hp` twice"),
            (SnapshotFacts.eggGroups, "psyduck-test = water1\n", "`psyduck-test` is not in snapshot/species.txt"),
            (SnapshotFacts.eggGroups, "psyduck = water1 ground plant\n", "`psyduck` has 3 egg groups; a species has at most 2"),
            (
                SnapshotFacts.eggGroups, "psyduck = water9\n",
                "`psyduck` has the egg group `water9`, which snapshot/egggroups.txt does not list"
            ),
        ])
    func problems(fact: SnapshotFacts, text: String, message: String) throws {
        let reading = Self.read([fact.file: text])
        let problem = try #require(reading.problems.first)
        #expect(reading.problems.count == 1, "\(reading.problems)")
        #expect(problem.file == fact.file)
        #expect(problem.line == text.split(separator: "\n").count, "the last line is the bad one")
        #expect(problem.message.hasPrefix(message), "\(problem.message)")
        #expect(problem.message.contains("loccheck import-pokeapi"), "it says how to fix it")
        // The bad line is left out; a good line before it is read.
        let psyduck = try #require(reading.snapshot.pokemon.first { $0.slug == "psyduck" })
        let read = fact == .abilities ? psyduck.abilities.count : fact == .baseStats ? psyduck.baseStats.count : psyduck.eggGroups.count
        #expect(read == (text.hasPrefix("psyduck = damp\n") ? 1 : 0))
    }

    @Test("renders what it reads: the facts of every entry that has them, and no file for a fact none has")
    func roundTrip() throws {
        let written = Self.read([
            SnapshotFacts.abilities.file: "bulbasaur = overgrow hidden:chlorophyll\npsyduck = damp cloud-nine hidden:swift-swim\n",
            SnapshotFacts.baseStats.file: "psyduck = hp:50 attack:52 speed:55\n",
            SnapshotFacts.eggGroups.file: "psyduck = water1 ground\n",
        ]).snapshot
        let files = Dictionary(uniqueKeysWithValues: written.renderedFiles().map { ($0.path, $0.text) })
        #expect(
            files[SnapshotFacts.abilities.file]?.hasSuffix(
                "bulbasaur = overgrow hidden:chlorophyll\npsyduck = damp cloud-nine hidden:swift-swim\n") == true)
        #expect(
            files[SnapshotFacts.eggGroups.file]?.hasSuffix("# taken: unknown\npsyduck = water1 ground\n") == true,
            "one line per species, not per form")
        let again = Snapshot.read(files: files.mapValues { TableFile(text: $0) })
        #expect(again.problems.isEmpty)
        #expect(again.snapshot.pokemon == written.pokemon)

        let bare = Self.read([:]).snapshot
        #expect(bare.renderedFiles().map(\.path).filter { SnapshotFacts.files.contains($0) }.isEmpty)
    }
}
