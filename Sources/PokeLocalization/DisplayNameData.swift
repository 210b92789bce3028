import PokeTables

/// A ``TableLocalizer``'s tables as ``DisplayNameData``: the stack's layers, read directly.
struct StackDisplayData: DisplayNameData {
    let chain: [LocaleTag]
    let stack: TableStack
    /// The chain's species names, resolved.
    let species: ResolvedTable
    /// Each link's locale in each set of the stack, or nil where the set lacks it.
    private let links: [[TableData.Locale?]]
    /// Each link's `form-pattern` label, where its locale has one.
    private let patterns: [String?]
    /// The reference locale's form names in each set that has them.
    private let englishForms: [LayerTable]

    /// One set's table of a kind in one locale, how its keys line up with the stack's, and the
    /// origin its names get.
    struct LayerTable {
        let table: PackedStrings
        let map: LayerMap
        let origin: NameOrigin
    }

    /// One kind's tables: for each link of the chain, the sets that have one, most specific first.
    struct Column {
        let links: [[LayerTable]]
    }

    init(chain: [LocaleTag], stack: TableStack, species: ResolvedTable) {
        self.chain = chain
        self.stack = stack
        self.species = species
        let links = chain.map { tag in stack.layers.map { $0.locale(tag) } }
        self.links = links
        let labels = Self.column(.labels, links: links, stack: stack)
        let patternPosition = stack.labels.position(of: "form-pattern")
        patterns = links.indices.map { link in patternPosition.flatMap { Self.value(labels, link: link, at: $0)?.name } }
        englishForms = Self.column(.forms, links: [stack.layers.map { $0.locale(TableLayout.referenceLocale) }], stack: stack).links[0]
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

    func column(_ kind: TableKind) -> Column { Self.column(kind, links: links, stack: stack) }

    /// The tables of `kind` in each link's locales of each set.
    private static func column(_ kind: TableKind, links: [[TableData.Locale?]], stack: TableStack) -> Column {
        let list = kind.keyList
        return Column(
            links: links.enumerated().map { link, locales in
                locales.enumerated().compactMap { layer, locale in
                    locale?.table(kind).map {
                        LayerTable(
                            table: $0, map: stack.maps[layer][list],
                            origin: NameOrigin(link: UInt8(link), layer: UInt8(layer), isBundled: stack.bundled[layer]))
                    }
                }
            })
    }

    func value(_ column: Column, link: Int, at position: Int) -> NamePart? {
        Self.value(column, link: link, at: position)
    }

    /// The first non-empty value over the sets, most specific first.
    private static func value(_ column: Column, link: Int, at position: Int) -> NamePart? {
        for layer in column.links[link] {
            guard let local = layer.map.layerPosition(of: position), let name = layer.table.nonEmptyString(at: local) else { continue }
            return (name, layer.origin)
        }
        return nil
    }

    func formPattern(link: Int) -> String? { patterns[link] }

    func hasForm(_ position: Int) -> Bool {
        englishForms.contains { layer in
            guard let local = layer.map.layerPosition(of: position) else { return false }
            return !layer.table.utf8(at: local).isEmpty
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

    /// A kind, and whether its keys are `/pokemon` slugs (else species slugs).
    struct Column {
        let kind: TableKind
        let isKeyedByPokemon: Bool
    }

    func column(_ kind: TableKind) -> Column { Column(kind: kind, isKeyedByPokemon: kind.isKeyedByPokemon) }

    func value(_ column: Column, link: Int, at position: Int) -> NamePart? {
        value(column.kind, column.isKeyedByPokemon ? entrySlug(position) : speciesSlug(position), link: link)
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
        return (
            name.value,
            NameOrigin(
                link: UInt8(clamping: link), layer: UInt8(clamping: name.tableSet?.position ?? Int(UInt8.max)),
                isBundled: name.tableSet?.isBundled ?? false)
        )
    }
}
