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
                #expect(try weight.format(.unknown) == WeightFormatter.unknownText)
                #expect(try height.format(.unknown) == HeightFormatter.unknownText)
            }
        }
        #expect(HeightFormatter.unknownText == "????" && WeightFormatter.unknownText == "????")
    }
}

@Suite("Any Int makes a height or weight, and none traps")
struct OutOfRangeTests {
    /// The edges of the range and of `Int`, and values whose inch or pound arithmetic would overflow.
    static let values = [
        Int.min, Int.min + 1, -1_000_000_000_000_000, -1_000_001, -2, -1, 0, 1, 999_999, 1_000_000,
        1_000_001, 922_337_203_685_478, 9_223_372_036_854_776, Int.max / 1000, Int.max - 1, Int.max,
    ]

    @Test(arguments: MeasurementSystemChoice.allCases)
    func heightsOutsideTheRangeThrowTheTypedError(system: MeasurementSystemChoice) throws {
        for width in MeasurementWidth.allCases {
            let formatter = try HeightFormatter(locale: "en-US", width: width, system: system)
            for decimetres in Self.values {
                let height = Height(decimetres: decimetres)
                if Height.formattableDecimetres.contains(decimetres) {
                    #expect(try !formatter.format(height).isEmpty, "\(decimetres) dm")
                } else {
                    #expect(throws: FormattingError.heightOutOfRange(decimetres: decimetres)) { try formatter.format(height) }
                }
            }
        }
    }

    @Test(arguments: MeasurementSystemChoice.allCases)
    func weightsOutsideTheRangeThrowTheTypedError(system: MeasurementSystemChoice) throws {
        for width in MeasurementWidth.allCases {
            let formatter = try WeightFormatter(locale: "en-US", width: width, system: system)
            for hectograms in Self.values {
                let weight = Weight(hectograms: hectograms)
                if Weight.formattableHectograms.contains(hectograms) {
                    #expect(try !formatter.format(weight).isEmpty, "\(hectograms) hg")
                } else {
                    #expect(throws: FormattingError.weightOutOfRange(hectograms: hectograms)) { try formatter.format(weight) }
                }
            }
        }
    }

    @Test func theLargestFormattableValuesConvertExactly() throws {
        let feet = try HeightFormatter(locale: "en", system: .usCustomary)
        let pounds = try WeightFormatter(locale: "en", system: .usCustomary)
        // 1,000,000 dm = 3,937,007.87… in, rounded to 3,937,008 in (328,084 ft); 1,000,000 hg = 220,458.6 lb at the games' 0.4536 kg.
        #expect(try feet.format(Height(decimetres: 1_000_000)) == "328,084 ft, 0 in")
        #expect(try pounds.format(Weight(hectograms: 1_000_000)) == "220,458.6 lb")
    }

    @Test func theErrorsSayWhatIsWrongAndHowToFixIt() {
        #expect(
            FormattingError.heightOutOfRange(decimetres: -1).description
                == "A height of -1 dm cannot be shown: heights go from 0 (unknown) to 1000000 dm. "
                + "Pass PokeAPI's value in decimetres; this one is an error in the data's source.")
        #expect(
            FormattingError.weightOutOfRange(hectograms: Int.max).description
                == "A weight of 9223372036854775807 hg cannot be shown: weights go from 0 (unknown) to 1000000 hg. "
                + "Pass PokeAPI's value in hectograms; this one is an error in the data's source.")
    }
}
