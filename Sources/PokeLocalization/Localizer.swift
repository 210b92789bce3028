import PokeTables

/// Localized names: one keyed lookup, a kind (``NameKind``), a key and a negotiated locale, with a
/// fallback for every entry.
///
/// The generic lookup, ``name(_:_:in:)``, walks the locale's chain (requested → parent →
/// English) and ends at the key, so it always answers; ``LocalizedName/source`` says which step
/// answered. The typed helpers an app calls (``speciesName(id:in:)``, ``typeName(slug:in:)``,
/// ``label(key:in:)``…) are built on it, take their key labelled by what it is, and answer `nil`
/// when no locale of the chain names the key, never the key dressed as a name.
///
/// ``TableLocalizer`` serves the package's tables, and an app's own layered over them. Conform
/// your own type for other sources (a server, a test double): implement ``name(_:_:in:)``; the
/// rest has defaults you may replace: ``availableLocales`` and ``locale(for:)`` to negotiate
/// (make a ``NameLocale`` with ``NameLocale/init(requested:negotiated:chain:)``), ``catalog``,
/// ``names(_:in:)`` for a faster listing, ``pokemonName(slug:in:)`` to compose display names
/// your own way.
public protocol Localizer: Sendable {
    /// The name of `key` among the names of `kind` for `locale`: the first locale of its chain
    /// that has one, else the key itself (``LocalizedName/Source/slug``).
    ///
    /// This is the explicitly marked fallback, for a UI that must show something: when no locale
    /// of the chain names the key, the value is the key, with ``LocalizedName/source``
    /// ``LocalizedName/Source/slug`` and ``LocalizedName/isFallback`` set. The typed helpers
    /// (``speciesName(slug:in:)``, ``abilityName(slug:in:)``…) answer `nil` there instead.
    func name(_ kind: NameKind, _ key: String, in locale: NameLocale) -> LocalizedName

    /// The locales this localizer has names for, sorted. The default is none, and then
    /// ``locale(for:)``'s default answers with the identifier's own locale and English.
    var availableLocales: [LocaleTag] { get }
    /// Negotiates what an app received (`ko-KR`, `zh_TW`, `es-MX`) into a chain of locales.
    ///
    /// The default negotiates over ``availableLocales`` as ``LocaleNegotiator`` does; with none
    /// available, the chain is the identifier's locale, its parent (`es-MX` → `es`), then English.
    func locale(for identifier: String) -> NameLocale
    /// Negotiates languages in order of preference (`["uk-UA", "ru"]` → `uk → ru → en`); the
    /// default merges ``locale(for:)``'s chains, each locale once, English last.
    func locale(forPreferredLanguages languages: [String]) -> NameLocale
    /// The species and `/pokemon` entries the localizer names. The default is the bundled
    /// catalog (``PokemonCatalog/init()``).
    var catalog: PokemonCatalog { get }
    /// Every name of `kind` that `locale` itself has, no fallback, as `(key, name)` in the order
    /// of the kind's keys: what a search indexes.
    ///
    /// The default asks ``name(_:_:in:)`` for each key of ``catalog`` (species, types and
    /// `/pokemon` slugs, the bundled labels) in `locale` alone and keeps the names `locale` served.
    /// - Complexity: The default makes one lookup per key (1,025 for the species).
    func names(_ kind: NameKind, in locale: LocaleTag) -> [(key: String, name: String)]
    /// The display name of a `/pokemon` slug, with its form: "Deoxys (Attack Forme)", "Mega Venusaur";
    /// `nil` when no locale of the chain names it (an unknown slug).
    ///
    /// For a UI that must show something, ``PokemonName/init(slug:in:)`` is the marked fallback:
    /// `localizer.pokemonName(slug: slug, in: locale) ?? PokemonName(slug: slug, in: locale)`.
    ///
    /// The default composes it from ``name(_:_:in:)`` by the rules ``TableLocalizer`` follows
    /// (see ``PokemonName``): the locale's species and form names, its `form-pattern` label, its
    /// full names, the next locale's where it has none, and entries of one species told apart.
    /// - Complexity: The default makes a few lookups for each entry of the slug's species.
    func pokemonName(slug: String, in locale: NameLocale) -> PokemonName?
}

extension Localizer {
    /// None: ``locale(for:)`` then answers with the identifier's own locale and English.
    public var availableLocales: [LocaleTag] { [] }

    /// Negotiates over ``availableLocales``; with none, the identifier's locale (read as
    /// ``LocaleNegotiator`` reads one: `ko_KR.UTF-8` is `ko-KR`), its parent, then English.
    /// - Complexity: a negotiation, O(n) in the identifier's length.
    public func locale(for identifier: String) -> NameLocale {
        let available = availableLocales
        guard available.isEmpty else {
            let negotiator = LocaleNegotiator(available: available)
            let negotiated = negotiator.negotiate(identifier)
            return NameLocale(requested: identifier, negotiated: negotiated, chain: negotiator.chain(from: negotiated))
        }
        let tag = DesiredLocale(identifier)?.tag
        var chain: [LocaleTag] = []
        var next = tag
        while let link = next {
            if !chain.contains(link) { chain.append(link) }
            next = LocaleNegotiator.parent(of: link)
        }
        if !chain.contains(TableLayout.referenceLocale) { chain.append(TableLayout.referenceLocale) }
        return NameLocale(requested: identifier, negotiated: tag, chain: chain)
    }

    /// The bundled catalog, ``PokemonCatalog/init()``: every species and `/pokemon` entry of the
    /// package's snapshot.
    public var catalog: PokemonCatalog { PokemonCatalog() }

    /// The names `locale` itself serves: ``name(_:_:in:)`` for each key of the kind's list in
    /// ``catalog``, in a ``NameLocale`` whose chain is `locale` alone, kept when
    /// ``LocalizedName/servedBy`` is `locale`.
    /// - Complexity: One lookup per key.
    public func names(_ kind: NameKind, in locale: LocaleTag) -> [(key: String, name: String)] {
        let alone = NameLocale(requested: locale.description, negotiated: locale, chain: [locale])
        return catalog.keys(of: kind.table.keyList).compactMap { key in
            let name = name(kind, key, in: alone)
            return name.servedBy == locale ? (key, name.value) : nil
        }
    }

    /// Composes the display name from ``name(_:_:in:)``, as ``TableLocalizer`` does; `nil` for a
    /// slug the catalog doesn't have, or an entry no locale of the chain names.
    public func pokemonName(slug: String, in locale: NameLocale) -> PokemonName? {
        let catalog = self.catalog
        guard let position = catalog.position(ofSlug: slug) else { return nil }
        let names = DisplayNames(LocalizerDisplayData(localizer: self, locale: locale, catalog: catalog))
        let name = names.name(ofEntry: position).name(chain: locale.chain, requested: locale.negotiated)
        return name.isSlug ? nil : name
    }
}

extension Localizer {
    /// The species name for a National Pokédex number; `nil` for a number the catalog doesn't
    /// have, or a species no locale of the chain names.
    public func speciesName(id: Int, in locale: NameLocale) -> LocalizedName? {
        catalog.speciesSlug(id: id).flatMap { name(.species, $0, in: locale).named }
    }

    /// The species name for a species slug (`mr-mime`) or a `/pokemon` slug (`deoxys-attack` is
    /// Deoxys); `nil` when no locale of the chain names it (an unknown slug).
    public func speciesName(slug: String, in locale: NameLocale) -> LocalizedName? {
        let catalog = self.catalog
        if catalog.speciesID(ofSpeciesSlug: slug) != nil { return name(.species, slug, in: locale).named }
        if let position = catalog.position(ofSlug: slug), let species = catalog.speciesSlug(id: catalog.speciesID(atPosition: position)) {
            return name(.species, species, in: locale).named
        }
        return name(.species, slug, in: locale).named
    }

    /// The species name for a `/pokemon` id (10001 is Deoxys); `nil` for an id the catalog doesn't
    /// have, or a species no locale of the chain names.
    public func speciesName(pokemonID: Int, in locale: NameLocale) -> LocalizedName? {
        let catalog = self.catalog
        return catalog.position(ofID: pokemonID).flatMap { speciesName(id: catalog.speciesID(atPosition: $0), in: locale) }
    }

    /// The display name of a `/pokemon` id, forms included; `nil` for an id the catalog doesn't
    /// have, or an entry no locale of the chain names.
    public func pokemonName(id: Int, in locale: NameLocale) -> PokemonName? {
        let catalog = self.catalog
        return catalog.position(ofID: id).flatMap { pokemonName(slug: catalog.slug(atPosition: $0), in: locale) }
    }

    /// The type name for a type slug (`water`); `nil` when no locale of the chain names it (an
    /// unknown slug).
    public func typeName(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.types, slug, in: locale).named
    }

    /// A card label (`number`, `type`, `height`, `weight`, …) from the `ui` tables; `nil` when no
    /// locale of the chain names it (an unknown key).
    public func label(key: String, in locale: NameLocale) -> LocalizedName? {
        name(.labels, key, in: locale).named
    }

    /// The genus of a species slug, shown under its name: `psyduck` is "Duck Pokémon" in English,
    /// 오리포켓몬 in Korean; `nil` when no locale of the chain names it (an unknown slug).
    public func genus(slug: String, in locale: NameLocale) -> LocalizedName? {
        name(.genus, slug, in: locale).named
    }

    /// Every species name `locale` itself has, no fallback, as (National Pokédex number, name)
    /// in number order: ``names(_:in:)`` of ``NameKind/species`` with the catalog's numbers.
    public func speciesNames(in locale: LocaleTag) -> [(id: Int, name: String)] {
        let catalog = self.catalog
        return names(.species, in: locale).compactMap { key, name in catalog.speciesID(ofSpeciesSlug: key).map { ($0, name) } }
    }
}

extension LocalizedName {
    /// The name, or `nil` when it is the slug itself (no locale of the chain had one): what the
    /// typed helpers answer.
    @inlinable
    var named: LocalizedName? { servedBy == nil ? nil : self }
}
