import Foundation

/// How one GET goes over the wire: the part of `HTTPTransport` each platform does its own way.
///
/// On Linux `CurlWire` calls libcurl directly, so the body limit, the deadline, the timeout
/// between bytes and cancellation all act inside libcurl's loop; on Apple platforms
/// `URLSessionWire` sends it with URLSession. `HTTPTransport` does the rest once for both: the
/// request count, the limits' defaults and the typed errors.
protocol HTTPWire: Sendable {
    /// Sends `request` and waits for its whole answer; cancelling the calling task stops it.
    func send(_ request: WireRequest) async throws(WireFailure) -> HTTPAnswer
}

/// Which `HTTPWire` a client's transport uses (``PokedexConfiguration/wire``).
package enum HTTPWireChoice: Sendable, CaseIterable {
    /// The platform's: `CurlWire` where URLSession is FoundationNetworking's, else `URLSessionWire`.
    case platform
    /// `URLSessionWire` on every platform where it is compiled: on Linux, through
    /// FoundationNetworking, only with the package trait `URLSessionWireOnLinux`.
    case urlSession

    /// The choices this build has: `.urlSession` only where `URLSessionWire` is compiled.
    package static var available: [HTTPWireChoice] {
        #if !canImport(FoundationNetworking) || URLSESSION_WIRE_ON_LINUX
        allCases
        #else
        [.platform]
        #endif
    }
}

/// One GET as a wire sends it.
struct WireRequest: Sendable {
    let url: URL
    /// The Accept header.
    let accept: String
    /// The ETag to send as If-None-Match, if any.
    let ifNoneMatch: String?
    /// The largest body accepted, in bytes.
    let maxBytes: Int
}

/// Why a GET brought no answer, as `HTTPTransport` turns it into a `PokedexError`.
enum WireFailure: Error, Equatable {
    /// The body, announced or received, passed the request's `maxBytes`.
    case tooLarge
    /// The whole answer had not arrived by the deadline.
    case deadlinePassed
    /// No byte arrived for the timeout between bytes.
    case timedOut
    /// The calling task was cancelled.
    case cancelled
    /// The server redirected more often than the bound, likely in a loop.
    case tooManyRedirects
    /// The host's name did not resolve or nothing accepted the connection.
    case cannotConnect
    /// The connection closed before the answer was complete.
    case connectionLost
    /// The answer was not HTTP.
    case notHTTP
    /// The networking library itself can't be used (libcurl could not be loaded or started), in
    /// words that end with how to fix it: nothing about the server or the request.
    case unavailable(String)
    /// Anything else, in the networking library's words with its code, e.g. "SSL certificate
    /// problem: unable to get local issuer certificate (libcurl error 60)".
    case other(String)
}
