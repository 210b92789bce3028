import PokeLocalization
import Testing

/// The code of PokeLocalization's documentation (Sources/PokeLocalization/PokeLocalization.docc and
/// the doc comments), run: tools/docc.sh checks that each Swift listing of a catalog is a verbatim
/// excerpt of this file, so a listing can't stop compiling or answering as its comments say.
@Suite("PokeLocalization's documentation examples")
struct DocumentationExampleTests {
    @Test("the landing page's lookups answer as its comments say")
    func lookups() {
        let localizer = TableLocalizer()  // the bundled tables
        let korean = localizer.locale(for: "ko_KR.UTF-8")  // negotiate once: ko → en
        let psyduck = localizer.speciesName(id: 54, in: korean)  // 고라파덕, served by ko
        let attack = localizer.pokemonName(slug: "deoxys-attack", in: korean)  // 테오키스 (어택폼)
        let shadow = localizer.typeName(slug: "shadow", in: localizer.locale(for: "es-MX"))  // Shadow: es-419 → es → en

        #expect(korean.chain == [LocaleTag("ko")!, LocaleTag("en")!])
        #expect(psyduck?.value == "고라파덕")
        #expect(psyduck?.servedBy == LocaleTag("ko"))
        #expect(attack?.value == "테오키스 (어택폼)")
        #expect(shadow?.value == "Shadow")
        #expect(shadow?.isFallback == true)
        #expect(shadow?.servedBy == LocaleTag("en"))
        #expect(localizer.locale(for: "es-MX").chain.map(\.description) == ["es-419", "es", "en"])
    }

    @Test("LocaleNegotiator's doc comment answers as it says")
    func negotiator() {
        let negotiator = LocaleNegotiator(available: TableLocalizer().availableLocales)
        #expect(negotiator.negotiate("zh_TW.UTF-8") == LocaleTag("zh-Hant"))
        #expect(negotiator.chain(for: "es-MX").map(\.description) == ["es-419", "es", "en"])
    }

    @Test("a locale only an app's tables have negotiates as the article on adding one says")
    func newLocale() {
        let english = LocaleTag("en")!
        let esperanto = LocaleTag("eo")!
        let negotiator = LocaleNegotiator(available: [english, esperanto])
        #expect(negotiator.negotiate("eo-US") == esperanto)
        #expect(negotiator.chain(for: "eo") == [esperanto, english])
    }

    @Test("the bundled tables describe themselves as LocalizationTables' doc comment says")
    func tablesDescription() {
        let bundled = LocalizationTables.bundled
        #expect(bundled.description == "PokeLocalization (\(bundled.locales.count) locales)")
        #expect(TableLocalizer(tables: [.bundled]).tables == [.bundled])
    }

    @Test("a preference list and an Accept-Language header negotiate as the article says")
    func preferences() {
        let localizer = TableLocalizer()
        let header = localizer.locale(forAcceptLanguage: "zh-TW,zh;q=0.9,en;q=0.8")
        #expect(header.negotiated == LocaleTag("zh-Hant"))
        #expect(header.requested == "zh-TW")
        #expect(localizer.locale(forPreferredLanguages: ["pt-PT", "es-MX", "en"]).negotiated == LocaleTag("pt-BR"))
    }
}
