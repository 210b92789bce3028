import PokeTables

/// The ``Localizer`` over the tables generated from `Resources/` at build time.
///
/// Reads only constant data compiled into the library: no file I/O and no decoding at start-up.
/// The first ``locale(for:)`` of a locale decodes that locale's tables once (the benchmark
/// prints this cold cost); every lookup after that is an array index per step of the fallback
/// chain, plus one hash of the slug for a lookup by slug (see ``SlugIndex``). The lookups are
/// `@inlinable`, so they compile into the caller and borrow the stored name without copying it.
public struct TableLocalizer: Localizer {
    private let negotiator: LocaleNegotiator
    @usableFromInline let catalog = PokemonCatalog()
    /// Whether species numbers run 1…n without gaps, so a number's position is the number minus
    /// one; worked out once per process, not per localizer.
    @usableFromInline static let contiguousSpeciesNumbers: Bool = {
        let ids = GeneratedTables.speciesIDs
        return (0..<ids.count).allSatisfy { ids[$0] == $0 + 1 }
    }()
    @usableFromInline let speciesNumbersAreContiguous = TableLocalizer.contiguousSpeciesNumbers
    @usableFromInline let speciesCount = GeneratedTables.speciesIDs.count

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

    @inlinable
    public func speciesName(id: Int, in locale: NameLocale) -> LocalizedName? {
        guard let position = speciesPosition(id: id) else { return nil }
        return name(at: position, of: .species, in: locale)
    }

    @inlinable
    public func speciesName(slug: String, in locale: NameLocale) -> LocalizedName {
        if let position = SlugIndex.species.position(ofCaseInsensitive: slug) ?? speciesPosition(ofPokemonSlug: slug) {
            return name(at: position, of: .species, in: locale)
        }
        return LocalizedName(value: slug, servedBy: nil, requested: locale.negotiated)
    }

    public func speciesName(pokemonID: Int, in locale: NameLocale) -> LocalizedName? {
        guard let pokemon = catalog.position(ofID: pokemonID) else { return nil }
        return speciesName(id: catalog.speciesID(atPosition: pokemon), in: locale)
    }

    @inlinable
    public func typeName(slug: String, in locale: NameLocale) -> LocalizedName {
        guard let position = SlugIndex.types.position(ofCaseInsensitive: slug) else {
            return LocalizedName(value: slug, servedBy: nil, requested: locale.negotiated)
        }
        return name(at: position, of: .types, in: locale)
    }

    @inlinable
    public func label(_ key: String, in locale: NameLocale) -> LocalizedName {
        guard let position = SlugIndex.labels.position(of: key) else {
            return LocalizedName(value: key, servedBy: nil, requested: locale.negotiated)
        }
        return name(at: position, of: .ui, in: locale)
    }

    /// The species position of a `/pokemon` slug such as `deoxys-attack`.
    @usableFromInline
    func speciesPosition(ofPokemonSlug slug: String) -> Int? {
        catalog.position(ofSlug: slug).flatMap { speciesPosition(id: catalog.speciesID(atPosition: $0)) }
    }

    @inlinable @inline(__always)
    func speciesPosition(id: Int) -> Int? {
        if speciesNumbersAreContiguous {
            return id >= 1 && id <= speciesCount ? id &- 1 : nil
        }
        return speciesPosition(searching: id)
    }

    @usableFromInline
    func speciesPosition(searching id: Int) -> Int? {
        let ids = GeneratedTables.speciesIDs
        return (0..<ids.count).first { ids[$0] == id }
    }

    @inlinable @inline(__always)
    func name(at position: Int, of table: TableKind, in locale: NameLocale) -> LocalizedName {
        for index in locale.names.indices {
            let value = locale.names[index].name(at: position, in: table)
            if !value.isEmpty {
                return LocalizedName(value: value, servedBy: locale.chain[index], requested: locale.negotiated)
            }
        }
        return slugName(at: position, of: table, in: locale)
    }

    /// The end of every fallback chain: the key itself.
    @usableFromInline
    func slugName(at position: Int, of table: TableKind, in locale: NameLocale) -> LocalizedName {
        let keys: SlugIndex
        switch table {
        case .species: keys = .species
        case .types: keys = .types
        case .ui: keys = .labels
        case .forms, .fullNames: keys = .pokemon
        }
        return LocalizedName(value: keys.slug(at: position), servedBy: nil, requested: locale.negotiated)
    }
}

extension TableLocalizer {
    /// Every species name a locale's own table has (no fallback), as `(species number, name)` in
    /// National Pokédex order: the input for search indexes.
    /// - Complexity: O(n); decodes the locale's tables on first use.
    public func speciesNames(in locale: LocaleTag) -> [(id: Int, name: String)] {
        guard let index = GeneratedTables.locales.firstIndex(where: { $0.tag == locale.description }) else { return [] }
        let names = LocaleNames.names(at: index).species
        let ids = GeneratedTables.speciesIDs
        return names.indices.compactMap { names[$0].isEmpty ? nil : (ids[$0], names[$0]) }
    }
}
