import Foundation
import PokedexCard
import Testing

/// Apps show `error.localizedDescription`; it must be the sentence `description` gives.
@Suite struct CardErrorDescriptionTests {
    /// Every case (the switch below makes a new case a build error here).
    static let examples: [CardError] = [.formatting("A height of -1 dm cannot be shown.")]

    @Test(arguments: examples)
    func theLocalizedDescriptionIsTheDescription(_ error: CardError) {
        switch error {
        case .formatting(let message): #expect(String(describing: error) == message)
        }
        #expect((error as Error).localizedDescription == String(describing: error))
    }
}
