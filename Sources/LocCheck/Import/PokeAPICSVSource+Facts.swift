import Foundation
import PokeTables

/// The facts of each `/pokemon` entry beside its size and types, from PokeAPI's CSV dump: its
/// abilities, base stats and its species' egg groups, from the files and columns each fact
/// declares (``PokeTables/SnapshotFacts/declaration``), by the ids of the abilities, stats and
/// egg-group lists.
extension PokeAPICSVSource {
    /// Puts the abilities, base stats and egg groups the dump has on the records: abilities in slot
    /// order with PokeAPI's `is_hidden`, base stats in the stat list's order, egg groups by egg
    /// group id, as PokeAPI's server lists a species' `egg_groups` (the CSV's rows put 11 species'
    /// two groups the other way round: Woobat's Flying before Field), so a card from the snapshot
    /// and one from a live `/pokemon-species` body agree. A fact whose file the dump lacks (older
    /// dumps, small fixtures) is left out.
    /// - Throws: ``ImportError`` for a row whose id is not in its list, or a field that is not a number.
    static func addFacts(to pokemon: inout [PokemonRecord], lists: [KeyListKind: [Snapshot.Record]], in directory: URL) throws {
        for fact in SnapshotFacts.allCases {
            // The fact's CSV file and columns, and the list its ids are of (``PokeTables/SnapshotFacts/declaration``).
            let columns = fact.declaration.pokeAPI
            let file = columns.file
            let list = fact.declaration.values
            guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(file).path) else { continue }
            let csv = try table(file, in: directory)
            let records = lists[list] ?? []
            guard !records.isEmpty, let listFile = list.pokeAPIFile else {
                throw ImportError(
                    "\(file) names \(list.rawValue) by id, but the dump has no \(list.pokeAPIFile ?? list.rawValue) to read them from; copy the whole data/v2/csv directory."
                )
            }
            let slugOfID = Dictionary(records.map { ($0.id, $0.slug) }, uniquingKeysWith: { first, _ in first })
            let order = Dictionary(records.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
            let rows = try factRows(
                csv, file: file, owner: columns.owner, value: columns.value, extra: columns.extra, slugs: slugOfID, listFile: listFile)
            switch fact {
            case .abilities:
                let byPokemon = Dictionary(grouping: rows, by: \.owner)
                for index in pokemon.indices {
                    pokemon[index].abilities = (byPokemon[pokemon[index].id] ?? []).sorted { $0.extra[0] < $1.extra[0] }
                        .map { PokemonRecord.Ability($0.slug, isHidden: $0.extra[1] == 1) }
                }
            case .baseStats:
                let byPokemon = Dictionary(grouping: rows, by: \.owner)
                for index in pokemon.indices {
                    pokemon[index].baseStats = (byPokemon[pokemon[index].id] ?? []).sorted { order[$0.id]! < order[$1.id]! }
                        .map { PokemonRecord.BaseStat($0.slug, $0.extra[0]) }
                }
            case .eggGroups:
                let bySpecies = Dictionary(grouping: rows, by: \.owner)
                for index in pokemon.indices {
                    pokemon[index].eggGroups = (bySpecies[pokemon[index].speciesID] ?? []).sorted { $0.id < $1.id }.map(\.slug)
                }
            }
        }
    }

    /// The rows of a fact file, in file order: the owner's id (a `/pokemon` or species id), the
    /// value's id and slug, and the `extra` columns as numbers.
    private static func factRows(
        _ csv: CSVTable, file: String, owner: String, value: String, extra: [String],
        slugs: [Int: String], listFile: String
    ) throws -> [(owner: Int, id: Int, slug: String, extra: [Int])] {
        let ownerColumn = try csv.column(owner, in: file)
        let valueColumn = try csv.column(value, in: file)
        let extraColumns = try extra.map { try csv.column($0, in: file) }
        return try zip(csv.rows, csv.lines).map { row, line in
            guard row.count == csv.columns.count, let ownerID = Int(row[ownerColumn]), let id = Int(row[valueColumn]),
                case let numbers = extraColumns.compactMap({ Int(row[$0]) }), numbers.count == extraColumns.count
            else {
                throw ImportError(
                    "\(file):\(line): expected \(([owner, value] + extra).joined(separator: ", ")) as whole numbers; is it PokeAPI's data/v2/csv?"
                )
            }
            guard let slug = slugs[id] else {
                throw ImportError("\(file):\(line): \(value) \(id) is not in \(listFile); copy both files from the same dump.")
            }
            return (ownerID, id, slug, numbers)
        }
    }
}
