/// The lists of keys tables are read against.
///
/// Each list is declared once, in ``declaration``, as ``TableKind``'s kinds are: where its keys
/// come from (a snapshot file or the reference locale's table), the file of PokeAPI's CSV dump
/// and the server endpoint that list them, and its snapshot file's header. The snapshot reader and
/// writer, the importers, `loccheck --api` and the runtime tables read the declaration.
package enum KeyListKind: String, CaseIterable, Hashable, Sendable {
    /// Species slugs, from the snapshot's species list.
    case species
    /// Type slugs, from the snapshot's type list.
    case types
    /// Card label keys, which the reference locale's `ui` table defines.
    case labels = "ui"
    /// `/pokemon` slugs, from the snapshot's `/pokemon` list.
    case pokemon
    // PokeAPI's other lists, each `snapshot/<name>.txt` (`id = slug`) from its CSV file.
    case abilities, moves, items, natures, stats
    case eggGroups = "egggroups"
    case colors, shapes, habitats, generations, regions, versions

    /// Where a key list's keys come from.
    package enum Source: Sendable, Equatable {
        /// A list of the snapshot (the API's), by the file it is kept in under `snapshot/`.
        case snapshot(file: String)
        /// The reference locale's table of this kind.
        case reference(TableKind)
    }

    /// What the list is (``makeDeclaration()``'s, made once per list): everything else reads this.
    /// - Complexity: O(1), an array read.
    package var declaration: KeyListDeclaration { Self.declarations[position] }

    /// The list's position among ``allCases``, where values kept per list keep its value.
    /// - Complexity: O(lists), comparisons of the cases (no hashing, no allocation).
    package var position: Int { Self.ordered.firstIndex(of: self)! }

    /// ``allCases``, made once (each read of `allCases` builds the array).
    private static let ordered = allCases
    /// Each list's declaration, by ``position``.
    private static let declarations = ordered.map { $0.makeDeclaration() }

    /// What the list is. The one `switch` over the lists: ``declaration`` reads it, once per list.
    private func makeDeclaration() -> KeyListDeclaration {
        switch self {
        case .species:
            KeyListDeclaration(
                source: .snapshot(file: TableLayout.speciesSnapshot),
                pokeAPI: .init(file: "pokemon_species.csv", endpoint: "pokemon-species"),
                snapshotHeader: ["PokeAPI species list: id = slug, in National Pokédex order."])
        case .types:
            KeyListDeclaration(
                source: .snapshot(file: TableLayout.typeSnapshot), pokeAPI: .init(file: "types.csv", endpoint: "type"),
                snapshotHeader: ["PokeAPI type list: id = slug."])
        case .labels:
            KeyListDeclaration(source: .reference(.labels), pokeAPI: nil, snapshotHeader: [])
        case .pokemon:
            KeyListDeclaration(
                source: .snapshot(file: TableLayout.pokemonSnapshot), pokeAPI: .init(file: "pokemon.csv", endpoint: "pokemon"),
                snapshotHeader: [
                    "PokeAPI /pokemon entries: id = slug species-id height(dm) weight(hg) types-in-slot-order (- for none).",
                    "A weight of 0 means PokeAPI does not know it.",
                ])
        case .abilities: .pokeAPIList(self, csv: "abilities.csv", endpoint: "ability")
        case .moves: .pokeAPIList(self, csv: "moves.csv", endpoint: "move")
        case .items: .pokeAPIList(self, csv: "items.csv", endpoint: "item")
        case .natures: .pokeAPIList(self, csv: "natures.csv", endpoint: "nature")
        case .stats: .pokeAPIList(self, csv: "stats.csv", endpoint: "stat")
        case .eggGroups: .pokeAPIList(self, csv: "egg_groups.csv", endpoint: "egg-group")
        case .colors: .pokeAPIList(self, csv: "pokemon_colors.csv", endpoint: "pokemon-color")
        case .shapes: .pokeAPIList(self, csv: "pokemon_shapes.csv", endpoint: "pokemon-shape")
        case .habitats: .pokeAPIList(self, csv: "pokemon_habitats.csv", endpoint: "pokemon-habitat")
        case .generations: .pokeAPIList(self, csv: "generations.csv", endpoint: "generation")
        case .regions: .pokeAPIList(self, csv: "regions.csv", endpoint: "region")
        case .versions: .pokeAPIList(self, csv: "versions.csv", endpoint: "version")
        }
    }

    /// Where the keys come from (``KeyListDeclaration/source``).
    package var source: Source { declaration.source }

    /// The file of PokeAPI's CSV dump (`data/v2/csv`) that lists the keys, with `id` and
    /// `identifier` columns; nil for a list PokeAPI doesn't have (card labels).
    package var pokeAPIFile: String? { declaration.pokeAPI?.file }

    /// The list endpoint of a PokeAPI server that lists the keys, its path segment under
    /// `/api/v2/` (`/api/v2/ability/?limit=…`); nil for a list no server has (card labels).
    /// `loccheck --api` reads the lists from there.
    package var apiEndpoint: String? { declaration.pokeAPI?.endpoint }

    /// The snapshot file of the list, for a list the snapshot keeps.
    package var snapshotFile: String? {
        if case .snapshot(let file) = source { file } else { nil }
    }

    /// Whether the snapshot keeps the list as plain `id = slug` records (every list but the
    /// `/pokemon` entries, which carry their facts, and the labels, which are no API list).
    package var isRecordList: Bool { snapshotFile != nil && self != .pokemon }

    /// How findings and messages name one key: "species key", "/pokemon key".
    package var keyDescription: String {
        self == .pokemon ? "/pokemon key" : "\(rawValue) key"
    }

    /// The table kinds read against this list, in declaration order.
    package var tables: [TableKind] { TableKind.allCases.filter { $0.keyList == self } }
}

/// What a ``KeyListKind`` is; see ``KeyListKind/declaration``.
package struct KeyListDeclaration: Sendable {
    /// Where PokeAPI has a list: the file of its CSV dump and the endpoint of its server.
    package struct PokeAPIList: Sendable, Equatable {
        /// The file of the CSV dump (`data/v2/csv`) that lists the keys, with `id` and `identifier` columns.
        package let file: String
        /// The server's list endpoint, its path segment under `/api/v2/`.
        package let endpoint: String
    }

    /// Where the keys come from.
    package let source: KeyListKind.Source
    /// Where PokeAPI has the list; nil for a list it doesn't have (card labels).
    package let pokeAPI: PokeAPIList?
    /// The header comments of the list's snapshot file, before its source and date; none for a
    /// list the snapshot doesn't keep.
    package let snapshotHeader: [String]

    /// One of PokeAPI's other lists, kept as `snapshot/<list>.txt` (`id = slug`) from `csv`.
    static func pokeAPIList(_ list: KeyListKind, csv: String, endpoint: String) -> KeyListDeclaration {
        KeyListDeclaration(
            source: .snapshot(file: "snapshot/\(list.rawValue).txt"), pokeAPI: PokeAPIList(file: csv, endpoint: endpoint),
            snapshotHeader: ["PokeAPI \(list.rawValue) list: id = slug, from \(csv)."])
    }
}
