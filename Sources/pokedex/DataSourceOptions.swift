import ArgumentParser
import Foundation
import Pokedex

/// `--api` and `--cache`: where the Pokémon come from, the data built into the package or a
/// PokeAPI server, and where what a server sent is kept.
struct DataSourceOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Read from a PokeAPI server (https://pokeapi.co or a copy) instead of the bundled data; names and labels still come from the bundled tables, but a species or ability they lack is named from the server, marked † (not reviewed). browse fetches the artwork from it too; search finds the server's species the tables lack.",
            valueName: "url"), transform: Self.apiRoot)
    var api: URL?

    @Option(
        help: ArgumentHelp(
            "Where fetched data and images are kept (default: $XDG_CACHE_HOME/pokedex, else ~/.cache/pokedex). list, show and search need --api for it; browse without --api shows the images an earlier run kept.",
            valueName: "dir"))
    var cache: String?

    /// A usage error for `--cache` without `--api`, which list and show would ignore.
    func requireAPIForCache() throws(ValidationError) {
        if cache != nil, api == nil {
            throw ValidationError("--cache only matters with --api; without it pokedex reads its bundled data.")
        }
    }

    /// Where fetched bodies and images are kept: `--cache`, else ``defaultCacheDirectory(_:)``.
    func cacheDirectory(in environment: [String: String]) -> URL? {
        cache.map { URL(fileURLWithPath: $0) } ?? Self.defaultCacheDirectory(environment)
    }

    /// The source list and show read from.
    func source(in context: CommandContext) -> any PokemonSource {
        guard let api else { return BundledPokemon() }
        return PokeAPIPokemon(
            client: PokedexClient(
                configuration: PokedexConfiguration(
                    baseURL: api, cacheDirectory: cacheDirectory(in: context.environment))),
            localizer: context.localizer)
    }

    /// `https://pokeapi.co`, `…/api/v2` and `…/api/v2/` all name the root `…/api/v2/`.
    static func apiRoot(_ text: String) throws(ValidationError) -> URL {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
            url.host?.isEmpty == false, url.query == nil
        else {
            throw ValidationError("--api takes a PokeAPI server's http(s) URL, such as https://pokeapi.co.")
        }
        let trimmed = text.hasSuffix("/") ? String(text.dropLast()) : text
        guard let root = URL(string: trimmed.hasSuffix("/api/v2") ? trimmed + "/" : trimmed + "/api/v2/") else {
            throw ValidationError("--api takes a PokeAPI server's http(s) URL, such as https://pokeapi.co.")
        }
        return root
    }

    /// `$XDG_CACHE_HOME/pokedex`, else `~/.cache/pokedex`; nil (memory only) when neither is known.
    static func defaultCacheDirectory(_ environment: [String: String]) -> URL? {
        if let cache = environment["XDG_CACHE_HOME"], cache.hasPrefix("/") {
            return URL(fileURLWithPath: cache).appendingPathComponent("pokedex")
        }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return URL(fileURLWithPath: home).appendingPathComponent(".cache/pokedex")
    }
}
