import PokeLocalization
import PokeTables

/// The names a localizer serves, as a search reads them.
extension SearchableName {
    /// Every species name a localizer serves, in every locale, then the display names of forms
    /// ("Mega Venusaur", "Deoxys (Attack Forme)") each locale has, then every species and
    /// `/pokemon` slug (`psyduck`, `deoxys-attack`), then the romanizations of species names
    /// each locale's `searchkeys` table has (`gorapadeok`).
    ///
    /// English comes first, then the other locales in the localizer's order, so a name several
    /// locales share (`Pikachu`) is reported as English.
    /// - Complexity: O(locales × species); decodes each locale's tables on first use.
    public static func all(from localizer: any Localizer) -> [SearchableName] {
        let catalog = NameSource.Catalog(localizer.catalog)
        return NameSource.all(of: localizer).flatMap { $0.names(from: localizer, catalog: catalog) }
    }
}
