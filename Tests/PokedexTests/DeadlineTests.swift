import Foundation
import PokeAPIFixtureServer
import Testing

@testable import Pokedex

/// A server that keeps sending, a byte at a time, never trips the timeout between bytes; the
/// deadline for the whole answer ends it, as a timeout that retries treat like any other.
///
/// The time limits only turn a request that never ends into a failure instead of a hang; what
/// the tests check is how the request ended and what the server counted. They are far above
/// what a test takes alone, as CacheFileKindTests' limit is, for the same reason.
@Suite(.timeLimit(.minutes(10))) struct DeadlineTests {
    /// Never retry; a timeout between bytes (10 s) far above the drip's gaps (0.2 s).
    func drippedClient(
        _ server: FixtureServer, fault: String?, deadline: TimeInterval,
        retry: RetryPolicy = .none, wire: HTTPWireChoice
    ) -> PokedexClient {
        PokedexClient(
            configuration: PokedexConfiguration(
                baseURL: server.apiURL(fault: fault), requestTimeout: 10, retry: retry, requestDeadline: deadline
            ).over(wire))
    }

    @Test(arguments: HTTPWireChoice.available)
    func aDrippingAnswerEndsAtTheDeadlineAsATypedTimeout(wire: HTTPWireChoice) async throws {
        try await withFixtureServer { server throws in
            let client = drippedClient(server, fault: "drip:200", deadline: 2, wire: wire)
            let error = await pokedexError { try await client.pokemon(1) }
            #expect(
                error
                    == .transport(
                        url: server.apiURL(fault: "drip:200").absoluteString + "pokemon/1/",
                        reason: HTTPTransport.deadlineReason(2), timedOut: true))
            #expect(error?.description.contains("within the 2 s deadline. Raise requestDeadline") == true)
            #expect(client.requestCount == 1)
        }
    }

    @Test(arguments: HTTPWireChoice.available)
    func aRequestPastItsDeadlineIsRetriedAsATimeout(wire: HTTPWireChoice) async throws {
        try await withFixtureServer { server throws in
            // The count bounds it (see makeClient).
            let retry = RetryPolicy(maxAttempts: 2, baseDelay: 0.01, maxDelay: 0.02, maxElapsed: .infinity)
            let client = drippedClient(server, fault: "drip:200@1", deadline: 2, retry: retry, wire: wire)
            #expect(try await client.pokemon(1).name == "bulbasaur")
            #expect(try await server.stats().paths == ["/api/v2/pokemon/1/": 2])
        }
    }

    @Test(arguments: HTTPWireChoice.available)
    func anAnswerWithinItsDeadlineIsKeptAndNoDeadlineMeansNone(wire: HTTPWireChoice) async throws {
        try await withFixtureServer { server throws in
            // A whole body in well under the deadline, and a client with no deadline at all.
            #expect(try await drippedClient(server, fault: "delay:50", deadline: 30, wire: wire).pokemon(1).name == "bulbasaur")
            #expect(try await drippedClient(server, fault: nil, deadline: .infinity, wire: wire).pokemon(25).name == "pikachu")
        }
    }

    @Test func theDeadlineDefaultsToAMinuteAndItsMessageNamesTheSetting() {
        #expect(PokedexConfiguration().requestDeadline == 60)
        #expect(PokedexConfiguration.defaultRequestDeadline == 60)
        #expect(HTTPTransport.deadlineReason(60).hasPrefix("the whole answer did not arrive within the 60 s deadline."))
        #expect(HTTPTransport.deadlineReason(0.5).contains("within the 0.5 s deadline"))
    }
}
