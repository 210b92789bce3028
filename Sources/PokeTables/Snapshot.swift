/// The API's lists that tables are checked against: species, types, every `/pokemon` entry, and
/// PokeAPI's other lists (abilities, moves, items…; ``KeyListKind/isRecordList``).
///
/// Stored as one table file per list under `snapshot/` whose header comments say where and when
/// the lists were taken (`# source: …`, `# taken: …`).
package struct Snapshot: Hashable, Sendable {
    /// A species, type or other listed thing: its PokeAPI id and slug.
    package struct Record: Hashable, Sendable {
        package var id: Int
        package var slug: String
        package init(id: Int, slug: String) {
            self.id = id
            self.slug = slug
        }
    }

    /// Every `id = slug` list, by key list; a list the snapshot lacks is empty.
    package var lists: [KeyListKind: [Record]]
    /// The `/pokemon` entries, in id order.
    package var pokemon: [PokemonRecord]
    /// Where the lists came from, for example `PokeAPI CSV (data/v2/csv)` or a server URL.
    package var source: String
    /// When they were taken, as an ISO 8601 date.
    package var taken: String

    /// The species, in National Pokédex order.
    package var species: [Record] {
        get { lists[.species] ?? [] }
        set { lists[.species] = newValue }
    }
    /// The types, in id order.
    package var types: [Record] {
        get { lists[.types] ?? [] }
        set { lists[.types] = newValue }
    }

    package init(
        species: [Record], types: [Record], pokemon: [PokemonRecord], lists: [KeyListKind: [Record]] = [:],
        source: String, taken: String
    ) {
        self.lists = lists
        self.pokemon = pokemon
        self.source = source
        self.taken = taken
        self.species = species
        self.types = types
    }
}

extension Snapshot {
    /// Reads the three snapshot files; throws the first problem found, with its file and line.
    package init(speciesFile: TableFile, typeFile: TableFile, pokemonFile: TableFile) throws(Diagnostic) {
        let reading = Self.read(speciesFile: speciesFile, typeFile: typeFile, pokemonFile: pokemonFile)
        if let problem = reading.problems.first { throw problem }
        self = reading.snapshot
    }

    /// ``read(files:)`` of the species, type and `/pokemon` lists alone.
    package static func read(speciesFile: TableFile, typeFile: TableFile, pokemonFile: TableFile)
        -> (snapshot: Snapshot, problems: [Diagnostic])
    {
        read(files: [
            TableLayout.speciesSnapshot: speciesFile, TableLayout.typeSnapshot: typeFile,
            TableLayout.pokemonSnapshot: pokemonFile,
        ])
    }

    /// Reads the snapshot's files, by path (``TableLayout/snapshotPaths`` and the
    /// ``SnapshotFacts`` files), and reports every problem, each with its file and line: unreadable
    /// lines, ids that are not positive or not in increasing order, a slug or id listed twice, a
    /// negative height or weight, `/pokemon` entries whose species or types the other lists lack,
    /// and abilities, base stats or egg groups those lists lack. A list whose file is absent is
    /// empty, and so are the facts of an absent fact file.
    /// Lines with a problem are left out of the snapshot, so what is read is always consistent
    /// (the generator and the checker rely on it), whatever the files hold.
    /// - Complexity: O(n) in the number of entries.
    package static func read(files: [String: TableFile]) -> (snapshot: Snapshot, problems: [Diagnostic]) {
        var problems: [Diagnostic] = []
        var lists: [KeyListKind: [Record]] = [:]
        for list in KeyListKind.allCases where list.isRecordList {
            guard let path = list.snapshotFile, let file = files[path] else { continue }
            lists[list] = records(file, path: path, problems: &problems)
        }
        var pokemon = pokemonEntries(
            files[TableLayout.pokemonSnapshot] ?? TableFile(text: ""),
            species: lists[.species] ?? [], types: lists[.types] ?? [], problems: &problems)
        readFacts(files, onto: &pokemon, species: lists[.species] ?? [], lists: lists, problems: &problems)
        let header = header(files[TableLayout.speciesSnapshot] ?? TableFile(text: ""))
        let snapshot = Snapshot(
            species: lists[.species] ?? [], types: lists[.types] ?? [], pokemon: pokemon, lists: lists,
            source: header["source"] ?? "unknown", taken: header["taken"] ?? "unknown")
        return (snapshot, problems.sorted { ($0.file, $0.line ?? 0) < ($1.file, $1.line ?? 0) })
    }

    static let rewrite = "re-run `loccheck import-pokeapi` to rewrite the snapshot, or fix the line by hand."
    /// ``rewrite`` as a sentence of its own.
    static let rewriteSentence = "Re-run `loccheck import-pokeapi` to rewrite the snapshot, or fix the line by hand."

    private static func records(_ file: TableFile, path: String, problems: inout [Diagnostic]) -> [Record] {
        problems += file.diagnostics.map { Diagnostic(.invalidSnapshot, file: path, line: $0.line, message: $0.message) }
        var records: [Record] = []
        var lineOfSlug: [String: Int] = [:]
        for entry in file.uniqueEntries {
            guard let id = Int(entry.key), id > 0, !entry.value.isEmpty, !entry.value.utf8.contains(UInt8(ascii: " ")) else {
                problems.append(
                    Diagnostic(
                        .invalidSnapshot, file: path, line: entry.line,
                        message: "Expected `id = slug` with a positive id and a slug without spaces; \(rewrite)"))
                continue
            }
            if let first = lineOfSlug[entry.value] {
                problems.append(
                    Diagnostic(
                        .invalidSnapshot, file: path, line: entry.line,
                        message:
                            "The slug `\(entry.value)` is listed again (first on line \(first)); every slug names one entry. Delete one of the two lines; \(rewrite)"
                    ))
                continue
            }
            if let previous = records.last, id <= previous.id {
                problems.append(
                    Diagnostic(
                        .invalidSnapshot, file: path, line: entry.line,
                        message: "The id \(id) comes after \(previous.id); ids must increase down the file. \(rewriteSentence)"))
                continue
            }
            lineOfSlug[entry.value] = entry.line
            records.append(Record(id: id, slug: entry.value))
        }
        return records
    }

    private static func pokemonEntries(
        _ file: TableFile, species: [Record], types: [Record],
        problems: inout [Diagnostic]
    ) -> [PokemonRecord] {
        let path = TableLayout.pokemonSnapshot
        problems += file.diagnostics.map { Diagnostic(.invalidSnapshot, file: path, line: $0.line, message: $0.message) }
        let speciesIDs = Set(species.map(\.id))
        let typeSlugs = Set(types.map(\.slug))
        var pokemon: [PokemonRecord] = []
        var lineOfSlug: [String: Int] = [:]
        for entry in file.uniqueEntries {
            func problem(_ message: String) {
                problems.append(Diagnostic(.invalidSnapshot, file: path, line: entry.line, message: message))
            }
            let fields = entry.value.asciiFields(separatedBy: " ", omittingEmpty: true)
            guard let id = Int(entry.key), id > 0, fields.count == 5,
                let speciesID = Int(fields[1]), let height = Int(fields[2]), let weight = Int(fields[3])
            else {
                problem("Expected `id = slug species height weight type[,type]` with a positive id and whole numbers; \(rewrite)")
                continue
            }
            guard height >= 0, weight >= 0 else {
                problem(
                    "The \(height < 0 ? "height \(height)" : "weight \(weight)") of `\(fields[0])` is negative; PokeAPI gives decimetres and hectograms, 0 or more (0 means unknown). \(rewriteSentence)"
                )
                continue
            }
            if let first = lineOfSlug[fields[0]] {
                problem(
                    "The slug `\(fields[0])` is listed again (first on line \(first)); every slug names one entry. Delete one of the two lines; \(rewrite)"
                )
                continue
            }
            if let previous = pokemon.last, id <= previous.id {
                problem("The id \(id) comes after \(previous.id); ids must increase down the file. \(rewriteSentence)")
                continue
            }
            guard speciesIDs.contains(speciesID) else {
                problem("`\(fields[0])` belongs to species \(speciesID), which snapshot/species.txt does not list; \(rewrite)")
                continue
            }
            let typeSlugsOfEntry = fields[4] == "-" ? [] : fields[4].asciiFields(separatedBy: ",", omittingEmpty: true)
            if let unknown = typeSlugsOfEntry.first(where: { !typeSlugs.contains($0) }) {
                problem("`\(fields[0])` has the type `\(unknown)`, which snapshot/types.txt does not list; \(rewrite)")
                continue
            }
            guard typeSlugsOfEntry.count <= 2 else {
                problem("`\(fields[0])` has \(typeSlugsOfEntry.count) types; a Pokémon has one or two. \(rewriteSentence)")
                continue
            }
            lineOfSlug[fields[0]] = entry.line
            pokemon.append(
                PokemonRecord(
                    id: id, slug: fields[0], speciesID: speciesID, height: height, weight: weight,
                    types: typeSlugsOfEntry))
        }
        return pokemon
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

    /// The text of the snapshot's files, in the format ``read(files:)`` reads: the lists it has.
    package func renderedFiles() -> [(path: String, text: String)] {
        let about = ["source: \(source)", "taken: \(taken)"]
        var files: [(path: String, text: String)] = []
        for list in KeyListKind.allCases {
            guard let path = list.snapshotFile else { continue }
            if list == .pokemon {
                files.append(
                    (
                        path,
                        TableText.render(
                            comments: list.declaration.snapshotHeader + about,
                            entries: pokemon.map {
                                (
                                    "\($0.id)",
                                    "\($0.slug) \($0.speciesID) \($0.height) \($0.weight) \($0.types.isEmpty ? "-" : $0.types.joined(separator: ","))"
                                )
                            })
                    ))
                files += renderedFacts(about: about)
            } else if let records = lists[list], list == .species || list == .types || !records.isEmpty {
                files.append(
                    (
                        path,
                        TableText.render(
                            comments: list.declaration.snapshotHeader + about,
                            entries: records.map { ("\($0.id)", $0.slug) })
                    ))
            }
        }
        return files
    }
}

extension Snapshot {
    /// The slugs of one of the snapshot's lists, in its order; none for a key list the snapshot
    /// doesn't keep (card labels, which the reference locale defines).
    package func slugs(of list: KeyListKind) -> [String] {
        list == .pokemon ? pokemon.map(\.slug) : (lists[list] ?? []).map(\.slug)
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A line of the species, type or `/pokemon` list that can't be used: a slug listed twice,
    /// a negative height, an entry whose species or type the lists lack.
    package static let invalidSnapshot = DiagnosticCode(
        "invalid-snapshot",
        summary: "A line of the API's lists that can't be used: a slug listed twice, a negative height, an unknown species or type.",
        help: "Fix the line of the snapshot, or import the lists again (`loccheck import-pokeapi`).")
}
