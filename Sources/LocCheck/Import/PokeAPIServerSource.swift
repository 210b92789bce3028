import Foundation
import PokeTables
import Pokedex

/// Reads names and lists from a PokeAPI server: pokeapi.co or a self-hosted copy.
///
/// Asks for `/pokemon-species?limit=…` and `/type?limit=…`, then each species and type for its
/// `names`, through ``Pokedex/PokedexClient`` (its retries, its concurrency limit). The `/pokemon`
/// list (heights, weights, types) is not rebuilt from the server, since that would take one
/// request per entry: the existing snapshot's is kept; `import-pokeapi --csv` refreshes it.
public enum PokeAPIServerSource {
    /// The snapshot's `source:` line for a server.
    public static func sourceDescription(_ baseURL: URL) -> String {
        "PokeAPI server \(baseURL.absoluteString)"
    }

    /// Loads species and type lists and names; `existing` supplies the `/pokemon` list (without
    /// one, the snapshot's `/pokemon` list is written empty).
    public static func load(from baseURL: URL, existing: Snapshot?, taken: String,
                            progress: @escaping @Sendable (String) -> Void = { _ in }) async throws -> ImportedNames {
        let client = PokedexClient(configuration: PokedexConfiguration(baseURL: baseURL))
        progress("reading the species and type lists")
        let speciesList = try await client.allEntries(of: .species).sorted { $0.id < $1.id }
        let typeList = try await client.allEntries(of: .type).sorted { $0.id < $1.id }
        progress("reading \(speciesList.count) species")
        let species = try await client.species(speciesList.map { .id($0.id) })
        progress("reading \(typeList.count) types")
        let types = try await client.loadAll(typeList) { try await client.type(.id($0.id)) }

        let speciesRecords = species.map { Snapshot.Record(id: $0.id, slug: $0.name) }
        let typeRecords = types.map { Snapshot.Record(id: $0.id, slug: $0.name) }
        var cleaned = 0
        let snapshot = Snapshot(species: speciesRecords, types: typeRecords, pokemon: existing?.pokemon ?? [],
                                source: sourceDescription(baseURL), taken: taken)
        return ImportedNames(
            snapshot: snapshot,
            names: [
                .species: ImportedNames.group(rows(species.map { ($0.id, $0.names) }), by: speciesRecords, cleaned: &cleaned),
                .types: ImportedNames.group(rows(types.map { ($0.id, $0.names) }), by: typeRecords, cleaned: &cleaned),
            ],
            cleanedValueCount: cleaned,
            includesPokemonList: existing == nil)
    }

    private static func rows(_ resources: [(id: Int, names: [TranslatedName])]) -> [(id: Int, locale: LocaleTag, name: String)] {
        resources.flatMap { resource in
            resource.names.compactMap { name in
                ImportedNames.localeTag(forPokeAPILanguage: name.language.name).map { (resource.id, $0, name.name) }
            }
        }
    }
}
