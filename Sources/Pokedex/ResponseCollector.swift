// Apple platforms' wire; on Linux only with the trait URLSessionWireOnLinux (the tests').
#if !canImport(FoundationNetworking) || URLSESSION_WIRE_ON_LINUX
import Foundation
import PokeTables

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The session delegate of `URLSessionWire` (Apple platforms): collects each task's body, stops
/// it past a size limit, and ends it at its deadline.
///
/// `URLSession.data(for:)` reads a whole body before it returns, so a server that sends gigabytes
/// would fill memory; collecting the bytes here lets a task be cancelled as soon as its announced
/// length, or the bytes actually received, pass its limit. Each piece is taken in constant time
/// (see `Collecting`), and a task is cancelled from another queue, never from the delegate queue,
/// which goes on taking (and dropping) what arrives until the cancel gets through.
/// (FoundationNetworking on Linux could not stop libcurl from reading on until its cancel got
/// through, which an endless body could delay for minutes: there `CurlWire` calls libcurl itself.)
///
/// `@unchecked Sendable`: an `NSObject` subclass, whose one mutable state, `tasks`, is behind a
/// mutex; URLSession calls the delegate methods on its own queue, `expect` is called from the
/// tasks that send requests and the deadline and idle timers run on a global queue.
final class ResponseCollector: NSObject, URLSessionDataDelegate, @unchecked Sendable {
    /// How a task ended: its response and body, the limit passed, its deadline, or URLSession's error.
    enum Outcome {
        case answer(URLResponse?, Data)
        /// The body passed the task's limit.
        case tooLarge
        /// The whole answer had not arrived when the deadline passed.
        case deadlinePassed
        /// No byte arrived for the task's timeout.
        case timedOut
        case failure(any Error)
    }

    /// Why the collector stopped a task itself.
    private enum Stop {
        case tooLarge
        case deadlinePassed
        case timedOut
    }

    /// One task's state. A class, so that appending a piece grows the one body buffer in place:
    /// a struct copied out of the dictionary would share the buffer, and each append would then
    /// copy the whole body so far (quadratic, and in debug builds always).
    ///
    /// `@unchecked Sendable`: its `var`s are only reached under the collector's `tasks` mutex.
    private final class Collecting: @unchecked Sendable {
        let continuation: CheckedContinuation<Outcome, Never>
        /// The largest body accepted for this task.
        let limit: Int
        var response: URLResponse?
        var body = Data()
        /// Set once the collector has cancelled the task; what arrives after it is dropped.
        var stop: Stop?
        /// Cancels the task at its deadline; cancelled itself once the task ends.
        let deadlineTimer: DispatchWorkItem?
        /// The longest wait for a byte, in seconds.
        let timeout: TimeInterval
        /// When the last byte (or the request's start) was seen.
        var lastActivity = DispatchTime.now()
        /// The next check of ``timeout``; cancelled once the task ends.
        var idleCheck: DispatchWorkItem?

        init(continuation: CheckedContinuation<Outcome, Never>, limit: Int, timeout: TimeInterval, deadlineTimer: DispatchWorkItem?) {
            self.continuation = continuation
            self.limit = limit
            self.timeout = timeout
            self.deadlineTimer = deadlineTimer
        }
    }

    /// The tasks registered and not yet ended, by task identifier.
    private let tasks = PThreadMutex<[Int: Collecting]>([:])

    /// Registers `task` so its outcome resumes `continuation`; call before `task.resume()`.
    /// - Parameters:
    ///   - limit: the largest body accepted for this task, in bytes.
    ///   - timeout: seconds without a byte after which the task is cancelled and ends as
    ///     `.timedOut`. URLSession has its own (`timeoutIntervalForRequest`), but
    ///     FoundationNetworking's did not always apply it; this one acts the same everywhere.
    ///   - deadline: seconds from now after which the task is cancelled and ends as
    ///     `.deadlinePassed`; infinity for none.
    func expect(
        _ task: URLSessionTask, limit: Int, timeout: TimeInterval, deadline: TimeInterval,
        continuation: CheckedContinuation<Outcome, Never>
    ) {
        let taskLimit = max(0, limit)
        let id = task.taskIdentifier
        // Infinity (or anything past the longest wait) sets no timer at all.
        let timer =
            deadline < RetryPolicy.longestWait
            ? DispatchWorkItem { [weak self, weak task] in
                guard let self, let task, self.stop(id, because: .deadlinePassed) else { return }
                task.cancel()  // on a global queue already
            } : nil
        tasks.withLock { $0[id] = Collecting(continuation: continuation, limit: taskLimit, timeout: timeout, deadlineTimer: timer) }
        if let timer {
            DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Self.nanoseconds(deadline)), execute: timer)
        }
        if timeout < RetryPolicy.longestWait { checkIdle(id, task: task, after: timeout) }
    }

    /// Ends the task as `.timedOut` once no byte arrived for its timeout: one check when the
    /// timeout would pass since the last byte, and another then if a byte came meanwhile, so a
    /// task has one timer at a time, not one a piece.
    private func checkIdle(_ id: Int, task: URLSessionTask, after seconds: TimeInterval) {
        let check = DispatchWorkItem { [weak self, weak task] in
            guard let self, let task else { return }
            let remaining: TimeInterval? = self.tasks.withLock { tasks in
                guard let collecting = tasks[id], collecting.stop == nil else { return nil }  // ended, or stopped
                let idle = Double(DispatchTime.now().uptimeNanoseconds - collecting.lastActivity.uptimeNanoseconds) / 1e9
                guard idle >= collecting.timeout else { return collecting.timeout - idle }
                collecting.stop = .timedOut
                collecting.body = Data()
                return 0
            }
            guard let remaining else { return }
            if remaining > 0 { self.checkIdle(id, task: task, after: remaining) } else { task.cancel() }  // on a global queue already
        }
        tasks.withLock { $0[id]?.idleCheck = check }
        DispatchQueue.global().asyncAfter(deadline: .now() + .nanoseconds(Self.nanoseconds(seconds)), execute: check)
    }

    /// `seconds` as a count of nanoseconds that a `DispatchTime` can add: NaN and negatives are 0.
    private static func nanoseconds(_ seconds: TimeInterval) -> Int {
        Int(clamping: RetryPolicy.nanoseconds(seconds))
    }

    func urlSession(
        _ session: URLSession, dataTask: URLSessionDataTask, didReceive response: URLResponse,
        completionHandler: @escaping (URLSession.ResponseDisposition) -> Void
    ) {
        let declared = response.expectedContentLength  // -1 when the length is not announced
        let refused = tasks.withLock { tasks -> Bool in
            guard let collecting = tasks[dataTask.taskIdentifier] else { return false }
            collecting.response = response
            collecting.lastActivity = .now()
            guard collecting.stop == nil, declared > Int64(collecting.limit) else { return false }
            collecting.stop = .tooLarge
            return true
        }
        // Cancelled here too, whatever the disposition does (FoundationNetworking ignored it).
        if refused { Self.cancel(dataTask) }
        completionHandler(refused ? .cancel : .allow)
    }

    func urlSession(_ session: URLSession, dataTask: URLSessionDataTask, didReceive data: Data) {
        let refused = tasks.withLock { tasks -> Bool in
            guard let collecting = tasks[dataTask.taskIdentifier], collecting.stop == nil else { return false }
            collecting.lastActivity = .now()
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
        guard let collecting = tasks.withLock({ $0.removeValue(forKey: task.taskIdentifier) }) else { return }
        collecting.deadlineTimer?.cancel()
        collecting.idleCheck?.cancel()
        let outcome: Outcome
        switch (collecting.stop, error) {
        case (.tooLarge?, _): outcome = .tooLarge
        case (.deadlinePassed?, _): outcome = .deadlinePassed
        case (.timedOut?, _): outcome = .timedOut
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
        tasks.withLock { tasks in
            guard let collecting = tasks[id], collecting.stop == nil else { return false }
            collecting.stop = reason
            collecting.body = Data()
            return true
        }
    }
}
#endif
