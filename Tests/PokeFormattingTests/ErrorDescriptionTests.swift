import Foundation
import PokeFormatting
import Testing

/// Apps show `error.localizedDescription`; it must be the sentence `description` gives, with
/// Foundation imported beside PokeFormatting as an app does.
@Suite struct FormattingErrorDescriptionTests {
    /// Every case at least once (the switch in `caseIndex` makes a new case a build error here).
    static let examples: [FormattingError] = [
        .invalidLocale("en--US"),
        .noLocaleData("tlh"),
        .icuFailure(operation: "open a list formatter in 'fr'", errorName: "U_MISSING_RESOURCE_ERROR"),
        .heightOutOfRange(decimetres: -1),
        .weightOutOfRange(hectograms: Int.max),
    ]

    static func caseIndex(_ error: FormattingError) -> Int {
        switch error {
        case .invalidLocale: 0
        case .noLocaleData: 1
        case .icuFailure: 2
        case .heightOutOfRange: 3
        case .weightOutOfRange: 4
        }
    }

    @Test func theExamplesHaveEveryCase() {
        #expect(Set(Self.examples.map(Self.caseIndex)) == Set(0...4))
    }

    @Test(arguments: examples)
    func theLocalizedDescriptionIsTheDescription(_ error: FormattingError) {
        #expect((error as Error).localizedDescription == String(describing: error))
    }
}
