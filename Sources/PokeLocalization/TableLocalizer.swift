import PokeTables

/// The ``Localizer`` over the tables generated from `Resources/` at build time.
///
/// Reads only constant data compiled into the library: no file I/O and no decoding at start-up.
/// - Complexity: a lookup by id is an array index per step of the fallback chain; a lookup by
///   slug adds one hash of the slug (see ``SlugIndex``).
public struct TableLocalizer: Localizer {
    private let tables: [GeneratedLocaleTables]
    private let negotiator: LocaleNegotiator
    private let species: SlugIndex
    private let types: SlugIndex
    private let labels: SlugIndex
    private let catalog: PokemonCatalog

    /// The localizer for every locale in the package's tables.
    public init() {
        tables = GeneratedTables.locales
        negotiator = LocaleNegotiator(available: tables.compactMap { LocaleTag($0.tag) })
        species = SlugIndex(slugs: GeneratedTables.speciesSlugs, slots: GeneratedTables.speciesSlots)
        types = SlugIndex(slugs: GeneratedTables.typeSlugs, slots: GeneratedTables.typeSlots)
        labels = SlugIndex(slugs: GeneratedTables.uiKeySlugs, slots: GeneratedTables.uiKeySlots)
        catalog = PokemonCatalog()
    }

    public var availableLocales: [LocaleTag] { negotiator.available }

    public func locale(for identifier: String) -> NameLocale {
        let chain = negotiator.chain(for: identifier)
        let indices = chain.compactMap { tag in tables.firstIndex { $0.tag == tag.description } }
        return NameLocale(requested: identifier, negotiated: negotiator.negotiate(identifier), chain: chain, tableIndices: indices)
    }

    public func speciesName(id: Int, in locale: NameLocale) -> LocalizedName? {
        guard let position = speciesPosition(id: id) else { return nil }
        return name(at: position, of: \.species, slug: GeneratedTables.speciesSlugs[position], in: locale)
    }

    public func speciesName(slug: String, in locale: NameLocale) -> LocalizedName {
        if let position = species.position(ofCaseInsensitive: slug) {
            return name(at: position, of: \.species, slug: GeneratedTables.speciesSlugs[position], in: locale)
        }
        if let pokemon = catalog.position(ofSlug: slug), let position = speciesPosition(id: catalog.speciesID(atPosition: pokemon)) {
            return name(at: position, of: \.species, slug: GeneratedTables.speciesSlugs[position], in: locale)
        }
        return LocalizedName(value: slug, source: .slug, requested: locale.negotiated)
    }

    public func speciesName(pokemonID: Int, in locale: NameLocale) -> LocalizedName? {
        guard let pokemon = catalog.position(ofID: pokemonID) else { return nil }
        return speciesName(id: catalog.speciesID(atPosition: pokemon), in: locale)
    }

    public func typeName(slug: String, in locale: NameLocale) -> LocalizedName {
        guard let position = types.position(ofCaseInsensitive: slug) else {
            return LocalizedName(value: slug, source: .slug, requested: locale.negotiated)
        }
        return name(at: position, of: \.types, slug: GeneratedTables.typeSlugs[position], in: locale)
    }

    public func label(_ key: String, in locale: NameLocale) -> LocalizedName {
        guard let position = labels.position(of: key) else {
            return LocalizedName(value: key, source: .slug, requested: locale.negotiated)
        }
        return name(at: position, of: \.ui, slug: key, in: locale)
    }

    /// Species numbers are contiguous from 1, so the position is the number minus one; the
    /// check keeps a snapshot with gaps correct.
    private func speciesPosition(id: Int) -> Int? {
        let ids = GeneratedTables.speciesIDs
        if id >= 1, id <= ids.count, Int(ids[id - 1]) == id { return id - 1 }
        return ids.firstIndex(of: Int32(truncatingIfNeeded: id))
    }

    @inline(__always)
    private func name(at position: Int, of table: KeyPath<GeneratedLocaleTables, [String]>, slug: String,
                      in locale: NameLocale) -> LocalizedName {
        for (step, index) in locale.tableIndices.enumerated() {
            let value = tables[index][keyPath: table][position]
            if !value.isEmpty {
                return LocalizedName(value: value, source: .locale(locale.chain[step]), requested: locale.negotiated)
            }
        }
        return LocalizedName(value: slug, source: .slug, requested: locale.negotiated)
    }
}
