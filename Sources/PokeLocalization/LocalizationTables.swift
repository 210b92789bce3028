import PokeTables

/// A set of name tables compiled into a module: the package's own (``bundled``), or an app's,
/// which the `GenerateLocalizationTables` build plugin compiles from the target's
/// `Localization/` folder into `LocalizationTables.module`.
///
/// Pass one or more to ``TableLocalizer/init(tables:)``, most specific first:
///
/// ```swift
/// let localizer = TableLocalizer(tables: [.module, .bundled])   // the app's names, then the package's
/// ```
///
/// A value is a reference to constant data compiled into the binary: cheap to copy and share.
public struct LocalizationTables: Hashable, Sendable, CustomStringConvertible {
    @usableFromInline let data: TableData

    /// Tables from generated constant data; only generated code calls this.
    ///
    /// Inconsistent data (counts that don't match the keys, a tag that is not BCP 47) is left out
    /// rather than trusted: a table that doesn't line up with its keys is treated as missing.
    @_spi(Generated)
    public init(name: String, snapshot: GeneratedSnapshot?, species: GeneratedKeys, types: GeneratedKeys,
                labels: GeneratedKeys, pokemon: GeneratedKeys, locales: [GeneratedLocale]) {
        data = TableData(name: name, snapshot: snapshot, keys: KeySpace.Table(species: species, types: types,
                                                                             labels: labels, pokemon: pokemon),
                         locales: locales)
    }

    /// The package's own tables, generated from its `Resources/` folder: every species, type and
    /// `/pokemon` entry PokeAPI lists, in every bundled locale.
    public static var bundled: LocalizationTables { .module }

    /// The name the tables were generated with: the module they belong to.
    public var name: String { data.name }

    /// The locales with at least one table, sorted.
    public var locales: [LocaleTag] { data.locales.map(\.tag) }

    /// Whether these are the package's own bundled tables.
    public var isBundled: Bool { data === LocalizationTables.bundled.data }

    /// The name and how many locales there are, such as "PokeLocalization (16 locales)".
    public var description: String { "\(name) (\(locales.count) locales)" }

    /// Whether both are the same compiled set (the same generated constant data), not whether
    /// they hold the same names.
    public static func == (lhs: LocalizationTables, rhs: LocalizationTables) -> Bool { lhs.data === rhs.data }

    /// Hashes the set's identity, as ``==(_:_:)`` compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(data)) }
}

/// The key lists tables line up with: species, types, card labels, and `/pokemon` entries (form
/// and full names).
enum KeySpace: CaseIterable, Sendable {
    case species, types, labels, pokemon

    /// The key space of a table kind.
    init(_ kind: TableKind) {
        switch kind {
        case .species, .searchKeys: self = .species
        case .types: self = .types
        case .ui: self = .labels
        case .forms, .fullNames: self = .pokemon
        }
    }

    /// One value per key space.
    struct Table<Value: Sendable>: Sendable {
        var species: Value
        var types: Value
        var labels: Value
        var pokemon: Value

        subscript(space: KeySpace) -> Value {
            switch space {
            case .species: species
            case .types: types
            case .labels: labels
            case .pokemon: pokemon
            }
        }

        func map<Other>(_ transform: (KeySpace, Value) -> Other) -> Table<Other> {
            Table<Other>(species: transform(.species, species), types: transform(.types, types),
                         labels: transform(.labels, labels), pokemon: transform(.pokemon, pokemon))
        }
    }
}
