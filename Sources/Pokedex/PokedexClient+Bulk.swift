/// Loads many resources at once, a bounded number in flight.
extension PokedexClient {
    /// Every entry of a list endpoint, in order (e.g. all 1,025 species' names and URLs).
    ///
    /// Throws `PokedexError.invalidPageSize` for a page size below 1.
    /// - Complexity: one request for the first `pageSize` entries, then the remaining pages concurrently.
    public func allEntries(of kind: ResourceKind, pageSize: Int = 500) async throws(PokedexError) -> [NamedResource] {
        try await allEntries(atEndpoint: kind.rawValue, pageSize: pageSize)
    }

    /// ``allEntries(of:pageSize:)`` of any list endpoint, by its path segment (``page(atEndpoint:limit:offset:)``).
    ///
    /// A first page whose `count` is over `maxCount` is a `PokedexError.decoding` at `count`, before
    /// any other page is asked for: a hostile count would otherwise ask for a page per `pageSize`
    /// entries of it.
    package func allEntries(atEndpoint endpoint: String, pageSize: Int = 500, maxCount: Int = .max)
        async throws(PokedexError) -> [NamedResource]
    {
        guard pageSize >= 1 else { throw .invalidPageSize(pageSize) }
        let first = try await page(atEndpoint: endpoint, limit: pageSize)
        guard first.count <= maxCount else {
            let url = (try? listURL(endpoint, limit: pageSize, offset: 0).absoluteString) ?? endpoint
            throw .decoding(
                type: "ListPage", url: url, keyPath: "count",
                reason: "The count is \(first.count), more than the \(maxCount) entries a list read here may have.")
        }
        let rest = try await loadAll(Self.offsets(after: pageSize, count: first.count)) { (offset) throws(PokedexError) in
            try await page(atEndpoint: endpoint, limit: pageSize, offset: offset)
        }
        return (first.results + rest.flatMap(\.results))
    }

    /// The offsets of the pages after the first: `pageSize`, `2 · pageSize`… below `count`.
    ///
    /// Counted without overflow, so a server's `count` near `Int.max` can't make it trap.
    static func offsets(after pageSize: Int, count: Int) -> [Int] {
        var offsets: [Int] = []
        var offset = pageSize
        while offset < count {
            offsets.append(offset)
            let (next, overflow) = offset.addingReportingOverflow(pageSize)
            if overflow { break }
            offset = next
        }
        return offsets
    }

    /// These species, in the order asked, at most `maxConcurrentRequests` requests at once.
    /// - Complexity: a request per key that isn't cached (keys in flight together share one).
    public func species(_ keys: [ResourceKey]) async throws(PokedexError) -> [Species] {
        try await loadAll(keys) { (key) throws(PokedexError) in try await species(key) }
    }

    /// These pokemon, in the order asked, at most `maxConcurrentRequests` requests at once.
    /// - Complexity: a request per key that isn't cached (keys in flight together share one).
    public func pokemon(_ keys: [ResourceKey]) async throws(PokedexError) -> [Pokemon] {
        try await loadAll(keys) { (key) throws(PokedexError) in try await pokemon(key) }
    }

    /// All species in the list endpoint (1,025 on PokeAPI), in list order.
    /// - Complexity: 1,028 requests when nothing is cached (3 list pages, 1,025 species).
    public func allSpecies() async throws(PokedexError) -> [Species] {
        let entries = try await allEntries(of: .species)
        return try await species(entries.map { .id($0.id) })
    }

    /// Runs `load` for every input with at most `maxConcurrentRequests` running; results keep input order.
    ///
    /// A failure is thrown typed as `load` throws it (a `PokedexError` when `load` throws only
    /// those), and it is the failure of the earliest input that fails, whatever order the loads
    /// end in: once a failure is seen no further input is started, the loads before the failed
    /// one run to their end (one of them failing is then the one thrown), and the loads still
    /// running after that are cancelled. A failure thus waits for the slowest load before it.
    /// Identical inputs in flight share one request.
    /// The client's requests, from here and from anywhere else, are bounded by
    /// `maxConcurrentRequests` together; this bounds only how many `load` calls run at once.
    public func loadAll<Input: Sendable, Output: Sendable, Failure: Error>(
        _ inputs: [Input], _ load: @escaping @Sendable (Input) async throws(Failure) -> Output
    ) async throws(Failure) -> [Output] {
        let width = max(1, configuration.maxConcurrentRequests)
        let outcome = await withTaskGroup(of: (Int, Result<Output, Failure>).self) { group in
            var results = [Output?](repeating: nil, count: inputs.count)
            var running = Set<Int>()
            var earliestFailure: (index: Int, error: Failure)?
            var next = 0
            func startNext() {
                guard next < inputs.count, earliestFailure == nil else { return }
                let index = next
                let input = inputs[index]
                group.addTask {
                    do throws(Failure) {
                        return (index, .success(try await load(input)))
                    } catch {
                        return (index, .failure(error))
                    }
                }
                running.insert(index)
                next += 1
            }
            for _ in 0..<width { startNext() }
            while let (index, result) = await group.next() {
                running.remove(index)
                switch result {
                case .success(let output):
                    results[index] = output
                    startNext()
                case .failure(let error):
                    if index < earliestFailure?.index ?? .max { earliestFailure = (index, error) }
                }
                if let failure = earliestFailure, running.allSatisfy({ $0 > failure.index }) {
                    group.cancelAll()
                    return Result<[Output], Failure>.failure(failure.error)
                }
            }
            return .success(results.compactMap { $0 })
        }
        return try outcome.get()
    }
}
