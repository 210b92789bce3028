import Foundation

/// A response body kept by the cache, with what is needed to revalidate it.
struct CachedResponse: Sendable, Equatable {
    /// The absolute URL the body came from; the cache key.
    let url: String
    /// The server's ETag, sent back as If-None-Match once the entry is stale.
    let etag: String?
    /// When the body was fetched or last revalidated.
    let storedAt: Date
    /// The JSON body.
    let body: Data

    /// A copy revalidated now.
    func refreshed(at date: Date = Date()) -> CachedResponse {
        CachedResponse(url: url, etag: etag, storedAt: date, body: body)
    }
}
