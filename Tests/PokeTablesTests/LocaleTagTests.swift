import PokeTables
import Testing

@Suite("BCP 47 locale tags")
struct LocaleTagTests {
    @Test(
        "canonicalizes case and separators",
        arguments: [
            ("ko", "ko"), ("KO_kr", "ko-KR"), ("zh-hant", "zh-Hant"), ("zh_hant_tw", "zh-Hant-TW"),
            ("es-419", "es-419"), ("ja-hrkt", "ja-Hrkt"), ("pt-br", "pt-BR"), ("de-DE-1996", "de-DE-1996"),
        ])
    func canonical(input: String, expected: String) {
        #expect(LocaleTag(input)?.description == expected)
    }

    @Test(
        "rejects what is not a tag, and anything that could escape a directory",
        arguments: [
            "", "k", "../x", "../../x", "ko/..", "ko KR", "ko-", "-ko", "ko--KR", "a1", "ko-KR-x", "ko.txt", "..",
        ])
    func rejects(input: String) {
        #expect(LocaleTag(input) == nil)
    }

    @Test("keeps tags of up to 23 characters, every tag with one variant, and rejects longer ones")
    func length() {
        #expect(LocaleTag("zh-Hant-TW-abcdefgh")?.description == "zh-Hant-TW-abcdefgh")
        #expect(LocaleTag("sl-Latn-IT-rozaj-biske")?.description == "sl-Latn-IT-rozaj-biske")
        #expect(LocaleTag("sl-Latn-IT-rozaj-biske-1994") == nil)
        #expect(LocaleTag("eng-Latn-US-abcde-fghij")?.description.count == 23)
        #expect(LocaleTag("eng-Latn-US-abcde-fghijk") == nil)
    }

    @Test(
        "equal, hashed and ordered as their text",
        arguments: [
            ["en", "en-GB", "es", "es-419", "ja", "ja-Hrkt", "ja-Latn", "zh-Hans", "zh-Hant", "zh-Hant-TW"]
        ])
    func ordering(sortedTexts: [String]) {
        let tags = sortedTexts.reversed().compactMap { LocaleTag($0) }
        #expect(tags.sorted().map(\.description) == sortedTexts)
        #expect(Set(tags + tags).count == sortedTexts.count)
        #expect(LocaleTag("ZH_hant") == LocaleTag("zh-Hant"))
        #expect(LocaleTag("ZH_hant").hashValue == LocaleTag("zh-Hant").hashValue)
        #expect(LocaleTag("en")! < LocaleTag("en-GB")!)
        #expect(!(LocaleTag("en")! < LocaleTag("en")!))
    }
}
