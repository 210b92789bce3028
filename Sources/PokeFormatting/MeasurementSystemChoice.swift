/// Which units a Pokédex measurement is shown in.
public enum MeasurementSystemChoice: Sendable, Hashable, CaseIterable {
    /// As the games do it: English in feet and inches and pounds, every other language in
    /// metres and kilograms, whatever the region ("en-GB" and "en-CA" included).
    case asInGames
    /// Metres and kilograms in every language.
    case metric
    /// Feet and inches and pounds in every language.
    case usCustomary
    /// The region's preference from CLDR: the US and Liberia (CLDR "US") and Great Britain and
    /// Myanmar (CLDR "UK", where people give a height in feet and inches and a weight in
    /// pounds or stones) get feet, inches and pounds; every other region, Canada included, gets
    /// metric. A tag without a region uses its likely region ("en" is the US, "fr" is France).
    case regionPreference
}

/// The units actually used once a choice meets a locale.
enum ResolvedUnits: Sendable, Hashable {
    /// Metres and kilograms.
    case metric
    /// Feet and inches, and pounds.
    case imperial

    init(_ choice: MeasurementSystemChoice, locale: ICULocaleID) throws(FormattingError) {
        switch choice {
        case .asInGames: self = try locale.language() == "en" ? .imperial : .metric
        case .metric: self = .metric
        case .usCustomary: self = .imperial
        case .regionPreference: self = try locale.regionMeasuresInMetric() ? .metric : .imperial
        }
    }
}
