internal import CICU

/// A locale in ICU's own form ("zh_Hant", "es_419"), made from a BCP 47 tag.
struct ICULocaleID: Hashable, Sendable {
    /// The ICU identifier, as ICU's C API takes it.
    let identifier: String

    /// Converts a BCP 47 tag such as "zh-Hant" to ICU's "zh_Hant".
    ///
    /// - Throws: ``FormattingError/invalidLocale(_:)`` when ICU cannot read the whole tag.
    init(bcp47 tag: String) throws(FormattingError) {
        var parsedLength: Int32 = 0
        var status = U_ZERO_ERROR
        var buffer = [CChar](repeating: 0, count: 158)  // ULOC_FULLNAME_CAPACITY + 1
        let length = cicu_forLanguageTag(tag, &buffer, Int32(buffer.count - 1), &parsedLength, &status)
        // ICU reads as much of the tag as it can; anything left over ("en_US", "bogus tag") is an error.
        guard !tag.isEmpty, parsedLength == tag.utf8.count, length > 0 else {
            throw .invalidLocale(tag)
        }
        try check(status, "convert the language tag '\(tag)' to an ICU locale")
        identifier = String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// The language subtag, such as "en" for "en_GB".
    func language() throws(FormattingError) -> String {
        var buffer = [CChar](repeating: 0, count: 16)
        let length = try icuCall("read the language of '\(identifier)'") { status in
            cicu_getLanguage(identifier, &buffer, Int32(buffer.count - 1), &status)
        }
        return String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Whether CLDR says the locale's region measures in metric units, with the region inferred
    /// from likely subtags when the locale names none ("en" is the US).
    func regionMeasuresInMetric() throws(FormattingError) -> Bool {
        let system = try icuCall("read the measurement system of '\(identifier)'") { status in
            cicu_measurementSystem(identifier, &status)
        }
        return system == UMS_SI
    }
}
