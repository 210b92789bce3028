import PokeLocalization
import PokeTables
import Testing

/// One tag, the package's answer for it and, where ICU's `LocaleMatcher` answers otherwise,
/// ICU's answer and why the package differs.
struct Negotiation: Sendable, CustomTestStringConvertible {
    let tag: String
    /// The locale the package negotiates; `nil` for none (English answers).
    let answer: String?
    /// ICU's answer where it differs; `nil` when ICU agrees.
    let icu: ICULocaleMatcher.Answer?
    let reason: String?

    var testDescription: String { tag }

    /// A tag ICU negotiates as the package does.
    static func agrees(_ tag: String, _ answer: String?) -> Negotiation {
        Negotiation(tag: tag, answer: answer, icu: nil, reason: nil)
    }

    /// A tag ICU negotiates otherwise, with the reason.
    static func differs(_ tag: String, _ answer: String?, icu: ICULocaleMatcher.Answer, because reason: String) -> Negotiation {
        Negotiation(tag: tag, answer: answer, icu: icu, reason: reason)
    }
}

/// The package's negotiation against ICU's `LocaleMatcher` (ICU 72, CLDR 42), asked at test time
/// through the `ICUOracle` test-support target, over the bundled locales.
@Suite("Negotiation agrees with ICU's LocaleMatcher")
struct NegotiationAgreementTests {
    /// The locales the table's answers were written for: the bundled tables.
    static let bundled = [
        "de", "en", "es", "es-419", "fr", "it", "ja", "ja-Hrkt", "ja-Latn", "ko", "pt-BR", "ru", "th", "tr", "zh-Hans", "zh-Hant",
    ]
    let negotiator = LocaleNegotiator(available: bundled.compactMap { LocaleTag($0) })
    let icu = ICULocaleMatcher(supported: bundled)

    // Reasons shared by several rows.
    static let secondLanguage =
        "CLDR lets speakers of this language fall back to a second one they are likely to read; the package shows English rather than guess"
    static let kana = "a reader who asks for kana reads the kana-only table (ja-Hrkt) first; CLDR knows no Hira/Kana → Hrkt relation"
    static let romanized =
        "romanized Chinese (pinyin) readers may not read Han characters: English, as for ko-Latn and ru-Latn, which ICU itself leaves unmatched"
    static let duplicateVariant = "ICU refuses a repeated variant; the package reads the tag as far as it is valid"
    static let taiwan = "Taiwan writes Traditional Chinese; CLDR's likely script for this Chinese language ignores the region"

    static let table: [Negotiation] = [
        // The bundled locales themselves.
        .agrees("de", "de"), .agrees("en", "en"), .agrees("es", "es"), .agrees("es-419", "es-419"),
        .agrees("fr", "fr"), .agrees("it", "it"), .agrees("ja", "ja"), .agrees("ja-Hrkt", "ja-Hrkt"),
        .agrees("ja-Latn", "ja-Latn"), .agrees("ko", "ko"), .agrees("ru", "ru"), .agrees("th", "th"),
        .agrees("zh-Hans", "zh-Hans"), .agrees("zh-Hant", "zh-Hant"),
        // Regions of a language with one table.
        .agrees("de-DE", "de"), .agrees("de-AT", "de"), .agrees("de-CH", "de"), .agrees("de-LI", "de"),
        .agrees("de-LU", "de"), .agrees("de-BE", "de"), .agrees("de-IT", "de"),
        .agrees("en-US", "en"), .agrees("en-GB", "en"), .agrees("en-AU", "en"), .agrees("en-CA", "en"),
        .agrees("en-IN", "en"), .agrees("en-IE", "en"), .agrees("en-NZ", "en"), .agrees("en-ZA", "en"),
        .agrees("en-001", "en"), .agrees("en-150", "en"),
        .agrees("fr-FR", "fr"), .agrees("fr-CA", "fr"), .agrees("fr-BE", "fr"), .agrees("fr-CH", "fr"),
        .agrees("fr-CI", "fr"), .agrees("fr-HT", "fr"),
        .agrees("it-IT", "it"), .agrees("it-CH", "it"), .agrees("it-SM", "it"),
        .agrees("ja-JP", "ja"), .agrees("ko-KR", "ko"), .agrees("ko-KP", "ko"),
        .agrees("ru-RU", "ru"), .agrees("ru-UA", "ru"), .agrees("ru-BY", "ru"), .agrees("ru-KZ", "ru"),
        .agrees("th-TH", "th"),
        // Spanish: Latin American Spanish for the Americas (CLDR parent locales and matching partition).
        .agrees("es-ES", "es"), .agrees("es-MX", "es-419"), .agrees("es-US", "es-419"), .agrees("es-AR", "es-419"),
        .agrees("es-CO", "es-419"), .agrees("es-CL", "es-419"), .agrees("es-PE", "es-419"), .agrees("es-VE", "es-419"),
        .agrees("es-BR", "es-419"), .agrees("es-CA", "es-419"), .agrees("es-PR", "es-419"), .agrees("es-BZ", "es-419"),
        .agrees("es-003", "es-419"), .agrees("es-005", "es-419"), .agrees("es-013", "es-419"),
        .agrees("es-GQ", "es"), .agrees("es-PH", "es"), .agrees("es-001", "es"), .agrees("es-150", "es"),
        .agrees("es-EA", "es"), .agrees("es-IC", "es"),
        // Chinese by script, given or inferred from the region.
        .agrees("zh", "zh-Hans"), .agrees("zh-CN", "zh-Hans"), .agrees("zh-SG", "zh-Hans"), .agrees("zh-MY", "zh-Hans"),
        .agrees("zh-TW", "zh-Hant"), .agrees("zh-HK", "zh-Hant"), .agrees("zh-MO", "zh-Hant"), .agrees("zh-US", "zh-Hant"),
        .agrees("zh-GB", "zh-Hant"), .agrees("zh-AU", "zh-Hant"), .agrees("zh-TH", "zh-Hant"),
        .agrees("zh-Hans-CN", "zh-Hans"), .agrees("zh-Hant-TW", "zh-Hant"), .agrees("zh-Hant-HK", "zh-Hant"),
        .agrees("zh-Hans-HK", "zh-Hans"), .agrees("zh-Hant-CN", "zh-Hant"), .agrees("zh-Hans-TW", "zh-Hans"),
        .agrees("zh-Hani", "zh-Hans"), .agrees("zh-Bopo", nil),
        .differs("zh-Latn", nil, icu: .match("zh-Hans"), because: romanized),
        .differs("zh-Latn-CN", nil, icu: .match("zh-Hans"), because: romanized),
        // Extended language subtags, Mandarin, Cantonese and the other Chinese languages.
        .agrees("zh-cmn", "zh-Hans"), .agrees("zh-cmn-Hant", "zh-Hant"), .agrees("zh-cmn-Hans", "zh-Hans"),
        .agrees("zh-yue", "zh-Hant"), .agrees("zh-yue-HK", "zh-Hant"), .agrees("zh-yue-CN", "zh-Hans"),
        .agrees("cmn", "zh-Hans"), .agrees("cmn-CN", "zh-Hans"), .agrees("cmn-TW", "zh-Hant"), .agrees("cmn-HK", "zh-Hant"),
        .agrees("cmn-Hant", "zh-Hant"), .agrees("cmn-Hant-TW", "zh-Hant"), .agrees("cmn-Hans-CN", "zh-Hans"),
        .agrees("yue", "zh-Hant"), .agrees("yue-HK", "zh-Hant"), .agrees("yue-MO", "zh-Hant"), .agrees("yue-CN", "zh-Hans"),
        .agrees("yue-Hant", "zh-Hant"), .agrees("yue-Hans", "zh-Hans"), .agrees("yue-Hant-HK", "zh-Hant"),
        .agrees("yue-Hans-HK", "zh-Hans"), .agrees("yue-SG", "zh-Hant"),
        .agrees("wuu", "zh-Hans"), .agrees("hak", "zh-Hans"), .agrees("nan", "zh-Hans"), .agrees("gan", "zh-Hans"),
        .agrees("hsn", "zh-Hans"), .agrees("lzh", "zh-Hans"), .agrees("hak-Hant", "zh-Hant"),
        .differs("hak-TW", "zh-Hant", icu: .match("zh-Hans"), because: taiwan),
        .differs("nan-TW", "zh-Hant", icu: .match("zh-Hans"), because: taiwan),
        .agrees("zh-min-nan", "zh-Hans"), .agrees("zh-guoyu", "zh-Hans"), .agrees("zh-hakka", "zh-Hans"),
        .agrees("zh-xiang", "zh-Hans"), .agrees("zh-min", "zh-Hans"),
        .agrees("zho", "zh-Hans"), .agrees("chi", "zh-Hans"),
        // Scripts: the language's own, a narrower one, another one.
        .agrees("ja-Jpan", "ja"), .agrees("ja-Jpan-JP", "ja"), .agrees("ja-Hani", "ja"),
        .agrees("ja-Hrkt-JP", "ja-Hrkt"), .agrees("ja-Latn-JP", "ja-Latn"),
        .differs("ja-Hira", "ja-Hrkt", icu: .match("ja"), because: kana),
        .differs("ja-Kana", "ja-Hrkt", icu: .match("ja"), because: kana),
        .differs("ja-Kana-JP", "ja-Hrkt", icu: .match("ja"), because: kana),
        .agrees("ko-Kore", "ko"), .agrees("ko-Hang", "ko"), .agrees("ko-Hani", "ko"),
        .agrees("ko-Latn", nil), .agrees("ko-Latn-KR", nil),
        .agrees("ru-Cyrl", "ru"), .agrees("ru-Latn", nil), .agrees("ru-Latn-RU", nil),
        .agrees("th-Thai", "th"), .agrees("th-Latn", nil),
        .agrees("en-Latn", "en"), .agrees("en-Latn-US", "en"), .agrees("en-Cyrl", nil),
        .agrees("de-Latn-DE", "de"), .agrees("fr-Latn-FR", "fr"), .agrees("es-Latn-MX", "es-419"), .agrees("it-Latn", "it"),
        // und: no language asked, unless a script or region implies one (CLDR likely subtags).
        .agrees("und", nil), .agrees("und-US", "en"), .agrees("und-GB", "en"), .agrees("und-JP", "ja"),
        .agrees("und-KR", "ko"), .agrees("und-TW", "zh-Hant"), .agrees("und-HK", "zh-Hant"), .agrees("und-CN", "zh-Hans"),
        .agrees("und-TH", "th"), .agrees("und-RU", "ru"), .agrees("und-DE", "de"), .agrees("und-CH", "de"),
        .agrees("und-FR", "fr"), .agrees("und-IT", "it"), .agrees("und-ES", "es"), .agrees("und-MX", "es-419"),
        .agrees("und-419", "es-419"), .agrees("und-BR", "pt-BR"),
        .agrees("und-Hant", "zh-Hant"), .agrees("und-Hans", "zh-Hans"), .agrees("und-Hani", "zh-Hans"),
        .agrees("und-Latn", "en"), .agrees("und-Cyrl", "ru"), .agrees("und-Thai", "th"), .agrees("und-Jpan", "ja"),
        .agrees("und-Kore", "ko"), .agrees("und-Hang", "ko"), .agrees("und-Hant-CN", "zh-Hant"),
        .agrees("und-Latn-JP", "en"), .agrees("und-Cyrl-KZ", "ru"),
        .differs("und-Kana", "ja-Hrkt", icu: .match("ja"), because: kana),
        .differs(
            "und-Hrkt", "ja-Hrkt", icu: .none, because: "Japanese is the language written in kana; CLDR's likely subtags give Hrkt none"),
        .differs("und-BY", nil, icu: .match("ru"), because: secondLanguage),
        // ISO 639-2 codes.
        .agrees("jpn", "ja"), .agrees("kor", "ko"), .agrees("eng", "en"), .agrees("deu", "de"), .agrees("ger", "de"),
        .agrees("fra", "fr"), .agrees("fre", "fr"), .agrees("spa", "es"), .agrees("ita", "it"), .agrees("rus", "ru"),
        .agrees("tha", "th"),
        // Languages without tables.
        .agrees("pt", "pt-BR"), .agrees("pt-BR", "pt-BR"), .agrees("pt-PT", "pt-BR"), .agrees("pt-AO", "pt-BR"),
        .agrees("por", "pt-BR"), .agrees("tr", "tr"), .agrees("tr-TR", "tr"), .agrees("tr-CY", "tr"), .agrees("und-TR", "tr"),
        .agrees("nl", nil), .agrees("sv", nil),
        .agrees("pl", nil), .agrees("cs", nil), .agrees("da", nil), .agrees("no", nil), .agrees("nb", nil),
        .agrees("xx", nil), .agrees("xx-YY", nil), .agrees("sr-Latn", nil), .agrees("fil", nil),
        .agrees("art-lojban", nil), .agrees("x-private", nil), .agrees("klingon", nil),
        .differs("uk", nil, icu: .match("ru"), because: secondLanguage),
        .differs("be", nil, icu: .match("ru"), because: secondLanguage),
        .differs("kk", nil, icu: .match("ru"), because: secondLanguage),
        .differs("ca", nil, icu: .match("es"), because: secondLanguage),
        .differs("gl", nil, icu: .match("es"), because: secondLanguage),
        .differs("eu", nil, icu: .match("es"), because: secondLanguage),
        .differs("lb", nil, icu: .match("de"), because: secondLanguage),
        .differs("br", nil, icu: .match("fr"), because: secondLanguage),
        .differs("ka", nil, icu: .match("en"), because: secondLanguage),
        .differs("tlh", nil, icu: .match("en"), because: secondLanguage),
        .differs("i-klingon", nil, icu: .match("en"), because: secondLanguage),
        // Variants and extensions.
        .agrees("de-1996", "de"), .agrees("de-CH-1901", "de"), .agrees("en-US-posix", "en"), .agrees("en-GB-oed", "en"),
        .agrees("sl-rozaj-biske", nil),
        .agrees("de-DE-u-co-phonebk", "de"), .agrees("ja-JP-u-ca-japanese", "ja"),
        .agrees("zh-Hant-TW-u-nu-hanidec", "zh-Hant"), .agrees("es-419-u-nu-latn", "es-419"),
        .differs("en-fonipa-fonipa", "en", icu: .rejected, because: duplicateVariant),
        .differs("de-1996-1996", "de", icu: .rejected, because: duplicateVariant),
    ]

    @Test("the bundled locales are the ones the table was written for")
    func bundledLocales() {
        #expect(
            TableLocalizer().availableLocales.map(\.description) == Self.bundled,
            "A locale was added or removed: update `bundled` and every answer it changes.")
    }

    @Test("the table covers at least 130 tags, each once")
    func coverage() {
        #expect(Self.table.count >= 130)
        #expect(Set(Self.table.map(\.tag)).count == Self.table.count)
    }

    @Test("the package's answer, and ICU's, or the reason it differs", arguments: table)
    func agreement(row: Negotiation) {
        let answer = negotiator.negotiate(row.tag)?.description
        #expect(answer == row.answer, "the package negotiates '\(row.tag)' as \(answer ?? "nothing")")
        let expected = row.icu ?? row.answer.map(ICULocaleMatcher.Answer.match) ?? .none
        let icuAnswer = icu.bestMatch(row.tag)
        #expect(icuAnswer == expected, "ICU \(ICULocaleMatcher.version) answers \(icuAnswer) for '\(row.tag)'")
        if let icuRow = row.icu {
            #expect(
                icuRow != (row.answer.map(ICULocaleMatcher.Answer.match) ?? .none),
                "'\(row.tag)' has a reason to differ, but ICU agrees: drop the reason")
        }
    }

    @Test("every region ICU knows: Spanish, Chinese, Mandarin, Cantonese and und in it")
    func everyRegion() throws {
        let regions = ICULocaleMatcher.regions
        try #require(regions.count > 250, "ICU lists \(regions.count) regions")
        let languages = Set(negotiator.available.map(\.language))
        for region in regions {
            for language in ["es", "zh", "cmn", "yue"] {
                let tag = "\(language)-\(region)"
                let answer = negotiator.negotiate(tag)?.description
                #expect(
                    answer.map(ICULocaleMatcher.Answer.match) ?? .none == icu.bestMatch(tag),
                    "'\(tag)': the package answers \(answer ?? "nothing"), ICU \(icu.bestMatch(tag))")
            }
            // und-R is the region's likely language; ICU also follows CLDR's second languages
            // (und-BY is Belarusian, which falls back to Russian), which the package does not.
            let tag = "und-\(region)"
            let answer = negotiator.negotiate(tag)?.description
            let icuAnswer = icu.bestMatch(tag)
            let likely = ICULocaleMatcher.likelySubtags(tag)?.split(separator: "-").first.map(String.init)
            let secondLanguage = answer == nil && likely.map { !languages.contains($0) } == true
            #expect(
                answer.map(ICULocaleMatcher.Answer.match) ?? .none == icuAnswer || secondLanguage,
                "'\(tag)' (likely \(likely ?? "?")): the package answers \(answer ?? "nothing"), ICU \(icuAnswer)")
        }
    }
}
