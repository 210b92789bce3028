import Foundation
import Pokedex

/// The artwork cache of the original app: fetches PNGs through a `PokedexClient` (memory and disk
/// caches, ETag revalidation, shared requests, retries), bounds each fetch in size and time,
/// decodes them, and keeps the recently decoded images in memory.
///
/// Offline it serves only what an earlier run cached, and never sends a request.
package actor ArtworkStore {
    /// Where images come from.
    package enum Source: Sendable {
        /// Fetched through the client, from whatever host the URL names.
        case network(PokedexClient)
        /// The client's caches only: no request is ever sent.
        case cacheOnly(PokedexClient)
    }

    package let source: Source
    package let limits: PNGLimits
    /// Seconds one image may take to arrive, retries included.
    package let timeLimit: Double
    private var decoded: [String: Result<RGBAImage, PNGDecodingError>] = [:]
    private var order: [String] = []
    private let decodedLimit: Int

    /// - Parameters:
    ///   - limits: what a PNG may be; its `maxBytes` bounds the download too.
    ///   - timeLimit: seconds an image may take to arrive.
    ///   - decodedLimit: how many decoded images (and decoding failures) stay in memory.
    package init(source: Source, limits: PNGLimits = .artwork, timeLimit: Double = 20, decodedLimit: Int = 24) {
        self.source = source
        self.limits = limits
        self.timeLimit = timeLimit.isFinite ? min(max(timeLimit, 0.001), 3600) : 20
        self.decodedLimit = max(1, decodedLimit)
    }

    /// The decoded image at `url`.
    /// - Complexity: a dictionary lookup when it was decoded lately; else a fetch (or a cache
    ///   read) and a decode, linear in the file and the image.
    package func image(at url: URL) async throws(ArtworkError) -> RGBAImage {
        let key = url.absoluteString
        if let known = decoded[key] { return try known.mapError(ArtworkError.decode).get() }
        let bytes = try await fetch(url)
        let result = Result { () throws(PNGDecodingError) in try PNGDecoder.decode(bytes, limits: limits) }
        remember(key, result)
        return try result.mapError(ArtworkError.decode).get()
    }

    private func fetch(_ url: URL) async throws(ArtworkError) -> Data {
        let isPNG: @Sendable (Data) -> Bool = { $0.starts(with: PNGChunks.signature) }
        switch source {
        case .cacheOnly(let client):
            guard let bytes = await client.cachedFile(at: url, isValid: isPNG) else {
                throw .notCached(url: url.absoluteString)
            }
            return bytes
        case .network(let client):
            let (maxBytes, seconds) = (limits.maxBytes, timeLimit)
            do {
                return try await withThrowingTaskGroup(of: Data?.self) { group in
                    group.addTask { try await client.file(at: url, accept: "image/png", maxBytes: maxBytes, isValid: isPNG) }
                    group.addTask {
                        try await Task.sleep(nanoseconds: UInt64(seconds * 1_000_000_000))
                        return nil
                    }
                    defer { group.cancelAll() }
                    guard let first = try await group.next(), let bytes = first else {
                        throw ArtworkError.timedOut(url: url.absoluteString, seconds: seconds)
                    }
                    return bytes
                }
            } catch let error as ArtworkError {
                throw error
            } catch let error as PokedexError {
                throw .fetch(error)
            } catch {
                throw .fetch(.cancelled)  // only the sleep throws anything else, when cancelled
            }
        }
    }

    private func remember(_ key: String, _ result: Result<RGBAImage, PNGDecodingError>) {
        if decoded.updateValue(result, forKey: key) == nil { order.append(key) }
        while order.count > decodedLimit { decoded[order.removeFirst()] = nil }
    }
}
