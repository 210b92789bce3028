/// Shares identical requests in flight: a second caller for the same key awaits the first one's result.
actor InFlightRequests {
    private var running: [String: Task<any Sendable, any Error>] = [:]

    /// Runs `work` for `key`, or joins the run already going for it.
    ///
    /// The work runs in its own task, so a joined caller's cancellation does not fail the others;
    /// a cancelled caller still gets the shared result when it arrives.
    func share<Value: Sendable>(_ key: String, _ work: @escaping @Sendable () async throws -> Value)
        async throws -> Value {
        if let task = running[key] {
            return try await task.value as! Value  // the key includes the value's type
        }
        let task = Task<any Sendable, any Error> { try await work() }
        running[key] = task
        defer { running[key] = nil }
        return try await task.value as! Value
    }
}
