/// Every table file of a tables directory, parsed, with the snapshot when the directory has one.
///
/// Built from file contents, never from the file system, so the generator and the checker share
/// it and tests can feed it bytes.
package struct TableSet: Sendable {
    /// One table file: a table kind in one locale.
    package struct Table: Sendable {
        package var kind: TableKind
        package var locale: LocaleTag
        /// The path relative to the tables directory, such as `species/ko.txt`.
        package var path: String
        package var file: TableFile
    }

    /// The tables, sorted by kind, then locale.
    package private(set) var tables: [Table]
    /// Each table's place in ``tables``, by kind and locale.
    private var places: [Place: Int] = [:]

    private struct Place: Hashable {
        var kind: TableKind
        var locale: LocaleTag
    }
    /// The snapshot, when the directory holds one (the package's own tables do); lines with a
    /// problem are left out of it (see ``snapshotProblems``).
    package var snapshot: Snapshot?
    /// What is wrong in the snapshot files, each with its file and line.
    package var snapshotProblems: [Diagnostic]
    /// Paths under a table folder that are not `<locale>.txt` with a valid BCP 47 locale.
    package var unrecognizedPaths: [String]

    /// Sorts files into tables and the snapshot. Never fails: problems in the snapshot files are
    /// collected in ``snapshotProblems``, problems in table files in each table's diagnostics.
    /// - Parameter files: relative paths (with `/`) and their bytes; other files are ignored.
    package init(files: [(path: String, bytes: [UInt8])]) {
        self.init(files: files) { $0.map { TableFile(bytes: $0.bytes, path: $0.path) } }
    }

    /// ``init(files:)`` with the table and snapshot files parsed by `parse`, which answers each
    /// file given parsed, in the order given: PokeTablesIO's ``init(parsingConcurrently:)``
    /// parses them on every core.
    package init(files: [(path: String, bytes: [UInt8])], parse: ([(path: String, bytes: [UInt8])]) -> [TableFile]) {
        var read: [(path: String, bytes: [UInt8])] = []
        var tablePlaces: [(kind: TableKind, locale: LocaleTag)?] = []  // nil for a snapshot file
        var unrecognized: [String] = []
        for (path, bytes) in files {
            if TableLayout.snapshotPaths.contains(path) || SnapshotFacts.files.contains(path) {
                read.append((path, bytes))
                tablePlaces.append(nil)
                continue
            }
            let parts = path.split(separator: "/")
            guard parts.count == 2, let kind = TableLayout.kind(ofPath: path) else { continue }
            guard parts[1].hasSuffix(".txt"), let locale = LocaleTag(String(parts[1].dropLast(4))),
                kind.relativePath(for: locale) == path
            else {
                unrecognized.append(path)
                continue
            }
            read.append((path, bytes))
            tablePlaces.append((kind, locale))
        }
        let parsed = parse(read)
        precondition(parsed.count == read.count, "TableSet(files:parse:) needs one parsed file for each file given, in order.")
        var tables: [Table] = []
        var snapshotFiles: [String: TableFile] = [:]
        for ((path, _), (place, file)) in zip(read, zip(tablePlaces, parsed)) {
            if let place {
                tables.append(Table(kind: place.kind, locale: place.locale, path: path, file: file))
            } else {
                snapshotFiles[path] = file
            }
        }
        self.tables = tables.sorted { ($0.kind, $0.locale) < ($1.kind, $1.locale) }
        // The first of a kind and locale given twice, as a search from the start would find.
        for (place, table) in self.tables.enumerated() where places[Place(kind: table.kind, locale: table.locale)] == nil {
            places[Place(kind: table.kind, locale: table.locale)] = place
        }
        self.unrecognizedPaths = unrecognized.sorted()
        // A snapshot needs its species, types and `/pokemon` entries; the other lists are optional.
        if [TableLayout.speciesSnapshot, TableLayout.typeSnapshot, TableLayout.pokemonSnapshot].allSatisfy({ snapshotFiles[$0] != nil }) {
            let reading = Snapshot.read(files: snapshotFiles)
            self.snapshot = reading.snapshot
            self.snapshotProblems = reading.problems
        } else {
            self.snapshot = nil
            self.snapshotProblems = []
        }
    }

    /// Every locale that has at least one table, sorted.
    package var locales: [LocaleTag] {
        Array(Set(tables.map(\.locale))).sorted()
    }

    /// The table of a kind in a locale, if the directory has it.
    /// - Complexity: O(1), a hash of the kind and locale.
    package func table(_ kind: TableKind, _ locale: LocaleTag) -> Table? {
        places[Place(kind: kind, locale: locale)].map { tables[$0] }
    }

    /// The keys a table of this kind may have, in order: its key list's (the snapshot's slugs for
    /// species, types and `/pokemon` entries, the reference locale's keys for card labels).
    package func validKeys(_ kind: TableKind, snapshot: Snapshot) -> [String] {
        switch kind.keyList.source {
        case .snapshot: return snapshot.slugs(of: kind.keyList)
        case .reference(let defining): return referenceKeys(defining)
        }
    }

    /// The keys every locale's table of this kind should have (``TableDeclaration/expected``):
    /// all valid keys, or for form and full names only the `/pokemon` entries the reference
    /// locale names.
    /// A table that says something of each text of another (``TableDeclaration/ExpectedKeys/sameAs(_:)``)
    /// expects that table's keys; ``expectedKeys(_:in:snapshot:)`` gives one locale's.
    package func expectedKeys(_ kind: TableKind, snapshot: Snapshot) -> [String] {
        switch kind.declaration.expected {
        case .all: return validKeys(kind, snapshot: snapshot)
        case .namedInEnglish:
            let named = Set(referenceKeys(kind))
            return validKeys(kind, snapshot: snapshot).filter(named.contains)
        case .sameAs(let other): return expectedKeys(other, snapshot: snapshot)
        }
    }

    /// The keys `locale`'s table of this kind should have: ``expectedKeys(_:snapshot:)``, or for a
    /// table of another's texts (an entry's game), the keys `locale`'s table of that kind names.
    package func expectedKeys(_ kind: TableKind, in locale: LocaleTag, snapshot: Snapshot) -> [String] {
        guard case .sameAs(let other) = kind.declaration.expected else { return expectedKeys(kind, snapshot: snapshot) }
        let named = Set((table(other, locale)?.file.uniqueEntries ?? []).filter { !$0.value.isEmpty }.map(\.key))
        return validKeys(kind, snapshot: snapshot).filter(named.contains)
    }

    private func referenceKeys(_ kind: TableKind) -> [String] {
        table(kind, TableLayout.referenceLocale)?.file.uniqueEntries.map(\.key) ?? []
    }
}
