/// Formats Pokédex heights for one locale: "0.8 m", "0,8 m", "2 ft, 7 in".
///
/// Unit style: the locale's CLDR forms as ICU prints them ("2 ft, 7 in", narrow "2′ 7″", long
/// "2 feet, 7 inches"), not the games' "2′07″"; the numbers are the games'.
///
/// Metric heights show metres with one decimal, as the data has ("0.7 m", never "1 m").
/// Imperial heights show whole feet and inches, converted with 1 in = 2.54 cm and rounded half
/// up as the games do (8 dm is 2′07″ in the games, "2 ft, 7 in" here), and joined with the
/// locale's unit-list pattern, so the text is exactly ICU's (CLDR's) mixed-unit form.
/// An unknown height formats as ``unknownText`` ("????").
///
/// Cheap to copy and safe to share across threads.
public struct HeightFormatter: Sendable {
    /// The locale identifier the formatter was made with, as given: `ko`, `ko_KR.UTF-8`.
    public let locale: String
    /// The unit width.
    public let width: MeasurementWidth
    /// The measurement system asked for.
    public let system: MeasurementSystemChoice

    private enum Units {
        case metres(NumberFormatterHandle)
        case feetAndInches(feet: NumberFormatterHandle, inches: NumberFormatterHandle, list: ListFormatterHandle)
    }

    private let units: Units

    /// A height formatter for a locale: a BCP 47 tag such as "en-US", "ko" or "zh-Hant", or a POSIX
    /// name such as "ko_KR.UTF-8" (`C` and `POSIX` are English).
    ///
    /// - Throws: ``FormattingError`` when the identifier is neither, or ICU cannot open a formatter.
    /// - Complexity: Reading the locale (two ICU resource-bundle opens from ICU's cache) and a
    ///   few cache lookups; ICU opens a formatter, which costs many formatting calls, only on a
    ///   cache miss. Reuse formatters.
    public init(
        locale: String,
        width: MeasurementWidth = .short,
        system: MeasurementSystemChoice = .asInGames,
        cache: FormatterCache = .shared
    ) throws(FormattingError) {
        let icuLocale = try ICULocaleID(locale)
        self.locale = locale
        self.width = width
        self.system = system
        switch try ResolvedUnits(system, locale: icuLocale) {
        case .metric:
            units = .metres(try cache.numberFormatter(skeleton: UnitSkeleton.metres(width), locale: icuLocale))
        case .imperial:
            units = .feetAndInches(
                feet: try cache.numberFormatter(skeleton: UnitSkeleton.feet(width), locale: icuLocale),
                inches: try cache.numberFormatter(skeleton: UnitSkeleton.inches(width), locale: icuLocale),
                list: try cache.listFormatter(.units, width: width, locale: icuLocale))
        }
    }

    /// The height as text, such as "0.8 m" or "2 ft, 7 in"; "????" when unknown.
    ///
    /// - Throws: ``FormattingError/heightOutOfRange(decimetres:)`` for a height outside
    ///   ``Height/formattableDecimetres``, or ``FormattingError/icuFailure(operation:errorName:)``.
    /// - Complexity: One ICU format call for metres; two for feet and inches, joined with the
    ///   pattern read once from ICU (or by ICU itself where the pattern depends on the words).
    public func format(_ height: Height) throws(FormattingError) -> String {
        guard let decimetres = try height.checkedDecimetres() else { return unknownMeasurementText }
        switch units {
        case .metres(let metres):
            return try metres.format(decimetres)
        case .feetAndInches(let feet, let inches, let list):
            let totalInches = Height.roundedInches(decimetres: decimetres)
            return try feet.withFormatted(totalInches / 12) { (feetText) throws(FormattingError) in
                try inches.withFormatted(totalInches % 12) { (inchesText) throws(FormattingError) in
                    if let pattern = list.fixedPattern {
                        return try pattern.join(feetText, inchesText)
                    }
                    return try list.format([feetText, inchesText])
                }
            }
        }
    }
}
