import Foundation
@testable import Pokedex
import PokeAPIFixtureServer
import Testing

/// Every call against a faulty server ends, in a value or a `PokedexError`, within its time limits;
/// retries stop at their bound; oversized bodies are refused; cancelling a bulk load stops its requests.
@Suite struct WireBoundTests {
    /// A policy with a short budget, so a failing call's upper bound is a few seconds.
    static let quickRetry = RetryPolicy(maxAttempts: 3, baseDelay: 0.05, maxDelay: 0.2, maxElapsed: 3)

    /// Seconds added to every time bound for a loaded machine, beyond the stalls `StallClock` subtracts.
    /// Generous on purpose: this is a hang check, not a timing. A hang lasts until the fixture
    /// server quits (600 s), while a loaded run was seen at 38 s and, with every suite running
    /// under ThreadSanitizer on two cores, at 162 s.
    static let schedulingAllowance: TimeInterval = 240

    /// Fault specs and whether a value may come back (only `delay` lets every answer through).
    static let faults: [(spec: String, mayAnswer: Bool)] = [
        ("500", false), ("429:1", false), ("429:60", false), ("slow:4000", false), ("delay:300", true),
        ("truncated", false), ("invalid-json", false), ("redirect-loop", false), ("huge", false),
        ("500@1", true), ("slow:4000@1", true),
    ]

    @Test(arguments: faults.map(\.spec))
    func everyFaultEndsInAValueOrATypedErrorWithinItsBudget(_ spec: String) async throws {
        try await withFixtureServer { server throws in
            let timeout: TimeInterval = 1
            let client = makeClient(server, fault: spec, timeout: timeout, retry: Self.quickRetry)
            // Each attempt may take its timeout; the retry budget bounds the waits between them.
            let budget = Self.quickRetry.maxElapsed + Double(Self.quickRetry.maxAttempts) * timeout
            let clock = StallClock()
            let outcome: Result<Pokemon, any Error>
            do {
                outcome = .success(try await client.pokemon(25))
            } catch {
                outcome = .failure(error)
            }
            let elapsed = await clock.elapsedLessStalls()
            // 3× the budget, plus time to wait for a thread: the suite runs tests in parallel, and
            // on two busy cores an async test can wait many seconds for its turn. A hang (a timeout
            // not applied, a retry loop not bounded) would last until the server quits, 600 s.
            let bound = 3 * budget + Self.schedulingAllowance
            #expect(elapsed < bound, "\(spec): took \(elapsed) s, more than 3× the \(budget) s budget + slack")
            switch outcome {
            case .success(let pokemon):
                #expect(Self.faults.first { $0.spec == spec }!.mayAnswer, "\(spec) answered \(pokemon.name)")
                #expect(pokemon.name == "pikachu")
            case .failure(let error):
                #expect(error is PokedexError, "\(spec) threw \(error), not a PokedexError")
            }
            #expect(client.requestCount <= Self.quickRetry.maxAttempts)
        }
    }

    @Test(arguments: [1, 2, 4])
    func retriesStopAtTheirBoundAsTheServerCountsThem(_ attempts: Int) async throws {
        try await withFixtureServer { server throws in
            let retry = RetryPolicy(maxAttempts: attempts, baseDelay: 0.01, maxDelay: 0.02, maxElapsed: 10)
            for spec in ["500", "429:0"] {
                let client = makeClient(server, fault: spec, retry: retry)
                let error = await pokedexError { try await client.species(1) }
                guard case .httpStatus(let status, _, _)? = error else {
                    Issue.record("\(spec): expected an HTTP status error, got \(String(describing: error))")
                    continue
                }
                #expect("\(status)" == spec.prefix(3))
            }
            let stats = try await server.stats()
            #expect(stats.paths == ["/api/v2/pokemon-species/1/": 2 * attempts])
            #expect(stats.total == 2 * attempts)
        }
    }

    @Test func anOversizedBodyIsRefusedWithATypedErrorAndNotRetried() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server, fault: "huge")  // 16 MiB, no Content-Length
            #expect(client.configuration.maxResponseBytes == 8 * 1024 * 1024)
            let error = await pokedexError { try await client.pokemon(1) }
            #expect(error == .responseTooLarge(url: server.apiURL(fault: "huge").absoluteString + "pokemon/1/",
                                               limit: 8 * 1024 * 1024))
            #expect(error?.description.contains("maxResponseBytes") == true)
            #expect(client.requestCount == 1)
            // Just under the limit is still a body; the huge mode's JSON decodes as a Pokemon stub.
            let roomy = PokedexClient(configuration: PokedexConfiguration(
                baseURL: server.apiURL(fault: "huge:2000000"), retry: .none, maxResponseBytes: 2_000_000))
            let stub = await pokedexError { try await roomy.pokemon(1) }
            if case .responseTooLarge? = stub { Issue.record("a body of exactly the limit was refused") }
        }
    }

    @Test func anAnnouncedLengthOverTheLimitIsRefused() async throws {
        try await withFixtureServer { server throws in
            let body = try recordedBody("pokemon-species/25/index.json")
            let small = PokedexClient(configuration: PokedexConfiguration(
                baseURL: server.apiURL(), retry: .none, maxResponseBytes: 1_000))
            let error = await pokedexError { try await small.species(25) }
            #expect(error == .responseTooLarge(url: server.apiURL().absoluteString + "pokemon-species/25/", limit: 1_000))
            let enough = PokedexClient(configuration: PokedexConfiguration(
                baseURL: server.apiURL(), retry: .none, maxResponseBytes: body.count * 2))
            #expect(try await enough.species(25).name == "pikachu")
        }
    }

    @Test func cancellingABulkLoadCancelsItsRequests() async throws {
        try await withFixtureServer { server throws in
            // Every answer takes 3 s, so nothing finishes between the first species request and the cancel.
            let client = makeClient(server, fault: "slow:3000", timeout: 30)
            let load = Task { try await client.allSpecies() }
            let deadline = Date().addingTimeInterval(300)
            while try await server.stats().paths.keys.contains(where: { !$0.contains("?") }) == false {
                #expect(Date() < deadline, "no species request arrived within 300 s")
                if Date() >= deadline { break }
                try await Task.sleep(nanoseconds: 50_000_000)
            }
            let clock = StallClock()
            load.cancel()
            let error = await pokedexError { try await load.value }
            #expect(error == .cancelled)
            let ending = await clock.elapsedLessStalls()
            // A load that ignored the cancel would run on for minutes (1,025 requests of 3 s each,
            // a few at a time); the request count below is the exact check.
            #expect(ending < 3 + 60, "the load took \(ending) s to end after cancel")
            try await Task.sleep(nanoseconds: 500_000_000)  // anything still being started would show up now
            let total = try await server.stats().total
            #expect(total < 3 + 2 * client.configuration.maxConcurrentRequests, "the server saw \(total) requests")
        }
    }
}

/// Wall-clock time less the time this process's task threads could run nothing at all.
///
/// The suite runs in parallel with tests that block threads (running commands synchronously);
/// on two cores that can starve every async test for a minute under a sanitizer. A ticker that
/// asks to wake every 10 ms measures those stalls, so a bound checks the fetcher, not the machine.
final class StallClock: Sendable {
    private let started = Date()
    private let ticker: Task<TimeInterval, Never>

    init() {
        ticker = Task {
            var stalled: TimeInterval = 0
            var last = Date()
            while !Task.isCancelled {
                try? await Task.sleep(nanoseconds: 10_000_000)
                let now = Date()
                stalled += max(0, now.timeIntervalSince(last) - 0.1)  // late by more than 0.1 s: a stall
                last = now
            }
            return stalled
        }
    }

    /// Seconds since `init`, less the stalls; stops the ticker.
    func elapsedLessStalls() async -> TimeInterval {
        let elapsed = Date().timeIntervalSince(started)
        ticker.cancel()
        return elapsed - (await ticker.value)
    }
}
