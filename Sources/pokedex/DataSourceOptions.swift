import Foundation
import PokeCommandLine
import Pokedex

/// Where the Pokémon come from: the data built into the package, or a PokeAPI server.
struct DataSourceOptions {
    /// `--api`.
    static let api = Option.value("--api", "URL",
            help: "Read from a PokeAPI server (https://pokeapi.co or a copy) instead of the bundled data; names and labels still come from the bundled tables.")
    /// `--cache`.
    static let cache = Option.value("--cache", "DIR",
            help: "With --api: where fetched data is kept (default: $XDG_CACHE_HOME/pokedex, else ~/.cache/pokedex).")
    /// Both, for the subcommands that can read a server.
    static let options: [Option] = [api, cache]

    /// The API root (`…/api/v2/`) of the server `--api` names; nil for the bundled data.
    var apiRoot: URL?
    /// Where fetched bodies are kept between runs.
    var cacheDirectory: URL?

    init(_ arguments: ParsedArguments, environment: [String: String]) throws(CommandFailure) {
        guard let api = arguments.value(Self.api) else {
            if arguments.value(Self.cache) != nil {
                throw .usage("\(Self.cache.term) only matters with \(Self.api.term); without it pokedex reads its bundled data.")
            }
            return
        }
        apiRoot = try Self.apiRoot(api)
        cacheDirectory = Self.cacheDirectory(arguments, environment: environment)
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
            throw .usage("\(api.name) takes a PokeAPI server's http(s) URL, such as https://pokeapi.co, not '\(text)'.")
        }
        let trimmed = text.hasSuffix("/") ? String(text.dropLast()) : text
        return URL(string: trimmed.hasSuffix("/api/v2") ? trimmed + "/" : trimmed + "/api/v2/")!
    }

    /// `--cache`, else ``defaultCacheDirectory(_:)``.
    static func cacheDirectory(_ arguments: ParsedArguments, environment: [String: String]) -> URL? {
        arguments.value(cache).map { URL(fileURLWithPath: $0) } ?? defaultCacheDirectory(environment)
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
