/// Shares identical requests in flight: a second caller for the same key awaits the first one's result.
///
/// A request is the value's type and a URL: two callers share a run only when they decode the same
/// type, told apart by identity (`ObjectIdentifier` of the metatype), so an app's own `Pokemon`
/// never joins a run for `Pokedex.Pokemon` however its type is spelled.
///
/// The work runs in its own task. A cancelled caller stops waiting at once and gets
/// `PokedexError.cancelled`; the work is cancelled only when no caller waits for it any more.
actor InFlightRequests {
    /// What identifies one request: the decoded type and the URL.
    struct Key: Hashable, Sendable {
        let type: ObjectIdentifier
        let url: String

        init<Value>(_ type: Value.Type, url: String) {
            self.type = ObjectIdentifier(type)
            self.url = url
        }
    }

    private var runs: [Key: any SharedRun] = [:]
    private var counter = 0

    /// Runs `work` for `url`, or joins the run already going for `Value` at `url`.
    func share<Value: Sendable>(
        _ url: String, as type: Value.Type = Value.self,
        _ work: @escaping @Sendable () async throws -> Value
    ) async throws -> Value {
        let key = Key(type, url: url)
        counter += 1
        let waiter = counter
        return try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Value, any Error>) in
                join(key, waiter: waiter, continuation: continuation, work: work)
            }
        } onCancel: {
            // Runs after `join`: the actor is busy until the continuation above is registered.
            Task { await self.leave(key, waiter: waiter) }
        }
    }

    private func join<Value: Sendable>(
        _ key: Key, waiter: Int, continuation: CheckedContinuation<Value, any Error>,
        work: @escaping @Sendable () async throws -> Value
    ) {
        // The key holds Value's identity, so a run under it is always a Run<Value>.
        if let run = runs[key] as? Run<Value> {
            run.waiters[waiter] = continuation
            return
        }
        counter += 1
        let number = counter
        let task = Task {
            let result: Result<Value, any Error>
            do {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            self.finish(key, number: number, with: result)
        }
        runs[key] = Run(number: number, task: task, waiters: [waiter: continuation])
    }

    private func finish<Value: Sendable>(_ key: Key, number: Int, with result: Result<Value, any Error>) {
        guard let run = runs[key] as? Run<Value>, run.number == number else { return }  // abandoned and replaced
        runs[key] = nil
        for waiter in run.waiters.values { waiter.resume(with: result) }
    }

    private func leave(_ key: Key, waiter: Int) {
        guard let run = runs[key], run.cancelWaiter(waiter) else { return }
        if run.hasNoWaiters {
            run.cancelWork()
            runs[key] = nil
        }
    }
}

/// What `InFlightRequests.leave` needs of a run without knowing its value's type.
private protocol SharedRun: AnyObject {
    /// Resumes the waiter with `PokedexError.cancelled`; false when it was not waiting.
    func cancelWaiter(_ waiter: Int) -> Bool
    var hasNoWaiters: Bool { get }
    func cancelWork()
}

/// One run of the work and the callers waiting for its value. Only touched inside the actor.
private final class Run<Value: Sendable>: SharedRun {
    let number: Int
    let task: Task<Void, Never>
    var waiters: [Int: CheckedContinuation<Value, any Error>]

    init(number: Int, task: Task<Void, Never>, waiters: [Int: CheckedContinuation<Value, any Error>]) {
        self.number = number
        self.task = task
        self.waiters = waiters
    }

    func cancelWaiter(_ waiter: Int) -> Bool {
        guard let continuation = waiters.removeValue(forKey: waiter) else { return false }
        continuation.resume(throwing: PokedexError.cancelled)
        return true
    }

    var hasNoWaiters: Bool { waiters.isEmpty }

    func cancelWork() { task.cancel() }
}
