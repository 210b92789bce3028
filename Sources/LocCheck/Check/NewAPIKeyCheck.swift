import PokeTables

/// Keys a PokeAPI server lists that the snapshot the tables follow lacks (`new-in-api`, with
/// `loccheck --api URL`): a species, ability, move or item newer than the tables. One finding per
/// key of a list some table of the directory is keyed by, about the list's snapshot file, with
/// the command that adds it, in place of the
/// `missing-key` of every locale's table and the `nameless-entry` the key would give
/// (``supersedes(_:)``): the tables are not wrong, they are older than the server.
package struct NewAPIKeyCheck: Rule {
    package static let codes: [DiagnosticCode] = [.newInAPI]

    /// The server's API root, as the user gave it, for the command in the message.
    let server: String
    /// Each list's records the server has and the snapshot lacks, in the server's order.
    let newKeys: [KeyListKind: [Snapshot.Record]]
    /// The same keys' slugs, for ``supersedes(_:)``.
    private let newSlugs: [KeyListKind: Set<String>]

    /// The keys of `live`'s lists (the server's) that `snapshot`'s lack, for each of `lists`.
    /// - Complexity: O(n) in the entries of the lists.
    init(snapshot: Snapshot, live: Snapshot, lists: [KeyListKind], server: String) {
        var newKeys: [KeyListKind: [Snapshot.Record]] = [:]
        for list in lists {
            let known = Set(snapshot.slugs(of: list))
            let added = (live.lists[list] ?? []).filter { !known.contains($0.slug) }
            if !added.isEmpty { newKeys[list] = added }
        }
        self.server = server
        self.newKeys = newKeys
        newSlugs = newKeys.mapValues { Set($0.map(\.slug)) }
    }

    /// Whether the list has no key the snapshot lacks.
    var isEmpty: Bool { newKeys.isEmpty }

    /// One finding per new key, in the lists' declared order, then the server's.
    package func check(_ input: RuleInput) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        // Only the lists some table of the directory is keyed by: tables of species names alone
        // say nothing of abilities.
        let read = Set(input.tables.tables.map(\.kind.keyList))
        for list in KeyListKind.allCases where read.contains(list) {
            guard let records = newKeys[list], let file = list.snapshotFile else { continue }
            // The kind that names the list's entries (species, abilities…), for the baseline's line.
            let kind = TableKind.allCases.first { $0.keyList == list && $0.namesEntries }
            for record in records {
                findings.append(
                    Diagnostic(
                        .newInAPI, file: file, line: nil,
                        message: "`\(ShownText(record.slug))` (\(list.rawValue) \(record.id)) is on \(ShownText(server)) but not in "
                            + "the snapshot these tables follow; \(Self.howToAdd(list, server: ShownText(server).text))",
                        table: kind, key: record.slug))
            }
        }
        return findings
    }

    /// Whether a finding is one of a new key's own `missing-key` or `nameless-entry`, which its
    /// `new-in-api` finding stands for.
    func supersedes(_ finding: Diagnostic) -> Bool {
        guard finding.code == .missingKey || finding.code == .namelessEntry, let table = finding.table, let key = finding.key
        else { return false }
        return newSlugs[table.keyList]?.contains(key) == true
    }

    /// The command that adds a key of `list`: the importer reads species and type names from a
    /// server; other lists' names come from PokeAPI's CSV dump or a translator.
    static func howToAdd(_ list: KeyListKind, server: String) -> String {
        switch list {
        case .species, .types:
            "`loccheck import-pokeapi --api \(server)` adds it to the snapshot and the \(list == .species ? "species" : "type") tables, with the server's names."
        default:
            "`loccheck --api \(server) --update-snapshot` adds it to \(list.snapshotFile ?? "the snapshot"), then `loccheck import-pokeapi --csv DIR` (a PokeAPI dump that has it) or a translator names it in each locale's table."
        }
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A key a PokeAPI server lists (`--api`) that the snapshot the tables follow lacks.
    package static let newInAPI = DiagnosticCode(
        "new-in-api",
        summary: "A key the PokeAPI server lists (--api) that the snapshot the tables follow lacks: an entry newer than the tables.",
        help:
            "Import it: `loccheck import-pokeapi --api URL` adds a species or type to the snapshot and the species or type tables, with the server's names; for another list, `loccheck --api URL --update-snapshot` adds the key, then name it in each locale's table. Until then apps show the server's text (`pokedex --api` marks it) or the slug."
    )
}
