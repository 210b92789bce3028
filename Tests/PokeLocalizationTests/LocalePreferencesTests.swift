import PokeLocalization
import PokeTables
import Testing

/// A header, the package's answer and, where ICU's `getBestMatchForListString` differs, why.
struct HeaderNegotiation: Sendable, CustomTestStringConvertible {
    let header: String
    let answer: String?
    let icu: ICULocaleMatcher.Answer?
    let reason: String?

    var testDescription: String { "'\(header)'" }

    static func agrees(_ header: String, _ answer: String?) -> HeaderNegotiation {
        HeaderNegotiation(header: header, answer: answer, icu: nil, reason: nil)
    }

    static func differs(_ header: String, _ answer: String?, icu: ICULocaleMatcher.Answer, because reason: String) -> HeaderNegotiation {
        HeaderNegotiation(header: header, answer: answer, icu: icu, reason: reason)
    }
}

@Suite("Preferred languages and Accept-Language")
struct LocalePreferencesTests {
    let localizer = TableLocalizer()
    var icu: ICULocaleMatcher { ICULocaleMatcher(supported: localizer.availableLocales.map(\.description)) }

    static let firstReadable =
        "the first language with tables wins: ICU weighs Chinese for a Cantonese or Hakka reader as worse than English, their second choice"

    static let headers: [HeaderNegotiation] = [
        .agrees("zh-TW,zh;q=0.9", "zh-Hant"), .agrees("ja,en;q=0.9", "ja"), .agrees("en-GB,fr;q=0.8", "en"),
        .agrees("pt-BR,pt;q=0.9,en;q=0.8", "pt-BR"), .agrees("nl-BE,es;q=0.5", "es"), .agrees("pt-PT,en;q=0.8", "pt-BR"),
        .agrees("ko-Latn,ja;q=0.5", "ja"),
        .agrees("*,ja", "ja"), .agrees("en;q=0,ja", "ja"), .agrees("ja;q=0.5,ko;q=0.5", "ja"),
        .agrees("ja;q=0.5,ko;q=0.6", "ko"), .agrees("zh-Hant-TW,zh-Hans;q=0.5", "zh-Hant"), .agrees("uk,ja;q=0.9", "ja"),
        .agrees("x-foo,ja", "ja"), .agrees("ja,,ko", "ja"), .agrees(" ja , ko ", "ja"), .agrees("und,ja", "ja"),
        .agrees("xx,de", "de"), .agrees("es-ES,es-419", "es"), .agrees("es-419,es", "es-419"),
        .agrees("ja-Latn,ja", "ja-Latn"), .agrees("ko-Latn,ko", "ko"), .agrees("zh-Latn,en", "en"),
        .agrees("de-1996,fr", "de"), .agrees("ko;q=1.0,ja;q=1.000", "ko"), .agrees("ko ; q=0.5 , ja", "ja"),
        .agrees("th-TH,en-US", "th"), .agrees("en-US,th-TH", "en"), .agrees("zh-HK,en", "zh-Hant"),
        .agrees("es-MX,es;q=0.9", "es-419"), .agrees("fr-CH, fr;q=0.9, en;q=0.8, de;q=0.7, *;q=0.5", "fr"),
        .agrees("ja;q=0.001,ko;q=0", "ja"), .agrees("nl", nil), .agrees("", nil), .agrees("tr-TR,en", "tr"),
        .agrees("uk,ru;q=0.9,en;q=0.8", "ru"), .agrees("ca,es;q=0.8", "es"),
        .differs("ja-Kana,ja", "ja-Hrkt", icu: .match("ja"), because: NegotiationAgreementTests.kana),
        .differs("yue-HK,en;q=0.5", "zh-Hant", icu: .match("en"), because: firstReadable),
        .differs("hak-Hant,en", "zh-Hant", icu: .match("en"), because: firstReadable),
        .differs(
            "zh-yue,en", "zh-Hant", icu: .match("zh-Hans"),
            because: "ICU reads zh-yue in a list as zh, where it reads the tag alone as yue (zh-Hant)"),
        .differs("ja;q=2,ko", "ko", icu: .rejected, because: "one malformed weight drops its entry, not the whole header"),
        .differs("ko;Q=0.5,ja;q=0.4", "ko", icu: .rejected, because: "RFC 9110 §12.4.2: the parameter name q is case-insensitive"),
    ]

    @Test("an Accept-Language header: the package's answer, and ICU's or why it differs", arguments: headers)
    func acceptLanguage(row: HeaderNegotiation) {
        let locale = localizer.locale(forAcceptLanguage: row.header)
        #expect(locale.negotiated?.description == row.answer)
        // The chain starts at the answer and holds English: last, or where the header put it.
        #expect(locale.chain.first == (locale.negotiated ?? LocaleTag("en")))
        #expect(locale.chain.contains(LocaleTag("en")!))
        let icuAnswer = icu.bestMatch(list: row.header)
        let expected = row.icu ?? row.answer.map(ICULocaleMatcher.Answer.match) ?? .none
        #expect(icuAnswer == expected, "ICU \(ICULocaleMatcher.version) answers \(icuAnswer)")
        if let icuRow = row.icu {
            #expect(
                icuRow != (row.answer.map(ICULocaleMatcher.Answer.match) ?? .none),
                "\(row.testDescription) has a reason to differ, but ICU agrees: drop the reason")
        }
    }

    @Test("a header's languages by weight, equal weights in order; q=0, * and malformed entries left out")
    func headerLanguages() {
        #expect(AcceptLanguage.languages(in: "zh-TW,zh;q=0.9,en;q=0.8") == ["zh-TW", "zh", "en"])
        #expect(AcceptLanguage.languages(in: "en;q=0.5, ja, ko;q=0.5, fr;q=1") == ["ja", "fr", "en", "ko"])
        #expect(AcceptLanguage.languages(in: "de;q=0, *, fr;q=0.000, it") == ["it"])
        #expect(AcceptLanguage.languages(in: "ja;q=1.001, ko;q=0.0001, en;q=.5, th;q=0.5x, ru;q=0.25") == ["ru"])
        #expect(AcceptLanguage.languages(in: "\tja ;\tQ = 0.3 ,ko_KR;q=0., bad tag, toolongsubtag, zh-Hant;q=1.") == ["zh-Hant", "ja"])
        #expect(AcceptLanguage.languages(in: "") == [])
        #expect(AcceptLanguage.languages(in: ",;,q=1") == [])
    }

    @Test("preferred languages as Locale.preferredLanguages lists them: the first with tables wins")
    func preferredLanguages() {
        let taiwan = localizer.locale(forPreferredLanguages: ["zh-Hant-TW", "ja-JP", "en-US"])
        #expect(taiwan.negotiated?.description == "zh-Hant")
        #expect(taiwan.requested == "zh-Hant-TW")
        let brazil = localizer.locale(forPreferredLanguages: ["gn-BR", "es-BR", "en-BR"])
        #expect(brazil.negotiated?.description == "es-419")
        #expect(brazil.requested == "es-BR")
        let none = localizer.locale(forPreferredLanguages: ["nl-BE", "sv"])
        #expect(none.negotiated == nil && none.requested == "nl-BE")
        #expect(none.chain.map(\.description) == ["en"])
        let empty = localizer.locale(forPreferredLanguages: [])
        #expect(empty.negotiated == nil && empty.chain.map(\.description) == ["en"])
        #expect(localizer.speciesName(id: 54, in: localizer.locale(forPreferredLanguages: ["ko-Latn", "ko_KR"]))?.value == "고라파덕")
    }

    @Test("the negotiator says which preference answered")
    func preferenceIndex() {
        let negotiator = LocaleNegotiator(available: localizer.availableLocales)
        let match = negotiator.negotiate(preferredLanguages: ["xx", "und", "ko-Latn", "fr-CA", "ja"])
        #expect(match?.locale.description == "fr" && match?.index == 3)
        #expect(negotiator.negotiate(preferredLanguages: ["xx", "nl"]) == nil)
    }
}
