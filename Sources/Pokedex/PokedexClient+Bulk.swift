/// Loads many resources at once, a bounded number in flight.
extension PokedexClient {
    /// Every entry of a list endpoint, in order (e.g. all 1,025 species' names and URLs).
    ///
    /// Throws `PokedexError.invalidPageSize` for a page size below 1.
    /// - Complexity: one request for the first `pageSize` entries, then the remaining pages concurrently.
    public func allEntries(of kind: ResourceKind, pageSize: Int = 500) async throws -> [NamedResource] {
        guard pageSize >= 1 else { throw PokedexError.invalidPageSize(pageSize) }
        let first = try await page(of: kind, limit: pageSize)
        let rest = try await loadAll(Self.offsets(after: pageSize, count: first.count)) { offset in
            try await page(of: kind, limit: pageSize, offset: offset)
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
    public func species(_ keys: [ResourceKey]) async throws -> [Species] {
        try await loadAll(keys) { key in try await species(key) }
    }

    /// These pokemon, in the order asked, at most `maxConcurrentRequests` requests at once.
    public func pokemon(_ keys: [ResourceKey]) async throws -> [Pokemon] {
        try await loadAll(keys) { key in try await pokemon(key) }
    }

    /// All species in the list endpoint (1,025 on PokeAPI), in list order.
    /// - Complexity: 1,028 requests when nothing is cached (3 list pages, 1,025 species).
    public func allSpecies() async throws -> [Species] {
        let entries = try await allEntries(of: .species)
        return try await species(entries.map { .id($0.id) })
    }

    /// Runs `load` for every input with at most `maxConcurrentRequests` running; results keep input order.
    ///
    /// The first failure cancels the rest and is thrown. Identical inputs in flight share one request.
    /// The client's requests, from here and from anywhere else, are bounded by
    /// `maxConcurrentRequests` together; this bounds only how many `load` calls run at once.
    public func loadAll<Input: Sendable, Output: Sendable>(
        _ inputs: [Input], _ load: @escaping @Sendable (Input) async throws -> Output
    ) async throws -> [Output] {
        let width = max(1, configuration.maxConcurrentRequests)
        return try await withThrowingTaskGroup(of: (Int, Output).self) { group in
            var results = [Output?](repeating: nil, count: inputs.count)
            var next = 0
            func startNext() {
                guard next < inputs.count else { return }
                let index = next, input = inputs[index]
                group.addTask { (index, try await load(input)) }
                next += 1
            }
            for _ in 0..<width { startNext() }
            while let (index, output) = try await group.next() {
                results[index] = output
                startNext()
            }
            return results.map { $0! }
        }
    }
}
