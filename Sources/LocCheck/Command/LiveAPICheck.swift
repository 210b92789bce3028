import Foundation
import PokeTables
import PokeTablesIO

/// `loccheck --api URL`: the species and type lists from a PokeAPI server instead of the bundled
/// snapshot, optionally written back (`--update-snapshot`) and compared name by name
/// (`--compare-api-names`).
struct LiveAPICheck {
    let source: PokeAPIServerSource
    let options: CheckOptions
    /// Whether to draw the progress of reading the names (standard error is a terminal).
    let showsProgress: Bool

    init(baseURL: URL, options: CheckOptions, showsProgress: Bool) {
        source = PokeAPIServerSource(baseURL: baseURL)
        self.options = options
        self.showsProgress = showsProgress
    }

    /// The snapshot to check against, and the rule that compares the server's names when asked for.
    ///
    /// The server gives the species and type lists; the `/pokemon` list and the others (abilities,
    /// moves…) stay the given snapshot's (the server would need a request per entry for the first).
    func run(tables: TableSet, snapshot: Snapshot, directory: URL, report: (String) -> Void) async throws
        -> (snapshot: Snapshot, names: APINameComparison?) {
        let lists = try await source.lists()
        var live = Snapshot(species: lists.species, types: lists.types, pokemon: snapshot.pokemon, lists: snapshot.lists,
                            source: source.sourceDescription, taken: LocCheckCommand.today())
        if options.updateSnapshot {
            live.taken = TableImporter.takenDate(old: tables.snapshot ?? TableImporter.existingSnapshot(directory),
                                                 new: live, today: live.taken)
            for (path, text) in live.renderedFiles() where path == TableLayout.speciesSnapshot || path == TableLayout.typeSnapshot {
                let changed = try AtomicFile.write(text, to: directory.appendingPathComponent(path))
                report("loccheck: \(changed ? "updated" : "kept") \(path) (\(path == TableLayout.speciesSnapshot ? live.species.count : live.types.count) entries from \(source.baseURL.absoluteString))\n")
            }
        }
        guard options.compareAPINames else { return (live, nil) }
        let progress = ProgressLine("Reading species names from \(source.baseURL.absoluteString)", enabled: showsProgress)
        let names = try await source.names(species: lists.species, types: [], progress: progress.update)
        progress.finish()
        return (live, APINameComparison(species: lists.species, apiNames: names.species))
    }
}
