import PokeTables

/// The names a search of the bundled tables reads from each ``NameSource``, from the generator's
/// model, so the generator can build the search's shards (``NameIndex``) before any process
/// starts. Each source follows the rule the search follows at run time over a `TableLocalizer`
/// of the bundled tables (`NameSource.names(from:catalog:)` in PokeSearch); PokeSearchTests
/// compares every generated shard with the one the run time builds.
struct SearchIndexNames {
    let model: GeneratorModel
    let snapshot: Snapshot
    private let speciesIDs: [Int]
    private let speciesIDBySlug: [String: Int]
    private let speciesPositionByID: [Int: Int]
    private let pokemonPositionBySlug: [String: Int]
    private let valuesByLocale: [LocaleTag: GeneratorModel.LocaleValues]
    private let byDescription: [String: LocaleTag]
    /// The `/pokemon` entries that are not their species' default (their slug is no species
    /// slug): position, slug, species number and species slug (nil for an unlisted species).
    private let forms: [(position: Int, slug: String, speciesID: Int, speciesSlug: String?)]

    init(model: GeneratorModel, snapshot: Snapshot) {
        self.model = model
        self.snapshot = snapshot
        speciesIDs = snapshot.species.map(\.id)
        let speciesIDBySlug = Dictionary(snapshot.species.map { ($0.slug, $0.id) }, uniquingKeysWith: { first, _ in first })
        self.speciesIDBySlug = speciesIDBySlug
        speciesPositionByID = Dictionary(snapshot.species.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        pokemonPositionBySlug = Dictionary(snapshot.pokemon.enumerated().map { ($1.slug, $0) }, uniquingKeysWith: { first, _ in first })
        valuesByLocale = Dictionary(model.locales.map { ($0.locale, $0) }, uniquingKeysWith: { first, _ in first })
        byDescription = FallbackChain.byDescription(model.locales.map(\.locale))
        let speciesSlugs = Dictionary(snapshot.species.map { ($0.id, $0.slug) }, uniquingKeysWith: { first, _ in first })
        forms = snapshot.pokemon.enumerated().compactMap { position, pokemon in
            speciesIDBySlug[pokemon.slug] == nil ? (position, pokemon.slug, pokemon.speciesID, speciesSlugs[pokemon.speciesID]) : nil
        }
    }

    /// The locales, as a localizer of the tables lists them.
    var locales: [LocaleTag] { model.locales.map(\.locale) }

    /// The non-empty values of `kind` that `locale` itself has, by key position.
    private func own(_ kind: TableKind, in locale: LocaleTag) -> [(position: Int, value: String)] {
        (valuesByLocale[locale]?.values[kind] ?? []).enumerated().compactMap { $1.isEmpty ? nil : ($0, $1) }
    }

    /// The names of a source, in the order the search reads them.
    func names(of source: NameSource) -> [SearchableName] {
        switch source {
        case .species(let locale):
            return own(.species, in: locale).map {
                SearchableName(speciesID: speciesIDs[$0.position], locale: locale, text: $0.value, kind: .species)
            }
        case .forms(let locale):
            return formNames(in: locale)
        case .slugs:
            return snapshot.species.map { SearchableName(speciesID: $0.id, locale: nil, text: $0.slug, kind: .slug) }
                + forms.map { SearchableName(speciesID: $0.speciesID, locale: nil, text: $0.slug, kind: .formSlug) }
        case .romanizations(let locale):
            let keys = model.keys[TableKind.searchKeys.keyList] ?? []
            return own(.searchKeys, in: locale).flatMap { position, value -> [SearchableName] in
                guard let id = speciesIDBySlug[keys[position]] else { return [] }
                return SearchKeyList.keys(in: value).map { SearchableName(speciesID: id, locale: locale, text: $0, kind: .romanization) }
            }
        case .names(let kind, let locale):
            return own(kind, in: locale).map { SearchableName(speciesID: $0.position, locale: locale, text: $0.value, kind: .name) }
        case .keys(let kind):
            return (model.keys[kind.keyList] ?? []).enumerated().map { SearchableName(speciesID: $0, locale: nil, text: $1, kind: .key) }
        case .given:
            return []
        }
    }

    /// The display names of forms that are the locale's own: neither part from another locale,
    /// and not the species name alone.
    private func formNames(in locale: LocaleTag) -> [SearchableName] {
        guard !own(.forms, in: locale).isEmpty || !own(.fullNames, in: locale).isEmpty else { return [] }
        let data = ModelDisplayData(chain: FallbackChain.links(from: locale, available: byDescription), names: self)
        let resolved = DisplayNames(data).all()
        return forms.compactMap { form in
            let name = resolved[form.position]
            let servedBy = { (origin: NameOrigin) in origin.isSlug ? nil : data.chain[Int(origin.link)] }
            guard servedBy(name.species.origin) == locale, name.form.map({ servedBy($0.origin) == locale }) ?? true,
                form.speciesSlug != nil, let speciesPosition = speciesPositionByID[form.speciesID],
                name.value != data.resolvedSpecies(speciesPosition).name
            else { return nil }
            return SearchableName(speciesID: form.speciesID, locale: locale, text: name.value, kind: .form)
        }
    }

    /// The tables as ``DisplayNameData`` for one chain: one set, the bundled one.
    private struct ModelDisplayData: DisplayNameData {
        let chain: [LocaleTag]
        let names: SearchIndexNames
        /// One kind's values in each link's locale (nil where it has none).
        typealias Column = [[String]?]

        var entryCount: Int { names.snapshot.pokemon.count }
        func speciesID(ofEntry position: Int) -> Int { names.snapshot.pokemon[position].speciesID }
        func isDefaultVariety(_ position: Int) -> Bool { names.snapshot.pokemon[position].id == names.snapshot.pokemon[position].speciesID }
        func entrySlug(_ position: Int) -> String { names.snapshot.pokemon[position].slug }
        func entryPosition(ofSlug slug: String) -> Int? { names.pokemonPositionBySlug[slug] }
        func speciesPosition(ofEntry position: Int) -> Int? { names.speciesPositionByID[speciesID(ofEntry: position)] }
        func speciesSlug(_ speciesPosition: Int) -> String { names.snapshot.species[speciesPosition].slug }

        func resolvedSpecies(_ speciesPosition: Int) -> NamePart {
            let species = column(.species)
            for link in chain.indices {
                if let part = value(species, link: link, at: speciesPosition) { return part }
            }
            return (speciesSlug(speciesPosition), .slug)
        }

        func column(_ kind: TableKind) -> Column { chain.map { names.valuesByLocale[$0]?.values[kind] } }

        func value(_ column: Column, link: Int, at position: Int) -> NamePart? {
            guard let values = column[link], values.indices.contains(position), !values[position].isEmpty else { return nil }
            return (values[position], NameOrigin(link: UInt8(link), layer: 0, isBundled: true))
        }

        func formPattern(link: Int) -> String? {
            guard let position = names.model.keys[.labels]?.firstIndex(of: "form-pattern") else { return nil }
            return value(column(.labels), link: link, at: position)?.name
        }

        func hasForm(_ position: Int) -> Bool {
            let english = names.valuesByLocale[TableLayout.referenceLocale]?.values[.forms] ?? []
            return english.indices.contains(position) && !english[position].isEmpty
        }
    }
}
