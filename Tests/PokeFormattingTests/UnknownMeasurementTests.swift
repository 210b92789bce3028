import PokeFormatting
import Testing

@Suite("PokeAPI's 0 means unknown")
struct UnknownMeasurementTests {
    @Test func zeroIsUnknown() {
        #expect(Weight(hectograms: 0).hectograms == nil)
        #expect(Weight(hectograms: 0) == .unknown)
        #expect(Height(decimetres: 0).decimetres == nil)
        #expect(Weight(hectograms: 1).hectograms == 1)
    }

    @Test(arguments: MeasurementWidth.allCases)
    func unknownFormatsAsTheGamesQuestionMarksInEveryLocale(width: MeasurementWidth) throws {
        for expected in shortWidthTable {
            for system in MeasurementSystemChoice.allCases {
                let weight = try WeightFormatter(locale: expected.locale, width: width, system: system)
                let height = try HeightFormatter(locale: expected.locale, width: width, system: system)
                #expect(try weight.format(.unknown) == unknownMeasurementText)
                #expect(try height.format(.unknown) == unknownMeasurementText)
            }
        }
        #expect(unknownMeasurementText == "????")
    }
}

@Suite("Negative values are a programming error")
struct NegativeValueTests {
    @Test func negativeHeightStops() async {
        await #expect(processExitsWith: .failure) { _ = Height(decimetres: -1) }
    }

    @Test func negativeWeightStops() async {
        await #expect(processExitsWith: .failure) { _ = Weight(hectograms: -1) }
    }
}
