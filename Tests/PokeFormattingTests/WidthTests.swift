import PokeFormatting
import Testing

@Suite("Long and narrow widths")
struct WidthTests {
    @Test(arguments: [
        ("en", "2 feet, 4 inches", "15.2 pounds"),
        ("en-GB", "2 feet, 4 inches", "15.2 pounds"),
        ("de", "0,7 Meter", "6,9 Kilogramm"),
        ("fr", "0,7\u{A0}mètre", "6,9\u{A0}kilogrammes"),
        ("es", "0,7 metros", "6,9 kilogramos"),
        ("it", "0,7 metri", "6,9 chilogrammi"),
        ("ko", "0.7미터", "6.9킬로그램"),
        ("ja", "0.7 メートル", "6.9 キログラム"),
        ("zh-Hant", "0.7 公尺", "6.9 公斤"),
        ("ru", "0,7 метра", "6,9 килограмма"),
    ])
    func longBulbasaur(locale: String, height: String, weight: String) throws {
        #expect(try HeightFormatter(locale: locale, width: .long).format(Species.bulbasaur.height) == height)
        #expect(try WeightFormatter(locale: locale, width: .long).format(Species.bulbasaur.weight) == weight)
    }

    @Test func longUsesTheLocalesPluralForms() throws {
        let english = try HeightFormatter(locale: "en", width: .long)
        #expect(try english.format(Species.eternamaxEternatus.height) == "328 feet, 1 inch")
        let metric = try WeightFormatter(locale: "en", width: .long, system: .metric)
        #expect(try metric.format(Species.bulbasaur.weight) == "6.9 kilograms")
    }

    /// CLDR's narrow English pound is "#", which is what ICU prints; use `.short` for "lb".
    @Test(arguments: [
        ("en", "2′ 7″", "43.2#"),
        ("en-GB", "2′ 7″", "43.2lb"),
        ("de", "0,8 m", "19,6 kg"),
        ("fr", "0,8m", "19,6kg"),
        ("ko", "0.8m", "19.6kg"),
        ("ja", "0.8m", "19.6kg"),
        ("zh-Hant", "0.8公尺", "19.6 公斤"),
    ])
    func narrowPsyduck(locale: String, height: String, weight: String) throws {
        #expect(try HeightFormatter(locale: locale, width: .narrow).format(Species.psyduck.height) == height)
        #expect(try WeightFormatter(locale: locale, width: .narrow).format(Species.psyduck.weight) == weight)
    }

    @Test func precisionFollowsTheDataWithOneDecimal() throws {
        let metres = try HeightFormatter(locale: "en", system: .metric)
        #expect(try metres.format(Height(decimetres: 7)) == "0.7 m")
        #expect(try metres.format(Height(decimetres: 10)) == "1.0 m")
        let kilograms = try WeightFormatter(locale: "en", system: .metric)
        #expect(try kilograms.format(Weight(hectograms: 1)) == "0.1 kg")
        #expect(try kilograms.format(Weight(hectograms: 190)) == "19.0 kg")
        let pounds = try WeightFormatter(locale: "en")
        #expect(try pounds.format(Weight(hectograms: 1)) == "0.2 lb")
        #expect(try pounds.format(Weight(hectograms: 4600)) == "1,014.1 lb")
    }
}
