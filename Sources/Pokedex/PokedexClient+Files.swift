import Foundation

/// Files that are not PokeAPI JSON, such as the official artwork: the same caches, ETag
/// revalidation, shared requests, retries and request limit as every other request.
extension PokedexClient {
    /// The bytes at `url` (any http or https URL, e.g. an artwork PNG on another host).
    ///
    /// Served from the memory or disk cache while fresh, revalidated with its ETag when stale,
    /// else fetched. Only a body that `isValid` accepts is cached or returned; any other ends in
    /// `PokedexError.decoding`, with `accept` as its type.
    /// - Parameters:
    ///   - accept: the Accept header, e.g. `image/png`.
    ///   - maxBytes: the longest body accepted; a longer one ends in `PokedexError.responseTooLarge`
    ///     as soon as it is announced or its bytes pass the limit. Never more than
    ///     `configuration.maxResponseBytes`.
    ///   - isValid: whether a body is what was asked for, e.g. starts with PNG's signature.
    package func file(
        at url: URL, accept: String, maxBytes: Int,
        isValid: @escaping @Sendable (Data) -> Bool
    ) async throws -> Data {
        try checkFileURL(url)
        let request = ResourceLoader.BodyRequest(accept: accept, maxBytes: maxBytes)
        return try await loader.load(from: url, request: request) { body in
            guard isValid(body) else { throw Self.invalidFile(url, accept: accept) }
            return FileBody(bytes: body)
        }.bytes
    }

    /// The cached bytes for `url` that `isValid` accepts, fresh or stale; nil when there are none.
    /// Sends no request, so it answers offline.
    package func cachedFile(at url: URL, isValid: (Data) -> Bool) async -> Data? {
        await loader.cached(at: url) { body in
            guard isValid(body) else { throw Self.invalidFile(url, accept: "") }
            return body
        }
    }

    private func checkFileURL(_ url: URL) throws {
        guard let scheme = url.scheme?.lowercased(), ["http", "https"].contains(scheme), url.host != nil else {
            throw PokedexError.badURL(url.absoluteString)
        }
    }

    private static func invalidFile(_ url: URL, accept: String) -> PokedexError {
        .decoding(
            type: accept, url: url.absoluteString, keyPath: "",
            reason: "the body is not a file of that type.")
    }
}

/// A file's bytes, typed apart from `Data` so a file never shares a request with another kind of body.
private struct FileBody: Sendable {
    let bytes: Data
}
