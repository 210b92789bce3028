import PokeTables
import Testing

@Suite("BCP 47 locale tags")
struct LocaleTagTests {
    @Test("canonicalizes case and separators", arguments: [
        ("ko", "ko"), ("KO_kr", "ko-KR"), ("zh-hant", "zh-Hant"), ("zh_hant_tw", "zh-Hant-TW"),
        ("es-419", "es-419"), ("ja-hrkt", "ja-Hrkt"), ("pt-br", "pt-BR"), ("de-DE-1996", "de-DE-1996"),
    ])
    func canonical(input: String, expected: String) {
        #expect(LocaleTag(input)?.description == expected)
    }

    @Test("rejects what is not a tag, and anything that could escape a directory", arguments: [
        "", "k", "../x", "../../x", "ko/..", "ko KR", "ko-", "-ko", "ko--KR", "a1", "ko-KR-x", "ko.txt", "..",
    ])
    func rejects(input: String) {
        #expect(LocaleTag(input) == nil)
    }
}
