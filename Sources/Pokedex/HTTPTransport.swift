import Foundation
import PokeTables

/// One HTTP answer: status, the headers the fetcher reads, and the body.
struct HTTPAnswer: Sendable {
    let status: Int
    let etag: String?
    let retryAfter: String?
    let body: Data
}

/// Sends GET requests and counts them; refuses bodies over a size limit and ends requests at
/// their deadline. The wire underneath is the platform's (see `HTTPWire`).
final class HTTPTransport: Sendable {
    private let wire: any HTTPWire
    private let counter = RequestCounter()
    /// The largest body accepted, in bytes.
    let limit: Int
    /// Seconds a request's whole answer may take; infinity for no deadline.
    let deadline: TimeInterval

    /// Makes a transport whose requests time out after `timeout` seconds without a byte, whose
    /// whole answers must arrive within `deadline` seconds, whose bodies may be at most
    /// `maxResponseBytes` long, and that keeps connections open for `connections` requests at once.
    init(timeout: TimeInterval, deadline: TimeInterval, maxResponseBytes: Int, connections: Int, wire choice: HTTPWireChoice = .platform) {
        // 0 or less (and NaN) times out at once: a millisecond, as neither wire takes 0 for that.
        let timeout = timeout > 0 ? timeout : 0.001
        let deadline = deadline.isNaN ? PokedexConfiguration.defaultRequestDeadline : max(0, deadline)
        self.deadline = deadline
        limit = max(0, maxResponseBytes)
        // Connections kept open: one per request in flight, up to 64; past that, more are opened as needed.
        let connections = min(max(1, connections), 64)
        #if !canImport(FoundationNetworking)
        wire = URLSessionWire(timeout: timeout, deadline: deadline, connections: connections)
        #elseif URLSESSION_WIRE_ON_LINUX
        wire =
            choice == .urlSession
            ? URLSessionWire(timeout: timeout, deadline: deadline, connections: connections)
            : CurlWire(timeout: timeout, deadline: deadline, connections: connections)
        #else
        // Only `.platform` is compiled here (``HTTPWireChoice/available``).
        wire = CurlWire(timeout: timeout, deadline: deadline, connections: connections)
        #endif
    }

    /// Requests sent so far, retries and revalidations included.
    var requestCount: Int { counter.value }

    /// GETs `url`, sending If-None-Match when `etag` is given.
    /// Throws `PokedexError.transport` (with `timedOut` for a timeout or the deadline),
    /// `.responseTooLarge` or `.cancelled`.
    /// - Parameters:
    ///   - accept: the Accept header: JSON unless a file such as an image is asked for.
    ///   - maxBytes: a smaller body limit than the client's for this request.
    func get(
        _ url: URL, ifNoneMatch etag: String?, accept: String = "application/json",
        maxBytes: Int? = nil
    ) async throws -> HTTPAnswer {
        counter.increment()
        if Task.isCancelled { throw PokedexError.cancelled }
        let limit = min(limit, max(0, maxBytes ?? limit))
        do {
            return try await wire.send(WireRequest(url: url, accept: accept, ifNoneMatch: etag, maxBytes: limit))
        } catch {
            throw self.error(error, url: url.absoluteString, limit: limit)
        }
    }

    /// The `PokedexError` a wire's failure is, for `url`, whose body limit was `limit`.
    private func error(_ failure: WireFailure, url: String, limit: Int) -> PokedexError {
        func transport(_ reason: String, timedOut: Bool = false) -> PokedexError {
            // Whatever else a cancelled task's request ended with, the cancel is why.
            Task.isCancelled ? .cancelled : .transport(url: url, reason: reason, timedOut: timedOut)
        }
        switch failure {
        case .tooLarge: return .responseTooLarge(url: url, limit: limit)
        case .deadlinePassed: return .transport(url: url, reason: Self.deadlineReason(deadline), timedOut: true)
        case .cancelled: return .cancelled
        case .timedOut:
            return transport(
                "the request timed out. Raise requestTimeout or check that the server is not overloaded.",
                timedOut: true)
        case .tooManyRedirects: return transport("the server redirected too many times, likely in a loop. Check the base URL.")
        case .cannotConnect:
            return transport("could not connect to the host. Check that the server is running at the base URL's host and port.")
        case .connectionLost:
            return transport("the connection closed before the answer was complete. Try again; the server may be restarting.")
        case .notHTTP: return transport("the answer was not HTTP. Use an http or https base URL.")
        case .unavailable(let why): return transport("\(why).")
        case .other(let what): return transport("\(what). Try again, and check that the server is reachable at the base URL.")
        }
    }

    /// The end of the `PokedexError.transport` sentence for an answer the deadline cut short.
    static func deadlineReason(_ seconds: TimeInterval) -> String {
        let shown = seconds.rounded() == seconds && seconds < 1e15 ? "\(Int(seconds))" : "\(seconds)"
        return "the whole answer did not arrive within the \(shown) s deadline. Raise requestDeadline, "
            + "or check that the server is not overloaded or sending slowly on purpose."
    }
}

/// A thread-safe counter.
final class RequestCounter: Sendable {
    private let count = PThreadMutex(0)

    var value: Int { count.withLock { $0 } }

    func increment() { count.withLock { $0 += 1 } }
}
