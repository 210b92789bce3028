import PokeTables
import Testing

@Suite("Snapshot files")
struct SnapshotTests {
    let snapshot = Snapshot(
        species: [.init(id: 1, slug: "bulbasaur"), .init(id: 386, slug: "deoxys")],
        types: [
            .init(id: 4, slug: "poison"), .init(id: 12, slug: "grass"), .init(id: 14, slug: "psychic"), .init(id: 10001, slug: "unknown"),
        ],
        pokemon: [
            .init(id: 1, slug: "bulbasaur", speciesID: 1, height: 7, weight: 69, types: ["grass", "poison"]),
            .init(id: 10001, slug: "deoxys-attack", speciesID: 386, height: 17, weight: 608, types: ["psychic"]),
        ],
        source: "test data", taken: "2026-11-29")

    @Test("renders and reads back the same lists, source and date")
    func roundTrip() throws {
        let files = Dictionary(uniqueKeysWithValues: snapshot.renderedFiles().map { ($0.path, TableFile(text: $0.text)) })
        let read = try Snapshot(
            speciesFile: files[TableLayout.speciesSnapshot]!, typeFile: files[TableLayout.typeSnapshot]!,
            pokemonFile: files[TableLayout.pokemonSnapshot]!)
        #expect(read == snapshot)
    }

    static let species = TableFile(text: "1 = bulbasaur\n2 = ivysaur\n")
    static let types = TableFile(text: "12 = grass\n")

    /// The problems of a `/pokemon` file read with the two lists above, as `line: start of message`.
    static func problems(_ pokemon: String) -> [Diagnostic] {
        Snapshot.read(speciesFile: species, typeFile: types, pokemonFile: TableFile(text: pokemon)).problems
    }

    @Test("names the file and line of a bad entry, and throws the first")
    func badLine() {
        let bad = TableFile(text: "# header\n1 = bulbasaur 1 7 69 grass\n2 = ivysaur 2 ten 130 grass\n")
        #expect(throws: Diagnostic.self) {
            try Snapshot(speciesFile: Self.species, typeFile: Self.types, pokemonFile: bad)
        }
        do {
            _ = try Snapshot(speciesFile: Self.species, typeFile: Self.types, pokemonFile: bad)
        } catch {
            #expect(error.file == TableLayout.pokemonSnapshot)
            #expect(error.line == 3)
        }
    }

    @Test(
        "what the generator can't use is a problem at its line, and the line is left out",
        arguments: [
            ("1 = bulbasaur 1 7 69 grass\n2 = bulbasaur 2 10 130 grass\n", 2, "The slug `bulbasaur` is listed again (first on line 1)"),
            ("1 = bulbasaur 1 -7 69 grass\n", 1, "The height -7 of `bulbasaur` is negative"),
            ("1 = bulbasaur 1 7 -69 grass\n", 1, "The weight -69 of `bulbasaur` is negative"),
            ("2 = ivysaur 2 10 130 grass\n1 = bulbasaur 1 7 69 grass\n", 2, "The id 1 comes after 2"),
            ("1 = bulbasaur 3 7 69 grass\n", 1, "`bulbasaur` belongs to species 3, which snapshot/species.txt does not list"),
            ("1 = bulbasaur 1 7 69 fire\n", 1, "`bulbasaur` has the type `fire`, which snapshot/types.txt does not list"),
            ("1 = bulbasaur 1 7 69 grass,grass,grass\n", 1, "`bulbasaur` has 3 types"),
            ("0 = bulbasaur 1 7 69 grass\n", 1, "Expected `id = slug species height weight type[,type]`"),
        ])
    func problems(pokemon: String, line: Int, message: String) throws {
        let problems = Self.problems(pokemon)
        let problem = try #require(problems.first)
        #expect(problems.count == 1)
        #expect(problem.file == TableLayout.pokemonSnapshot)
        #expect(problem.line == line)
        #expect(problem.message.hasPrefix(message), "\(problem.message)")
        let read = Snapshot.read(speciesFile: Self.species, typeFile: Self.types, pokemonFile: TableFile(text: pokemon)).snapshot
        let lines = pokemon.split(separator: "\n").count
        #expect(read.pokemon.count == lines - 1, "exactly the bad line is left out")
    }

    @Test("a species or type list with a slug listed twice or ids out of order is a problem at its line")
    func listProblems() {
        let species = TableFile(text: "1 = bulbasaur\n2 = bulbasaur\n3 = venusaur\n3 = charmander\n")
        let reading = Snapshot.read(speciesFile: species, typeFile: Self.types, pokemonFile: TableFile(text: ""))
        #expect(reading.problems.map(\.line) == [2, 4])
        #expect(reading.snapshot.species.map(\.slug) == ["bulbasaur", "venusaur"])
    }
}
