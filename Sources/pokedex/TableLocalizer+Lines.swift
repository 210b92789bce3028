import PokeLocalization
import PokeSearch
import PokeTables

/// The pieces every command's lines are made of, so `list`, `search`, `show` and `browse` agree.
extension TableLocalizer {
    /// "No.54", "Nr.54", "N°54": the number label of a locale and a National Pokédex number.
    func numberText(_ number: Int, in locale: NameLocale) -> String {
        NumberLabel.fill(name(.labels, NumberLabel.key, in: locale).value, number: number)
    }

    /// A search result's species in `locale`, or the name that matched when no table names it.
    func speciesName(of result: SearchResult, in locale: NameLocale) -> String {
        speciesName(id: result.speciesID, in: locale)?.value ?? result.matchedName
    }
}
