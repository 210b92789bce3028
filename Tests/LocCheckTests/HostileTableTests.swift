import CommandTestSupport
import Foundation
import Testing

@Suite("Hostile tables: served exactly or rejected at the right line")
struct HostileTableTests {
    let loccheck = InProcessLocCheck()

    /// A user table of type names in which each line is hostile in its own way.
    func check(_ bytes: [UInt8]) async throws -> (InProcessLocCheck.Output, String) {
        let directory = try TemporaryDirectory()
        let tables = directory.url.appendingPathComponent("hostile")
        try FileManager.default.createDirectory(at: tables.appendingPathComponent("types"), withIntermediateDirectories: true)
        try Data(bytes).write(to: tables.appendingPathComponent("types/en.txt"))
        let result = await loccheck.run(["--tables", tables.path])
        return (result, "\(tables.path)/types/en.txt")
    }

    @Test("code-like values are legitimate names and pass; control characters, BOM, bad UTF-8 and CRLF are findings at their lines")
    func hostileLines() async throws {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        let lines = [
            #"normal = Nor"mal\ \(x) """ # */ /*"#,  // 1: legitimate, if odd
            "fighting = Fight\u{0}ing",  // 2: NUL
            "flying = \u{202E}gniylF",  // 3: bidi override
            "poison = Poison\r",  // 4: CR LF
            "ground = Gro\u{2066}und",  // 5: bidi isolate
        ]
        bytes += Array(lines.joined(separator: "\n").utf8) + [0x0A]
        bytes += Array("rock = Ro".utf8) + [0xC3, 0x28] + Array("ck\n".utf8)  // 6: invalid UTF-8
        bytes += Array("Bug = Bug\n".utf8)  // 7: a key in the wrong case
        bytes += Array("ghost = ".utf8) + [UInt8](repeating: 0x41, count: 1 << 20) + [0x0A]  // 8: a 1 MB name
        bytes += Array("steel = ".utf8) + [UInt8](repeating: 0x41, count: 4_096) + [0x0A]  // 9: a name at the limit
        let (result, path) = try await check(bytes)
        #expect(result.status == 1)
        let out = result.stdout
        #expect(out.contains("\(path):1: error: The file starts with a UTF-8 byte order mark"))
        #expect(!out.contains("\(path):1: error: `normal`"), "a name that looks like code is still a name")
        #expect(out.contains("\(path):2: error: The line contains the invisible control character U+0000"))
        #expect(out.contains("\(path):3: error: The line contains the invisible control character U+202E"))
        #expect(out.contains("\(path):4: error: The line ends in CR LF"))
        #expect(out.contains("\(path):5: error: The line contains the invisible control character U+2066"))
        #expect(out.contains("\(path):6: error: The line is not valid UTF-8"))
        #expect(
            out.contains("\(path):7: error: `Bug` should be `bug`, the types key in the API's list; rename the key (`loccheck fix` does)."))
        #expect(!out.contains("`bug` is missing"), "the rename is one finding")
        #expect(
            out.contains(
                "\(path):8: error: The value is 1,048,576 bytes long, over the limit of 4,096 bytes (UTF-8) for one value; shorten it, or split the text. [value-too-long]"
            ), "\(out)")
        #expect(!out.contains("\(path):9: error: The value is"), "a name at the limit is a name")
    }

    @Test("invisible characters are findings at their lines naming the code point; joiners where a script needs them are not")
    func invisibleCharacters() async throws {
        let lines = [
            "normal = Nor\u{200B}mal",  // 1: zero width space
            "fighting = Fighting\u{2028}",  // 2: line separator
            "flying = Flying\u{E0068}\u{E0069}",  // 3: TAG characters: hidden text "hi"
            "poison = \u{3164}",  // 4: the Hangul filler, a "blank" name
            "ground = Gro\u{AD}und",  // 5: soft hyphen
            "rock = Rock\u{E000}",  // 6: private use
            "bug = B\u{200D}ug",  // 7: a joiner between Latin letters
            "ghost = क्\u{200D}ष",  // 8: a joiner after a virama: needed
            "steel = می\u{200C}خواهم",  // 9: ZWNJ in Persian: needed
            "fire = 👨\u{200D}👩\u{200D}👧",  // 10: an emoji sequence
        ]
        let (result, path) = try await check(Array((lines.joined(separator: "\n") + "\n").utf8))
        #expect(result.status == 1)
        let expected = [
            (1, "U+200B ZERO WIDTH SPACE, an invisible character"), (2, "U+2028 LINE SEPARATOR, an invisible character"),
            (3, "U+E0068 TAG LATIN SMALL LETTER H"), (4, "U+3164 HANGUL FILLER"), (5, "U+00AD SOFT HYPHEN"),
            (6, "U+E000 (a private-use character)"),
            (
                7,
                "U+200D ZERO WIDTH JOINER, an invisible character allowed only right after a virama, between two letters of the Arabic, Syriac, N'Ko or Mongolian script, or between two emoji"
            ),
        ]
        for (line, text) in expected {
            #expect(result.stdout.contains("\(path):\(line): error: The line contains \(text)"), "line \(line): \(result.stdout)")
        }
        for line in 8...10 {
            #expect(!result.stdout.contains("\(path):\(line): error: The line contains"), "line \(line) is a name its script needs")
        }
        #expect(result.stdout.components(separatedBy: "[invisible-character]").count == expected.count + 1)
    }

    @Test("a table file over 8 MiB is one file-too-large finding, read only one byte past the limit")
    func fileTooLarge() async throws {
        let directory = try TemporaryDirectory()
        let tables = directory.url.appendingPathComponent("hostile")
        try FileManager.default.createDirectory(at: tables.appendingPathComponent("types"), withIntermediateDirectories: true)
        // 64 MiB that take no disk (a sparse file): reading it whole would cost 64 MiB of memory.
        let file = tables.appendingPathComponent("types/en.txt")
        #expect(FileManager.default.createFile(atPath: file.path, contents: Data("normal = Normal\n".utf8)))
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 64 << 20)
        try handle.close()
        let result = await loccheck.run(["--tables", tables.path, "--format", "json"])
        #expect(result.status == 1)
        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let findings = (report["findings"] as? [[String: Any]] ?? []).filter { $0["kind"] as? String == "file-too-large" }
        #expect(findings.count == 1)
        #expect(!result.stdout.contains("missing-key"), "the keys of a file not read are not missing")
        #expect(findings.first?["file"] as? String == "\(tables.path)/types/en.txt")
        #expect(
            (findings.first?["message"] as? String)?.hasPrefix(
                "The file is over the limit of 8 MiB for a table (8,388,609 bytes or more); no line of it is read.") == true)
    }

    @Test("a value split by a new line leaves the rest as a malformed line, reported where it is")
    func splitValue() async throws {
        let (result, path) = try await check(Array("normal = Nor\nmal\nfire = Fire\n".utf8))
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(path):2: error: Expected `key = value`, found no `=`"))
    }
}

@Suite("Paths: --tables follows no link out of the directory")
struct TablePathTests {
    let loccheck = InProcessLocCheck()

    @Test("a table that links outside the directory is refused, exit 2")
    func symlinkOut() async throws {
        let directory = try TemporaryDirectory()
        let outside = directory.url.appendingPathComponent("outside.txt")
        try "normal = Normal\n".write(to: outside, atomically: true, encoding: .utf8)
        let tables = directory.url.appendingPathComponent("tables/types")
        try FileManager.default.createDirectory(at: tables, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: tables.appendingPathComponent("en.txt"), withDestinationURL: outside)
        let result = await loccheck.run(["--tables", tables.deletingLastPathComponent().path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is a symbolic link to \(outside.resolvingSymlinksInPath().path), outside the tables directory"))
    }

    @Test("a link that leads back to itself is named as a loop, not as a permissions problem, exit 2")
    func symlinkLoop() async throws {
        let directory = try TemporaryDirectory()
        let tables = directory.url.appendingPathComponent("tables")
        try FileManager.default.createDirectory(at: tables.appendingPathComponent("types"), withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: tables.appendingPathComponent("types/en.txt").path, withDestinationPath: "en.txt")
        let result = await loccheck.run(["--tables", tables.path])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains(
                "types/en.txt is a symbolic link that leads back to itself (a loop of links, ELOOP); replace it with the file, or point it at a real file."
            ), "\(result.stderr)")
        #expect(!result.stderr.contains("permissions"))
    }

    @Test("a link that stays inside the directory is read")
    func symlinkInside() async throws {
        let directory = try TemporaryDirectory()
        let tables = directory.url.appendingPathComponent("tables")
        try FileManager.default.createDirectory(at: tables.appendingPathComponent("types"), withIntermediateDirectories: true)
        let real = tables.appendingPathComponent("types/en-real.txt")
        try "normal = Normal\n".write(to: real, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: tables.appendingPathComponent("types/en.txt"), withDestinationURL: real)
        let result = await loccheck.run(["--tables", tables.path])
        #expect(result.status == 1, "missing types are findings, but the run happened")
        #expect(result.stdout.contains("en      1/21"))
    }
}
