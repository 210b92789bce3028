// Apple platforms' wire; on Linux only with the trait URLSessionWireOnLinux (the tests').
#if !canImport(FoundationNetworking) || URLSESSION_WIRE_ON_LINUX
import Foundation

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// GETs through URLSession (Apple platforms), with `ResponseCollector` as the session's
/// delegate: it collects each body, cancels a task past its limit and ends it at its deadline.
final class URLSessionWire: HTTPWire {
    private let session: URLSession
    private let collector = ResponseCollector()
    private let deadline: TimeInterval
    private let timeout: TimeInterval

    init(timeout: TimeInterval, deadline: TimeInterval, connections: Int) {
        self.deadline = deadline
        self.timeout = timeout
        let configuration = URLSessionConfiguration.ephemeral
        configuration.timeoutIntervalForRequest = timeout
        // The deadline is the collector's; URLSession's own limit for the whole request is left at its default.
        // The fetcher keeps its own cache and revalidates by ETag; URLSession's would hide 304s.
        configuration.urlCache = nil
        configuration.requestCachePolicy = .reloadIgnoringLocalCacheData
        configuration.httpMaximumConnectionsPerHost = connections
        session = URLSession(configuration: configuration, delegate: collector, delegateQueue: nil)
    }

    deinit {
        session.finishTasksAndInvalidate()
    }

    /// Runs one data task through the collector; cancelling the calling task cancels the data task.
    func send(_ request: WireRequest) async throws(WireFailure) -> HTTPAnswer {
        var urlRequest = URLRequest(url: request.url)
        urlRequest.setValue(request.accept, forHTTPHeaderField: "Accept")
        if let etag = request.ifNoneMatch { urlRequest.setValue(etag, forHTTPHeaderField: "If-None-Match") }
        let task = session.dataTask(with: urlRequest)
        let outcome = await withTaskCancellationHandler {
            await withCheckedContinuation { continuation in
                collector.expect(task, limit: request.maxBytes, timeout: timeout, deadline: deadline, continuation: continuation)
                task.resume()
            }
        } onCancel: {
            task.cancel()
        }
        switch outcome {
        case .answer(let response, let body):
            guard let http = response as? HTTPURLResponse else { throw .notHTTP }
            return HTTPAnswer(
                status: http.statusCode, etag: http.value(forHTTPHeaderField: "ETag"),
                retryAfter: http.value(forHTTPHeaderField: "Retry-After"), body: body)
        case .tooLarge: throw .tooLarge
        case .deadlinePassed: throw .deadlinePassed
        case .timedOut: throw .timedOut
        case .failure(let error): throw Self.failure(error)
        }
    }

    /// What a URLSession error is as a `WireFailure`.
    private static func failure(_ error: any Error) -> WireFailure {
        guard let error = error as? URLError else {
            return error is CancellationError ? .cancelled : .other("\(error)")
        }
        switch error.code {
        case .cancelled: return .cancelled
        case .timedOut: return .timedOut
        case .httpTooManyRedirects: return .tooManyRedirects
        case .cannotConnectToHost, .cannotFindHost: return .cannotConnect
        case .networkConnectionLost: return .connectionLost
        default: return .other("\(error.localizedDescription) (URLError \(error.code.rawValue))")
        }
    }
}
#endif
