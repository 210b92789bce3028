import PokeFormatting
import Testing

/// Where ICU has no data for a locale it formats in the process's own (LANG), so the formatters
/// resolve each locale to data ICU has, or refuse it. `Tests/PokedexCommandTests/ProcessLocaleTests`
/// runs the same under several LANG values in child processes.
@Suite("Locales ICU has no data for")
struct LocaleDataTests {
    static let widths: [MeasurementWidth] = [.short, .narrow, .long]

    @Test(
        "kana and hangul alone format with their language's data",
        arguments: [
            ("ja-Hrkt", "ja"), ("ja-Kana", "ja"), ("ja-Hira", "ja"), ("ja-Hrkt-JP", "ja-JP"), ("ko-Hang", "ko"), ("ko-Kore-KR", "ko-KR"),
        ])
    func partialScript(tag: String, language: String) throws {
        for width in Self.widths {
            for height in [Species.psyduck.height, Species.eternamaxEternatus.height] {
                #expect(
                    try HeightFormatter(locale: tag, width: width).format(height)
                        == HeightFormatter(locale: language, width: width).format(height), "\(width)")
            }
            #expect(
                try WeightFormatter(locale: tag, width: width).format(Species.psyduck.weight)
                    == WeightFormatter(locale: language, width: width).format(Species.psyduck.weight), "\(width)")
        }
        #expect(try TypeListFormatter(locale: tag).format(["くさ", "どく"]) == TypeListFormatter(locale: language).format(["くさ", "どく"]))
    }

    @Test("a long Japanese height is in Japanese, whatever the process's locale")
    func japaneseLongHeight() throws {
        #expect(
            try HeightFormatter(locale: "ja-Hrkt", width: .long, system: .usCustomary).format(Species.eternamaxEternatus.height)
                == "328 フィート 1 インチ")
        #expect(try TypeListFormatter(locale: "ja-Hrkt").format(["くさ", "どく"]) == "くさ、どく")
    }

    @Test(
        "a locale ICU has no data for is refused, not formatted in LANG's locale",
        arguments: [
            "ja-Latn", "ko-Latn", "zh-Latn", "ru-Latn", "xx", "xx-YY", "tlh", "ja-Latn-JP",
        ])
    func noData(tag: String) {
        #expect(throws: FormattingError.noLocaleData(tag)) { try HeightFormatter(locale: tag) }
        #expect(throws: FormattingError.noLocaleData(tag)) { try WeightFormatter(locale: tag) }
        #expect(throws: FormattingError.noLocaleData(tag)) { try TypeListFormatter(locale: tag) }
    }

    @Test("und is ICU's root locale: language-neutral data, metric as the games are outside English")
    func undetermined() throws {
        #expect(try HeightFormatter(locale: "und").format(Species.psyduck.height) == "0.8 m")
        #expect(try WeightFormatter(locale: "und").format(Species.psyduck.weight) == "19.6 kg")
        #expect(try TypeListFormatter(locale: "und").format(["Grass", "Poison"]) == "Grass, Poison")
    }

    @Test("the message says what is missing and how to fix it")
    func message() {
        #expect(
            FormattingError.noLocaleData("ja-Latn").description
                == "ICU has no formatting data for the locale 'ja-Latn', so it would format in the process's own locale (LANG) "
                + "instead. Pass a locale ICU has data for, such as 'en' or 'ja', or 'und' for ICU's language-neutral root data.")
    }
}
