import Foundation
import ICUOracle
import PokeFormatting
import Testing

/// HeightFormatter builds "2 ft, 7 in" from two cached number formatters and the unit-list
/// pattern, because ICU's own mixed-unit skeleton (`unit/foot-and-inch`) costs about 2.8 µs a
/// call against about 0.6 µs. This checks that the two agree to the character for every
/// height PokeAPI can hold, in every tested locale and width.
@Suite("Feet and inches agree with ICU's mixed-unit formatter")
struct MixedUnitAgreementTests {
    static let locales = ["en", "en-GB", "ko", "ja", "zh-Hans", "zh-Hant", "fr", "de", "es", "es-419", "it", "ru", "th"]

    @Test(arguments: locales)
    func everyHeight(locale: String) throws {
        for width in MeasurementWidth.allCases {
            let formatter = try HeightFormatter(locale: locale, width: width, system: .usCustomary)
            let reference = try ICUMixedUnitFormatter(locale: locale, width: width)
            for decimetres in 1...1000 {
                let inches = (decimetres * 1000 + 127) / 254
                let expected = try reference.format(feet: Double(inches) / 12)
                let actual = try formatter.format(Height(decimetres: decimetres))
                #expect(actual == expected, "\(locale) \(width) \(decimetres) dm")
                if actual != expected { return }
            }
        }
    }
}

/// ICU's `unit/foot-and-inch` skeleton, called directly as the reference (through ICUOracle).
private final class ICUMixedUnitFormatter {
    private let formatter: OpaquePointer

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(locale: String, width: MeasurementWidth) throws {
        let stem =
            switch width {
            case .short: "unit-width-short"
            case .narrow: "unit-width-narrow"
            case .long: "unit-width-full-name"
            }
        var status: Int32 = 0
        guard let opened = icu_feet_and_inches_open(locale, stem, &status) else {
            throw Failure(
                description: "ICU could not open the reference formatter for \(locale): "
                    + String(cString: icu_error_name(status)))
        }
        formatter = opened
    }

    deinit { icu_feet_and_inches_close(formatter) }

    func format(feet: Double) throws -> String {
        var status: Int32 = 0
        var buffer = [UInt16](repeating: 0, count: 128)
        let length = icu_feet_and_inches_format(formatter, feet, &buffer, Int32(buffer.count), &status)
        guard icu_is_failure(status) == 0 else {
            throw Failure(description: "ICU could not format \(feet) ft: " + String(cString: icu_error_name(status)))
        }
        return String(decoding: buffer[..<Int(length)], as: UTF16.self)
    }
}
