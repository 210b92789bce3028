import Foundation
import PokeAPIFixtureServer
import Testing

@testable import Pokedex

/// A server that sends heights and weights no Pokémon has gets a typed decoding error naming the
/// field, never a value that would crash the app further on.
@Suite struct HostileValueTests {
    @Test(arguments: [
        ("height:-1", "height", "The height is -1 dm, outside the 0...1000000 dm a Pokémon can have."),
        (
            "weight:9223372036854775807", "weight",
            "The weight is 9223372036854775807 hg, outside the 0...1000000 hg a Pokémon can have."
        ),
        ("height:1000001", "height", "The height is 1000001 dm, outside the 0...1000000 dm a Pokémon can have."),
        (
            "weight:-9223372036854775808", "weight",
            "The weight is -9223372036854775808 hg, outside the 0...1000000 hg a Pokémon can have."
        ),
    ])
    func aMeasurementNoPokemonHasIsADecodingErrorAtItsKey(fault: String, keyPath: String, reason: String) async throws {
        try await withFixtureServer { server throws in
            let client = makeClient(server, fault: fault)
            await #expect(
                throws: PokedexError.decoding(
                    type: "Pokemon", url: server.apiURL(fault: fault).absoluteString + "pokemon/25/",
                    keyPath: keyPath, reason: reason)
            ) {
                try await client.pokemon(25)
            }
        }
    }

    /// Foundation's JSONDecoder refuses such a number as invalid JSON for the whole body, so the
    /// key path is empty; it is still the typed decoding error.
    @Test func aWeightPastSixtyFourBitsIsADecodingError() async throws {
        try await withFixtureServer { server throws in
            let error = await pokedexError { try await makeClient(server, fault: "weight:9223372036854775808").pokemon(25) }
            guard case .decoding("Pokemon", _, _, _)? = error else {
                Issue.record("Expected a decoding error, got \(String(describing: error))")
                return
            }
        }
    }

    @Test func theEdgesOfTheRangeDecode() async throws {
        try await withFixtureServer { server throws in
            #expect(try await makeClient(server, fault: "height:0").pokemon(25).height == 0)
            #expect(try await makeClient(server, fault: "height:1000000").pokemon(25).height == 1_000_000)
            #expect(try await makeClient(server, fault: "weight:1000000").pokemon(25).weight == 1_000_000)
        }
    }

    @Test func everyIntOutsideTheRangeIsRefusedAndEveryOneInsideKept() throws {
        let url = URL(string: "https://pokeapi.co/api/v2/pokemon/25/")!
        let pikachu = try JSONSerialization.jsonObject(with: recordedBody("pokemon/25/index.json")) as! [String: Any]
        for value in [Int.min, -1_000_001, -1, 0, 1, 999_999, 1_000_000, 1_000_001, Int.max] {
            for key in ["height", "weight"] {
                var body = pikachu
                body[key] = value
                let data = try JSONSerialization.data(withJSONObject: body)
                if Pokemon.measurementRange.contains(value) {
                    let decoded = try decodeBody(Pokemon.self, from: data, url: url)
                    #expect((key == "height" ? decoded.height : decoded.weight) == value)
                } else {
                    #expect(throws: PokedexError.self) { try decodeBody(Pokemon.self, from: data, url: url) }
                }
            }
        }
    }
}
