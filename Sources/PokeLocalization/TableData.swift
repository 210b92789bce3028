import PokeTables

/// What a ``LocalizationTables`` value refers to: its generated data, checked once, and the key
/// lists decoded.
///
/// Immutable after `init` (so `Sendable`); shared by every copy of the value.
@usableFromInline
final class TableData: Sendable {
    /// One locale's tables, each lined up with its key list, or `nil` where the locale has none.
    struct Locale: Sendable {
        let tag: LocaleTag
        /// By ``TableKind/position``.
        private let tables: [PackedStrings?]

        init(tag: LocaleTag, tables: [PackedStrings?]) {
            self.tag = tag
            self.tables = tables
        }

        func table(_ kind: TableKind) -> PackedStrings? {
            tables[kind.position]
        }
    }

    let name: String
    /// The snapshot's lists, when these tables carry them (the bundled ones do).
    let catalog: PokemonCatalog.Columns?
    /// The same, as generated, for size reports.
    let generatedSnapshot: GeneratedSnapshot?
    /// The generated key lists and their perfect hashes.
    let generatedKeys: KeyListTable<GeneratedKeys>
    /// The key lists.
    let keys: KeyListTable<KeyList>
    /// The locales, sorted by tag.
    let locales: [Locale]

    init(name: String, snapshot: GeneratedSnapshot?, keyLists: KeyValuePairs<String, GeneratedKeys>, locales: [GeneratedLocale]) {
        self.name = name
        let named = Dictionary(keyLists.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        let generated = KeyListTable { named[$0.rawValue] ?? .empty }
        generatedKeys = generated
        let keys = generated.map { _, keys in keys.slugs.fitsItsBytes ? KeyList(keys.slugs) : .empty }
        self.keys = keys
        func aligned(_ strings: PackedStrings, _ list: KeyListKind) -> PackedStrings? {
            strings.fitsItsBytes && strings.count == keys[list].count && strings.count > 0 ? strings : nil
        }
        var seen = Set<LocaleTag>()
        self.locales = locales.compactMap { locale -> Locale? in
            guard let tag = LocaleTag(locale.tag), seen.insert(tag).inserted else { return nil }
            let columns = Dictionary(locale.tables.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
            return Locale(tag: tag, tables: TableKind.allCases.map { kind in columns[kind.rawValue].flatMap { aligned($0, kind.keyList) } })
        }.sorted { $0.tag < $1.tag }
        catalog = snapshot.flatMap { PokemonCatalog.Columns($0, keys: keys) }
        generatedSnapshot = catalog == nil ? nil : snapshot
    }

    /// The locale's tables, if these tables have the locale.
    func locale(_ tag: LocaleTag) -> Locale? {
        locales.first { $0.tag == tag }
    }
}
