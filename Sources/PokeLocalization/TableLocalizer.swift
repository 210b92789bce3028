import PokeTables

/// The ``Localizer`` over the tables generated from `Resources/` at build time.
///
/// Reads only constant data compiled into the library: no file I/O and no decoding at start-up.
/// The first ``locale(for:)`` of a fallback chain (`ko → en`) decodes the chain's species, type
/// and label names once, one string per entry (the benchmark prints this cold cost); form names
/// are decoded when first asked for.
///
/// After that, a lookup by number reads one element, and a lookup by slug first finds the slug's
/// position (see ``SlugIndex``: three multiplies and a two-word comparison for any slug Swift
/// stores inline). Neither allocates, and the name travels as plain words until the caller gets
/// its copy (see ``StringWords``), so neither takes a reference count when the caller only reads
/// the name. The lookups are `@inlinable`, so they compile into the caller.
public struct TableLocalizer: Localizer {
    private let negotiator: LocaleNegotiator
    let catalog = PokemonCatalog()
    /// Whether species numbers run 1…n without gaps, so a number's position is the number minus
    /// one; worked out once per process, not per localizer.
    @usableFromInline static let contiguousSpeciesNumbers: Bool = {
        let ids = GeneratedTables.speciesIDs
        return (0..<ids.count).allSatisfy { ids[$0] == $0 + 1 }
    }()
    @usableFromInline let speciesNumbersAreContiguous = TableLocalizer.contiguousSpeciesNumbers
    @usableFromInline let speciesCount = GeneratedTables.speciesIDs.count
    /// The slug indexes, held here so a lookup reads a stored reference rather than a global.
    @usableFromInline let speciesSlugs = SlugIndex.species
    @usableFromInline let typeSlugs = SlugIndex.types
    @usableFromInline let labelKeys = SlugIndex.labels

    /// The localizer for every locale in the package's tables.
    /// - Complexity: O(1) after the first, which parses the tables' locale tags once per process.
    public init() {
        negotiator = Self.sharedNegotiator
    }

    private static let sharedNegotiator = LocaleNegotiator(available: GeneratedTables.locales.compactMap { LocaleTag($0.tag) })

    public var availableLocales: [LocaleTag] { negotiator.available }

    public func locale(for identifier: String) -> NameLocale {
        let chain = negotiator.chain(for: identifier)
        let positions = chain.compactMap { tag in GeneratedTables.locales.firstIndex { $0.tag == tag.description } }
        return NameLocale(requested: identifier, negotiated: negotiator.negotiate(identifier), chain: chain, positions: positions)
    }

    @inlinable
    public func speciesName(id: Int, in locale: NameLocale) -> LocalizedName? {
        guard let position = speciesPosition(id: id) else { return nil }
        return name(locale.resolved.species[position], in: locale)
    }

    @inlinable @inline(__always)
    public func speciesName(slug: String, in locale: NameLocale) -> LocalizedName {
        name(entry(slug: slug, keys: speciesSlugs, table: locale.resolved.species, kind: .species), in: locale)
    }

    public func speciesName(pokemonID: Int, in locale: NameLocale) -> LocalizedName? {
        guard let pokemon = catalog.position(ofID: pokemonID) else { return nil }
        return speciesName(id: catalog.speciesID(atPosition: pokemon), in: locale)
    }

    @inlinable @inline(__always)
    public func typeName(slug: String, in locale: NameLocale) -> LocalizedName {
        name(entry(slug: slug, keys: typeSlugs, table: locale.resolved.types, kind: .types), in: locale)
    }

    @inlinable @inline(__always)
    public func label(_ key: String, in locale: NameLocale) -> LocalizedName {
        if let position = labelKeys.position(of: key) { return name(locale.resolved.ui[position], in: locale) }
        return LocalizedName(value: key, servedBy: nil, requested: locale.negotiated)
    }

    /// The answer for a resolved entry: a copy of its name, and the chain's locale that has it.
    /// The link indexes the chain the entry was resolved over, so it is read without a bounds check.
    @inlinable @inline(__always)
    func name(_ resolved: ResolvedName, in locale: NameLocale) -> LocalizedName {
        let servedBy = resolved.link == ResolvedName.slugLink
            ? nil : locale.chain.withUnsafeBufferPointer { $0[Int(resolved.link)] }
        return LocalizedName(value: resolved.name.string, servedBy: servedBy, requested: locale.negotiated)
    }

    /// The species position of a `/pokemon` slug such as `deoxys-attack`.
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

    /// The end of every fallback chain: the key itself.
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
