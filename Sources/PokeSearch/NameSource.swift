import PokeLocalization
import PokeTables

/// Where a shard's names come from: one kind of name of one locale, or the slugs. A search
/// builds a source's shard the first time a query needs it.
enum NameSource: Hashable, Sendable {
    case species(LocaleTag)
    case forms(LocaleTag)
    case slugs
    case romanizations(LocaleTag)
    /// Names given to ``SpeciesSearch/init(names:)``: chunk `n` of them.
    case given(Int)

    /// The sources of a localizer, in the order ties are broken: every locale's species names
    /// (English first, then the localizer's order), every locale's form names, the slugs, then
    /// every locale's romanizations.
    static func all(of localizer: any Localizer) -> [NameSource] {
        let english = LocaleTag("en")
        let locales = localizer.availableLocales.filter { $0 == english } + localizer.availableLocales.filter { $0 != english }
        return locales.map(NameSource.species) + locales.map(NameSource.forms) + [.slugs] + locales.map(NameSource.romanizations)
    }

    /// The scripts the source's names start in; `nil` when any (every query looks at it).
    var scripts: Set<ScriptGroup>? {
        switch self {
        case .species(let locale), .forms(let locale): ScriptGroup.of(locale: locale)
        case .slugs, .romanizations: [.latin]
        case .given: nil
        }
    }

    /// The catalog's species and `/pokemon` entries as sources read them, listed once per search.
    struct Catalog {
        let species: [(id: Int, slug: String)]
        /// The `/pokemon` entries that are not their species' default (its slug is not a species
        /// slug): their slugs and species numbers, which is all a search needs of them.
        let forms: [(slug: String, speciesID: Int)]

        /// The number of each species slug.
        let speciesID: [String: Int]
        /// The slug of each species number.
        let speciesSlug: [Int: String]

        init(_ catalog: PokemonCatalog) {
            species = catalog.species.map { ($0.id, $0.slug) }
            speciesID = Dictionary(species.map { ($0.slug, $0.id) }, uniquingKeysWith: { first, _ in first })
            speciesSlug = Dictionary(species.map { ($0.id, $0.slug) }, uniquingKeysWith: { first, _ in first })
            let speciesSlugs = Set(species.map(\.slug))
            // Not the records: those carry abilities, stats and egg groups no search reads.
            forms = (0..<catalog.count).compactMap { position in
                let slug = catalog.idAndSlug(atPosition: position).slug
                return speciesSlugs.contains(slug) ? nil : (slug, catalog.speciesID(atPosition: position))
            }
        }
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
                let name = localizer.pokemonName(slug: pokemon.slug, in: chain)
                guard !name.isFallback, let species = catalog.speciesSlug[pokemon.speciesID],
                      name.value != localizer.name(.species, species, in: chain).value else { continue }
                names.append(SearchableName(speciesID: pokemon.speciesID, locale: locale, text: name.value, kind: .form))
            }
            return names
        case .slugs:
            return catalog.species.map { SearchableName(speciesID: $0.id, locale: nil, text: $0.slug, kind: .slug) }
                + catalog.forms.map { SearchableName(speciesID: $0.speciesID, locale: nil, text: $0.slug, kind: .formSlug) }
        case .romanizations(let locale):
            // The romanized search keys, several to a species, separated by commas.
            return localizer.names(.searchKeys, in: locale).flatMap { slug, value -> [SearchableName] in
                guard let id = catalog.speciesID[slug] else { return [] }
                return SearchKeyList.keys(in: value).map { SearchableName(speciesID: id, locale: locale, text: $0, kind: .romanization) }
            }
        case .given:
            return []
        }
    }
}
