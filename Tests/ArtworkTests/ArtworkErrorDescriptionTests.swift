import Foundation
import Pokedex
import Testing

@testable import Artwork

/// The pokedex command and apps show `error.localizedDescription`; it must be the sentence
/// `description` gives.
@Suite struct ArtworkErrorDescriptionTests {
    /// Every case of PNGDecodingError at least once (the switch in `caseIndex` makes a new case a build error here).
    static let decodingExamples: [PNGDecodingError] = [
        .notPNG,
        .truncated(atByte: 33),
        .badChecksum(chunk: "IHDR", atByte: 8),
        .tooLarge(width: 4096, height: 4096, bytes: 1_000_000, limits: .artwork),
        .corrupt(reason: "too much image data"),
        .outOfMemory,
    ]

    static func caseIndex(_ error: PNGDecodingError) -> Int {
        switch error {
        case .notPNG: 0
        case .truncated: 1
        case .badChecksum: 2
        case .tooLarge: 3
        case .corrupt: 4
        case .outOfMemory: 5
        }
    }

    /// Every case of ArtworkError, each way its description is written.
    static let artworkExamples: [ArtworkError] = [
        .notCached(url: "https://example.com/25.png"),
        .fetch(.decoding(type: "Data", url: "https://example.com/25.png", keyPath: "", reason: "Not a PNG.")),
        .fetch(.cancelled),
        .timedOut(url: "https://example.com/25.png", seconds: 20),
        .decode(.notPNG),
    ]

    static func caseIndex(_ error: ArtworkError) -> Int {
        switch error {
        case .notCached: 0
        case .fetch: 1
        case .timedOut: 2
        case .decode: 3
        }
    }

    @Test func theExamplesHaveEveryCase() {
        #expect(Set(Self.decodingExamples.map(Self.caseIndex)) == Set(0...5))
        #expect(Set(Self.artworkExamples.map(Self.caseIndex)) == Set(0...3))
    }

    @Test func theLocalizedDescriptionIsTheDescription() {
        for error in Self.decodingExamples {
            #expect((error as Error).localizedDescription == String(describing: error))
        }
        for error in Self.artworkExamples {
            #expect((error as Error).localizedDescription == String(describing: error))
        }
    }
}
