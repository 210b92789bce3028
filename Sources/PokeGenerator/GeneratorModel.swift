import PokeTables

/// What the generated Swift holds: the snapshot's lists and, per locale, each table's values
/// aligned with its keys.
public struct GeneratorModel: Sendable {
    /// One locale's values for every table, aligned with the keys; `""` where the locale has none.
    public struct LocaleValues: Sendable {
        public var locale: LocaleTag
        public var values: [TableKind: [String]]

        public init(locale: LocaleTag, values: [TableKind: [String]]) {
            self.locale = locale
            self.values = values
        }
    }

    public var snapshot: Snapshot
    public var keys: [TableKind: [String]]
    public var locales: [LocaleValues]
    /// The input files, relative to the tables directory, sorted: named in the generated header.
    public var inputs: [String]
    /// Problems that left a line out of the generated tables, as `path:line: warning: message`.
    public var warnings: [String]

    /// A model from values already aligned with their keys (for tests and other front ends).
    public init(snapshot: Snapshot, keys: [TableKind: [String]], locales: [LocaleValues], inputs: [String]) {
        self.snapshot = snapshot
        self.keys = keys
        self.locales = locales
        self.inputs = inputs
        self.warnings = []
    }

    /// Aligns every table with its keys; unknown keys and unreadable lines become warnings, the
    /// first of duplicate keys wins, and an empty value counts as missing.
    public init(tables: TableSet, snapshot: Snapshot) {
        self.snapshot = snapshot
        var keys: [TableKind: [String]] = [:]
        for kind in TableKind.allCases {
            keys[kind] = tables.validKeys(kind, snapshot: snapshot)
        }
        var warnings: [String] = []
        var locales: [LocaleValues] = []
        for locale in tables.locales {
            var values: [TableKind: [String]] = [:]
            for kind in TableKind.allCases {
                let expected = keys[kind] ?? []
                var row = [String](repeating: "", count: expected.count)
                if let table = tables.table(kind, locale) {
                    let position = Dictionary(expected.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
                    for diagnostic in table.file.diagnostics {
                        warnings.append("\(table.path):\(diagnostic.line): warning: \(diagnostic.message)")
                    }
                    for entry in table.file.uniqueEntries {
                        if let index = position[entry.key] {
                            row[index] = entry.value
                        } else {
                            warnings.append("\(table.path):\(entry.line): warning: `\(entry.key)` is not a \(kind.rawValue) key, so it is left out; run `swift run loccheck` for a suggestion.")
                        }
                    }
                }
                values[kind] = row
            }
            locales.append(LocaleValues(locale: locale, values: values))
        }
        self.keys = keys
        self.locales = locales
        self.inputs = ([TableLayout.speciesSnapshot, TableLayout.typeSnapshot, TableLayout.pokemonSnapshot]
            + tables.tables.map(\.path)).sorted()
        self.warnings = warnings
    }
}
