internal import ICUCalls

/// A locale in ICU's own form ("zh_Hant", "es_419"), made from a BCP 47 tag, for which ICU has
/// data: never one that ICU would quietly replace with the process's default locale.
struct ICULocaleID: Hashable, Sendable {
    /// The ICU identifier, as ICU's C API takes it; "" is ICU's root locale (`und`).
    let identifier: String

    /// Converts a BCP 47 tag such as "zh-Hant" to ICU's "zh_Hant", whose data ICU has.
    ///
    /// Where ICU has no data for the tag, it formats with the process's default locale (LANG),
    /// so `ja-Hrkt` would print "0,8 м" under a Russian LANG. Instead, a script that is part of
    /// its language's own writing system (ISO 15924: Japanese is Han, Hiragana and Katakana;
    /// Korean is Hangul and Han) reads as the language: `ja-Hrkt` formats as `ja`. Any other
    /// tag without data (`ja-Latn`, `xx`) throws ``FormattingError/noLocaleData(_:)``. `und` is
    /// ICU's root locale, whose data is language-neutral ("0.8 m", "A, B").
    ///
    /// - Throws: ``FormattingError/invalidLocale(_:)`` when ICU cannot read the whole tag,
    ///   ``FormattingError/noLocaleData(_:)`` when ICU has no data for it.
    /// - Complexity: two resource-bundle opens from ICU's cache, a small part of a formatter
    ///   made per call (which `pokebench formatters` compares with a reused one). Reuse formatters.
    init(bcp47 tag: String) throws(FormattingError) {
        var parsedLength: Int32 = 0
        var status: icuc_status = 0
        var buffer = [CChar](repeating: 0, count: 158)  // ULOC_FULLNAME_CAPACITY + 1
        let length = icuc_locale_for_language_tag(tag, &buffer, Int32(buffer.count - 1), &parsedLength, &status)
        // ICU reads as much of the tag as it can; anything left over ("en_US", "bogus tag") is an
        // error. `und` converts to "" (root), so an empty result is fine once the tag was read.
        guard !tag.isEmpty, parsedLength == tag.utf8.count, length >= 0 else {
            throw .invalidLocale(tag)
        }
        try check(status, "convert the language tag '\(tag)' to an ICU locale")
        let converted = String(decoding: buffer[..<Int(length)].map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if try Self.hasData(converted) {
            identifier = converted
        } else if let language = try Self.withoutPartialScript(converted), try Self.hasData(language) {
            identifier = language
        } else {
            throw .noLocaleData(tag)
        }
    }

    /// Reads a locale identifier as every `locale:` parameter of the package does: a BCP 47 tag
    /// (`en-US`, `zh-Hant`) or a POSIX locale name (`en_US`, `ko_KR.UTF-8`, `de_DE@euro`; `C` and
    /// `POSIX` are English), then as ``init(bcp47:)``.
    ///
    /// - Throws: ``FormattingError/invalidLocale(_:)`` or ``FormattingError/noLocaleData(_:)``,
    ///   naming `identifier` as given.
    init(_ identifier: String) throws(FormattingError) {
        let tag = Self.bcp47Tag(identifier)
        do {
            try self.init(bcp47: tag)
        } catch .invalidLocale {
            throw .invalidLocale(identifier)
        } catch .noLocaleData {
            throw .noLocaleData(identifier)
        } catch {
            throw error
        }
    }

    /// The BCP 47 tag of a POSIX locale name: the codeset and modifier dropped, `_` as `-`, `C`
    /// and `POSIX` as `en`; any other identifier as it is.
    static func bcp47Tag(_ identifier: String) -> String {
        let core = identifier.prefix { $0 != "." && $0 != "@" }
        if core == "C" || core == "POSIX" { return "en" }
        return String(core.map { $0 == "_" ? "-" : $0 })
    }

    /// Whether ICU has data for the locale or a parent other than root, in the main tree (list
    /// patterns, number symbols) and in the unit tree (unit names).
    private static func hasData(_ identifier: String) throws(FormattingError) -> Bool {
        for unitTree: Int32 in [0, 1] {
            let status = icuc_locale_data_status(identifier, unitTree)
            if status == icuc_using_default_warning { return false }
            try check(status, "open the locale data of '\(identifier)'")
        }
        return true
    }

    /// The scripts that are written as part of another (ISO 15924 composites).
    private static let scriptParts: [String: Set<String>] = [
        "Jpan": ["Hani", "Hira", "Kana", "Hrkt"],
        "Kore": ["Hang", "Hani", "Jamo"],
        "Hanb": ["Hani", "Bopo"],
    ]

    /// The identifier without its script when the script is part of the language's usual one
    /// (`ja_Hrkt_JP` → `ja_JP`); `nil` otherwise.
    private static func withoutPartialScript(_ identifier: String) throws(FormattingError) -> String? {
        let script = try read("read the script of '\(identifier)'", capacity: 16) { buffer, capacity, status in
            icuc_locale_script(identifier, &buffer, capacity, &status)
        }
        guard !script.isEmpty else { return nil }
        let language = try ICULocaleID(identifier: identifier).language()
        let likely = try read("add likely subtags to '\(language)'", capacity: 158) { buffer, capacity, status in
            icuc_locale_add_likely_subtags(language, &buffer, capacity, &status)
        }
        let usualScript = try read("read the script of '\(likely)'", capacity: 16) { buffer, capacity, status in
            icuc_locale_script(likely, &buffer, capacity, &status)
        }
        guard scriptParts[usualScript]?.contains(script) == true else { return nil }
        // language_Script_REGION_VARIANT@keywords: the script is the second field.
        let keywords = identifier.drop { $0 != "@" }
        var fields = identifier.prefix { $0 != "@" }.split(separator: "_", omittingEmptySubsequences: false)
        guard fields.count > 1, fields[1] == script else { return nil }
        fields.remove(at: 1)
        return fields.joined(separator: "_") + keywords
    }

    /// An identifier ICU already gave, taken as it is.
    private init(identifier: String) {
        self.identifier = identifier
    }

    /// The language subtag, such as "en" for "en_GB"; "" for root.
    func language() throws(FormattingError) -> String {
        try Self.read("read the language of '\(identifier)'", capacity: 16) { buffer, capacity, status in
            icuc_locale_language(identifier, &buffer, capacity, &status)
        }
    }

    /// Whether CLDR says the locale's region measures in metric units, with the region inferred
    /// from likely subtags when the locale names none ("en" is the US).
    func regionMeasuresInMetric() throws(FormattingError) -> Bool {
        try icuCall("read the measurement system of '\(identifier)'") { status in
            icuc_locale_measures_in_metric(identifier, &status)
        } != 0
    }

    /// A short ASCII string ICU writes into a buffer of `capacity` bytes.
    private static func read(
        _ operation: @autoclosure () -> String,
        capacity: Int,
        _ fill: (inout [CChar], Int32, inout icuc_status) -> Int32
    ) throws(FormattingError) -> String {
        var buffer = [CChar](repeating: 0, count: capacity)
        let length = try icuCall(operation()) { status in fill(&buffer, Int32(capacity - 1), &status) }
        return String(decoding: buffer[..<Int(min(max(length, 0), Int32(capacity - 1)))].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
