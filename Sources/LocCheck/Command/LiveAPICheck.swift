import Foundation
import PokeTables
import PokeTablesIO

/// `loccheck --api URL`: the key lists (species, types, abilities, moves…) from a PokeAPI server
/// instead of the bundled snapshot, optionally written back (`--update-snapshot`) and compared name by name
/// (`--compare-api-names`).
struct LiveAPICheck {
    let source: PokeAPIServerSource
    let options: CheckConfiguration
    /// Whether to draw the progress of reading the names (standard error is a terminal).
    let showsProgress: Bool

    init(baseURL: URL, options: CheckConfiguration, showsProgress: Bool) {
        source = PokeAPIServerSource(baseURL: baseURL)
        self.options = options
        self.showsProgress = showsProgress
    }

    /// The key lists a server has (``PokeTables/KeyListKind/apiEndpoint``) but the `/pokemon`
    /// list: species, types, abilities, moves, items…
    static let lists = KeyListKind.allCases.filter { $0.apiEndpoint != nil && $0.isRecordList }

    /// The snapshot to check against, and the rule that compares the server's names when asked for.
    ///
    /// The server gives every list of ``lists``; the `/pokemon` list and its facts stay the given
    /// snapshot's (the server would need a request per entry for them).
    func run(tables: TableSet, snapshot: Snapshot, directory: URL, report: (TerminalText) -> Void) async throws
        -> (snapshot: Snapshot, names: APINameComparison?)
    {
        let lists = try await source.keyLists(Self.lists)
        var live = Snapshot(
            species: lists[.species] ?? [], types: lists[.types] ?? [], pokemon: snapshot.pokemon,
            lists: snapshot.lists.merging(lists) { _, server in server },
            source: source.sourceDescription, taken: LocCheckSession.today())
        if options.updateSnapshot {
            live.taken = TableImporter.takenDate(
                old: tables.snapshot ?? TableImporter.existingSnapshot(directory),
                new: live, today: live.taken)
            let read = Dictionary(
                Self.lists.compactMap { list in list.snapshotFile.map { ($0, list) } }, uniquingKeysWith: { first, _ in first })
            for (path, text) in live.renderedFiles() {
                guard let list = read[path] else { continue }
                let changed = try AtomicFile.write(text, to: directory.appendingPathComponent(path))
                report(
                    "loccheck: \(changed ? "updated" : "kept") \(path) (\(live.slugs(of: list).count) entries from \(source.baseURL.absoluteString))\n"
                )
            }
        }
        guard options.compareAPINames else { return (live, nil) }
        let progress = ProgressLine("Reading species names from \(source.baseURL.absoluteString)", enabled: showsProgress)
        let names = try await source.names(species: live.species, types: [], progress: progress.update)
        progress.finish()
        return (live, APINameComparison(species: live.species, apiNames: names.species))
    }
}
