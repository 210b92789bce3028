/// At most `limit` HTTP requests of one client in flight: the rest wait in line, first come first served.
///
/// Every request takes a slot, whoever sends it (a single load, a bulk load, a pager), so
/// `PokedexConfiguration.maxConcurrentRequests` holds for the whole client. A slot is held only
/// while a request is on the wire, never during a retry's wait, and never while its holder waits
/// for anything else, so slots cannot deadlock.
actor RequestSlots {
    /// The most requests in flight at once.
    let limit: Int
    private var inUse = 0
    private var line: [(ticket: Int, continuation: CheckedContinuation<Void, any Error>)] = []
    private var tickets = 0

    /// Slots for at most `limit` requests at once; a limit below 1 counts as 1.
    init(limit: Int) {
        self.limit = max(1, limit)
    }

    /// Runs `request` once a slot is free and frees the slot when it ends.
    /// Throws `PokedexError.cancelled` if the task is cancelled while it waits in line.
    func withSlot<Value: Sendable>(_ request: @Sendable () async throws -> Value) async throws -> Value {
        try await acquire()
        defer { release() }
        return try await request()
    }

    private func acquire() async throws {
        if inUse < limit, line.isEmpty {
            inUse += 1
            return
        }
        if Task.isCancelled { throw PokedexError.cancelled }
        tickets += 1
        let ticket = tickets
        try await withTaskCancellationHandler {
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                line.append((ticket, continuation))
            }
        } onCancel: {
            Task { await self.leaveLine(ticket) }
        }
    }

    /// Frees a slot, handing it straight to the first in line if anyone waits.
    private func release() {
        if line.isEmpty {
            inUse -= 1
        } else {
            line.removeFirst().continuation.resume()  // the slot passes on; inUse stays
        }
    }

    private func leaveLine(_ ticket: Int) {
        guard let index = line.firstIndex(where: { $0.ticket == ticket }) else { return }  // already served
        line.remove(at: index).continuation.resume(throwing: PokedexError.cancelled)
    }
}
