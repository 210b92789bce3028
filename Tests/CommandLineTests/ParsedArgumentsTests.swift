import PokeCommandLine
import Testing

/// The parser and the "did you mean" rule both tools use, in-process.
@Suite("PokeCommandLine: the parser and the spelling rule")
struct ParsedArgumentsTests {
    let options: [Option] = [.value("--locale"), .value("--min-coverage"), .flag("--strict"), .value("--output", aliases: ["-o"])]

    func parse(_ words: [String]) throws(UsageError) -> ParsedArguments {
        try ParsedArguments(words, command: "tool sub", options: options)
    }

    @Test("values after a space or =, flags, operands, repeats and aliases")
    func sorting() throws {
        let parsed = try parse(["a", "--locale=ko", "--strict", "b", "--min-coverage", "80", "--min-coverage=de=10", "-o", "out.po", "-"])
        #expect(parsed.operands == ["a", "b", "-"])
        #expect(parsed.values == ["--locale": "ko", "--min-coverage": "de=10", "--output": "out.po"])
        #expect(parsed.allValues("--min-coverage") == ["80", "de=10"])
        #expect(parsed.flags == ["--strict"])
        #expect(parsed.given == ["--locale", "--strict", "--min-coverage", "--min-coverage", "--output"])
        #expect(!parsed.wantsHelp)
    }

    @Test("-- makes every later word an operand; a value may start with one dash, not two")
    func doubleDash() throws {
        let parsed = try parse(["--locale", "-x", "--", "--strict", "-h"])
        #expect(parsed.values["--locale"] == "-x")
        #expect(parsed.operands == ["--strict", "-h"])
        #expect(parsed.flags.isEmpty)
        #expect(throws: UsageError.self) { try parse(["--locale", "--strict"]) }
        #expect(try parse(["--locale=--strict"]).values["--locale"] == "--strict")
    }

    @Test("--help or -h before -- wins over every other word")
    func help() throws {
        #expect(try parse(["--bogus", "-h"]).wantsHelp)
        #expect(try parse(["--locale", "--help"]).wantsHelp)
        #expect(try !parse(["--", "--help"]).wantsHelp)
    }

    @Test("usage errors say what and where to look", arguments: [
        (["--lcoale", "ko"], "unknown option '--lcoale'. Did you mean '--locale'? See `tool sub --help`."),
        (["--strict=yes"], "--strict takes no value, but got 'yes'. See `tool sub --help`."),
        (["--locale"], "--locale needs a value. See `tool sub --help`."),
        (["--locale="], "--locale needs a value. See `tool sub --help`."),
        (["-x"], "unknown option '-x'. See `tool sub --help`."),
    ])
    func errors(words: [String], message: String) {
        #expect(throws: UsageError(message)) { try parse(words) }
    }

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

    @Test("the distance counts every edit against a plain Levenshtein table, swaps as one", arguments: [
        ("kitten", "sitting", 3), ("", "abc", 3), ("abc", "", 3), ("ab", "ba", 1), ("abcd", "acbd", 1), ("ca", "abc", 3),
    ])
    func distance(a: String, b: String, expected: Int) {
        #expect(Spelling.distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: 10) == expected)
    }
}
