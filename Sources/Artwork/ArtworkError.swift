import Foundation
import Pokedex

/// Why a card has no artwork.
package enum ArtworkError: Error, Sendable, Equatable, CustomStringConvertible {
    /// Offline, and the image was never fetched into the cache.
    case notCached(url: String)
    /// The request failed: the server, the network, or a body over the size limit.
    case fetch(PokedexError)
    /// The image did not arrive within the time limit.
    case timedOut(url: String, seconds: Double)
    /// The bytes are not a PNG that decodes within the limits.
    case decode(PNGDecodingError)

    package var description: String {
        switch self {
        case .notCached:
            return "artwork needs --api URL or a cached image; this one was never fetched."
        case .fetch(.decoding(_, let url, _, _)):
            return "\(url) did not answer with a PNG. Check that the server serves the artwork."
        case .fetch(let error):
            return "\(error)"
        case .timedOut(let url, let seconds):
            return "\(url) sent no image within \(seconds) s. Try again later, or check the server."
        case .decode(let error):
            return "\(error)"
        }
    }
}

/// `localizedDescription` is the same sentence as `description`.
extension ArtworkError: LocalizedError {
    /// The same sentence as `description`.
    package var errorDescription: String? { description }
}
