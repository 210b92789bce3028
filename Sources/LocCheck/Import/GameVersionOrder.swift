import PokeTables

/// Which game is newer, from PokeAPI's `versions.csv` and `version_groups.csv`: a version group's
/// `order` (the games' release order: Red and Green of Japan first, Champions last), then within
/// a group, whose games came out together (Sword and Shield), the version listed first.
struct GameVersionOrder {
    static let versionsFile = KeyListKind.versions.pokeAPIFile!
    static let groupsFile = "version_groups.csv"

    /// Each version slug's rank: greater is newer.
    private let rank: [String: (order: Int, id: Int)]
    /// Each version group id's `order`.
    let groupOrder: [String: Int]

    init(versions: CSVTable, groups: CSVTable) throws(ImportError) {
        let groupID = try groups.column("id", in: Self.groupsFile)
        let order = try groups.column("order", in: Self.groupsFile)
        var groupOrder: [String: Int] = [:]
        for row in groups.rows where row.count == groups.columns.count {
            guard let value = Int(row[order]) else {
                throw ImportError("\(Self.groupsFile): the `order` of version group \(row[groupID]) is `\(row[order])`, not a number.")
            }
            groupOrder[row[groupID]] = value
        }
        let id = try versions.column("id", in: Self.versionsFile)
        let group = try versions.column("version_group_id", in: Self.versionsFile)
        let identifier = try versions.column("identifier", in: Self.versionsFile)
        var rank: [String: (order: Int, id: Int)] = [:]
        for row in versions.rows where row.count == versions.columns.count {
            guard let versionID = Int(row[id]), let order = groupOrder[row[group]] else { continue }
            if rank[row[identifier]] == nil { rank[row[identifier]] = (order, versionID) }
        }
        self.rank = rank
        self.groupOrder = groupOrder
    }

    /// Whether the version `first` is newer than `second`; a version the files don't list is never newer.
    func isNewer(_ first: String, than second: String) -> Bool {
        guard let one = rank[first] else { return false }
        guard let other = rank[second] else { return true }
        return one.order != other.order ? one.order > other.order : one.id < other.id
    }

    /// Whether the files list the version.
    func knows(_ version: String) -> Bool { rank[version] != nil }
}
