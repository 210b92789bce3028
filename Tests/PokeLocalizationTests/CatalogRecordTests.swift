import Foundation
import PokeLocalization
import PokeTables
import Testing

@Suite("The bundled catalog's records are the snapshot's")
struct CatalogRecordTests {
    @Test("every record the catalog hands out is the snapshot file's, in the same order")
    func catalogIsSnapshot() throws {
        let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Resources")
        func file(_ path: String) throws -> TableFile {
            TableFile(text: try String(contentsOf: folder.appendingPathComponent(path), encoding: .utf8))
        }
        // Every file of the snapshot: the lists, and the abilities, base stats and egg groups.
        var files: [String: TableFile] = [:]
        for path in TableLayout.snapshotPaths + SnapshotFacts.files {
            files[path] = try file(path)
        }
        let reading = Snapshot.read(files: files)
        #expect(reading.problems.isEmpty, "\(reading.problems)")
        let snapshot = reading.snapshot
        #expect(snapshot.pokemon.filter { !$0.abilities.isEmpty }.count > 1300)
        let catalog = PokemonCatalog()
        #expect(snapshot.pokemon.count == 1351)
        #expect(catalog.records == snapshot.pokemon)
        for record in snapshot.pokemon {
            #expect(catalog.record(id: record.id) == record)
        }
    }
}
