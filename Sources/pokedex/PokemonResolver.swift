import PokeLocalization
import PokeSearch

/// Turns what a user typed after `show` into a `/pokemon` id, from the bundled tables.
struct PokemonResolver {
    /// What an argument named.
    enum Resolution: Equatable {
        /// The `/pokemon` entry with this id.
        case pokemon(id: Int)
        /// A number no `/pokemon` entry can have: 0, or one past the largest integer.
        case absentID
        /// Nothing for certain; the closest matches, best first (maybe none).
        case unknown(closest: [SearchResult])
    }

    let localizer: TableLocalizer
    let catalog = PokemonCatalog()
    let search = SpeciesSearch()

    /// A number is a `/pokemon` id; then a `/pokemon` slug (`deoxys-attack`); then the best search
    /// match of a name in any language or a species slug, when it is exact or the only match of
    /// its kind (a unique prefix, a unique nearest typo). A species leads to its default entry,
    /// whose id is the species number; a form's name to that form's entry.
    func resolve(_ text: String) -> Resolution {
        if !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            guard let id = Int(text), id > 0 else { return .absentID }
            return .pokemon(id: id)
        }
        if let entry = catalog.entry(slug: text) { return .pokemon(id: entry.id) }
        let results = search.search(text, limit: 5)
        guard let best = results.first,
              best.match == .exact || !results.dropFirst().contains(where: { $0.match == best.match })
        else { return .unknown(closest: results) }
        return .pokemon(id: pokemonID(of: best))
    }

    /// The `/pokemon` entry a search result leads to.
    func pokemonID(of result: SearchResult) -> Int {
        switch result.name.kind {
        case .species:
            return result.speciesID
        case .slug:
            return catalog.entry(slug: result.matchedName)?.id ?? result.speciesID
        case .form:
            let locale = localizer.locale(for: result.locale?.description ?? "en")
            let form = catalog.entries.first {
                $0.speciesID == result.speciesID && localizer.pokemonName(slug: $0.slug, in: locale).value == result.matchedName
            }
            return form?.id ?? result.speciesID
        }
    }
}
