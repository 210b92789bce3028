import PokeFormatting
import Testing

/// Expected short-width texts per locale, read from ICU 72 (CLDR 42) on Linux and checked by eye.
/// French separates number and unit with U+202F NARROW NO-BREAK SPACE.
struct LocaleExpectation: Sendable, CustomTestStringConvertible {
    let locale: String
    let psyduckHeight: String
    let psyduckWeight: String
    let cosmoemHeight: String
    let cosmoemWeight: String
    let eternamaxHeight: String

    var testDescription: String { locale }
}

let shortWidthTable: [LocaleExpectation] = [
    .init(
        locale: "en", psyduckHeight: "2 ft, 7 in", psyduckWeight: "43.2 lb",
        cosmoemHeight: "0 ft, 4 in", cosmoemWeight: "2,204.4 lb", eternamaxHeight: "328 ft, 1 in"),
    .init(
        locale: "en-US", psyduckHeight: "2 ft, 7 in", psyduckWeight: "43.2 lb",
        cosmoemHeight: "0 ft, 4 in", cosmoemWeight: "2,204.4 lb", eternamaxHeight: "328 ft, 1 in"),
    .init(
        locale: "en-GB", psyduckHeight: "2 ft, 7 in", psyduckWeight: "43.2 lb",
        cosmoemHeight: "0 ft, 4 in", cosmoemWeight: "2,204.4 lb", eternamaxHeight: "328 ft, 1 in"),
    .init(
        locale: "ko", psyduckHeight: "0.8m", psyduckWeight: "19.6kg",
        cosmoemHeight: "0.1m", cosmoemWeight: "999.9kg", eternamaxHeight: "100.0m"),
    .init(
        locale: "ja", psyduckHeight: "0.8 m", psyduckWeight: "19.6 kg",
        cosmoemHeight: "0.1 m", cosmoemWeight: "999.9 kg", eternamaxHeight: "100.0 m"),
    .init(
        locale: "zh-Hans", psyduckHeight: "0.8米", psyduckWeight: "19.6 kg",
        cosmoemHeight: "0.1米", cosmoemWeight: "999.9 kg", eternamaxHeight: "100.0米"),
    .init(
        locale: "zh-Hant", psyduckHeight: "0.8 公尺", psyduckWeight: "19.6 公斤",
        cosmoemHeight: "0.1 公尺", cosmoemWeight: "999.9 公斤", eternamaxHeight: "100.0 公尺"),
    .init(
        locale: "fr", psyduckHeight: "0,8\u{202F}m", psyduckWeight: "19,6\u{202F}kg",
        cosmoemHeight: "0,1\u{202F}m", cosmoemWeight: "999,9\u{202F}kg", eternamaxHeight: "100,0\u{202F}m"),
    .init(
        locale: "de", psyduckHeight: "0,8 m", psyduckWeight: "19,6 kg",
        cosmoemHeight: "0,1 m", cosmoemWeight: "999,9 kg", eternamaxHeight: "100,0 m"),
    .init(
        locale: "es", psyduckHeight: "0,8 m", psyduckWeight: "19,6 kg",
        cosmoemHeight: "0,1 m", cosmoemWeight: "999,9 kg", eternamaxHeight: "100,0 m"),
    .init(
        locale: "es-419", psyduckHeight: "0.8 m", psyduckWeight: "19.6 kg",
        cosmoemHeight: "0.1 m", cosmoemWeight: "999.9 kg", eternamaxHeight: "100.0 m"),
    .init(
        locale: "it", psyduckHeight: "0,8 m", psyduckWeight: "19,6 kg",
        cosmoemHeight: "0,1 m", cosmoemWeight: "999,9 kg", eternamaxHeight: "100,0 m"),
    .init(
        locale: "ru", psyduckHeight: "0,8 м", psyduckWeight: "19,6 кг",
        cosmoemHeight: "0,1 м", cosmoemWeight: "999,9 кг", eternamaxHeight: "100,0 м"),
    .init(
        locale: "th", psyduckHeight: "0.8 ม.", psyduckWeight: "19.6 กก.",
        cosmoemHeight: "0.1 ม.", cosmoemWeight: "999.9 กก.", eternamaxHeight: "100.0 ม."),
]

@Suite("Short width, as the games choose units")
struct LocaleTableTests {
    @Test(arguments: shortWidthTable)
    func psyduck(_ expected: LocaleExpectation) throws {
        #expect(try HeightFormatter(locale: expected.locale).format(Species.psyduck.height) == expected.psyduckHeight)
        #expect(try WeightFormatter(locale: expected.locale).format(Species.psyduck.weight) == expected.psyduckWeight)
    }

    @Test(arguments: shortWidthTable)
    func cosmoemExtremes(_ expected: LocaleExpectation) throws {
        #expect(try HeightFormatter(locale: expected.locale).format(Species.cosmoem.height) == expected.cosmoemHeight)
        #expect(try WeightFormatter(locale: expected.locale).format(Species.cosmoem.weight) == expected.cosmoemWeight)
    }

    @Test(arguments: shortWidthTable)
    func eternamaxEternatusHasAnUnknownWeight(_ expected: LocaleExpectation) throws {
        #expect(
            try HeightFormatter(locale: expected.locale).format(Species.eternamaxEternatus.height)
                == expected.eternamaxHeight)
        #expect(try WeightFormatter(locale: expected.locale).format(Species.eternamaxEternatus.weight) == "????")
    }
}
