import PokeTables
import Testing

@Suite("Snapshot files")
struct SnapshotTests {
    let snapshot = Snapshot(
        species: [.init(id: 1, slug: "bulbasaur"), .init(id: 386, slug: "deoxys")],
        types: [.init(id: 12, slug: "grass"), .init(id: 10001, slug: "unknown")],
        pokemon: [.init(id: 1, slug: "bulbasaur", speciesID: 1, height: 7, weight: 69, types: ["grass", "poison"]),
                  .init(id: 10001, slug: "deoxys-attack", speciesID: 386, height: 17, weight: 608, types: ["psychic"])],
        source: "test data", taken: "2026-11-29")

    @Test("renders and reads back the same lists, source and date")
    func roundTrip() throws {
        let files = Dictionary(uniqueKeysWithValues: snapshot.renderedFiles().map { ($0.path, TableFile(text: $0.text)) })
        let read = try Snapshot(speciesFile: files[TableLayout.speciesSnapshot]!, typeFile: files[TableLayout.typeSnapshot]!,
                                pokemonFile: files[TableLayout.pokemonSnapshot]!)
        #expect(read == snapshot)
    }

    @Test("names the file and line of a bad entry")
    func badLine() {
        let good = TableFile(text: "1 = bulbasaur\n")
        let bad = TableFile(text: "# header\n1 = bulbasaur 1 7 69 grass\n2 = ivysaur 2 ten 130 grass\n")
        #expect(throws: Snapshot.Problem.self) {
            try Snapshot(speciesFile: good, typeFile: good, pokemonFile: bad)
        }
        do {
            _ = try Snapshot(speciesFile: good, typeFile: good, pokemonFile: bad)
        } catch {
            #expect(error.file == TableLayout.pokemonSnapshot)
            #expect(error.line == 3)
        }
    }
}
