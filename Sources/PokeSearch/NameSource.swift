import PokeLocalization
import PokeTables

extension NameSource {
    /// The sources of a localizer's species names (see ``species(locales:)``).
    static func all(of localizer: any Localizer) -> [NameSource] {
        species(locales: localizer.availableLocales)
    }

    /// The sources of one kind's names other than species (see ``names(of:locales:)``).
    static func all(of localizer: any Localizer, kind: NameKind) -> [NameSource] {
        names(of: kind.table, locales: localizer.availableLocales)
    }

    /// The catalog's species and `/pokemon` entries as sources read them, listed once per search.
    struct Catalog {
        private let catalog: PokemonCatalog
        let species: [(id: Int, slug: String)]
        /// The `/pokemon` entries that are not their species' default (its slug is not a species
        /// slug), with their species' slug (nil for a species the catalog doesn't list).
        let forms: [(slug: String, speciesID: Int, speciesSlug: String?)]

        init(_ catalog: PokemonCatalog) {
            self.catalog = catalog
            species = catalog.species.map { ($0.id, $0.slug) }
            // The slug and species of each entry, not whole records (whose types are decoded too).
            forms = (0..<catalog.count).compactMap { position in
                let slug = catalog.slug(atPosition: position)
                let species = catalog.speciesID(atPosition: position)
                return catalog.speciesID(ofSpeciesSlug: slug) == nil ? (slug, species, catalog.speciesSlug(id: species)) : nil
            }
        }

        /// The number of a species slug as the tables write it. - Complexity: O(1), a perfect hash.
        func speciesID(ofSlug slug: String) -> Int? { catalog.speciesID(ofSpeciesSlug: slug) }
    }

    /// The source's names, from the localizer.
    /// - Complexity: O(species) for species names and romanizations; form names resolve the
    ///   locale's chain once (O(`/pokemon` entries)).
    func names(from localizer: any Localizer, catalog: Catalog) -> [SearchableName] {
        switch self {
        case .species(let locale):
            return localizer.speciesNames(in: locale).map {
                SearchableName(speciesID: $0.id, locale: locale, text: $0.name, kind: .species)
            }
        case .forms(let locale):
            // Without a form or full name of its own, every form name of the locale would be another
            // locale's (a fallback), and none is kept.
            if localizer.names(.forms, in: locale).isEmpty && localizer.names(.fullNames, in: locale).isEmpty { return [] }
            let chain = localizer.locale(for: locale.description)
            var names: [SearchableName] = []
            // By slug, through the protocol's own requirements: the typed helpers by id are an
            // extension's, which would find each entry's slug again for every name.
            for pokemon in catalog.forms {
                guard let name = localizer.pokemonName(slug: pokemon.slug, in: chain), !name.isFallback, let species = pokemon.speciesSlug,
                    name.value != localizer.name(.species, species, in: chain).value
                else { continue }
                names.append(SearchableName(speciesID: pokemon.speciesID, locale: locale, text: name.value, kind: .form))
            }
            return names
        case .slugs:
            return catalog.species.map { SearchableName(speciesID: $0.id, locale: nil, text: $0.slug, kind: .slug) }
                + catalog.forms.map { SearchableName(speciesID: $0.speciesID, locale: nil, text: $0.slug, kind: .formSlug) }
        case .romanizations(let locale):
            // The romanized search keys, several to a species, separated by commas.
            var names: [SearchableName] = []
            for (slug, value) in localizer.names(.searchKeys, in: locale) {
                guard let id = catalog.speciesID(ofSlug: slug) else { continue }
                for key in SearchKeyList.keys(in: value) {
                    names.append(SearchableName(speciesID: id, locale: locale, text: key, kind: .romanization))
                }
            }
            return names
        case .given, .names, .keys:
            // Given names are the shards' own; a kind's names need its key positions (``NameShards``).
            return []
        }
    }
}
