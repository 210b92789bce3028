// No Foundation here: this target imports ICU's headers directly through CICU.
import CICU
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

/// ICU's `unit/foot-and-inch` skeleton, called directly as the reference.
private final class ICUMixedUnitFormatter {
    private let formatter: OpaquePointer
    private let result: OpaquePointer

    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    init(locale: String, width: MeasurementWidth) throws {
        let stem = switch width {
        case .short: "unit-width-short"
        case .narrow: "unit-width-narrow"
        case .long: "unit-width-full-name"
        }
        let skeleton = Array("unit/foot-and-inch precision-integer \(stem)".utf16)
        var status = U_ZERO_ERROR
        var icuLocale = [CChar](repeating: 0, count: 64)
        var parsed: Int32 = 0
        _ = cicu_forLanguageTag(locale, &icuLocale, 63, &parsed, &status)
        let opened = cicu_unumf_open(skeleton, Int32(skeleton.count), icuLocale, &status)
        let result = cicu_unumf_openResult(&status)
        guard cicu_isFailure(status) == 0, let opened, let result else {
            throw Failure(description: "ICU could not open the reference formatter for \(locale): "
                + String(cString: cicu_errorName(status)))
        }
        formatter = opened
        self.result = result
    }

    deinit {
        cicu_unumf_closeResult(result)
        cicu_unumf_close(formatter)
    }

    func format(feet: Double) throws -> String {
        var status = U_ZERO_ERROR
        var buffer = [UInt16](repeating: 0, count: 128)
        cicu_unumf_formatDouble(formatter, feet, result, &status)
        let length = cicu_unumf_resultToString(result, &buffer, Int32(buffer.count), &status)
        guard cicu_isFailure(status) == 0 else {
            throw Failure(description: "ICU could not format \(feet) ft: " + String(cString: cicu_errorName(status)))
        }
        return String(decoding: buffer[..<Int(length)], as: UTF16.self)
    }
}
