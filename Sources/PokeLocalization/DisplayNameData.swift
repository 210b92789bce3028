import PokeTables

/// One part of a display name as a chain resolves it: the text and where it came from.
typealias NamePart = (name: String, origin: NameOrigin)

/// What ``DisplayNames`` composes a chain's display names from: the `/pokemon` entries and their
/// species, and each table's value in each link of the chain. Two sources give it: a
/// ``TableLocalizer``'s stack (``StackDisplayData``, every entry at once, cached), and any other
/// ``Localizer`` through its keyed lookup (``LocalizerDisplayData``), so both follow one set of rules.
///
/// Positions are the catalog's: entries in `/pokemon` id order, species in National Pokédex order.
protocol DisplayNameData {
    /// The chain whose links the names' origins index.
    var chain: [LocaleTag] { get }
    /// How many `/pokemon` entries there are.
    var entryCount: Int { get }
    /// The species number of the entry at a position.
    func speciesID(ofEntry position: Int) -> Int
    /// Whether the entry is its species' default variety (its id is the species number).
    func isDefaultVariety(_ position: Int) -> Bool
    /// The `/pokemon` slug of the entry at a position.
    func entrySlug(_ position: Int) -> String
    /// The position of a `/pokemon` slug as the tables write it.
    func entryPosition(ofSlug slug: String) -> Int?
    /// The position of the entry's species among the species, if the species is listed.
    func speciesPosition(ofEntry position: Int) -> Int?
    /// The species slug at a species position.
    func speciesSlug(_ speciesPosition: Int) -> String
    /// The chain's species name at a species position, from its first link that has one, or the slug.
    func resolvedSpecies(_ speciesPosition: Int) -> NamePart
    /// The value of a table keyed by species or `/pokemon` slug at a position of its key list,
    /// in one link of the chain; nil where that locale has none.
    func value(_ kind: TableKind, link: Int, at position: Int) -> NamePart?
    /// The `form-pattern` label of one link, if that locale has one.
    func formPattern(link: Int) -> String?
    /// Whether the reference locale names a form for the entry, so its name shows one.
    func hasForm(_ position: Int) -> Bool
}

/// A ``TableLocalizer``'s tables as ``DisplayNameData``: the stack's layers, read directly.
struct StackDisplayData: DisplayNameData {
    let chain: [LocaleTag]
    let stack: TableStack
    /// The chain's species names, resolved.
    let species: ResolvedTable
    /// Each link's locale in each set of the stack, or nil where the set lacks it.
    private let links: [[TableData.Locale?]]
    private let patternPosition: Int?
    private let englishForms: [PackedStrings?]

    init(chain: [LocaleTag], stack: TableStack, species: ResolvedTable) {
        self.chain = chain
        self.stack = stack
        self.species = species
        links = chain.map { tag in stack.layers.map { $0.locale(tag) } }
        patternPosition = stack.labels.position(of: "form-pattern")
        englishForms = stack.layers.map { $0.locale(TableLayout.referenceLocale)?.table(.forms) }
    }

    var entryCount: Int { stack.pokemon.count }

    func speciesID(ofEntry position: Int) -> Int { stack.catalog.pokemonSpecies[position] }

    func isDefaultVariety(_ position: Int) -> Bool {
        let catalog = stack.catalog
        return catalog.pokemonIDs.indices.contains(position) && catalog.pokemonIDs[position] == catalog.pokemonSpecies[position]
    }

    func entrySlug(_ position: Int) -> String { stack.pokemon.slug(at: position) }

    func entryPosition(ofSlug slug: String) -> Int? { stack.pokemon.position(of: slug) }

    func speciesPosition(ofEntry position: Int) -> Int? {
        let owners = stack.catalog.pokemonSpecies
        return owners.indices.contains(position) ? stack.speciesPosition(id: owners[position]) : nil
    }

    func speciesSlug(_ speciesPosition: Int) -> String { stack.species.slug(at: speciesPosition) }

    func resolvedSpecies(_ speciesPosition: Int) -> NamePart { (species.names[speciesPosition], species.origins[speciesPosition]) }

    /// The first non-empty value over the sets, most specific first.
    func value(_ kind: TableKind, link: Int, at position: Int) -> NamePart? {
        for (layer, locale) in links[link].enumerated() {
            guard let table = locale?.table(kind), let local = stack.maps[layer][kind.keyList].layerPosition(of: position),
                  !table.utf8(at: local).isEmpty else { continue }
            return (table.string(at: local), NameOrigin(link: UInt8(link), layer: UInt8(layer), isBundled: stack.bundled[layer]))
        }
        return nil
    }

    func formPattern(link: Int) -> String? {
        patternPosition.flatMap { value(.labels, link: link, at: $0)?.name }
    }

    func hasForm(_ position: Int) -> Bool {
        englishForms.enumerated().contains { layer, table in
            guard let table, let local = stack.maps[layer][TableKind.forms.keyList].layerPosition(of: position) else { return false }
            return !table.utf8(at: local).isEmpty
        }
    }
}

/// Any ``Localizer`` as ``DisplayNameData``: each value one ``Localizer/name(_:_:in:)`` lookup
/// in a locale of one link, over the localizer's ``Localizer/catalog``.
struct LocalizerDisplayData<Source: Localizer>: DisplayNameData {
    let localizer: Source
    let locale: NameLocale
    let catalog: PokemonCatalog
    var chain: [LocaleTag] { locale.chain }

    var entryCount: Int { catalog.count }

    func speciesID(ofEntry position: Int) -> Int { catalog.speciesID(atPosition: position) }

    func isDefaultVariety(_ position: Int) -> Bool { catalog.record(at: position).id == catalog.speciesID(atPosition: position) }

    func entrySlug(_ position: Int) -> String { catalog.stack.pokemon.slug(at: position) }

    func entryPosition(ofSlug slug: String) -> Int? { catalog.stack.pokemon.position(of: slug) }

    func speciesPosition(ofEntry position: Int) -> Int? { catalog.stack.speciesPosition(id: speciesID(ofEntry: position)) }

    func speciesSlug(_ speciesPosition: Int) -> String { catalog.stack.species.slug(at: speciesPosition) }

    func resolvedSpecies(_ speciesPosition: Int) -> NamePart {
        part(localizer.name(.species, speciesSlug(speciesPosition), in: locale), chain: chain)
    }

    func value(_ kind: TableKind, link: Int, at position: Int) -> NamePart? {
        let key = kind.keyList == .pokemon ? entrySlug(position) : speciesSlug(position)
        return value(kind, key, link: link)
    }

    func formPattern(link: Int) -> String? {
        value(.labels, "form-pattern", link: link)?.name
    }

    func hasForm(_ position: Int) -> Bool {
        let english = NameLocale(requested: "en", negotiated: TableLayout.referenceLocale, chain: [TableLayout.referenceLocale])
        return localizer.name(.forms, entrySlug(position), in: english).servedBy != nil
    }

    /// `key`'s value in the locale of one link alone, if that locale serves it.
    private func value(_ kind: TableKind, _ key: String, link: Int) -> NamePart? {
        let tag = chain[link]
        let name = localizer.name(NameKind(kind), key, in: NameLocale(requested: tag.description, negotiated: tag, chain: [tag]))
        guard name.servedBy == tag, !name.value.isEmpty else { return nil }
        return part(name, chain: chain)
    }

    /// A looked-up name as a part whose origin indexes `chain`.
    private func part(_ name: LocalizedName, chain: [LocaleTag]) -> NamePart {
        guard let served = name.servedBy, let link = chain.firstIndex(of: served) else { return (name.value, .slug) }
        return (name.value, NameOrigin(link: UInt8(clamping: link), layer: UInt8(clamping: name.tableSet?.position ?? Int(UInt8.max)),
                                       isBundled: name.tableSet?.isBundled ?? false))
    }
}
