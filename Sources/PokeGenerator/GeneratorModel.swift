import PokeTables

/// What the generated Swift holds: the key lists, each locale's values aligned with them, and,
/// for the package's own tables, the snapshot's lists.
///
/// Two kinds of tables directory are generated:
/// - **the bundled tables** (`Resources/` in this package): the keys are the snapshot's lists (and
///   the English labels), so every species, type and `/pokemon` entry has a position;
/// - **a layer** (an app's `Localization/` folder): no snapshot; the keys are the ones the layer's
///   own files name, which the localizer maps onto the bundled tables' keys at run time.
package struct GeneratorModel: Sendable {
    /// One locale's values for every table, aligned with the keys; `""` where the locale has none.
    package struct LocaleValues: Sendable {
        package var locale: LocaleTag
        package var values: [TableKind: [String]]

        package init(locale: LocaleTag, values: [TableKind: [String]]) {
            self.locale = locale
            self.values = values
        }
    }

    /// The name the generated tables carry (`LocalizationTables.name`): the module's name.
    package var name: String
    /// The snapshot's lists, for the bundled tables; `nil` for a layer.
    package var snapshot: Snapshot?
    /// The keys of every key list, which the tables read against it share (``TableKind/keyList``).
    package var keys: [KeyListKind: [String]]
    package var locales: [LocaleValues]
    /// The input files, relative to the tables directory, sorted: named in the generated header.
    package var inputs: [String]
    /// Problems that left a line out of the generated tables, each at its file and line.
    package var warnings: [Diagnostic]

    /// A model from values already aligned with their keys (for tests and other front ends).
    package init(
        name: String = "Tables", snapshot: Snapshot?, keys: [KeyListKind: [String]], locales: [LocaleValues],
        inputs: [String]
    ) {
        self.name = name
        self.snapshot = snapshot
        self.keys = keys
        self.locales = locales
        self.inputs = inputs
        self.warnings = []
    }

    /// The bundled tables: every table aligned with the snapshot's keys; unknown keys and
    /// unreadable lines become warnings, the first of duplicate keys wins, and an empty value
    /// counts as missing.
    package init(name: String, tables: TableSet, snapshot: Snapshot) {
        var keys: [KeyListKind: [String]] = [:]
        for list in KeyListKind.allCases {
            // The first table read against the list gives its keys: they are the list's, whichever table it is.
            keys[list] = list.tables.first.map { tables.validKeys($0, snapshot: snapshot) } ?? []
        }
        self.init(name: name, snapshot: snapshot, keys: keys, tables: tables)
    }

    /// A layer: the keys are those its own files name, in the order they first appear (tables
    /// sorted by locale, lines in file order). Tables read against one key list share it
    /// (``TableKind/keyList``): `forms` and `fullnames`, `species` and `searchkeys`.
    package init(layerNamed name: String, tables: TableSet) {
        var keys: [KeyListKind: [String]] = [:]
        for list in KeyListKind.allCases {
            var seen = Set<String>()
            keys[list] = tables.tables.filter { $0.kind.keyList == list }
                .flatMap { $0.file.uniqueEntries.map(\.key) }
                .filter { seen.insert($0).inserted }
        }
        self.init(name: name, snapshot: nil, keys: keys, tables: tables)
    }

    private init(name: String, snapshot: Snapshot?, keys: [KeyListKind: [String]], tables: TableSet) {
        var warnings = tables.unrecognizedPaths.map {
            Diagnostic(
                .unrecognizedFile, file: $0, line: nil,
                message:
                    "The file is not named `<table>/<locale>.txt` with a BCP 47 locale (such as `species/pt-BR.txt`), so it is left out; rename it."
            )
        }
        var locales: [LocaleValues] = []
        for locale in tables.locales {
            var values: [TableKind: [String]] = [:]
            for kind in TableKind.allCases {
                let expected = keys[kind.keyList] ?? []
                var row = [String](repeating: "", count: expected.count)
                if let table = tables.table(kind, locale) {
                    let position = Dictionary(firstPositionsIn: expected)
                    for diagnostic in table.file.diagnostics {
                        var warning = diagnostic
                        warning.severity = .warning
                        warnings.append(warning)
                    }
                    for entry in table.file.uniqueEntries {
                        if let index = position[entry.key] {
                            row[index] = entry.value
                        } else {
                            warnings.append(
                                Diagnostic(
                                    .unknownKey, severity: .warning, file: table.path, line: entry.line,
                                    message:
                                        "`\(entry.key)` is not a \(kind.rawValue) key, so it is left out; run `swift run loccheck` for a suggestion.",
                                    table: kind, locale: locale, key: entry.key))
                        }
                    }
                }
                values[kind] = row
            }
            locales.append(LocaleValues(locale: locale, values: values))
        }
        let snapshotInputs =
            snapshot.map { snapshot in
                KeyListKind.allCases.filter { $0 == .pokemon || snapshot.lists[$0] != nil }.compactMap(\.snapshotFile)
                    + snapshot.factsPresent.map(\.file)
            } ?? []
        self.init(
            name: name, snapshot: snapshot, keys: keys, locales: locales,
            inputs: (snapshotInputs + tables.tables.map(\.path)).sorted())
        self.warnings = warnings
    }
}
