import PokeFormatting
import PokeLocalization
import PokeTables

/// The formatters of a card's numbers, units and type list, in the card's own language.
///
/// The language is the names': the first locale of the names' fallback chain that ICU has
/// data for, with the reader's region when the identifier names one. So `ja-Hrkt` formats with
/// Japanese data (ICU has none for kana alone; see ``HeightFormatter``), `es-MX` as `es-MX`,
/// `zh-TW` as `zh-Hant-TW`, and `ja-Latn` in English, its chain's next locale: ICU has no
/// romanized Japanese, and its Japanese data writes "、" and "メートル", which a romaji reader
/// may not read. An identifier that negotiates nothing (`und`, `xx`, `klingon`, `pt-BR`) gets
/// English, as its names do: names, numbers and units in one language, whatever the process's
/// locale. Units as in the games follow the names' language, so `ja-Latn` is metric and `xx` is
/// in feet and pounds, as English is.
struct CardFormatters: Sendable {
    /// The BCP 47 locale the formatters were made for, such as "en" or "zh-Hant-TW".
    let locale: String
    let heights: HeightFormatter
    let weights: WeightFormatter
    let typeLists: TypeListFormatter

    init(names: NameLocale, system: MeasurementSystemChoice, width: MeasurementWidth) throws(FormattingError) {
        let region = LocaleNegotiator.region(of: names.requested)
        let language = names.negotiated?.language ?? "en"
        let units = system == .asInGames ? (language == "en" ? .usCustomary : .metric) : system
        // The chain ends in English, which ICU always has; "en" stands in should it not.
        for tag in names.chain {
            do {
                self = try CardFormatters(locale: Self.formattingTag(tag, region: region), system: units, width: width)
                return
            } catch .noLocaleData {
                continue
            }
        }
        self = try CardFormatters(locale: "en", system: units, width: width)
    }

    private init(locale: String, system: MeasurementSystemChoice, width: MeasurementWidth) throws(FormattingError) {
        self.locale = locale
        heights = try HeightFormatter(locale: locale, width: width, system: system)
        weights = try WeightFormatter(locale: locale, width: width, system: system)
        typeLists = try TypeListFormatter(locale: locale)
    }

    /// A table's locale with the reader's region in place of its own: `es-419` for `es-MX` is
    /// `es-MX`, `zh-Hant` for `zh-TW` is `zh-Hant-TW`.
    private static func formattingTag(_ tag: LocaleTag, region: String?) -> String {
        guard let region else { return tag.description }
        return ([tag.language] + (tag.script.map { [$0] } ?? []) + [region]).joined(separator: "-")
    }
}
