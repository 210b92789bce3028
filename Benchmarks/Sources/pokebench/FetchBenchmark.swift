import Foundation
import PokeAPIFixtureServer
import Pokedex

/// Fetches all 1,025 species and the 81 recorded pokemon from the fixture server, cold then warm.
///
/// Needs `../shared/pokeapi` beside the package (PokeAPI's recorded responses, the api/v2 tree of
/// github.com/PokeAPI/api-data) and python3; says so and
/// skips otherwise. Request counts are the client's and the server's own (`/_stats`).
func runFetchBenchmark() async {
    print("== fetch: all species and the recorded pokemon from tools/fixture_server.py ==")
    guard let package = PackagePlaces.root(holding: "tools/fixture_server.py") else {
        print("fetch: skipped: tools/fixture_server.py not found from \(#filePath) or the current directory.")
        return
    }
    let corpus = package.deletingLastPathComponent().appendingPathComponent("shared/pokeapi")
    let pokemonFolder = corpus.appendingPathComponent("api/v2/pokemon")
    guard let folders = try? FileManager.default.contentsOfDirectory(atPath: pokemonFolder.path) else {
        print(
            "fetch: skipped: \(corpus.path) is absent; the benchmark needs PokeAPI's recorded responses there (the api/v2 tree of github.com/PokeAPI/api-data)."
        )
        return
    }
    let pokemonIDs = folders.compactMap(Int.init).sorted().map(ResourceKey.id)
    let server: FixtureServer
    do {
        server = try FixtureServer.start(root: corpus)
    } catch {
        print("fetch: skipped: \(error)")
        return
    }
    defer { server.stop() }
    let cache = FileManager.default.temporaryDirectory.appendingPathComponent("pokebench-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: cache) }

    let runs: [(String, TimeInterval)] = [
        ("cold (empty cache)", 24 * 60 * 60),
        ("warm (disk cache, fresh)", 24 * 60 * 60),
        ("warm (disk cache, revalidated)", 0),
    ]
    for (label, maxAge) in runs {
        try? await server.resetStats()
        // A new client each run: its memory cache starts empty, as in a new process.
        let client = PokedexClient(
            configuration: PokedexConfiguration(
                baseURL: server.apiURL(), cacheDirectory: cache, maxAge: maxAge, maxConcurrentRequests: 6))
        let start = DispatchTime.now()
        do {
            let species = try await client.allSpecies()
            let pokemon = try await client.pokemon(pokemonIDs)
            let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
            let stats = (try? await server.stats()).map(describe) ?? "stats unavailable"
            print(
                String(
                    format: "fetch %-31@ %4d species + %2d pokemon in %6.3f s; client requests %4d; server %@",
                    label as NSString, species.count, pokemon.count, seconds, client.requestCount, stats as NSString))
        } catch {
            print("fetch \(label): failed: \(error)")
        }
    }
}

/// The server's counters as `N requests (200: a, 304: b)`.
private func describe(_ stats: FixtureStats) -> String {
    let parts = stats.statuses.keys.sorted().map { "\($0): \(stats.statuses[$0]!)" }
    return "\(stats.total) requests" + (parts.isEmpty ? "" : " (\(parts.joined(separator: ", ")))")
}
