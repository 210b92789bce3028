import CommandTestSupport
import Foundation
import Testing

@Suite("Content checks: script, duplicate names, untranslated copies")
struct ContentCheckTests {
    let loccheck = InProcessLocCheck()

    /// The committed table of `path` with some names replaced, as text.
    func edited(_ path: String, _ names: [String: String]) throws -> String {
        PackageTables.render(try PackageTables.entries(path).map { ($0.key, names[$0.key] ?? $0.value) })
    }

    /// The line of `key` in a table written by ``edited(_:_:)``, which has no comments.
    func line(of key: String, in path: String) throws -> Int {
        try PackageTables.entries(path).firstIndex { $0.key == key }! + 1
    }

    @Test("a Korean table: Latin letters, a copied English name and a shared name are found; digits and ♀ pass")
    func korean() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.tables([
            "species/en.txt": try PackageTables.text("species/en.txt"),
            "species/ko.txt": try PackageTables.text("species/ko.txt")
                .replacingOccurrences(of: "\nbulbasaur = 이상해씨\n", with: "\nbulbasaur = 이상해씨A\n")
                .replacingOccurrences(of: "\npikachu = 피카츄\n", with: "\npikachu = Pikachu\n")
                .replacingOccurrences(of: "\nvenusaur = 이상해꽃\n", with: "\nvenusaur = 이상해풀\n"),
        ])
        let result = await loccheck.run(["--tables", tables.path])
        #expect(result.status == 1)
        let path = "\(tables.path)/species/ko.txt"
        #expect(
            result.stdout.contains(
                "\(path):3: error: The name of `bulbasaur` (이상해씨A) has the letter A (U+0041), which is not Hangul script as ko names are; rewrite it, or baseline it with the reason. [wrong-script]"
            ))
        #expect(
            result.stdout.contains(
                "\(path):5: error: `venusaur` has the name 이상해풀, which `ivysaur` on line 4 has too; give each its own name. [duplicate-name]"
            ))
        #expect(
            result.stdout.contains(
                "\(path):27: warning: The name of `pikachu` is the English one (Pikachu), while this locale's names usually differ; translate it, or baseline it with the reason it is right. [untranslated-copy]"
            ))
        // Porygon-Z (폴리곤Z) is the one real Korean name with a Latin letter, which passes as a code
        // the English name has as a word (the A of 이상해씨A is no word of "Bulbasaur"); 폴리곤2 and
        // 니드런♀ pass by rule.
        #expect(!result.stdout.contains("`porygon-z` (폴리곤Z)"))
        #expect(result.stdout.contains("2 errors, 1 warning"), "\(result.stdout)")
    }

    @Test("a Latin letter hidden among Cyrillic ones is found; ja-Hrkt refuses kanji that ja accepts")
    func homoglyphsAndKana() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.tables([
            "species/en.txt": try PackageTables.text("species/en.txt"),
            "species/ru.txt": try edited("species/ru.txt", ["bewear": "Бeвеар", "porygon-z": "Поригон-Я"]),
            "species/ja.txt": try edited("species/ja.txt", ["mew": "幻ミュウ", "porygon-z": "ポリゴン乙"]),
            "species/ja-Hrkt.txt": try edited("species/ja-Hrkt.txt", ["mew": "幻ミュウ", "porygon-z": "ポリゴンゼット"]),
        ])
        let result = await loccheck.run(["--tables", tables.path, "--format", "github"])
        let errors = result.stdout.split(separator: "\n").filter { $0.hasPrefix("::error") }
        #expect(errors.count == 2, "\(result.stdout)")
        let bewear = try line(of: "bewear", in: "species/ru.txt")
        let mew = try line(of: "mew", in: "species/ja-Hrkt.txt")
        #expect(
            errors.contains { $0.contains("ru.txt,line=\(bewear)") && $0.contains("the letter e (U+0065), which is not Cyrillic script") })
        #expect(
            errors.contains {
                $0.contains("ja-Hrkt.txt,line=\(mew)") && $0.contains("the letter 幻 (U+5E7B), which is not Hiragana or Katakana script")
            })
    }

    @Test("es, it, de and fr share names with English legitimately, so copies don't warn there")
    func sharedNamesDontWarn() async throws {
        let directory = try TemporaryDirectory()
        var files = ["species/en.txt": try PackageTables.text("species/en.txt")]
        for locale in ["es", "it", "de", "fr"] { files["species/\(locale).txt"] = try PackageTables.text("species/\(locale).txt") }
        let result = await loccheck.run(["--tables", try directory.tables(files).path, "--strict"])
        #expect(result.status == 0)
        #expect(result.stdout.contains("0 errors, 0 warnings."))
    }

    @Test("labels are not names: `No.` and one word for type and types pass in ui tables")
    func labelsAreNotNames() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.tables([
            "ui/en.txt": try PackageTables.text("ui/en.txt"), "ui/ja.txt": try PackageTables.text("ui/ja.txt"),
        ])
        let result = await loccheck.run(["--tables", tables.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("0 errors, 0 warnings."))
    }
}
