import PokeLocalization
import PokeTables
import Testing

@Suite("Locale negotiation")
struct LocaleNegotiatorTests {
    let negotiator = LocaleNegotiator(
        available: [
            "en", "ja", "ja-Hrkt", "ja-Latn", "ko", "zh-Hans", "zh-Hant", "fr", "de", "es", "es-419", "it",
        ].compactMap { LocaleTag($0) })

    @Test(
        "maps what apps receive to the tables' locales",
        arguments: [
            ("ko-KR", "ko"), ("ko_kr", "ko"), ("KO", "ko"), ("ja-JP", "ja"), ("ja_JP.UTF-8", "ja"),
            ("zh-TW", "zh-Hant"), ("zh-HK", "zh-Hant"), ("zh-MO", "zh-Hant"), ("zh-Hant-HK", "zh-Hant"),
            ("zh-CN", "zh-Hans"), ("zh-SG", "zh-Hans"), ("zh", "zh-Hans"), ("zh_hans", "zh-Hans"),
            ("es-MX", "es-419"), ("es-US", "es-419"), ("es_AR", "es-419"), ("es-419", "es-419"), ("es-ES", "es"), ("es", "es"),
            ("en-GB", "en"), ("en_US", "en"), ("fr-CA", "fr"), ("de-AT", "de"), ("it-CH", "it"),
            ("ja-Hrkt", "ja-Hrkt"), ("ja-Latn", "ja-Latn"), ("C", "en"), ("POSIX", "en"),
            // Extensions and subtags beyond what a tag holds are dropped from the end.
            ("de-DE-u-co-phonebk", "de"), ("ja-JP-u-ca-japanese", "ja"), ("zh-Hant-TW-u-nu-hanidec", "zh-Hant"),
            ("fr-Latn-FR-variant1-variant2-variant3", "fr"),
        ])
    func negotiates(requested: String, expected: String) {
        #expect(negotiator.negotiate(requested)?.description == expected)
    }

    @Test("answers nil for a language without tables or a tag that is not BCP 47", arguments: ["pt-BR", "cs", "", "x", "../ko"])
    func noMatch(requested: String) {
        #expect(negotiator.negotiate(requested) == nil)
    }

    @Test(
        "builds the fallback chain: requested, parent, English",
        arguments: [
            ("es-MX", ["es-419", "es", "en"]), ("ja-Hrkt", ["ja-Hrkt", "ja", "en"]), ("ja-Latn", ["ja-Latn", "en"]),
            ("zh-TW", ["zh-Hant", "en"]), ("ko-KR", ["ko", "en"]), ("en-GB", ["en"]), ("pt-BR", ["en"]),
        ])
    func chain(requested: String, expected: [String]) {
        #expect(negotiator.chain(for: requested).map(\.description) == expected)
    }
}
