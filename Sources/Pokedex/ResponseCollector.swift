import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session delegate of `HTTPTransport`: collects each task's body and stops it past a size limit.
///
/// `URLSession.data(for:)` reads a whole body before it returns, so a server that sends gigabytes
/// would fill memory; collecting the bytes here lets a task be cancelled as soon as its announced
/// length, or the bytes actually received, pass `limit`.
///
/// `@unchecked Sendable`: `tasks` is only reached under `lock`; URLSession calls the delegate
/// methods on its own queue and `expect` is called from the tasks that send requests.
final class ResponseCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// How a task ended: its response and body, the limit passed, or URLSession's error.
    enum Outcome {
        case answer(URLResponse?, Data)
        /// The body passed the task's limit, given here.
        case tooLarge(limit: Int)
        case failure(any Error)
    }

    private struct Collecting {
        let continuation: CheckedContinuation<Outcome, Never>
        /// The largest body accepted for this task: `limit`, or less when the request asked for less.
        let limit: Int
        var response: URLResponse?
        var body = Data()
        var tooLarge = false
    }

    /// The largest body accepted, in bytes.
    let limit: Int
    private let lock = NSLock()
    private var tasks: [Int: Collecting] = [:]

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Registers `task` so its outcome resumes `continuation`; call before `task.resume()`.
    /// - Parameter maxBytes: a smaller limit for this task's body; never more than `limit`.
    func expect(_ task: URLSessionTask, maxBytes: Int? = nil, continuation: CheckedContinuation<Outcome, Never>) {
        let taskLimit = min(limit, max(0, maxBytes ?? limit))
        lock.withLock { tasks[task.taskIdentifier] = Collecting(continuation: continuation, limit: taskLimit) }
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let declared = response.expectedContentLength  // -1 when the length is not announced
        let refused = lock.withLock { () -> Bool in
            tasks[dataTask.taskIdentifier]?.response = response
            guard let taskLimit = tasks[dataTask.taskIdentifier]?.limit, declared > Int64(taskLimit) else { return false }
            tasks[dataTask.taskIdentifier]?.tooLarge = true
            return true
        }
        completionHandler(refused ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let id = dataTask.taskIdentifier
        let refused = lock.withLock { () -> Bool in
            guard let collecting = tasks[id], !collecting.tooLarge else { return false }
            if collecting.body.count + data.count > collecting.limit {
                tasks[id]?.tooLarge = true
                tasks[id]?.body = Data()
                return true
            }
            tasks[id]?.body.append(data)  // in place: a copy of the entry would copy the body each time
            return false
        }
        if refused { dataTask.cancel() }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let collecting = lock.withLock({ tasks.removeValue(forKey: task.taskIdentifier) }) else { return }
        let outcome: Outcome
        if collecting.tooLarge {
            outcome = .tooLarge(limit: collecting.limit)
        } else if let error {
            outcome = .failure(error)
        } else {
            outcome = .answer(collecting.response ?? task.response, collecting.body)
        }
        collecting.continuation.resume(returning: outcome)
    }
}
