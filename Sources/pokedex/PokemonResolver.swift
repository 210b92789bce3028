import PokeLocalization
import PokeSearch
import PokeTables

/// Turns what a user typed after `show` into a `/pokemon` id, from the bundled tables.
struct PokemonResolver {
    /// What an argument named.
    enum Resolution: Equatable {
        /// The `/pokemon` entry with this id.
        case pokemon(id: Int)
        /// A number no `/pokemon` entry can have: 0, or one past the largest integer.
        case absentID
        /// No name is the argument, but one match stands out: its entry, the match, and the
        /// other matches (maybe none), best first.
        case closest(id: Int, match: SearchResult, others: [SearchResult])
        /// Nothing for certain; the closest matches, best first (maybe none).
        case unknown(closest: [SearchResult])
    }

    let localizer: TableLocalizer
    /// The locale whose names a search prefers (see `SpeciesSearch.search(_:preferring:limit:)`).
    var preferred: LocaleTag? = nil
    let catalog = PokemonCatalog()

    /// A number is a `/pokemon` id; then a `/pokemon` slug (`deoxys-attack`); then the best search
    /// match of a name in any language, a species slug or a romanization: sure when it is exact
    /// (or a whole romanization), the closest when
    /// no other match is of its kind (a unique prefix, a unique nearest typo). A species leads to
    /// its default entry, whose id is the species number; a form's name to that form's entry.
    ///
    /// The search is built only here, for an argument that is neither a number nor a slug.
    func resolve(_ text: String) -> Resolution {
        if !text.isEmpty, text.utf8.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) {
            guard let id = Int(text), id > 0 else { return .absentID }
            return .pokemon(id: id)
        }
        if let record = catalog.record(slug: text) { return .pokemon(id: record.id) }
        let results = SpeciesSearch().search(text, preferring: preferred, limit: 5)
        guard let best = results.first, !results.dropFirst().contains(where: { $0.match == best.match }) || best.match == .exact
        else { return .unknown(closest: results) }
        // A whole romanization (`kedaya`) names the species as surely as its name does.
        if best.match == .exact || (best.match == .romanization && best.coverage == 1) { return .pokemon(id: pokemonID(of: best)) }
        return .closest(id: pokemonID(of: best), match: best, others: Array(results.dropFirst()))
    }

    /// The `/pokemon` entry a search result leads to.
    func pokemonID(of result: SearchResult) -> Int {
        switch result.name.kind {
        case .species, .romanization, .name, .key:
            // A species search finds no other kind's names (``PokedexSearch`` does).
            return result.speciesID
        case .slug, .formSlug:
            return catalog.record(slug: result.matchedName)?.id ?? result.speciesID
        case .form:
            let locale = localizer.locale(for: result.locale?.description ?? "en")
            // By position: the records would carry abilities, stats and egg groups for nothing.
            let form = (0..<catalog.count).first { position in
                catalog.speciesID(atPosition: position) == result.speciesID
                    && localizer.pokemonName(slug: catalog.idAndSlug(atPosition: position).slug, in: locale)?.value == result.matchedName
            }
            return form.map { catalog.idAndSlug(atPosition: $0).id } ?? result.speciesID
        }
    }
}
