import PokeLocalization
import Pokedex
import PokedexCard

/// One `/pokemon` entry of a list: its id and slug.
struct ListedPokemon: Hashable, Sendable {
    var id: Int
    var slug: String
}

/// Where `list` and `show` read `/pokemon` entries: the bundled catalog or a PokeAPI server.
protocol PokemonSource: Sendable {
    /// Where the entries come from, for messages: "the bundled data", "http://…/api/v2/".
    var origin: String { get }
    /// `limit` entries (all when nil) from `offset`, in PokeAPI's order: 1…1025, then the forms 10001….
    func entries(limit: Int?, offset: Int) async throws(CommandFailure) -> [ListedPokemon]
    /// The facts of the entry with this `/pokemon` id; nil when there is none.
    func facts(id: Int) async throws(CommandFailure) -> PokemonFacts?
}

/// The data built into the package: offline, and the same on every machine.
struct BundledPokemon: PokemonSource {
    let catalog = PokemonCatalog()
    var origin: String { "the bundled data" }

    /// The entries' ids and slugs alone: a listing makes no record (with its abilities, stats
    /// and egg groups) of an entry it doesn't show, nor of one it does.
    func entries(limit: Int?, offset: Int) -> [ListedPokemon] {
        let count = catalog.count
        let start = min(max(offset, 0), count)
        let end = limit.map { min(count, start + max($0, 0)) } ?? count
        return (start..<end).map { position in
            let entry = catalog.idAndSlug(atPosition: position)
            return ListedPokemon(id: entry.id, slug: entry.slug)
        }
    }

    func facts(id: Int) -> PokemonFacts? {
        catalog.record(id: id).map(PokemonFacts.init)
    }
}

/// A PokeAPI server through the fetcher, with its disk cache.
struct PokeAPIPokemon: PokemonSource {
    let client: PokedexClient
    /// The tables the card is named from: the abilities they lack are read from the server.
    var localizer: any Localizer = TableLocalizer()
    var origin: String { client.configuration.baseURL.absoluteString }

    func entries(limit: Int?, offset: Int) async throws(CommandFailure) -> [ListedPokemon] {
        let resources: [NamedResource]
        do {
            if let limit {
                guard limit > 0 else { return [] }
                resources = try await client.page(of: .pokemon, limit: limit, offset: offset).results
            } else {
                resources = try await Array(client.allEntries(of: .pokemon).dropFirst(offset))
            }
        } catch {
            throw .couldNotRun("\(error)")
        }
        return resources.map { ListedPokemon(id: $0.id, slug: $0.name) }
    }

    /// The `/pokemon` body, then its species' `/pokemon-species` body, which has the egg groups
    /// and the names, genus and entries the tables may lack (a server without that species gives
    /// a card without them), then the `/pokemon-form` body of its form when the tables don't name
    /// it, and the `/ability` body of each ability the tables don't name.
    func facts(id: Int) async throws(CommandFailure) -> PokemonFacts? {
        let pokemon: Pokemon
        do {
            pokemon = try await client.pokemon(.id(id))
        } catch PokedexError.httpStatus(404, _, _) {
            return nil
        } catch {
            throw .couldNotRun("\(error)")
        }
        var facts: PokemonFacts
        do {
            facts = PokemonFacts(pokemon, species: try await client.species(.id(pokemon.species.id)))
        } catch PokedexError.httpStatus(404, _, _) {
            facts = PokemonFacts(pokemon)
            facts.server = ServerText(species: nil)
        } catch {
            throw .couldNotRun("\(error)")
        }
        let english = localizer.locale(for: "en")
        if localizer.pokemonName(slug: pokemon.name, in: english) == nil, let form = pokemon.forms.first {
            do {
                facts.server?.form = try await client.form(.id(form.id))
            } catch PokedexError.httpStatus(404, _, _) {
                // A server without the form's body: the card has its species' name.
            } catch {
                throw .couldNotRun("\(error)")
            }
        }
        for ability in pokemon.abilities where localizer.abilityName(slug: ability.ability.name, in: english) == nil {
            do {
                facts.server?.abilities.append(try await client.ability(.id(ability.ability.id)))
            } catch PokedexError.httpStatus(404, _, _) {
                continue
            } catch {
                throw .couldNotRun("\(error)")
            }
        }
        return facts
    }
}
