/// The API's lists that tables are checked against: species, types and every `/pokemon` entry.
///
/// Stored as three table files under `snapshot/` whose header comments say where and when the
/// lists were taken (`# source: …`, `# taken: …`).
public struct Snapshot: Hashable, Sendable {
    /// A species or type: its PokeAPI id and slug.
    public struct Record: Hashable, Sendable {
        public var id: Int
        public var slug: String
        public init(id: Int, slug: String) {
            self.id = id
            self.slug = slug
        }
    }

    /// A `/pokemon` entry: a species' default variety (ids 1–1025) or a form (10001 and up).
    public struct Pokemon: Hashable, Sendable {
        public var id: Int
        public var slug: String
        public var speciesID: Int
        /// Height in decimetres, as PokeAPI gives it.
        public var height: Int
        /// Weight in hectograms, as PokeAPI gives it; 0 means unknown.
        public var weight: Int
        /// Type slugs in slot order.
        public var types: [String]
        public init(id: Int, slug: String, speciesID: Int, height: Int, weight: Int, types: [String]) {
            self.id = id
            self.slug = slug
            self.speciesID = speciesID
            self.height = height
            self.weight = weight
            self.types = types
        }
    }

    public var species: [Record]
    public var types: [Record]
    public var pokemon: [Pokemon]
    /// Where the lists came from, for example `PokeAPI CSV (data/v2/csv)` or a server URL.
    public var source: String
    /// When they were taken, as an ISO 8601 date.
    public var taken: String

    public init(species: [Record], types: [Record], pokemon: [Pokemon], source: String, taken: String) {
        self.species = species
        self.types = types
        self.pokemon = pokemon
        self.source = source
        self.taken = taken
    }
}

extension Snapshot {
    /// A problem in a snapshot file.
    public struct Problem: Error, Hashable, Sendable, CustomStringConvertible {
        public var file: String
        public var line: Int
        public var message: String
        public var description: String { "\(file):\(line): error: \(message)" }
    }

    /// Reads the three snapshot files; throws the first problem found, with its file and line.
    public init(speciesFile: TableFile, typeFile: TableFile, pokemonFile: TableFile) throws(Problem) {
        let species = try Self.records(speciesFile, path: TableLayout.speciesSnapshot)
        let types = try Self.records(typeFile, path: TableLayout.typeSnapshot)
        var pokemon: [Pokemon] = []
        try Self.checkReadable(pokemonFile, path: TableLayout.pokemonSnapshot)
        for entry in pokemonFile.entries {
            let fields = entry.value.split(separator: " ").map(String.init)
            guard let id = Int(entry.key), fields.count == 5,
                  let speciesID = Int(fields[1]), let height = Int(fields[2]), let weight = Int(fields[3]) else {
                throw Problem(file: TableLayout.pokemonSnapshot, line: entry.line,
                              message: "Expected `id = slug species height weight type[,type]`; re-run `loccheck import-pokeapi` to rewrite the snapshot.")
            }
            let typeSlugs = fields[4] == "-" ? [] : fields[4].split(separator: ",").map(String.init)
            pokemon.append(Pokemon(id: id, slug: fields[0], speciesID: speciesID, height: height, weight: weight, types: typeSlugs))
        }
        let header = Self.header(speciesFile)
        self.init(species: species, types: types, pokemon: pokemon,
                  source: header["source"] ?? "unknown", taken: header["taken"] ?? "unknown")
    }

    private static func records(_ file: TableFile, path: String) throws(Problem) -> [Record] {
        try checkReadable(file, path: path)
        var records: [Record] = []
        for entry in file.entries {
            guard let id = Int(entry.key), id > 0, !entry.value.isEmpty, !entry.value.contains(" ") else {
                throw Problem(file: path, line: entry.line,
                              message: "Expected `id = slug` with a positive id and a slug without spaces; re-run `loccheck import-pokeapi` to rewrite the snapshot.")
            }
            records.append(Record(id: id, slug: entry.value))
        }
        return records
    }

    private static func checkReadable(_ file: TableFile, path: String) throws(Problem) {
        if let problem = file.diagnostics.first {
            throw Problem(file: path, line: problem.line, message: problem.message)
        }
    }

    /// `key: value` pairs from the header comments.
    private static func header(_ file: TableFile) -> [String: String] {
        var header: [String: String] = [:]
        for comment in file.comments {
            guard let colon = comment.firstIndex(of: ":") else { continue }
            let key = String(comment[..<colon])
            let value = comment[comment.index(after: colon)...].drop(while: { $0 == " " })
            if header[key] == nil { header[key] = String(value) }
        }
        return header
    }

    /// The text of the three snapshot files, in the format ``init(speciesFile:typeFile:pokemonFile:)`` reads.
    public func renderedFiles() -> [(path: String, text: String)] {
        let about = ["source: \(source)", "taken: \(taken)"]
        let species = TableText.render(
            comments: ["PokeAPI species list: id = slug, in National Pokédex order."] + about,
            entries: self.species.map { ("\($0.id)", $0.slug) })
        let types = TableText.render(
            comments: ["PokeAPI type list: id = slug."] + about,
            entries: self.types.map { ("\($0.id)", $0.slug) })
        let pokemon = TableText.render(
            comments: ["PokeAPI /pokemon entries: id = slug species-id height(dm) weight(hg) types-in-slot-order (- for none).",
                       "A weight of 0 means PokeAPI does not know it."] + about,
            entries: self.pokemon.map { ("\($0.id)", "\($0.slug) \($0.speciesID) \($0.height) \($0.weight) \($0.types.isEmpty ? "-" : $0.types.joined(separator: ","))") })
        return [(TableLayout.speciesSnapshot, species), (TableLayout.typeSnapshot, types), (TableLayout.pokemonSnapshot, pokemon)]
    }
}
