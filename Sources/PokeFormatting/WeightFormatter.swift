/// Formats Pokédex weights for one locale: "19.6 kg", "19,6 kg", "43.2 lb".
///
/// Unit style: the locale's CLDR forms as ICU prints them ("43.2 lb", long "43.2 pounds"), not
/// the games' "43.2 lbs."; the numbers are the games'. Note that CLDR's narrow US-English pound
/// is "#" ("43.2#"); use `.short` for "lb". Grouping follows the locale ("2,204.4 lb").
///
/// Both systems show one decimal, as the data has ("0.1 kg", "19.0 kg"). Pounds use the games'
/// 0.4536 kg per pound, rounded half up (196 hg is "43.2 lb", 9999 hg is "2,204.4 lb").
/// An unknown weight (PokeAPI's 0) formats as ``unknownText`` ("????"), never "0 kg".
///
/// Cheap to copy and safe to share across threads.
public struct WeightFormatter: Sendable {
    /// The locale identifier the formatter was made with, as given: `ko`, `ko_KR.UTF-8`.
    public let locale: String
    /// The unit width.
    public let width: MeasurementWidth
    /// The measurement system asked for.
    public let system: MeasurementSystemChoice

    private let formatter: NumberFormatterHandle
    private let usesPounds: Bool

    /// A weight formatter for a locale: a BCP 47 tag such as "en-US", "ko" or "zh-Hant", or a POSIX
    /// name such as "ko_KR.UTF-8" (`C` and `POSIX` are English).
    ///
    /// - Throws: ``FormattingError`` when the identifier is neither, or ICU cannot open a formatter.
    /// - Complexity: Reading the locale (two ICU resource-bundle opens from ICU's cache) and a
    ///   cache lookup; an ICU formatter is opened, which costs many formatting calls, only on a
    ///   cache miss.
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
        usesPounds = try ResolvedUnits(system, locale: icuLocale) == .imperial
        let skeleton = usesPounds ? UnitSkeleton.pounds(width) : UnitSkeleton.kilograms(width)
        formatter = try cache.numberFormatter(skeleton: skeleton, locale: icuLocale)
    }

    /// The weight as text, such as "19.6 kg" or "43.2 lb"; "????" when unknown.
    ///
    /// - Throws: ``FormattingError/weightOutOfRange(hectograms:)`` for a weight outside
    ///   ``Weight/formattableHectograms``, or ``FormattingError/icuFailure(operation:errorName:)``.
    /// - Complexity: One ICU format call.
    public func format(_ weight: Weight) throws(FormattingError) -> String {
        guard let hectograms = try weight.checkedHectograms() else { return unknownMeasurementText }
        return try formatter.format(usesPounds ? Weight.roundedTenthsOfPound(hectograms: hectograms) : hectograms)
    }
}
