import PokeFormatting
import PokeLocalization
import PokedexCard

/// A card formatter through the system ICU: PokeFormatting's height, weight and type-list
/// formatters, in the card's own language.
///
/// Where ICU's headers are not there to build PokeFormatting against (an iOS app), depend on
/// PokedexCard alone and pass a ``/PokedexCard/CardFormatter`` of your own to
/// ``/PokedexCard/CardMaker/init(localizer:locale:formatter:)-(_,NameLocale,_)``.
///
/// The language is the names': the first locale of the names' fallback chain that ICU has
/// data for, with the reader's region when the identifier names one. So `ja-Hrkt` formats with
/// Japanese data (ICU has none for kana alone; see ``/PokeFormatting/HeightFormatter``), `es-MX` as `es-MX`,
/// `zh-TW` as `zh-Hant-TW`, and `ja-Latn` in English, its chain's next locale: ICU has no
/// romanized Japanese, and its Japanese data writes "、" and "メートル", which a romaji reader
/// may not read. An identifier that negotiates nothing (`und`, `xx`, `klingon`) gets English,
/// as its names do: names, numbers and units in one language, whatever the process's locale.
/// Units as in the games follow the names' language, so `ja-Latn` is metric and `xx` is in feet
/// and pounds, as English is.
public struct ICUCardFormatter: CardFormatter {
    /// The BCP 47 locale the formatters were made for, such as "en" or "zh-Hant-TW".
    public let locale: String
    let heights: HeightFormatter
    let weights: WeightFormatter
    let typeLists: TypeListFormatter

    /// The formatter for a card whose names are in `names`.
    /// - Throws: ``/PokedexCard/CardError/formatting(_:)`` when ICU can open no formatter (its data is missing).
    public init(names: NameLocale, width: MeasurementWidth = .short, system: MeasurementSystemChoice = .asInGames) throws(CardError) {
        let region = LocaleNegotiator.region(of: names.requested)
        let language = names.negotiated?.language ?? "en"
        let units = system == .asInGames ? (language == "en" ? .usCustomary : .metric) : system
        // The chain ends in English, which ICU always has; "en" stands in should it not.
        for tag in names.chain {
            do {
                self = try ICUCardFormatter(locale: Self.formattingTag(tag, region: region), width: width, system: units)
                return
            } catch .noLocaleData {
                continue
            } catch {
                throw .formatting(error.description)
            }
        }
        do {
            self = try ICUCardFormatter(locale: "en", width: width, system: units)
        } catch {
            throw .formatting(error.description)
        }
    }

    private init(locale: String, width: MeasurementWidth, system: MeasurementSystemChoice) throws(FormattingError) {
        self.locale = locale
        heights = try HeightFormatter(locale: locale, width: width, system: system)
        weights = try WeightFormatter(locale: locale, width: width, system: system)
        typeLists = try TypeListFormatter(locale: locale)
    }

    /// The height with PokeFormatting's ``/PokeFormatting/HeightFormatter``: "0.8m", "2 ft, 7 in"; "????" for 0.
    /// - Throws: ``/PokedexCard/CardError/formatting(_:)`` outside ``/PokeFormatting/Height/formattableDecimetres``.
    public func height(decimetres: Int) throws(CardError) -> String {
        do { return try heights.format(Height(decimetres: decimetres)) } catch { throw .formatting(error.description) }
    }

    /// The weight with PokeFormatting's ``/PokeFormatting/WeightFormatter``: "19.6kg", "43.2 lb"; "????" for 0.
    /// - Throws: ``/PokedexCard/CardError/formatting(_:)`` outside ``/PokeFormatting/Weight/formattableHectograms``.
    public func weight(hectograms: Int) throws(CardError) -> String {
        do { return try weights.format(Weight(hectograms: hectograms)) } catch { throw .formatting(error.description) }
    }

    /// The names joined with PokeFormatting's ``/PokeFormatting/TypeListFormatter``: "Grass and Poison".
    public func typeList(_ names: [String]) throws(CardError) -> String {
        do { return try typeLists.format(names) } catch { throw .formatting(error.description) }
    }

    /// A table's locale with the reader's region in place of its own: `es-419` for `es-MX` is
    /// `es-MX`, `zh-Hant` for `zh-TW` is `zh-Hant-TW`.
    private static func formattingTag(_ tag: LocaleTag, region: String?) -> String {
        guard let region else { return tag.description }
        return ([tag.language] + (tag.script.map { [$0] } ?? []) + [region]).joined(separator: "-")
    }
}
