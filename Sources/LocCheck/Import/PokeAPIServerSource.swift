import Foundation
import PokeTables
import Pokedex
import Synchronization

/// Reads names and lists from a PokeAPI server: pokeapi.co or a self-hosted copy.
///
/// Asks for `/pokemon-species?limit=…` and `/type?limit=…`, then each species and type for its
/// `names`, through ``Pokedex/PokedexClient`` (its retries, its concurrency limit, its caches).
/// The `/pokemon` list (heights, weights, types) is not rebuilt from the server, since that would
/// take one request per entry: the existing snapshot's is kept; `import-pokeapi --csv` refreshes it.
package struct PokeAPIServerSource: Sendable {
    package let baseURL: URL
    let client: PokedexClient

    /// A source for the API root `baseURL` (ending in `/api/v2/`), caching bodies in `cacheDirectory` if given.
    package init(baseURL: URL, cacheDirectory: URL? = nil) {
        self.baseURL = baseURL
        client = PokedexClient(configuration: PokedexConfiguration(baseURL: baseURL, cacheDirectory: cacheDirectory))
    }

    /// The snapshot's `source:` line for this server.
    package var sourceDescription: String { "PokeAPI server \(baseURL.absoluteString)" }

    /// The species and type lists, in id order: two or three requests.
    package func lists() async throws -> (species: [Snapshot.Record], types: [Snapshot.Record]) {
        let lists = try await keyLists([.species, .types])
        return (lists[.species] ?? [], lists[.types] ?? [])
    }

    /// The key lists the server has a list endpoint for (``PokeTables/KeyListKind/apiEndpoint``),
    /// in id order, each checked (``ServerList``): a request per 500 entries, the lists side by side.
    package func keyLists(_ kinds: [KeyListKind]) async throws -> [KeyListKind: [Snapshot.Record]] {
        let endpoints = kinds.compactMap { kind in kind.apiEndpoint.map { (kind, $0) } }
        let client = self.client
        let baseURL = self.baseURL
        let read = try await client.loadAll(endpoints) { (list) async throws -> (KeyListKind, [Snapshot.Record]) in
            let entries = try await client.allEntries(atEndpoint: list.1, maxCount: TableLimits.listEntries)
            return (list.0, try ServerList.records(entries, endpoint: list.1, server: baseURL))
        }
        return Dictionary(read, uniquingKeysWith: { first, _ in first })
    }

    /// The names of every species and type in the lists, per PokeAPI language, as import rows.
    /// - Parameter progress: called with (done, total) after each body arrives, from any thread.
    package func names(
        species: [Snapshot.Record], types: [Snapshot.Record],
        progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
    )
        async throws -> (species: [(id: Int, locale: LocaleTag, name: String)], types: [(id: Int, locale: LocaleTag, name: String)])
    {
        let total = species.count + types.count
        let done = Atomic<Int>(0)
        let client = self.client
        let speciesBodies = try await client.loadAll(species) { (record) throws(PokedexError) in
            let body = try await client.species(.id(record.id))
            progress(done.add(1, ordering: .relaxed).newValue, total)
            return (body.id, body.names)
        }
        let typeBodies = try await client.loadAll(types) { (record) throws(PokedexError) in
            let body = try await client.type(.id(record.id))
            progress(done.add(1, ordering: .relaxed).newValue, total)
            return (body.id, body.names)
        }
        return (Self.rows(speciesBodies), Self.rows(typeBodies))
    }

    /// Loads lists and names as an import; `existing` supplies the `/pokemon` list and the other
    /// lists (abilities, moves…; without one, the snapshot's `/pokemon` list is written empty).
    package func load(
        existing: Snapshot?, taken: String,
        progress: @escaping @Sendable (Int, Int) -> Void = { _, _ in }
    ) async throws -> ImportedNames {
        let (species, types) = try await lists()
        let names = try await names(species: species, types: types, progress: progress)
        let snapshot = Snapshot(
            species: species, types: types, pokemon: existing?.pokemon ?? [], lists: existing?.lists ?? [:],
            source: sourceDescription, taken: taken)
        return ImportedNames(
            snapshot: snapshot,
            names: [
                .species: ImportedNames.group(names.species, by: species),
                .types: ImportedNames.group(names.types, by: types),
            ],
            includesPokemonList: existing == nil)
    }

    private static func rows(_ resources: [(id: Int, names: [TranslatedName])]) -> [(id: Int, locale: LocaleTag, name: String)] {
        resources.flatMap { resource in
            resource.names.compactMap { name in
                LocaleTag(pokeAPILanguage: name.language.name).map { (resource.id, $0, name.name) }
            }
        }
    }
}
