import Foundation
import PokeAPIFixtureServer
import Testing

@testable import Pokedex

/// Retries, timeouts and broken answers, each injected by the fixture server's fault prefix.
@Suite struct FaultTests {
    @Test func retriesServerErrorsUntilOneSucceeds() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server, fault: "500@2")
            #expect(try await client.pokemon(1).name == "bulbasaur")
            #expect(client.requestCount == 3)
            #expect(try await server.stats().statuses == ["500": 2, "200": 1])
        }
    }

    @Test func givesUpAfterMaxAttemptsWithTheStatusAndDetail() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server, fault: "500")
            await #expect(
                throws: PokedexError.httpStatus(
                    500, url: server.apiURL(fault: "500").absoluteString + "pokemon/1/", detail: "Injected server error.")
            ) {
                try await client.pokemon(1)
            }
            #expect(client.requestCount == 3)
        }
    }

    @Test func retriesRateLimitsAfterRetryAfter() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server, fault: "429:0@2")
            #expect(try await client.type("fire").id == 10)
            #expect(try await server.stats().statuses == ["429": 2, "200": 1])
        }
    }

    @Test func doesNotRetryEarlierThanARetryAfterBeyondTheTimeBudget() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(
                server, fault: "429:60@1",
                retry: RetryPolicy(maxAttempts: 5, baseDelay: 0.01, maxElapsed: 5))
            await #expect(
                throws: PokedexError.httpStatus(
                    429, url: server.apiURL(fault: "429:60@1").absoluteString + "type/10/",
                    detail: "Request was throttled.")
            ) {
                try await client.type(10)
            }
            #expect(client.requestCount == 1)
        }
    }

    @Test func retryWaitsAreJitteredBoundedAndNeverShorterThanRetryAfter() {
        let policy = RetryPolicy(maxAttempts: 4, baseDelay: 0.5, maxDelay: 3, maxElapsed: 10)
        for attempt in 1...3 {
            let cap = min(3, 0.5 * Double(1 << (attempt - 1)))
            #expect(policy.delay(after: attempt, retryAfter: nil, elapsed: 0, random: { $0.upperBound }) == cap)
            #expect(policy.delay(after: attempt, retryAfter: nil, elapsed: 0, random: { $0.lowerBound }) == 0)
            #expect(policy.delay(after: attempt, retryAfter: 2.5, elapsed: 0, random: { $0.lowerBound }) == 2.5)
        }
        #expect(policy.delay(after: 4, retryAfter: nil, elapsed: 0) == nil)
        #expect(policy.delay(after: 1, retryAfter: 9, elapsed: 2) == nil)
        #expect(retryAfterSeconds("7") == 7)
        #expect(retryAfterSeconds("soon") == nil)
        let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT
        #expect(retryAfterSeconds("Wed, 21 Oct 2015 07:28:30 GMT", now: now) == 30)
    }

    @Test func aRetryAfterLongerThanAnySleepEndsRetryingEvenWithoutATimeBudget() async throws {
        let retryAfter = "100000000000000000000"  // 10^20 s: 10^29 ns, past UInt64
        try await withFixtureServer { server throws in
            let client = makeClient(
                server, fault: "429:\(retryAfter)@1",
                retry: RetryPolicy(maxAttempts: 3, baseDelay: 0.01, maxElapsed: .infinity))
            await #expect(
                throws: PokedexError.httpStatus(
                    429, url: server.apiURL(fault: "429:\(retryAfter)@1").absoluteString + "type/10/",
                    detail: "Request was throttled.")
            ) {
                try await client.type(10)
            }
            #expect(client.requestCount == 1)
        }
    }

    @Test func anyPolicyAndRetryAfterGiveAWaitThatFitsASleep() {
        let longest = RetryPolicy.longestWait
        #expect(RetryPolicy.nanoseconds(longest) == UInt64.max)
        #expect(RetryPolicy.nanoseconds(.infinity) == UInt64.max)
        #expect(RetryPolicy.nanoseconds(1e300) == UInt64.max)
        #expect(RetryPolicy.nanoseconds(.nan) == 0 && RetryPolicy.nanoseconds(-1) == 0)
        #expect(RetryPolicy.nanoseconds(1.5) == 1_500_000_000)
        let unbounded = RetryPolicy(maxAttempts: .max, baseDelay: .infinity, maxDelay: .infinity, maxElapsed: .infinity)
        for retryAfter in [nil, 0, 1e9, longest, longest * 2, 1e300] as [TimeInterval?] {
            for attempt in [1, 2, 64, 2000, Int.max - 1] {
                let wait = unbounded.delay(after: attempt, retryAfter: retryAfter, elapsed: 0)
                #expect(wait.map { $0 >= 0 && $0 <= longest } ?? true)
                #expect((wait == nil) == ((retryAfter ?? 0) > longest), "\(String(describing: retryAfter)) \(attempt)")
            }
        }
        for setting in [TimeInterval.nan, -1, .infinity, -.infinity] {
            let odd = RetryPolicy(maxAttempts: 3, baseDelay: setting, maxDelay: setting, maxElapsed: .infinity)
            #expect(odd.delay(after: 1, retryAfter: nil, elapsed: 0).map { $0 >= 0 && $0 <= longest } == true)
        }
        #expect(RetryPolicy(maxElapsed: .infinity).delay(after: 1, retryAfter: 1e9, elapsed: 0) == 1e9)
    }

    @Test func retriesATimeoutThenSucceeds() async throws {
        try await withFixtureServer { server throws in
            // The second attempt gets the same 5 s without a byte: room for a server on two busy cores.
            let client = makeClient(server, fault: "slow:20000@1", timeout: 5)
            #expect(try await client.species(25).name == "pikachu")
            #expect(client.requestCount == 2)
        }
    }

    @Test func reportsATimeoutWhenEveryAttemptTimesOut() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(
                server, fault: "slow:3000", timeout: 1,
                retry: RetryPolicy(maxAttempts: 2, baseDelay: 0.01, maxElapsed: .infinity))
            await #expect(
                throws: PokedexError.transport(
                    url: server.apiURL(fault: "slow:3000").absoluteString + "pokemon/1/",
                    reason: "the request timed out. Raise requestTimeout or check that the server is not overloaded.",
                    timedOut: true)
            ) {
                try await client.pokemon(1)
            }
            #expect(client.requestCount == 2)
        }
    }

    @Test func reportsATruncatedBodyWithoutRetryingOrCaching() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server, fault: "truncated")
            for _ in 1...2 {
                let error = await pokedexError { try await client.pokemon(25) }
                if case .decoding? = error { continue }  // the connection may close after a parseable half
                #expect(isTransportWithoutTimeout(error), "\(String(describing: error))")
            }
            #expect(client.requestCount == 2)
        }
    }

    @Test func reportsInvalidJSONAsDecodingAndDoesNotCacheIt() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server, fault: "invalid-json")
            let first = await pokedexError { try await client.pokemon(1) }
            guard case .decoding(let type, let url, _, _)? = first else {
                Issue.record("Expected a decoding error, got \(String(describing: first))")
                return
            }
            #expect(type == "Pokemon" && url.hasSuffix("/_fault/invalid-json/api/v2/pokemon/1/"))
            #expect(await pokedexError { try await client.pokemon(1) } == first)
            #expect(client.requestCount == 2)
        }
    }

    @Test func reportsARedirectLoopAsTransport() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server, fault: "redirect-loop")
            let error = await pokedexError { try await client.pokemon(1) }
            #expect(isTransportWithoutTimeout(error), "\(String(describing: error))")
        }
    }

    @Test func reportsCancellation() async throws {
        try await withFixtureServer { server throws in
            let client = makeHoldingClient(server)
            let task = Task { try await client.pokemon(1) }
            // The request is on the server, which keeps it unanswered: cancelled in flight.
            #expect(try await server.held(atLeast: 1) == ["/api/v2/pokemon/1/"])
            task.cancel()
            await #expect(throws: PokedexError.cancelled) { try await task.value }
            try await server.releaseAll()
        }
    }
}

/// Identical requests in flight share one HTTP request.
@Suite struct SharedRequestTests {
    @Test func concurrentIdenticalRequestsSendOneRequest() async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server, fault: "slow:300")
            let names = try await client.loadAll(Array(repeating: ResourceKey.id(386), count: 12)) { key in
                try await client.pokemon(key).name
            }
            #expect(names == Array(repeating: "deoxys-normal", count: 12))
            #expect(client.requestCount == 1)
            #expect(try await server.stats().paths == ["/api/v2/pokemon/386/": 1])
        }
    }

    @Test func anAppsOwnTypeWithTheSameNameNeverJoinsTheLibrarysRequest() async throws {
        #expect("\(AnApp.Pokemon.self)" == "\(Pokemon.self)", "the test needs two types printed alike")
        try await withFixtureServer { server throws in
            let client = makeHoldingClient(server)
            let library = Task { try await client.pokemon(25) }
            // Counting events, not time: the library's request is on the server, kept unanswered,
            // when the app asks for its own type at the same URL, which must be a request of its own.
            #expect(try await server.held(atLeast: 1) == ["/api/v2/pokemon/25/"])
            let app = Task { try await client.resource(.pokemon, 25, as: AnApp.Pokemon.self) }
            #expect(try await server.held(atLeast: 2) == ["/api/v2/pokemon/25/", "/api/v2/pokemon/25/"])
            try await server.releaseAll()
            #expect(try await app.value == AnApp.Pokemon(id: 25, name: "pikachu", order: 35))
            #expect(try await library.value.name == "pikachu")
            // One request per type; two callers of one type still share (see above).
            #expect(try await server.stats().paths == ["/api/v2/pokemon/25/": 2])
        }
    }

    /// Counting events, not time: the kept caller's request is held on the server while the other
    /// caller is cancelled, so the cancelled one must stop waiting without the answer, and
    /// without taking the request the kept one waits for with it.
    @Test func aCancelledCallerStopsWaitingWhileOthersGetTheResult() async throws {
        try await withFixtureServer { server throws in
            let client = makeHoldingClient(server)
            let kept = Task { try await client.species(25) }
            #expect(try await server.held(atLeast: 1) == ["/api/v2/pokemon-species/25/"])
            let cancelled = Task { try await client.species(25) }
            cancelled.cancel()
            await #expect(throws: PokedexError.cancelled) { try await cancelled.value }
            // The answer has not gone out yet: the cancelled caller did not wait for it.
            #expect(try await server.stats().held == ["/api/v2/pokemon-species/25/"])
            try await server.release("/api/v2/pokemon-species/25/")
            #expect(try await kept.value.name == "pikachu")
            #expect(client.requestCount == 1)
            #expect(try await server.stats().paths == ["/api/v2/pokemon-species/25/": 1])
        }
    }
}

/// An app's own model of a `/pokemon` body, named like the library's.
enum AnApp {
    struct Pokemon: Decodable, Sendable, Equatable {
        let id: Int
        let name: String
        let order: Int
    }
}
