import PokeFormatting
import PokeLocalization
import PokedexCard

/// A maker that formats with the system ICU: one negotiation for the names and the formatter alike.
extension CardMaker {
    /// A maker for what an app received as its locale (`ko-KR`, `en_GB.UTF-8`), formatting with
    /// the system ICU (``ICUCardFormatter``).
    ///
    /// Names come from the negotiated tables; numbers, units and the type list are in the same
    /// language, with the identifier's region, so `en-GB` with `.regionPreference` gets the UK's
    /// units. An identifier without tables (`xx`, `und`) gets an English card.
    /// - Throws: ``/PokedexCard/CardError/formatting(_:)`` when ICU can open no formatter.
    public init(
        localizer: any Localizer = TableLocalizer(), locale identifier: String,
        width: MeasurementWidth = .short, system: MeasurementSystemChoice = .asInGames
    ) throws(CardError) {
        try self.init(localizer: localizer, locale: localizer.locale(for: identifier), width: width, system: system)
    }

    /// A maker for a locale the app already negotiated once (``/PokeLocalization/Localizer/locale(forPreferredLanguages:)``,
    /// ``/PokeLocalization/Localizer/locale(for:)``), formatting with the system ICU in the same
    /// language, with the requested identifier's region.
    /// - Throws: ``/PokedexCard/CardError/formatting(_:)`` when ICU can open no formatter.
    public init(
        localizer: any Localizer = TableLocalizer(), locale: NameLocale,
        width: MeasurementWidth = .short, system: MeasurementSystemChoice = .asInGames
    ) throws(CardError) {
        self.init(localizer: localizer, locale: locale, formatter: try ICUCardFormatter(names: locale, width: width, system: system))
    }

    /// The BCP 47 locale the numbers, units and type list are formatted in, when ICU formats them:
    /// the names' language with the reader's region ("es-MX", "zh-Hant-TW", "en" for `ja-Latn`
    /// and for a locale without tables). It never depends on the process's locale. `nil` when
    /// the maker's formatter is not an ``ICUCardFormatter``.
    public var formattingLocale: String? { (formatter as? ICUCardFormatter)?.locale }
}
