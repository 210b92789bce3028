import Foundation
import PokeCommandLine
import Pokedex

/// Where the Pokémon come from: the data built into the package, or a PokeAPI server.
struct DataSourceOptions {
    static let options: [Option] = [.value("--api"), .value("--cache")]

    /// The API root (`…/api/v2/`) of the server `--api` names; nil for the bundled data.
    var apiRoot: URL?
    /// Where fetched bodies are kept between runs.
    var cacheDirectory: URL?

    init(_ arguments: ParsedArguments, subcommand: String, environment: [String: String]) throws(CommandFailure) {
        guard let api = arguments.values["--api"] else {
            if arguments.values["--cache"] != nil {
                throw .usage("--cache DIR only matters with --api URL; without it pokedex reads its bundled data.")
            }
            return
        }
        apiRoot = try Self.apiRoot(api)
        cacheDirectory = arguments.values["--cache"].map { URL(fileURLWithPath: $0) }
            ?? Self.defaultCacheDirectory(environment)
    }

    /// The source to read from.
    func source() -> any PokemonSource {
        guard let apiRoot else { return BundledPokemon() }
        return PokeAPIPokemon(client: PokedexClient(configuration: PokedexConfiguration(
            baseURL: apiRoot, cacheDirectory: cacheDirectory)))
    }

    /// `https://pokeapi.co`, `…/api/v2` and `…/api/v2/` all name the root `…/api/v2/`.
    static func apiRoot(_ text: String) throws(CommandFailure) -> URL {
        guard let url = URL(string: text), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
              url.host?.isEmpty == false, url.query == nil else {
            throw .usage("--api takes a PokeAPI server's http(s) URL, such as https://pokeapi.co, not '\(text)'.")
        }
        let trimmed = text.hasSuffix("/") ? String(text.dropLast()) : text
        return URL(string: trimmed.hasSuffix("/api/v2") ? trimmed + "/" : trimmed + "/api/v2/")!
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
