import Foundation
import PokeAPIFixtureServer
import Pokedex
import Testing

/// An answer's headers past what any PokeAPI server sends end the request with a message that
/// says so, not "out of memory" or a lost connection (libcurl's own words for its limits).
@Suite struct ResponseHeaderLimitTests {
    @Test(
        "an answer with a header line past the client's limit or libcurl's is named as such",
        arguments: [
            (70_000, "the server's response headers passed 65536 bytes"),
            (200_000, "the server's response headers are over libcurl's limits"),
        ])
    func oversizedHeaders(bytes: Int, message: String) async throws {
        try await withFixtureServer(arguments: ["--fault", "huge-header:\(bytes)"]) { server throws in
            let client = PokedexClient(configuration: PokedexConfiguration(baseURL: server.apiURL(), retry: .none))
            do {
                _ = try await client.pokemon(.id(1))
                Issue.record("a \(bytes)-byte header was taken")
            } catch {
                #expect(String(describing: error).contains(message), "\(error)")
                #expect(!String(describing: error).contains("Out of memory"))
            }
        }
    }
}
