import PokeTables
import Testing

/// The key lists' and snapshot facts' declarations: each names its own files, and what the
/// snapshot writes and reads follows them.
@Suite("Key list and snapshot fact declarations")
struct KeyListDeclarationTests {
    @Test("every key list and fact has its own snapshot file, CSV file and endpoint; only the labels have none")
    func distinctFiles() {
        let lists = KeyListKind.allCases
        let snapshotFiles = lists.compactMap(\.snapshotFile) + SnapshotFacts.allCases.map(\.file)
        let csvFiles = lists.compactMap(\.pokeAPIFile) + SnapshotFacts.allCases.map(\.declaration.pokeAPI.file)
        let endpoints = lists.compactMap(\.apiEndpoint)
        #expect(Set(snapshotFiles).count == snapshotFiles.count, "\(snapshotFiles)")
        #expect(Set(csvFiles).count == csvFiles.count, "\(csvFiles)")
        #expect(Set(endpoints).count == endpoints.count, "\(endpoints)")
        #expect(lists.filter { $0.pokeAPIFile == nil } == [.labels])
        #expect(lists.filter { $0.snapshotFile == nil } == [.labels])
        #expect(snapshotFiles.allSatisfy { TableLayout.isSnapshot($0) && $0.hasSuffix(".txt") })
        #expect(csvFiles.allSatisfy { $0.hasSuffix(".csv") })
        for list in lists where list.snapshotFile != nil {
            #expect(!list.declaration.snapshotHeader.isEmpty, "\(list)")
        }
    }

    @Test("a fact's header names its CSV file, which the declaration writes once")
    func factHeaders() {
        for fact in SnapshotFacts.allCases {
            let declaration = fact.declaration
            #expect(declaration.header.contains { $0.contains("from \(declaration.pokeAPI.file).") }, "\(declaration.header)")
            #expect(!declaration.header.joined().contains("{csv}"))
        }
    }

    @Test("a list's position is its place among allCases, for every list")
    func positions() {
        for (index, list) in KeyListKind.allCases.enumerated() {
            #expect(list.position == index)
        }
    }
}
