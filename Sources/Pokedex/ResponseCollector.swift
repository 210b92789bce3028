import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session delegate of `HTTPTransport`: collects each task's body, stops it past a size
/// limit, and ends it at its deadline.
///
/// `URLSession.data(for:)` reads a whole body before it returns, so a server that sends gigabytes
/// would fill memory; collecting the bytes here lets a task be cancelled as soon as its announced
/// length, or the bytes actually received, pass its limit.
///
/// FoundationNetworking (Linux) hands each piece of a body to the delegate through the delegate
/// queue without waiting for it to be taken: libcurl reads on while pieces queue up there, and
/// goes on reading until a cancel, which waits its turn on the session's busy work queue, reaches
/// it. So memory stays near the limit only while this delegate takes pieces as fast as they come:
/// each in constant time (see `Collecting`), and a task is cancelled from another queue, never
/// from the delegate queue, which would stop taking pieces until the cancel got through. (An
/// endless body held 1.7 GB for an 8 MB limit when each piece copied the body so far, and still
/// hundreds of MB when the delegate queue waited for the cancel. The cancel itself still waits
/// behind libcurl's reads on the session's work queue, and under load the pieces read meanwhile
/// can hold hundreds of MB for seconds before they are dropped: FoundationNetworking gives the
/// delegate no way to stop libcurl sooner.)
///
/// `@unchecked Sendable`: `tasks` is only reached under `lock`; URLSession calls the delegate
/// methods on its own queue, `expect` is called from the tasks that send requests and the
/// deadline timers run on a global queue.
final class ResponseCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// How a task ended: its response and body, the limit passed, its deadline, or URLSession's error.
    enum Outcome {
        case answer(URLResponse?, Data)
        /// The body passed the task's limit, given here.
        case tooLarge(limit: Int)
        /// The whole answer had not arrived when the deadline, in seconds, passed.
        case deadlinePassed(seconds: TimeInterval)
        case failure(any Error)
    }

    /// Why the collector stopped a task itself.
    private enum Stop {
        case tooLarge
        case deadlinePassed(seconds: TimeInterval)
    }

    /// One task's state. A class, so that appending a piece grows the one body buffer in place:
    /// a struct copied out of the dictionary would share the buffer, and each append would then
    /// copy the whole body so far (quadratic, and in debug builds always).
    private final class Collecting {
        let continuation: CheckedContinuation<Outcome, Never>
        /// The largest body accepted for this task: `limit`, or less when the request asked for less.
        let limit: Int
        var response: URLResponse?
        var body = Data()
        /// Set once the collector has cancelled the task; what arrives after it is dropped.
        var stop: Stop?
        /// Cancels the task at its deadline; cancelled itself once the task ends.
        let deadlineTimer: DispatchWorkItem?

        init(continuation: CheckedContinuation<Outcome, Never>, limit: Int, deadlineTimer: DispatchWorkItem?) {
            self.continuation = continuation
            self.limit = limit
            self.deadlineTimer = deadlineTimer
        }
    }

    /// The largest body accepted, in bytes.
    let limit: Int
    private let lock = NSLock()
    private var tasks: [Int: Collecting] = [:]

    init(limit: Int) {
        self.limit = max(0, limit)
    }

    /// Registers `task` so its outcome resumes `continuation`; call before `task.resume()`.
    /// - Parameters:
    ///   - maxBytes: a smaller limit for this task's body; never more than `limit`.
    ///   - deadline: seconds from now after which the task is cancelled and ends as
    ///     `.deadlinePassed`; infinity for none.
    func expect(_ task: URLSessionTask, maxBytes: Int? = nil, deadline: TimeInterval,
                continuation: CheckedContinuation<Outcome, Never>) {
        let taskLimit = min(limit, max(0, maxBytes ?? limit))
        let id = task.taskIdentifier
        // Infinity (or anything past the longest wait) sets no timer at all.
        let timer = deadline < RetryPolicy.longestWait ? DispatchWorkItem { [weak self, weak task] in
            guard let self, let task, self.stop(id, because: .deadlinePassed(seconds: deadline)) else { return }
            task.cancel()  // on a global queue already
        } : nil
        lock.withLock { tasks[id] = Collecting(continuation: continuation, limit: taskLimit, deadlineTimer: timer) }
        if let timer {
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Self.nanoseconds(deadline)), execute: timer)
        }
    }

    /// `seconds` as a count of nanoseconds that a `DispatchTime` can add: NaN and negatives are 0.
    private static func nanoseconds(_ seconds: TimeInterval) -> Int {
        Int(clamping: RetryPolicy.nanoseconds(seconds))
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
                    completionHandler: @escaping (URLSession.ResponseDisposition) -> Void) {
        let declared = response.expectedContentLength  // -1 when the length is not announced
        let refused = lock.withLock { () -> Bool in
            guard let collecting = tasks[dataTask.taskIdentifier] else { return false }
            collecting.response = response
            guard collecting.stop == nil, declared > Int64(collecting.limit) else { return false }
            collecting.stop = .tooLarge
            return true
        }
        // FoundationNetworking ignores the disposition, so a refused task is cancelled here too.
        if refused { Self.cancel(dataTask) }
        completionHandler(refused ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let refused = lock.withLock { () -> Bool in
            guard let collecting = tasks[dataTask.taskIdentifier], collecting.stop == nil else { return false }
            guard collecting.body.count + data.count <= collecting.limit else {
                collecting.stop = .tooLarge
                collecting.body = Data()
                return true
            }
            collecting.body.append(data)
            return false
        }
        if refused { Self.cancel(dataTask) }
    }

    func urlSession(_ session: URLSession, task: URLSessionTask, didCompleteWithError error: (any Error)?) {
        guard let collecting = lock.withLock({ tasks.removeValue(forKey: task.taskIdentifier) }) else { return }
        collecting.deadlineTimer?.cancel()
        let outcome: Outcome
        switch (collecting.stop, error) {
        case (.tooLarge?, _): outcome = .tooLarge(limit: collecting.limit)
        case (.deadlinePassed(let seconds)?, _): outcome = .deadlinePassed(seconds: seconds)
        case (nil, let error?): outcome = .failure(error)
        case (nil, nil): outcome = .answer(collecting.response ?? task.response, collecting.body)
        }
        collecting.continuation.resume(returning: outcome)
    }

    /// Cancels `task` from a global queue: `cancel()` waits for the session's work queue, and the
    /// delegate queue must go on taking the pieces that queue up meanwhile.
    private static func cancel(_ task: URLSessionTask) {
        DispatchQueue.global().async { task.cancel() }
    }

    /// Marks the task as stopped for `reason` unless it already ended or was stopped; true when
    /// this call stopped it, so the caller cancels it.
    private func stop(_ id: Int, because reason: Stop) -> Bool {
        lock.withLock {
            guard let collecting = tasks[id], collecting.stop == nil else { return false }
            collecting.stop = reason
            collecting.body = Data()
            return true
        }
    }
}
