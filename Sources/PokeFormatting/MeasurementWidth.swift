/// How much room a unit gets: "19.6 kg" (short), "19.6kg" (narrow), "19.6 kilograms" (long).
public enum MeasurementWidth: Sendable, Hashable, CaseIterable {
    /// The locale's abbreviated unit, such as "kg" or "ft".
    case short
    /// The locale's most compact form, such as "19.6kg" or "2′ 7″".
    case narrow
    /// The unit's full name, such as "kilograms" or "Kilogramm".
    case long

    /// ICU's skeleton stem for this width.
    var skeletonStem: String {
        switch self {
        case .short: "unit-width-short"
        case .narrow: "unit-width-narrow"
        case .long: "unit-width-full-name"
        }
    }
}
