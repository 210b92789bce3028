import PokeTables

/// The ``Localizer`` over the tables generated from `Resources/` at build time.
///
/// Reads only constant data compiled into the library: no file I/O and no decoding at start-up.
/// The first ``locale(for:)`` of a locale decodes that locale's tables once (the benchmark
/// prints this cold cost); every lookup after that is an array index per step of the fallback
/// chain, plus one hash of the slug for a lookup by slug (see ``SlugIndex``).
public struct TableLocalizer: Localizer {
    private let negotiator: LocaleNegotiator
    private let species = SlugIndex(slugs: GeneratedTables.speciesSlugs, slots: GeneratedTables.speciesSlots)
    private let types = SlugIndex(slugs: GeneratedTables.typeSlugs, slots: GeneratedTables.typeSlots)
    private let labels = SlugIndex(slugs: GeneratedTables.uiKeySlugs, slots: GeneratedTables.uiKeySlots)
    private let catalog = PokemonCatalog()

    /// The localizer for every locale in the package's tables.
    public init() {
        negotiator = LocaleNegotiator(available: GeneratedTables.locales.compactMap { LocaleTag($0.tag) })
    }

    public var availableLocales: [LocaleTag] { negotiator.available }

    public func locale(for identifier: String) -> NameLocale {
        let chain = negotiator.chain(for: identifier)
        let names = chain.compactMap { tag in
            GeneratedTables.locales.firstIndex { $0.tag == tag.description }.map(LocaleNames.names(at:))
        }
        return NameLocale(requested: identifier, negotiated: negotiator.negotiate(identifier), chain: chain, names: names)
    }

    @inline(__always)
    public func speciesName(id: Int, in locale: NameLocale) -> LocalizedName? {
        guard let position = speciesPosition(id: id) else { return nil }
        return name(at: position, of: \.species, keys: species, in: locale)
    }

    public func speciesName(slug: String, in locale: NameLocale) -> LocalizedName {
        if let position = species.position(ofCaseInsensitive: slug) {
            return name(at: position, of: \.species, keys: species, in: locale)
        }
        if let pokemon = catalog.position(ofSlug: slug), let position = speciesPosition(id: catalog.speciesID(atPosition: pokemon)) {
            return name(at: position, of: \.species, keys: species, in: locale)
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
        return name(at: position, of: \.types, keys: types, in: locale)
    }

    public func label(_ key: String, in locale: NameLocale) -> LocalizedName {
        guard let position = labels.position(of: key) else {
            return LocalizedName(value: key, source: .slug, requested: locale.negotiated)
        }
        return name(at: position, of: \.ui, keys: labels, in: locale)
    }

    /// Species numbers run from 1 without gaps, so the position is the number minus one; the
    /// check keeps a snapshot with gaps correct.
    @inline(__always)
    private func speciesPosition(id: Int) -> Int? {
        let ids = GeneratedTables.speciesIDs
        if id >= 1, id <= ids.count, ids[id - 1] == id { return id - 1 }
        return (0..<ids.count).first { ids[$0] == id }
    }

    @inline(__always)
    private func name(at position: Int, of table: KeyPath<LocaleNames, [String]>, keys: SlugIndex,
                      in locale: NameLocale) -> LocalizedName {
        for names in locale.names {
            let value = names[keyPath: table][position]
            if !value.isEmpty {
                return LocalizedName(value: value, source: .locale(names.tag), requested: locale.negotiated)
            }
        }
        return LocalizedName(value: keys.slug(at: position), source: .slug, requested: locale.negotiated)
    }
}
