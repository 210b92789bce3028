import PokeTables
import Testing

/// The "did you mean" rule of both tools' own suggestions and of loccheck's key suggestions.
@Suite("Spelling: the did-you-mean rule")
struct SpellingTests {
    @Test("one threshold: one edit up to four characters, two beyond; dashes don't count")
    func threshold() {
        #expect(Spelling.allowedEdits(forLength: 4) == 1)
        #expect(Spelling.allowedEdits(forLength: 5) == 2)
        #expect(Spelling.suggestion(for: "lst", among: ["list", "show"]) == "list")
        #expect(Spelling.suggestion(for: "lt", among: ["list", "show"]) == nil)
        #expect(Spelling.suggestion(for: "--lcoale", among: ["--locale", "--limit"]) == "--locale")  // a swap is one edit
        #expect(Spelling.suggestion(for: "--xyz", among: ["--tables"]) == nil)
        #expect(Spelling.suggestion(for: "rookiedee", among: ["rookidee", "rowlet"]) == "rookidee")
        #expect(Spelling.suggestion(for: "pikachuuu", among: ["pikachu"]) == "pikachu")
        #expect(Spelling.suggestion(for: "pikachuuuu", among: ["pikachu"]) == nil)
    }

    @Test("a tie suggests nothing to act on, and both in a message")
    func ties() {
        #expect(Spelling.suggestion(for: "--tablez", among: ["--table", "--tables"]) == nil)
        #expect(Spelling.nearest(to: "--tablez", among: ["--table", "--tables", "--locale"]) == ["--table", "--tables"])
        #expect(Spelling.didYouMean("--tablez", among: ["--table", "--tables"]) == " Did you mean '--table' or '--tables'?")
        #expect(Spelling.suggestion(for: "--tabel", among: ["--table", "--tables"]) == "--table")  // a swap beats a swap and an insertion
        #expect(Spelling.didYouMean("zzz", among: ["--table"]).isEmpty)
    }

    @Test(
        "the distance counts every edit against a plain Levenshtein table, swaps as one",
        arguments: [
            ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("ab", "ba", 1), ("abcd", "acbd", 1), ("ca", "abc", 3),
        ])
    func distance(a: String, b: String, expected: Int) {
        #expect(Spelling.distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: 10) == expected)
    }
}
