import PokeTables

/// The ``Localizer`` over compiled table sets: the package's own, and an app's layered over them.
///
/// ```swift
/// let localizer = TableLocalizer()                              // the bundled tables
/// let layered = TableLocalizer(tables: [.module, .bundled])     // an app's Localization/ first
/// ```
///
/// Reads only constant data compiled into the binary: no file I/O and no decoding at start-up.
/// The first ``locale(for:)`` of a fallback chain (`ko → en`) resolves the chain's names over
/// every set once, one string per entry (the benchmark prints this cold cost). After that, a
/// lookup by number reads one element, and a lookup by slug first finds the slug's position in a
/// generated perfect hash (three loads, three multiplies and a two-word comparison). Neither allocates.
/// The lookups are `@inlinable`, so they compile into the caller.
///
/// Layering: for each locale of the chain in turn, the first set (in the order given) with a name
/// answers, so an app can add a locale (which falls back to the bundled ones), override single
/// names, and add labels of its own; ``LocalizedName/tableSet`` says which set answered.
public struct TableLocalizer: Localizer {
    @usableFromInline let stack: TableStack

    /// The localizer for every locale in the package's bundled tables.
    /// - Complexity: O(1) after the first in a process, which maps the tables' keys.
    public init() {
        self.init(tables: [.bundled])
    }

    /// A localizer over table sets, most specific first, such as `[.module, .bundled]`: an app's
    /// tables (the `GenerateLocalizationTables` plugin's `LocalizationTables.module`) over the
    /// package's.
    ///
    /// Species, type and `/pokemon` keys are those of the first set with a snapshot (the bundled
    /// one); a set's keys that are not among them are ignored (`swift package loccheck` reports
    /// them). An empty list serves the bundled tables.
    /// - Complexity: O(1) after the first for the same sets in a process, which maps their keys.
    public init(tables: [LocalizationTables]) {
        stack = TableStack.shared(for: tables.isEmpty ? [.bundled] : tables)
    }

    /// The table sets, most specific first.
    public var tables: [LocalizationTables] { stack.layers.map(LocalizationTables.init) }

    /// Every locale any of the table sets has a table for, sorted.
    public var availableLocales: [LocaleTag] { stack.locales }

    /// The bundled snapshot's `/pokemon` entries (those of the first set with a snapshot).
    public var catalog: PokemonCatalog { PokemonCatalog(stack: stack) }

    /// Negotiates an identifier (`ko-KR`, `zh_TW`, `es-MX`, `ja_JP.UTF-8`) over ``availableLocales``
    /// as ``LocaleNegotiator`` does, and resolves the chain's names for this localizer's sets.
    ///
    /// Negotiate once and reuse the result: the ``NameLocale`` carries the resolved names, so
    /// every later lookup with it reads one element.
    /// - Complexity: O(n) in the identifier's length and a lock; the first time a chain is
    ///   negotiated in a process, it decodes one name per entry of the chain's tables.
    public func locale(for identifier: String) -> NameLocale {
        let negotiated = stack.negotiator.negotiate(identifier)
        let chain = stack.negotiator.chain(from: negotiated)
        return NameLocale(requested: identifier, negotiated: negotiated, chain: chain, resolved: stack.names(ofChain: chain))
    }

    /// Negotiates languages in order of preference as ``Localizer/locale(forPreferredLanguages:)``
    /// describes (`["uk-UA", "ru"]` → `uk → ru → en`), and resolves the chain's names for this
    /// localizer's sets, so lookups with the result read one element.
    /// - Complexity: a negotiation per language and a lock; the first time a chain is asked for
    ///   in a process, it decodes one name per entry of the chain's tables.
    public func locale(forPreferredLanguages languages: [String]) -> NameLocale {
        let negotiator = stack.negotiator
        let negotiated = languages.map(negotiator.negotiate)
        guard let first = negotiated.firstIndex(where: { $0 != nil }) else { return locale(for: languages.first ?? "und") }
        let chain = PreferredChain.merged(
            negotiated.compactMap { $0.map { ($0, negotiator.chain(from: $0)) } },
            default: negotiator.chain(from: nil))
        return NameLocale(requested: languages[first], negotiated: negotiated[first], chain: chain, resolved: stack.names(ofChain: chain))
    }

    /// The name of `key` among the names of `kind`: the typed lookups below for species, types
    /// and labels; for the other kinds, the chain's resolved table of that kind. Where no locale
    /// of the chain names the key, the key itself, marked ``LocalizedName/Source/slug``: the
    /// explicit fallback for a UI that must show something (the typed helpers answer `nil`).
    /// - Complexity: for a key as the tables write it and a locale this localizer negotiated, a
    ///   perfect-hash lookup (O(n) in a key over 15 bytes) and one element read, with no lock,
    ///   after the first lookup of a kind other than species, types and labels for its chain
    ///   (which resolves that kind's table, one name per entry).
    @inlinable
    public func name(_ kind: NameKind, _ key: String, in locale: NameLocale) -> LocalizedName {
        // A key the perfect hash holds, and a locale this localizer negotiated: read in place. The
        // key's position is found before the names are read from the locale: in the other order
        // the names were retained and released around the lookup (measured in `pokebench lookups`).
        if let position = stack.indexes[position: kind.keyListPosition].position(of: key) {
            if let early = kind.resolvedAtOnce {
                if let names = locale.resolved, names.stack == stack.identity {
                    return names.name(early, at: position, requested: locale.negotiated)
                }
            } else if let slot = lateSlot(kind, in: locale) {
                // A late kind's table already resolved for this chain. The slot's addresses are
                // memory of the locale's names, so the locale is kept alive until it is read.
                let requested = locale.negotiated
                if let name = withExtendedLifetime(locale, { slot.name(at: position, requested: requested) }) { return name }
            }
        }
        return name(outOfLine: kind, key, in: locale)
    }

    /// Where a late kind's table is read in the names the locale carries, when this localizer
    /// negotiated it. Its own function, so that the names are no longer held when the caller loads
    /// the table's address atomically (see ``LateTables``).
    @inlinable @inline(__always)
    func lateSlot(_ kind: NameKind, in locale: NameLocale) -> LateSlot? {
        guard let names = locale.resolved, names.stack == stack.identity else { return nil }
        return names.late.slot(kind.position)
    }

    /// ``name(_:_:in:)`` for the lookups it doesn't read in place: a late kind's first lookup in
    /// a chain, a key in upper case, a `/pokemon` slug asked of the species, an unknown key, or a
    /// locale another localizer negotiated.
    @usableFromInline
    func name(outOfLine kind: NameKind, _ key: String, in locale: NameLocale) -> LocalizedName {
        switch kind.table {
        case .species: return speciesName(unindexedSlug: key, in: locale)
        case .types: return typeName(unindexedSlug: key, in: locale)
        case .labels: return label(orKey: key, in: locale)
        default: break
        }
        let index = stack.indexes[position: kind.keyListPosition]
        guard let position = index.position(of: key) ?? index.position(ofCaseInsensitive: key) else {
            return LocalizedName(value: key, servedBy: nil, requested: locale.negotiated)
        }
        return resolved(locale).name(late: kind, at: position, stack: stack, requested: locale.negotiated)
    }

    /// Every name of `kind` the locale's own tables have (no fallback), as `(key, name)` in the
    /// order of the kind's keys, the first set's where several have one.
    /// - Complexity: O(keys); decodes each name of the kind's table for the locale alone (and no
    ///   other kind's: a search asks this of every locale for several kinds).
    public func names(_ kind: NameKind, in locale: LocaleTag) -> [(key: String, name: String)] {
        // A search asks this of every locale, most of which have no table of the rarer kinds.
        guard stack.layers.contains(where: { $0.locale(locale)?.table(kind.table) != nil }) else { return [] }
        let keys = stack.indexes[kind.table.keyList]
        // Only the names the locale has are answered, so the missing ones' slugs are not decoded.
        let table = ResolvedTable(kind.table, keys: keys, chain: [locale], stack: stack, slugsForMissing: false)
        return table.origins.indices.compactMap { table.origins[$0].isSlug ? nil : (keys.slug(at: $0), table.names[$0]) }
    }

    // Each lookup reads the names the locale carries when this localizer negotiated it, without
    // taking a reference to them; any other locale takes the same lookup out of line, through
    // `resolvedElsewhere`. Keeping the two paths apart lets the optimizer borrow the names
    // instead of retaining and releasing them on every lookup.

    /// The species name for a National Pokédex number; `nil` for a number the snapshot doesn't
    /// have, or a species no locale of the chain names.
    /// - Complexity: O(1) for a locale this localizer negotiated: one element read (when the
    ///   species numbers run without gaps, as the bundled snapshot's do; else O(n) to find one).
    @inlinable @inline(__always)
    public func speciesName(id: Int, in locale: NameLocale) -> LocalizedName? {
        guard let position = stack.speciesPosition(id: id) else { return nil }
        if let names = locale.resolved, names.stack == stack.identity {
            return names.name(.species, at: position, requested: locale.negotiated).named
        }
        return speciesName(id: id, elsewhere: locale)
    }

    /// The species name for a species slug (`mr-mime`, in any case) or a `/pokemon` slug
    /// (`deoxys-attack` is Deoxys); `nil` when no locale of the chain names it (an unknown slug).
    /// - Complexity: O(1) for a species slug as the tables write it (at most 15 bytes) and a
    ///   locale this localizer negotiated: a perfect-hash lookup and one element read. A
    ///   `/pokemon` slug takes a second lookup, and one in upper case a lower-cased copy.
    @inlinable
    public func speciesName(slug: String, in locale: NameLocale) -> LocalizedName? {
        speciesName(orSlug: slug, in: locale).named
    }

    /// ``speciesName(slug:in:)``, with the slug as the name where it answers `nil`. The same read
    /// in place as ``name(_:_:in:)``'s, kept apart: through `name(.species, …)` a lookup by slug
    /// measured about 3 ns slower (18.6 against 15.4 ns in `pokebench lookups`).
    @inlinable
    func speciesName(orSlug slug: String, in locale: NameLocale) -> LocalizedName {
        // The position before the names, as in ``name(_:_:in:)``.
        if let position = stack.species.position(of: slug), let names = locale.resolved, names.stack == stack.identity {
            return names.name(.species, at: position, requested: locale.negotiated)
        }
        return speciesName(unindexedSlug: slug, in: locale)
    }

    /// The species name for a `/pokemon` id (10001 is Deoxys); `nil` for an id the catalog doesn't
    /// have, or a species no locale of the chain names.
    /// - Complexity: O(log n) to find the id in the catalog, then one element read.
    public func speciesName(pokemonID: Int, in locale: NameLocale) -> LocalizedName? {
        guard let pokemon = catalog.position(ofID: pokemonID) else { return nil }
        return speciesName(id: stack.catalog.pokemonSpecies[pokemon], in: locale)
    }

    /// The type name for a type slug (`water`, in any case); `nil` when no locale of the chain
    /// names it (an unknown slug).
    /// - Complexity: O(1), as ``speciesName(slug:in:)``.
    @inlinable
    public func typeName(slug: String, in locale: NameLocale) -> LocalizedName? {
        typeName(orSlug: slug, in: locale).named
    }

    /// ``typeName(slug:in:)``, with the slug as the name where it answers `nil`.
    @inlinable
    func typeName(orSlug slug: String, in locale: NameLocale) -> LocalizedName {
        if let position = stack.types.position(of: slug), let names = locale.resolved, names.stack == stack.identity {
            return names.name(.types, at: position, requested: locale.negotiated)
        }
        return typeName(unindexedSlug: slug, in: locale)
    }

    /// A card label from the `ui` tables (`number`, `type`, `types`, `height`, `weight`,
    /// `unknown`, or a label an app's set adds); `nil` when no locale of the chain names it (an
    /// unknown key).
    /// - Complexity: O(1) for a locale this localizer negotiated: a hash lookup of the key and one
    ///   element read.
    public func label(key: String, in locale: NameLocale) -> LocalizedName? {
        label(orKey: key, in: locale).named
    }

    /// ``label(key:in:)``, with the key as the label where it answers `nil`.
    func label(orKey key: String, in locale: NameLocale) -> LocalizedName {
        let names = resolved(locale)
        guard let position = stack.labels.position(of: key) else {
            return LocalizedName(value: key, servedBy: nil, requested: locale.negotiated)
        }
        return names.name(.labels, at: position, requested: locale.negotiated)
    }

    /// The display name of a `/pokemon` slug (`deoxys-attack`, in any case) with its form; `nil`
    /// when no locale of the chain names it (an unknown slug).
    /// - Complexity: a hash lookup and a lock; the first call for a chain works out the display
    ///   name of every `/pokemon` entry once, later ones read one.
    public func pokemonName(slug: String, in locale: NameLocale) -> PokemonName? {
        guard let position = catalog.position(ofSlug: slug) else { return nil }
        let names = resolved(locale)
        let name = names.pokemon(at: position, stack: stack).name(chain: names.chain, requested: locale.negotiated)
        return name.isSlug ? nil : name
    }

    /// The display name of a `/pokemon` id, forms included (10001 is `deoxys-attack`); `nil` for
    /// an id the catalog doesn't have, or an entry no locale of the chain names.
    /// - Complexity: O(log n) to find the id, then as ``pokemonName(slug:in:)``.
    public func pokemonName(id: Int, in locale: NameLocale) -> PokemonName? {
        guard let position = catalog.position(ofID: id) else { return nil }
        let names = resolved(locale)
        let name = names.pokemon(at: position, stack: stack).name(chain: names.chain, requested: locale.negotiated)
        return name.isSlug ? nil : name
    }

    /// The names of the locale's chain: those it carries when this localizer's stack negotiated
    /// it, else resolved (once per process) for this stack.
    func resolved(_ locale: NameLocale) -> ChainNames {
        if let names = locale.resolved, names.stack == stack.identity { return names }
        return stack.names(ofChain: locale.chain.filter(stack.locales.contains))
    }

    @usableFromInline
    func speciesName(id: Int, elsewhere locale: NameLocale) -> LocalizedName? {
        guard let position = stack.speciesPosition(id: id) else { return nil }
        let names = resolved(locale)
        return names.name(.species, at: position, requested: locale.negotiated).named
    }

    /// A species slug ``name(_:_:in:)`` doesn't read in place: in upper case, a `/pokemon` slug
    /// (`deoxys-attack`), one asked with a locale another localizer negotiated, or an unknown
    /// slug, which comes back as the answer.
    @usableFromInline
    func speciesName(unindexedSlug slug: String, in locale: NameLocale) -> LocalizedName {
        let names = resolved(locale)
        let position =
            stack.species.position(ofCaseInsensitive: slug)
            ?? catalog.position(ofSlug: slug).flatMap { stack.speciesPosition(id: stack.catalog.pokemonSpecies[$0]) }
        guard let position else { return LocalizedName(value: slug, servedBy: nil, requested: locale.negotiated) }
        return names.name(.species, at: position, requested: locale.negotiated)
    }

    /// A type slug ``name(_:_:in:)`` doesn't read in place: in upper case, one asked with a
    /// locale another localizer negotiated, or an unknown slug, which comes back as the answer.
    @usableFromInline
    func typeName(unindexedSlug slug: String, in locale: NameLocale) -> LocalizedName {
        let names = resolved(locale)
        guard let position = stack.types.position(ofCaseInsensitive: slug) else {
            return LocalizedName(value: slug, servedBy: nil, requested: locale.negotiated)
        }
        return names.name(.types, at: position, requested: locale.negotiated)
    }
}

extension TableStack {
    /// The position of a species number. - Complexity: O(1) for contiguous numbers, else O(n).
    @inlinable @inline(__always)
    func speciesPosition(id: Int) -> Int? {
        if speciesNumbersAreContiguous {
            return id >= 1 && id <= speciesCount ? id &- 1 : nil
        }
        return speciesPosition(searching: id)
    }

    @usableFromInline
    func speciesPosition(searching id: Int) -> Int? {
        catalog.speciesIDs.firstIndex(of: id)
    }
}

extension LocalizationTables {
    init(_ data: TableData) {
        self.data = data
    }
}

extension TableLocalizer {
    /// Every species name a locale's own tables have (no fallback to another locale), as
    /// `(species number, name)` in National Pokédex order, the first set's name where several
    /// have one: the input for search indexes.
    /// - Complexity: O(n); decodes the locale's names.
    public func speciesNames(in locale: LocaleTag) -> [(id: Int, name: String)] {
        let names = stack.names(ofChain: [locale]).species
        let ids = stack.catalog.speciesIDs
        return ids.indices.compactMap { names.origins[$0].isSlug ? nil : (ids[$0], names.names[$0]) }
    }
}
