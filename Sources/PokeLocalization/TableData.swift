import PokeTables

/// What a ``LocalizationTables`` value refers to: its generated data, checked once, and the key
/// lists decoded.
///
/// Immutable after `init` (so `Sendable`); shared by every copy of the value.
@usableFromInline
final class TableData: Sendable {
    /// One locale's tables, each lined up with its key list, or `nil` when the locale has none.
    struct Locale: Sendable {
        let tag: LocaleTag
        let species: PackedStrings?
        let types: PackedStrings?
        let labels: PackedStrings?
        let forms: PackedStrings?
        let fullNames: PackedStrings?
        let searchKeys: PackedStrings?

        func table(_ kind: TableKind) -> PackedStrings? {
            switch kind {
            case .species: species
            case .types: types
            case .ui: labels
            case .forms: forms
            case .fullNames: fullNames
            case .searchKeys: searchKeys
            }
        }
    }

    let name: String
    /// The snapshot's lists, when these tables carry them (the bundled ones do).
    let catalog: PokemonCatalog.Columns?
    /// The same, as generated, for size reports.
    let generatedSnapshot: GeneratedSnapshot?
    /// The generated key lists and their perfect hashes.
    let generatedKeys: KeySpace.Table<GeneratedKeys>
    /// The key lists.
    let keys: KeySpace.Table<KeyList>
    /// The locales, sorted by tag.
    let locales: [Locale]

    init(name: String, snapshot: GeneratedSnapshot?, keys generated: KeySpace.Table<GeneratedKeys>, locales: [GeneratedLocale]) {
        self.name = name
        generatedKeys = generated
        let keys = generated.map { _, keys in keys.slugs.fitsItsBytes ? KeyList(keys.slugs) : .empty }
        self.keys = keys
        func aligned(_ strings: PackedStrings, _ space: KeySpace) -> PackedStrings? {
            strings.fitsItsBytes && strings.count == keys[space].count && strings.count > 0 ? strings : nil
        }
        var seen = Set<LocaleTag>()
        self.locales = locales.compactMap { locale -> Locale? in
            guard let tag = LocaleTag(locale.tag), seen.insert(tag).inserted else { return nil }
            return Locale(tag: tag, species: aligned(locale.species, .species), types: aligned(locale.types, .types),
                          labels: aligned(locale.labels, .labels), forms: aligned(locale.forms, .pokemon),
                          fullNames: aligned(locale.fullNames, .pokemon), searchKeys: aligned(locale.searchKeys, .species))
        }.sorted { $0.tag < $1.tag }
        catalog = snapshot.flatMap { PokemonCatalog.Columns($0, keys: keys) }
        generatedSnapshot = catalog == nil ? nil : snapshot
    }

    /// The locale's tables, if these tables have the locale.
    func locale(_ tag: LocaleTag) -> Locale? {
        locales.first { $0.tag == tag }
    }
}
