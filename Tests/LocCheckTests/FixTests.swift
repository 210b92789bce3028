import CommandTestSupport
import Foundation
import Testing

@Suite("loccheck fix")
struct FixTests {
    let loccheck = InProcessLocCheck()

    /// German types with one of each fixable problem, and a comment that must survive.
    static let broken = """
        # German types, kept by hand.
        normal = Normal
        Fighting = Kampf
        flying = Flug\u{20}
        poison = Gift
        ground = Boden
        rock = Gestein
        bug = Käfer
        ghost = Geist
        fire = Feuer
        steel = Stahl
        water = Wasser
        grass = Pflanze
        electric = Elektro
        psychic = Psycho
        ice = Eis
        dragon = Drache
        dark = Unlicht
        fairy = Fee
        stellar = Stellar
        unknown = ???
        shadow = Crypto
        figthing = Kampf

        """

    func tables(_ directory: TemporaryDirectory) throws -> URL {
        // `bug` decomposed (a + combining diaeresis); `steel` out of order (belongs after ghost).
        let text = Self.broken.replacingOccurrences(of: "bug = Käfer", with: "bug = Ka\u{308}fer")
        return try directory.tables(["types/en.txt": try PackageTables.text("types/en.txt"), "types/de.txt": text])
    }

    @Test("a table saved with CR LF and a byte order mark is one finding each, and fix makes it LF without the BOM, fixing the rest too")
    func windowsLineEndings() async throws {
        let directory = try TemporaryDirectory()
        let german = try PackageTables.text("types/de.txt")
        let windows = "\u{FEFF}" + german.replacingOccurrences(of: "\n", with: "\r\n").replacingOccurrences(of: "= Feuer", with: "= Feuer ")
        let tables = try directory.tables(["types/en.txt": try PackageTables.text("types/en.txt"), "types/de.txt": windows])
        let file = tables.appendingPathComponent("types/de.txt")
        let lines = german.split(separator: "\n").count
        let check = await loccheck.run(["--tables", tables.path, "--format", "json"])
        #expect(check.status == 1)
        let findings = try ReportFindings(check.stdout)
        #expect(findings.of("carriage-return").count == 1, "\(check.stdout)")
        #expect(
            findings.of("carriage-return").first?["message"] as? String
                == "The line ends in CR LF, as do \(lines) lines of the file in all; save the file with LF (Unix) line endings (`loccheck fix` converts them)."
        )
        #expect(findings.of("byte-order-mark").count == 1)

        let fixed = await loccheck.run(["fix", "--tables", tables.path])
        #expect(fixed.status == 0, "\(fixed.stdout)\(fixed.stderr)")
        #expect(fixed.stdout.contains("1 name trimmed or brought to NFC"), "\(fixed.stdout)")
        #expect(fixed.stdout.contains("1 file converted from CR LF to LF line endings, 1 byte order mark removed."), "\(fixed.stdout)")
        #expect(try String(contentsOf: file, encoding: .utf8) == german)
        #expect(await loccheck.run(["--tables", tables.path]).status == 0)
    }

    @Test("an out-of-order line is told to move past the neighbour it is on the wrong side of, never one it is already above")
    func outOfOrderNamesTheRightNeighbour() async throws {
        let directory = try TemporaryDirectory()
        // fighting above normal: normal and flying stay (a longest run in order), fighting moves.
        // It is already above flying, so the line to name is normal, which it must follow.
        let german = try PackageTables.text("types/de.txt")
            .replacingOccurrences(of: "\nnormal = Normal\nfighting = Kampf\n", with: "\nfighting = Kampf\nnormal = Normal\n")
        let tables = try directory.tables(["types/en.txt": try PackageTables.text("types/en.txt"), "types/de.txt": german])
        let lines = german.split(separator: "\n", omittingEmptySubsequences: false)
        let fighting = try #require(lines.firstIndex(of: "fighting = Kampf")) + 1
        let check = await loccheck.run(["--tables", tables.path])
        #expect(
            check.stdout.contains(
                "/types/de.txt:\(fighting): warning: `fighting` is out of the API's order; move the line after `normal` (line \(fighting + 1)) (`loccheck fix` does). [out-of-order]"
            ), "\(check.stdout)")
        #expect(await loccheck.run(["fix", "--tables", tables.path]).status == 0)
        #expect(
            try String(contentsOf: tables.appendingPathComponent("types/de.txt"), encoding: .utf8) == PackageTables.text("types/de.txt"))
    }

    @Test("--dry-run shows the diff and writes nothing")
    func dryRun() async throws {
        let directory = try TemporaryDirectory()
        let tables = try tables(directory)
        let before = try Data(contentsOf: tables.appendingPathComponent("types/de.txt"))
        let check = await loccheck.run(["--tables", tables.path])
        #expect(
            check.stdout.contains(
                "/types/de.txt:10: warning: `fire` is out of the API's order; move the line after `steel` (line 11) (`loccheck fix` does). [out-of-order]"
            ))
        let result = await loccheck.run(["fix", "--dry-run", "--tables", tables.path])
        #expect(result.status == 0, "\(result.stderr)")
        #expect(try Data(contentsOf: tables.appendingPathComponent("types/de.txt")) == before)
        #expect(result.stdout.contains("--- \(tables.path)/types/de.txt\n+++ \(tables.path)/types/de.txt\n@@ "))
        #expect(result.stdout.contains("\n-flying = Flug \n+flying = Flug\n"), "\(result.stdout)")
        // Compared as bytes: String comparison would treat the decomposed and composed names as equal.
        #expect(Data(result.stdout.utf8).range(of: Data("\n-bug = Ka\u{308}fer\n+bug = K\u{E4}fer\n".utf8)) != nil)
        #expect(
            result.stdout.hasSuffix(
                "Would fix 1 file: 0 keys renamed, 2 names trimmed or brought to NFC, 1 line moved into the API's order.\n"))
    }

    @Test("fixes only the lines that need it, leaves ambiguous keys, and is clean afterwards but for what it can't decide")
    func fix() async throws {
        let directory = try TemporaryDirectory()
        let tables = try tables(directory)
        let result = await loccheck.run(["fix", "--tables", tables.path])
        #expect(result.status == 0, "\(result.stderr)")
        let fixed = try String(contentsOf: tables.appendingPathComponent("types/de.txt"), encoding: .utf8)
        let expected = Self.broken
            .replacingOccurrences(of: "flying = Flug \n", with: "flying = Flug\n")
            .replacingOccurrences(of: "fire = Feuer\nsteel = Stahl\n", with: "steel = Stahl\nfire = Feuer\n")
        #expect(Array(fixed.utf8) == Array(expected.utf8))
        // Written by rename from a temporary file, which is gone.
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: tables.appendingPathComponent("types").path).sorted() == [
                "de.txt", "en.txt",
            ])
        // `Fighting` and `figthing` both suggest `fighting`: ambiguous, so neither is renamed.
        let check = await loccheck.run(["--tables", tables.path])
        #expect(check.stdout.contains("`Fighting` is not a types key in the API's list. Did you mean `fighting`?"))
        #expect(check.stdout.contains("`figthing` is not a types key in the API's list. Did you mean `fighting`?"))
        #expect(!check.stdout.contains("NFC"))
        #expect(!check.stdout.contains("white space"))
        #expect(!check.stdout.contains("out-of-order"))
    }

    @Test("the package's own tables need no fix, so fix writes nothing")
    func packageTables() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let result = await loccheck.run(["fix", "--tables", tables.path])
        #expect(result.stdout == "Fixed 0 files: 0 keys renamed, 0 names trimmed or brought to NFC, 0 lines moved into the API's order.\n")
        #expect(await loccheck.run(["fix", "--dry-run", "--tables", tables.path]).stdout.hasPrefix("Would fix 0 files"))
    }

    @Test("a file with a duplicate key gets its names fixed, and fix says which line stops the rest")
    func duplicateKey() async throws {
        let directory = try TemporaryDirectory()
        let english = try PackageTables.text("types/en.txt")
        // flying's name ends in a space; fire is out of order; `normal` is defined twice; `flyng` is a typo.
        let text =
            try PackageTables.text("types/de.txt")
            .replacingOccurrences(of: "\nflying = Flug\n", with: "\nflying = Flug \n")
            .replacingOccurrences(of: "\nfire = Feuer\n", with: "\n") + "fire = Feuer\nnormal = Normal\n"
        let tables = try directory.tables(["types/en.txt": english, "types/de.txt": text])
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let first = try #require(lines.firstIndex { $0.hasPrefix("normal = ") }) + 1
        let second = try #require(lines.lastIndex { $0.hasPrefix("normal = ") }) + 1

        let dryRun = await loccheck.run(["fix", "--dry-run", "--tables", tables.path])
        #expect(dryRun.status == 0, "\(dryRun.stderr)")
        #expect(dryRun.stdout.contains("\n-flying = Flug \n+flying = Flug\n"), "\(dryRun.stdout)")
        #expect(
            dryRun.stdout.contains(
                "\(tables.path)/types/de.txt:\(second): error: The key `normal` is already defined on line \(first), as “Normal”; this line names it “Normal”. Delete one of the two lines. [duplicate-key]\n"
            ))
        #expect(
            dryRun.stdout.contains(
                "\(tables.path)/types/de.txt: fix renames no key and moves no line in this file until the line above is fixed by hand; names are fixed.\n"
            ))
        #expect(
            dryRun.stdout.hasSuffix(
                "Would fix 1 file: 0 keys renamed, 1 name trimmed or brought to NFC, 0 lines moved into the API's order; 1 file needs a person first (see above).\n"
            ),
            "\(dryRun.stdout)")

        let fixed = await loccheck.run(["fix", "--tables", tables.path])
        #expect(
            fixed.stdout.hasSuffix(
                "Fixed 1 file: 0 keys renamed, 1 name trimmed or brought to NFC, 0 lines moved into the API's order; 1 file needs a person first (see above).\n"
            ))
        #expect(
            try String(contentsOf: tables.appendingPathComponent("types/de.txt"), encoding: .utf8)
                == text.replacingOccurrences(of: "Flug \n", with: "Flug\n"))

        // Once a person deletes the second line, fix moves fire back where it belongs.
        try text.replacingOccurrences(of: "fire = Feuer\nnormal = Normal\n", with: "fire = Feuer\n")
            .write(to: tables.appendingPathComponent("types/de.txt"), atomically: true, encoding: .utf8)
        #expect(await loccheck.run(["fix", "--tables", tables.path]).stdout.hasSuffix("1 line moved into the API's order.\n"))
        #expect(await loccheck.run(["--tables", tables.path]).status == 0)
    }

    @Test("a file whose bytes are damaged is left whole, and fix says why")
    func damagedBytes() async throws {
        let directory = try TemporaryDirectory()
        let text = try PackageTables.text("types/de.txt").replacingOccurrences(of: "\nflying = Flug\n", with: "\nflying = Flug \u{7}\n")
        let tables = try directory.tables(["types/en.txt": try PackageTables.text("types/en.txt"), "types/de.txt": text])
        let result = await loccheck.run(["fix", "--tables", tables.path])
        #expect(
            result.stdout.contains("/types/de.txt: fix changes nothing in this file until the line above is fixed by hand.\n"),
            "\(result.stdout)")
        #expect(
            result.stdout.hasSuffix(
                "Fixed 0 files: 0 keys renamed, 0 names trimmed or brought to NFC, 0 lines moved into the API's order; 1 file needs a person first (see above).\n"
            ))
        #expect(try String(contentsOf: tables.appendingPathComponent("types/de.txt"), encoding: .utf8) == text)
    }

    @Test("a key with one suggestion is renamed in place")
    func rename() async throws {
        let directory = try TemporaryDirectory()
        var german = try PackageTables.entries("types/de.txt")
        german[2].key = "flyng"
        let tables = try directory.tables([
            "types/en.txt": try PackageTables.text("types/en.txt"), "types/de.txt": "# mine\n" + PackageTables.render(german),
        ])
        let result = await loccheck.run(["fix", "--tables", tables.path])
        #expect(result.stdout == "Fixed 1 file: 1 key renamed, 0 names trimmed or brought to NFC, 0 lines moved into the API's order.\n")
        let fixed = try String(contentsOf: tables.appendingPathComponent("types/de.txt"), encoding: .utf8)
        #expect(fixed == (try "# mine\n" + PackageTables.render(PackageTables.entries("types/de.txt"))))
        #expect(await loccheck.run(["--tables", tables.path]).status == 0)
        // Nothing left to fix: the file is not touched again.
        #expect(await loccheck.run(["fix", "--tables", tables.path]).stdout.hasPrefix("Fixed 0 files"))
    }
}
