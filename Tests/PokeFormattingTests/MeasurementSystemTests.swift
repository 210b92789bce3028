import PokeFormatting
import Testing

@Suite("Choosing metric or imperial units")
struct MeasurementSystemTests {
    @Test func gamesUseImperialForEveryEnglishRegion() throws {
        for locale in ["en", "en-US", "en-GB", "en-CA", "en-AU"] {
            #expect(try HeightFormatter(locale: locale).format(Species.psyduck.height) == "2 ft, 7 in")
            #expect(try WeightFormatter(locale: locale).format(Species.psyduck.weight) == "43.2 lb")
        }
    }

    @Test func metricOverridesEnglish() throws {
        #expect(try HeightFormatter(locale: "en", system: .metric).format(Species.psyduck.height) == "0.8 m")
        #expect(try WeightFormatter(locale: "en", system: .metric).format(Species.psyduck.weight) == "19.6 kg")
    }

    @Test func usCustomaryOverridesOtherLanguages() throws {
        #expect(try HeightFormatter(locale: "de", system: .usCustomary).format(Species.psyduck.height) == "2 ft, 7 in")
        #expect(try WeightFormatter(locale: "de", system: .usCustomary).format(Species.psyduck.weight) == "43,2 lb")
        #expect(try HeightFormatter(locale: "ko", system: .usCustomary).format(Species.psyduck.height) == "2ft 7in")
        #expect(
            try HeightFormatter(locale: "fr", system: .usCustomary).format(Species.psyduck.height)
                == "2\u{202F}pi et 7\u{202F}po")
    }

    /// CLDR: the US is "US", Great Britain "UK" (feet, inches and pounds here), Canada metric.
    @Test(arguments: [
        ("en", "2 ft, 7 in", "43.2 lb"),
        ("en-US", "2 ft, 7 in", "43.2 lb"),
        ("en-GB", "2 ft, 7 in", "43.2 lb"),
        ("en-CA", "0.8 m", "19.6 kg"),
        ("en-AU", "0.8 m", "19.6 kg"),
        ("es-US", "2 ft y 7 in", "43.2 lb"),
        ("fr-CA", "0,8 m", "19,6 kg"),
        ("de", "0,8 m", "19,6 kg"),
    ])
    func regionPreference(locale: String, height: String, weight: String) throws {
        #expect(try HeightFormatter(locale: locale, system: .regionPreference).format(Species.psyduck.height) == height)
        #expect(try WeightFormatter(locale: locale, system: .regionPreference).format(Species.psyduck.weight) == weight)
    }
}
