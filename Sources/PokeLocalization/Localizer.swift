import PokeTables

/// Localized names for species, types and card labels, with a fallback for every entry.
///
/// Every lookup walks the locale's chain (requested → parent → English) and ends at the slug,
/// so it always answers; ``LocalizedName/source`` says which step answered.
///
/// ``TableLocalizer`` serves the package's tables, and an app's own layered over them. Conform
/// your own type for other sources (a server, a test double): make a ``NameLocale`` with
/// ``NameLocale/init(requested:negotiated:chain:)`` in ``locale(for:)``, and answer the lookups.
public protocol Localizer: Sendable {
    /// The locales this localizer has tables for, sorted.
    var availableLocales: [LocaleTag] { get }
    /// Negotiates what an app received (`ko-KR`, `zh_TW`, `es-MX`) into a chain of available locales.
    func locale(for identifier: String) -> NameLocale
    /// Negotiates languages in order of preference (`Locale.preferredLanguages`) into one chain:
    /// each language's chain in order, then the default. The default implementation builds it
    /// from ``locale(for:)``; see ``locale(forPreferredLanguages:)``.
    func locale(forPreferredLanguages languages: [String]) -> NameLocale
    /// The species name for a National Pokédex number; `nil` for an unknown number.
    func speciesName(id: Int, in locale: NameLocale) -> LocalizedName?
    /// The species name for a species slug (`mr-mime`) or a `/pokemon` slug (`deoxys-attack`).
    func speciesName(slug: String, in locale: NameLocale) -> LocalizedName
    /// The species name for a `/pokemon` id, forms included (10001 is Deoxys); `nil` when unknown.
    func speciesName(pokemonID: Int, in locale: NameLocale) -> LocalizedName?
    /// The display name of a `/pokemon` slug, with its form: "Deoxys (Attack Forme)", "Mega Venusaur".
    func pokemonName(slug: String, in locale: NameLocale) -> PokemonName
    /// The display name of a `/pokemon` id, forms included; `nil` when unknown.
    func pokemonName(id: Int, in locale: NameLocale) -> PokemonName?
    /// The type name for a type slug (`water`).
    func typeName(slug: String, in locale: NameLocale) -> LocalizedName
    /// A card label (`number`, `type`, `height`, `weight`, …) from the `ui` table.
    func label(_ key: String, in locale: NameLocale) -> LocalizedName
    /// The species and `/pokemon` entries the localizer names. The default is the bundled
    /// catalog (``PokemonCatalog/init()``).
    var catalog: PokemonCatalog { get }
    /// Every species name `locale` itself has, no fallback, as (National Pokédex number, name)
    /// in number order: what a search indexes.
    ///
    /// The default asks ``speciesName(id:in:)`` for each species of ``catalog`` in `locale`
    /// alone and keeps the names `locale` served.
    /// - Complexity: The default makes one lookup per species (1,025 for the bundled catalog).
    func speciesNames(in locale: LocaleTag) -> [(id: Int, name: String)]
}

extension Localizer {
    /// The bundled catalog, ``PokemonCatalog/init()``: every species and `/pokemon` entry of the
    /// package's snapshot.
    public var catalog: PokemonCatalog { PokemonCatalog() }

    /// The names `locale` itself serves: ``speciesName(id:in:)`` for each species of
    /// ``catalog``, in a ``NameLocale`` whose chain is `locale` alone, kept when
    /// ``LocalizedName/servedBy`` is `locale`.
    /// - Complexity: One lookup per species (1,025 for the bundled catalog).
    public func speciesNames(in locale: LocaleTag) -> [(id: Int, name: String)] {
        let alone = NameLocale(requested: locale.description, negotiated: locale, chain: [locale])
        return catalog.species.compactMap { species in
            guard let name = speciesName(id: species.id, in: alone), name.servedBy == locale else { return nil }
            return (species.id, name.value)
        }
    }
}

extension Localizer {
    /// The species name for a number, negotiating `locale` first.
    /// - Complexity: A negotiation per call; for many lookups, negotiate once with ``locale(for:)``
    ///   and pass the ``NameLocale``.
    public func speciesName(id: Int, locale: String) -> LocalizedName? {
        speciesName(id: id, in: self.locale(for: locale))
    }

    /// The species name for a slug, negotiating `locale` first.
    /// - Complexity: A negotiation per call; for many lookups, negotiate once with ``locale(for:)``
    ///   and pass the ``NameLocale``.
    public func speciesName(slug: String, locale: String) -> LocalizedName {
        speciesName(slug: slug, in: self.locale(for: locale))
    }

    /// The species name for a `/pokemon` id, negotiating `locale` first.
    /// - Complexity: A negotiation per call; for many lookups, negotiate once with ``locale(for:)``
    ///   and pass the ``NameLocale``.
    public func speciesName(pokemonID: Int, locale: String) -> LocalizedName? {
        speciesName(pokemonID: pokemonID, in: self.locale(for: locale))
    }

    /// The display name of a `/pokemon` slug, negotiating `locale` first.
    /// - Complexity: A negotiation per call; for many lookups, negotiate once with ``locale(for:)``
    ///   and pass the ``NameLocale``.
    public func pokemonName(slug: String, locale: String) -> PokemonName {
        pokemonName(slug: slug, in: self.locale(for: locale))
    }

    /// The display name of a `/pokemon` id, negotiating `locale` first.
    /// - Complexity: A negotiation per call; for many lookups, negotiate once with ``locale(for:)``
    ///   and pass the ``NameLocale``.
    public func pokemonName(id: Int, locale: String) -> PokemonName? {
        pokemonName(id: id, in: self.locale(for: locale))
    }

    /// The type name for a slug, negotiating `locale` first.
    /// - Complexity: A negotiation per call; for many lookups, negotiate once with ``locale(for:)``
    ///   and pass the ``NameLocale``.
    public func typeName(slug: String, locale: String) -> LocalizedName {
        typeName(slug: slug, in: self.locale(for: locale))
    }

    /// A card label, negotiating `locale` first.
    /// - Complexity: A negotiation per call; for many lookups, negotiate once with ``locale(for:)``
    ///   and pass the ``NameLocale``.
    public func label(_ key: String, locale: String) -> LocalizedName {
        label(key, in: self.locale(for: locale))
    }
}
