/// Shares identical requests in flight: a second caller for the same key awaits the first one's result.
///
/// The work runs in its own task. A cancelled caller stops waiting at once and gets
/// `PokedexError.cancelled`; the work is cancelled only when no caller waits for it any more.
actor InFlightRequests {
    private typealias Waiter = CheckedContinuation<any Sendable, any Error>

    private struct Run {
        let number: Int
        let task: Task<Void, Never>
        var waiters: [Int: Waiter]
    }

    private var runs: [String: Run] = [:]
    private var counter = 0

    /// Runs `work` for `key`, or joins the run already going for it. `key` must name the value's type.
    func share<Value: Sendable>(_ key: String, _ work: @escaping @Sendable () async throws -> Value)
        async throws -> Value {
        counter += 1
        let waiter = counter
        let value = try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: Waiter) in
                join(key, waiter: waiter, continuation: continuation, work: work)
            }
        } onCancel: {
            // Runs after `join`: the actor is busy until the continuation above is registered.
            Task { await self.leave(key, waiter: waiter) }
        }
        return value as! Value  // one key, one type: callers put the type in the key
    }

    private func join<Value: Sendable>(_ key: String, waiter: Int, continuation: Waiter,
                                       work: @escaping @Sendable () async throws -> Value) {
        if runs[key] != nil {
            runs[key]!.waiters[waiter] = continuation
            return
        }
        counter += 1
        let number = counter
        let task = Task {
            let result: Result<any Sendable, any Error>
            do {
                result = .success(try await work())
            } catch {
                result = .failure(error)
            }
            self.finish(key, number: number, with: result)
        }
        runs[key] = Run(number: number, task: task, waiters: [waiter: continuation])
    }

    private func finish(_ key: String, number: Int, with result: Result<any Sendable, any Error>) {
        guard let run = runs[key], run.number == number else { return }  // abandoned and replaced
        runs[key] = nil
        for waiter in run.waiters.values { waiter.resume(with: result) }
    }

    private func leave(_ key: String, waiter: Int) {
        guard let continuation = runs[key]?.waiters.removeValue(forKey: waiter) else { return }
        continuation.resume(throwing: PokedexError.cancelled)
        if let run = runs[key], run.waiters.isEmpty {
            run.task.cancel()
            runs[key] = nil
        }
    }
}
