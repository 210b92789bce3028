import Foundation

/// Turns a URL into a decoded value: cache, then shared in-flight request, then retried GET.
final class ResourceLoader: Sendable {
    let configuration: PokedexConfiguration
    let transport: HTTPTransport
    let cache: ResponseCache
    private let inFlight = InFlightRequests()
    /// Bounds the client's requests on the wire, whoever sends them.
    private let slots: RequestSlots

    init(configuration: PokedexConfiguration) {
        self.configuration = configuration
        slots = RequestSlots(limit: configuration.maxConcurrentRequests)
        transport = HTTPTransport(
            timeout: configuration.requestTimeout, deadline: configuration.requestDeadline,
            maxResponseBytes: configuration.maxResponseBytes, connections: slots.limit, wire: configuration.wire)
        cache = ResponseCache(directory: configuration.cacheDirectory, memoryLimit: configuration.memoryCacheLimit)
    }

    /// The value at `url`: from the cache while fresh, else fetched (or revalidated) and cached.
    ///
    /// A body is cached only once it decodes, so a broken answer is never served again.
    func load<Value: Decodable & Sendable>(_ type: Value.Type, from url: URL) async throws -> Value {
        try await load(from: url, request: .json) { body in try decodeBody(type, from: body, url: url) }
    }

    /// What a GET asks for beyond its URL.
    struct BodyRequest: Sendable {
        /// The Accept header.
        var accept: String
        /// A smaller body limit than the configuration's, or nil for the configuration's.
        var maxBytes: Int?

        static let json = BodyRequest(accept: "application/json", maxBytes: nil)
    }

    /// The body at `url` made into a value by `decode`: from the cache while fresh, else fetched
    /// (or revalidated with its ETag) and cached. A body is cached only once `decode` accepts it.
    ///
    /// Callers share a request when they ask for the same `Value` type at the same URL, so two
    /// kinds of body at one URL must be told apart by their types.
    func load<Value: Sendable>(
        from url: URL, request: BodyRequest,
        decode: @escaping @Sendable (Data) throws -> Value
    ) async throws -> Value {
        if Task.isCancelled { throw PokedexError.cancelled }
        let key = url.absoluteString
        // A cached body that no longer decodes (written by another version) is fetched again.
        if let entry = await cache.entry(for: key), isFresh(entry), let value = try? decode(entry.body) {
            return value
        }
        let value = try await inFlight.share(key, as: Value.self) { [self] in
            try await fetch(from: url, request: request, decode: decode)
        }
        if Task.isCancelled { throw PokedexError.cancelled }
        return value
    }

    /// The cached body for `url`, fresh or stale, that `decode` accepts; no request is sent.
    func cached<Value>(at url: URL, decode: (Data) throws -> Value) async -> Value? {
        guard let entry = await cache.entry(for: url.absoluteString) else { return nil }
        return try? decode(entry.body)
    }

    private func fetch<Value>(from url: URL, request: BodyRequest, decode: (Data) throws -> Value) async throws -> Value {
        let key = url.absoluteString
        // A cached body that does not decode is neither served nor revalidated: it is fetched whole.
        var stale: (entry: CachedResponse, value: Value)?
        if let entry = await cache.entry(for: key), let value = try? decode(entry.body) {
            if isFresh(entry) { return value }  // another caller fetched it while this one waited
            stale = (entry, value)
        }
        let answer = try await getRetrying(url, ifNoneMatch: stale?.entry.etag, request: request)
        if answer.status == 304, let stale {
            await cache.store(stale.entry.refreshed())
            return stale.value
        }
        guard (200..<300).contains(answer.status) else {
            throw PokedexError.httpStatus(answer.status, url: key, detail: Self.detail(in: answer.body))
        }
        let value = try decode(answer.body)
        await cache.store(CachedResponse(url: key, etag: answer.etag, storedAt: Date(), body: answer.body))
        return value
    }

    /// GETs `url`, retrying 429, 5xx and timeouts as the retry policy allows.
    private func getRetrying(_ url: URL, ifNoneMatch etag: String?, request: BodyRequest) async throws -> HTTPAnswer {
        let started = Date()
        var attempt = 1
        while true {
            let retryAfter: TimeInterval?
            let failure: PokedexError
            do {
                let answer = try await slots.withSlot { [transport] in
                    try await transport.get(url, ifNoneMatch: etag, accept: request.accept, maxBytes: request.maxBytes)
                }
                guard answer.status == 429 || (500...599).contains(answer.status) else { return answer }
                retryAfter = retryAfterSeconds(answer.retryAfter)
                failure = .httpStatus(answer.status, url: url.absoluteString, detail: Self.detail(in: answer.body))
            } catch let error as PokedexError {
                guard case .transport(_, _, timedOut: true) = error else { throw error }
                retryAfter = nil
                failure = error
            }
            let elapsed = Date().timeIntervalSince(started)
            guard let wait = configuration.retry.delay(after: attempt, retryAfter: retryAfter, elapsed: elapsed)
            else { throw failure }
            do {
                try await Task.sleep(nanoseconds: RetryPolicy.nanoseconds(wait))
            } catch {
                throw PokedexError.cancelled
            }
            attempt += 1
        }
    }

    private func isFresh(_ entry: CachedResponse) -> Bool {
        Date().timeIntervalSince(entry.storedAt) < configuration.maxAge
    }

    /// PokeAPI's error bodies are `{"detail": "Not found."}`.
    private static func detail(in body: Data) -> String? {
        struct ErrorBody: Decodable { let detail: String }
        return (try? JSONDecoder().decode(ErrorBody.self, from: body))?.detail
    }
}
