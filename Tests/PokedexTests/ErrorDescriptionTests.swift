import Foundation
import Pokedex
import Testing

/// Apps show `error.localizedDescription`; it must be the sentence `description` gives, not
/// Foundation's generic "The operation could not be completed".
@Suite struct ErrorDescriptionTests {
    /// Every case at least once (the switch in `caseIndex` makes a new case a build error here).
    static let examples: [PokedexError] = [
        .badURL("pokemon//"),
        .httpStatus(404, url: "https://pokeapi.co/api/v2/pokemon/0/", detail: "Not found."),
        .httpStatus(429, url: "https://pokeapi.co/api/v2/pokemon/1/", detail: nil),
        .httpStatus(503, url: "https://pokeapi.co/api/v2/pokemon/1/", detail: nil),
        .httpStatus(418, url: "https://pokeapi.co/api/v2/pokemon/1/", detail: nil),
        .decoding(type: "Pokemon", url: "https://pokeapi.co/api/v2/pokemon/1/", keyPath: "height", reason: "The height is -1 dm."),
        .decoding(type: "ListPage", url: "https://pokeapi.co/api/v2/pokemon/", keyPath: "", reason: "Not JSON."),
        .transport(url: "https://pokeapi.co/api/v2/pokemon/1/", reason: "the request timed out.", timedOut: true),
        .responseTooLarge(url: "https://pokeapi.co/api/v2/pokemon/1/", limit: 8 * 1024 * 1024),
        .cancelled,
        .invalidPageSize(0),
        .invalidPageIndex(-1),
    ]

    /// Which case `error` is, numbered in declaration order.
    static func caseIndex(_ error: PokedexError) -> Int {
        switch error {
        case .badURL: 0
        case .httpStatus: 1
        case .decoding: 2
        case .transport: 3
        case .responseTooLarge: 4
        case .cancelled: 5
        case .invalidPageSize: 6
        case .invalidPageIndex: 7
        }
    }

    @Test func theExamplesHaveEveryCase() {
        #expect(Set(Self.examples.map(Self.caseIndex)) == Set(0...7))
    }

    @Test(arguments: examples)
    func theLocalizedDescriptionIsTheDescription(_ error: PokedexError) {
        #expect((error as Error).localizedDescription == String(describing: error))
        #expect((error as any LocalizedError).errorDescription == error.description)
    }
}
