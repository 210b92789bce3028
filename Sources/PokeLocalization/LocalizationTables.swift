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
    /// - Parameter keyLists: each key list by name (`species`, `types`, `ui`, `pokemon`); a name
    ///   this version doesn't know is ignored, one it knows and doesn't get is empty.
    @_spi(Generated)
    public init(
        name: String, snapshot: GeneratedSnapshot?, keyLists: KeyValuePairs<String, GeneratedKeys>,
        locales: [GeneratedLocale]
    ) {
        data = TableData(name: name, snapshot: snapshot, keyLists: keyLists, locales: locales)
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

/// One value per key list, read by the list (`table[.species]`).
@usableFromInline
struct KeyListTable<Value: Sendable>: Sendable {
    @usableFromInline let values: [Value]

    /// A value for every key list, made by `make`.
    init(_ make: (KeyListKind) -> Value) {
        values = KeyListKind.allCases.map(make)
    }

    subscript(list: KeyListKind) -> Value {
        values[list.position]
    }

    /// The value of the list at `position` among ``/PokeTables/KeyListKind/allCases`` (a
    /// ``NameKind/keyListPosition``), without finding it again.
    @inlinable
    subscript(position position: Int) -> Value {
        values[position]
    }

    func map<Other>(_ transform: (KeyListKind, Value) -> Other) -> KeyListTable<Other> {
        KeyListTable<Other> { transform($0, self[$0]) }
    }
}
