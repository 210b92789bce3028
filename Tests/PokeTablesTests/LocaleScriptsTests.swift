import PokeTables
import Testing

@Suite("The scripts of a locale's names: one answer for loccheck's script check and for search")
struct LocaleScriptsTests {
    @Test(
        "a script subtag decides, else the language's usual script",
        arguments: [
            ("ja-Hrkt", ["Hira", "Kana"]), ("ja", ["Hira", "Kana", "Hani"]), ("ja-Latn", ["Latn"]),
            ("ko", ["Hang"]), ("ko-Kore", ["Hang", "Hani"]), ("zh-Hant", ["Hani"]), ("yue-CN", ["Hani"]), ("wuu", ["Hani"]),
            ("sr", ["Cyrl"]), ("sr-Latn", ["Latn"]), ("bs", ["Latn"]), ("uz", ["Latn"]), ("th", ["Thai"]), ("pt-BR", ["Latn"]),
        ])
    func scripts(tag: String, expected: [String]) throws {
        #expect(LocaleScripts.codes(for: try #require(LocaleTag(tag))) == expected)
    }

    @Test("an unknown language or script is not guessed")
    func unknown() throws {
        #expect(LocaleScripts.codes(for: try #require(LocaleTag("xx"))) == nil)
        #expect(LocaleScripts.codes(for: try #require(LocaleTag("en-Arab"))) == nil)
    }
}
