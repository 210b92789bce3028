/// ICU number skeletons for Pokédex units.
///
/// Values go in as integers in the data's own unit (decimetres, hectograms, tenths of a pound)
/// and `scale/0.1` moves the decimal point inside ICU, so no binary floating point touches the
/// numbers. `.0` always shows exactly one decimal ("0.7 m", "19.0 kg"), as the data has.
/// ICU's `usage/` stems are deliberately not used: they pick and round units themselves
/// (whole pounds, "0 lb, 3.5 oz" for 0.1 kg).
enum UnitSkeleton {
    /// Metres with one decimal, from decimetres.
    static func metres(_ width: MeasurementWidth) -> String {
        "measure-unit/length-meter scale/0.1 .0 \(width.skeletonStem)"
    }

    /// Kilograms with one decimal, from hectograms.
    static func kilograms(_ width: MeasurementWidth) -> String {
        "measure-unit/mass-kilogram scale/0.1 .0 \(width.skeletonStem)"
    }

    /// Pounds with one decimal, from tenths of a pound.
    static func pounds(_ width: MeasurementWidth) -> String {
        "measure-unit/mass-pound scale/0.1 .0 \(width.skeletonStem)"
    }

    /// Whole feet.
    static func feet(_ width: MeasurementWidth) -> String {
        "measure-unit/length-foot precision-integer \(width.skeletonStem)"
    }

    /// Whole inches.
    static func inches(_ width: MeasurementWidth) -> String {
        "measure-unit/length-inch precision-integer \(width.skeletonStem)"
    }
}
