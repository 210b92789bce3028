import PokeLocalization
import PokeTables

extension SearchableName {
    /// Every species name a localizer serves, in every locale, then the display names of forms
    /// ("Mega Venusaur", "Deoxys (Attack Forme)") each locale has, then every species and
    /// `/pokemon` slug (`psyduck`, `deoxys-attack`).
    ///
    /// English comes first, then the other locales in the localizer's order, so a name several
    /// locales share (`Pikachu`) is reported as English.
    /// - Complexity: O(locales × species); decodes each locale's tables on first use.
    public static func all(from localizer: TableLocalizer) -> [SearchableName] {
        let english = LocaleTag("en")
        let locales = localizer.availableLocales.filter { $0 == english } + localizer.availableLocales.filter { $0 != english }
        var names: [SearchableName] = []
        for locale in locales {
            for (id, text) in localizer.speciesNames(in: locale) {
                names.append(SearchableName(speciesID: id, locale: locale, text: text, kind: .species))
            }
        }
        let catalog = localizer.catalog
        let species = catalog.species, entries = catalog.entries
        let speciesSlugs = Set(species.map(\.slug))
        for locale in locales {
            let chain = localizer.locale(for: locale.description)
            for pokemon in entries where !speciesSlugs.contains(pokemon.slug) {
                let name = localizer.pokemonName(slug: pokemon.slug, in: chain)
                guard !name.isFallback, name.value != localizer.speciesName(id: pokemon.speciesID, in: chain)?.value else { continue }
                names.append(SearchableName(speciesID: pokemon.speciesID, locale: locale, text: name.value, kind: .form))
            }
        }
        for species in species {
            names.append(SearchableName(speciesID: species.id, locale: nil, text: species.slug, kind: .slug))
        }
        for pokemon in entries where !speciesSlugs.contains(pokemon.slug) {
            names.append(SearchableName(speciesID: pokemon.speciesID, locale: nil, text: pokemon.slug, kind: .slug))
        }
        return names
    }
}
