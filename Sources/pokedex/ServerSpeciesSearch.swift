import PokeLocalization
import PokeSearch
import PokeTables
import Pokedex
import PokedexCard

/// `pokedex search --api`: the species a server lists that the bundled tables lack, searched by
/// the names the server gives them (and their slugs), as the tables' species are.
struct ServerSpeciesSearch {
    /// The new species' bodies, by National Pokédex number.
    let species: [Int: Species]
    let search: SpeciesSearch

    /// Reads the server's species list, then the body of each species the bundled catalog lacks:
    /// one request per page of the list and one per new species (all cached).
    /// - Throws: ``CommandFailure/couldNotRun(_:)`` when the server can't be read.
    init(client: PokedexClient, catalog: PokemonCatalog) async throws(CommandFailure) {
        var species: [Int: Species] = [:]
        var names: [SearchableName] = []
        do {
            for entry in try await client.allEntries(of: .species) where catalog.speciesSlug(id: entry.id) == nil {
                let body = try await client.species(.id(entry.id))
                guard body.id == entry.id else { continue }
                species[body.id] = body
                if let slug = ServerText.name(body.name) {
                    names.append(SearchableName(speciesID: body.id, locale: nil, text: slug, kind: .slug))
                }
                for name in body.names {
                    guard let locale = LocaleTag(pokeAPILanguage: name.language.name), let text = ServerText.name(name.name) else {
                        continue
                    }
                    names.append(SearchableName(speciesID: body.id, locale: locale, text: text, kind: .species))
                }
            }
        } catch {
            throw .couldNotRun("\(error)")
        }
        self.species = species
        search = SpeciesSearch(names: names)
    }
}
