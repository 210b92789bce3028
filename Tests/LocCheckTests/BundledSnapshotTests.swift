import LocCheck
import PokeTables
import Testing

/// The snapshot loccheck was built with: its problems are found when the binary is built, and a
/// check reads its lists without the facts of its entries. Both must be what reading the embedded
/// files whole gives now.
@Suite struct BundledSnapshotTests {
    /// The snapshot's embedded files, read as a run would read them.
    var embeddedSnapshot: (snapshot: Snapshot, problems: [Diagnostic]) {
        let files = BundledReference.files.filter { TableLayout.isSnapshot($0.path) }
        return Snapshot.read(
            files: Dictionary(files.map { ($0.path, TableFile(bytes: $0.bytes)) }, uniquingKeysWith: { first, _ in first }))
    }

    @Test func theProblemsFoundWhenTheBinaryWasBuiltAreTheProblemsOfItsFiles() {
        #expect(Snapshot.bundledProblems == embeddedSnapshot.problems)
    }

    @Test func theListsAreTheSnapshotWithoutTheFactsOfItsEntries() {
        let full = embeddedSnapshot.snapshot
        let lists = Snapshot.bundledLists
        #expect(Snapshot.bundled == full)
        // The package's snapshot has facts, so leaving them out is a difference to see.
        #expect(full.pokemon.contains { !$0.abilities.isEmpty } && full.pokemon.contains { !$0.baseStats.isEmpty })
        #expect(lists.pokemon.allSatisfy { $0.abilities.isEmpty && $0.baseStats.isEmpty && $0.eggGroups.isEmpty })
        var stripped = full
        for index in stripped.pokemon.indices {
            stripped.pokemon[index].abilities = []
            stripped.pokemon[index].baseStats = []
            stripped.pokemon[index].eggGroups = []
        }
        #expect(lists == stripped)
    }
}
