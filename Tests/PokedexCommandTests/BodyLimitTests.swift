import CommandTestSupport
import Foundation
import PokeAPIFixtureServer
import Pokedex
import Testing

/// The body limit as a user meets it: `pokedex show` against a server whose body never ends.
///
/// Measured as the peak resident memory of the pokedex process alone, read by its parent, so
/// the other tests running beside it don't count. Memory, not time, is what the limit bounds.
@Suite("pokedex --api against a body that never ends")
struct BodyLimitTests {
    let pokedex = BuiltPokedex()

    @Test("an endless body is refused at the limit, holding at most twice the limit more than a normal answer")
    func endlessBody() throws {
        let server = try FixtureServer.start()
        defer { server.stop() }
        let limit = PokedexConfiguration.defaultMaxResponseBytes
        let (normalCache, endlessCache) = (try TemporaryDirectory(), try TemporaryDirectory())
        let normal = try pokedex.runMeasuringPeakMemory(
            ["show", "1", "--api", server.apiURL().absoluteString, "--cache", normalCache.url.path])
        let endless = try pokedex.runMeasuringPeakMemory(
            ["show", "1", "--api", server.apiURL(fault: "endless").absoluteString, "--cache", endlessCache.url.path])
        #expect(normal.status == 0, "\(normal.stderr)")
        #expect(endless.status == 2)
        let refused = PokedexError.responseTooLarge(url: server.apiURL(fault: "endless").absoluteString + "pokemon/1/", limit: limit)
        #expect(endless.stderr == "pokedex: \(refused)\n")
        let growth = endless.peakBytes - normal.peakBytes
        #expect(
            growth <= 2 * limit,
            """
            pokedex held \(endless.peakBytes / 1024) KiB at its peak against the endless body, \
            \(growth / 1024) KiB more than against a normal answer, for a \(limit / 1024) KiB limit
            """)
    }
}
