import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// One HTTP answer: status, the headers the fetcher reads, and the body.
struct HTTPAnswer: Sendable {
    let status: Int
    let etag: String?
    let retryAfter: String?
    let body: Data
}

/// Sends GET requests with URLSession and counts them; refuses bodies over a size limit and
/// ends requests at their deadline.
final class HTTPTransport: Sendable {
    private let session: URLSession
    private let collector: ResponseCollector
    private let counter = RequestCounter()
    /// Seconds a request's whole answer may take; infinity for no deadline.
    let deadline: TimeInterval

    /// Makes a transport whose requests time out after `timeout` seconds without a byte, whose
    /// whole answers must arrive within `deadline` seconds, and whose bodies may be at most
    /// `maxResponseBytes` long.
    init(timeout: TimeInterval, deadline: TimeInterval, maxResponseBytes: Int) {
        self.deadline = deadline.isNaN ? PokedexConfiguration.defaultRequestDeadline : max(0, deadline)
        let configuration = URLSessionConfiguration.ephemeral
        #if canImport(FoundationNetworking)
        // FoundationNetworking truncates timeouts to whole seconds, and 0 then times out at once.
        let timeout = max(1, timeout.rounded(.up))
        #endif
        configuration.timeoutIntervalForRequest = timeout
        // The deadline is the collector's, so every platform ends a request alike; URLSession's own
        // limit for the whole request (which FoundationNetworking does not apply) is left at its default.
        // The fetcher keeps its own cache and revalidates by ETag; URLSession's would hide 304s.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = 8
        collector = ResponseCollector(limit: maxResponseBytes)
        session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Requests sent so far, retries and revalidations included.
    var requestCount: Int { counter.value }

    /// GETs `url`, sending If-None-Match when `etag` is given.
    /// Throws `PokedexError.transport` (with `timedOut` for a timeout or the deadline),
    /// `.responseTooLarge` or `.cancelled`.
    /// - Parameters:
    ///   - accept: the Accept header: JSON unless a file such as an image is asked for.
    ///   - maxBytes: a smaller body limit than the client's for this request.
    func get(_ url: URL, ifNoneMatch etag: String?, accept: String = "application/json",
             maxBytes: Int? = nil) async throws -> HTTPAnswer {
        var request = URLRequest(url: url)
        request.setValue(accept, forHTTPHeaderField: "Accept")
        if let etag { request.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        counter.increment()
        do {
            let (body, response) = try await send(request, url: url, maxBytes: maxBytes)
            guard let http = response as? HTTPURLResponse else {
                throw PokedexError.transport(url: url.absoluteString,
                                             reason: "the answer was not HTTP. Use an http or https base URL.",
                                             timedOut: false)
            }
            return HTTPAnswer(status: http.statusCode,
                              etag: http.value(forHTTPHeaderField: "ETag"),
                              retryAfter: http.value(forHTTPHeaderField: "Retry-After"),
                              body: body)
        } catch let error as PokedexError {
            throw error
        } catch let error as URLError {
            if error.code == .cancelled || Task.isCancelled { throw PokedexError.cancelled }
            throw PokedexError.transport(url: url.absoluteString, reason: Self.reason(error),
                                         timedOut: error.code == .timedOut)
        } catch is CancellationError {
            throw PokedexError.cancelled
        } catch {
            if Task.isCancelled { throw PokedexError.cancelled }
            throw PokedexError.transport(url: url.absoluteString, reason: "\(error).", timedOut: false)
        }
    }

    /// Runs one data task through the collector; cancelling the calling task cancels the data task.
    private func send(_ request: URLRequest, url: URL, maxBytes: Int?) async throws -> (Data, URLResponse?) {
        if Task.isCancelled { throw PokedexError.cancelled }
        let task = session.dataTask(with: request)
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                collector.expect(task, maxBytes: maxBytes, deadline: deadline, continuation: continuation)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
        switch outcome {
        case .answer(let response, let body): return (body, response)
        case .tooLarge(let limit): throw PokedexError.responseTooLarge(url: url.absoluteString, limit: limit)
        case .deadlinePassed(let seconds):
            throw PokedexError.transport(url: url.absoluteString, reason: Self.deadlineReason(seconds), timedOut: true)
        case .failure(let error): throw error
        }
    }

    /// The end of the `PokedexError.transport` sentence for an answer the deadline cut short.
    static func deadlineReason(_ seconds: TimeInterval) -> String {
        let shown = seconds.rounded() == seconds && seconds < 1e15 ? "\(Int(seconds))" : "\(seconds)"
        return "the whole answer did not arrive within the \(shown) s deadline. Raise requestDeadline, "
            + "or check that the server is not overloaded or sending slowly on purpose."
    }

    /// What went wrong and how to fix it, as the end of `PokedexError.transport`'s sentence.
    private static func reason(_ error: URLError) -> String {
        switch error.code {
        case .timedOut:
            return "the request timed out. Raise requestTimeout or check that the server is not overloaded."
        case .httpTooManyRedirects:
            return "the server redirected too many times, likely in a loop. Check the base URL."
        case .cannotConnectToHost, .cannotFindHost:
            return "could not connect to the host. Check that the server is running at the base URL's host and port."
        case .networkConnectionLost:
            return "the connection closed before the answer was complete. Try again; the server may be restarting."
        default:
            // FoundationNetworking reports a body cut short as code -1 with curl's words in the description.
            return "\(error.localizedDescription) (URLError \(error.code.rawValue)). "
                + "Try again, and check that the server is reachable at the base URL."
        }
    }
}

/// A thread-safe counter; `@unchecked Sendable` because every access holds the lock.
final class RequestCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0

    var value: Int { lock.withLock { count } }

    func increment() { lock.withLock { count += 1 } }
}
