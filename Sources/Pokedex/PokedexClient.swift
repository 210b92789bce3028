import Foundation

/// Fetches Pokédex data from PokeAPI or a self-hosted copy, with caching, retries and shared requests.
///
/// Copies share one cache, one set of in-flight requests, one request counter and one limit of
/// `maxConcurrentRequests` requests on the wire.
/// Every error thrown is a `PokedexError`, which the methods' typed `throws` says.
public struct PokedexClient: Sendable {
    let loader: ResourceLoader

    /// Makes a client; see `PokedexConfiguration` for the defaults.
    public init(configuration: PokedexConfiguration = PokedexConfiguration()) {
        loader = ResourceLoader(configuration: configuration)
    }

    /// The configuration the client was made with.
    public var configuration: PokedexConfiguration { loader.configuration }

    /// HTTP requests sent so far by this client (retries and revalidations included, cache hits not).
    public var requestCount: Int { loader.transport.requestCount }

    /// One page of a list endpoint: `limit` entries from `offset`, as `/api/v2/{kind}/?offset=&limit=`.
    ///
    /// A page that can't be the answer (a negative `count`, or one smaller than the entries
    /// received, entries missing or extra, `next` or `previous` contradicting the count) is a
    /// `PokedexError.decoding` naming that key, so no listing ends early or skips entries unseen.
    public func page(of kind: ResourceKind, limit: Int = 20, offset: Int = 0) async throws(PokedexError) -> ListPage {
        try await page(atEndpoint: kind.rawValue, limit: limit, offset: offset)
    }

    /// ``page(of:limit:offset:)`` of any list endpoint, by its path segment under `/api/v2/`
    /// (`ability`, `egg-group`): for the lists ``ResourceKind`` does not name, which loccheck
    /// reads its key lists from.
    package func page(atEndpoint endpoint: String, limit: Int = 20, offset: Int = 0) async throws(PokedexError) -> ListPage {
        try await PokedexError.typed {
            let (limit, offset) = (max(1, limit), max(0, offset))
            let url = try listURL(endpoint, limit: limit, offset: offset)
            return try await loader.load(from: url, request: .json) { body in
                try decodeBody(ListPage.self, from: body, url: url).checked(limit: limit, offset: offset, url: url)
            }
        }
    }

    /// The pokemon with this id or slug, e.g. `25` or `"deoxys-normal"` (a species slug like `"deoxys"`
    /// is not a pokemon slug for every species; use `defaultPokemon(ofSpecies:)` for those).
    public func pokemon(_ key: ResourceKey) async throws(PokedexError) -> Pokemon {
        try await PokedexError.typed { try await loader.load(Pokemon.self, from: resourceURL(.pokemon, key)) }
    }

    /// The species with this id or slug, e.g. `386` or `"deoxys"`.
    public func species(_ key: ResourceKey) async throws(PokedexError) -> Species {
        try await PokedexError.typed { try await loader.load(Species.self, from: resourceURL(.species, key)) }
    }

    /// The type with this id or slug, e.g. `10` or `"fire"`.
    public func type(_ key: ResourceKey) async throws(PokedexError) -> PokemonType {
        try await PokedexError.typed { try await loader.load(PokemonType.self, from: resourceURL(.type, key)) }
    }

    /// The ability with this id or slug, e.g. `6` or `"damp"`.
    public func ability(_ key: ResourceKey) async throws(PokedexError) -> Ability {
        try await PokedexError.typed { try await loader.load(Ability.self, from: resourceURL(.ability, key)) }
    }

    /// The pokemon form with this id or slug, e.g. `10133` or `"venusaur-mega"`.
    public func form(_ key: ResourceKey) async throws(PokedexError) -> PokemonForm {
        try await PokedexError.typed { try await loader.load(PokemonForm.self, from: resourceURL(.form, key)) }
    }

    /// The default pokemon of a species: `"deoxys"` gives `deoxys-normal`, which `/pokemon/deoxys` does not.
    /// - Complexity: two requests when nothing is cached (the species, then its default variety by id).
    public func defaultPokemon(ofSpecies key: ResourceKey) async throws(PokedexError) -> Pokemon {
        let species = try await species(key)
        guard let variety = species.defaultVariety else {
            let url = try await PokedexError.typed { try resourceURL(.species, key).absoluteString }
            throw .httpStatus(404, url: url, detail: "The species '\(species.name)' lists no varieties.")
        }
        return try await pokemon(.id(variety.pokemon.id))
    }

    /// Any resource of `kind` decoded as `Value`, for endpoints the model has no method for.
    public func resource<Value: Decodable & Sendable>(
        _ kind: ResourceKind, _ key: ResourceKey,
        as type: Value.Type
    ) async throws(PokedexError) -> Value {
        try await PokedexError.typed { try await loader.load(type, from: resourceURL(kind, key)) }
    }

    func resourceURL(_ kind: ResourceKind, _ key: ResourceKey) throws -> URL {
        guard let segment = key.pathSegment else {
            throw PokedexError.badURL(configuration.baseURL.absoluteString + kind.rawValue + "/\(key)/")
        }
        return try endpoint("\(kind.rawValue)/\(segment)/")
    }

    func listURL(_ kind: ResourceKind, limit: Int, offset: Int) throws -> URL {
        try listURL(kind.rawValue, limit: limit, offset: offset)
    }

    func listURL(_ segment: String, limit: Int, offset: Int) throws -> URL {
        guard !segment.isEmpty, segment.unicodeScalars.allSatisfy({ ("a"..."z").contains($0) || $0 == "-" }) else {
            throw PokedexError.badURL(configuration.baseURL.absoluteString + segment + "/")
        }
        return try endpoint("\(segment)/?offset=\(offset)&limit=\(limit)")
    }

    private func endpoint(_ relative: String) throws -> URL {
        var base = configuration.baseURL.absoluteString
        if !base.hasSuffix("/") { base += "/" }
        guard let url = URL(string: base + relative), let scheme = url.scheme, ["http", "https"].contains(scheme),
            url.host != nil
        else { throw PokedexError.badURL(base + relative) }
        return url
    }
}
