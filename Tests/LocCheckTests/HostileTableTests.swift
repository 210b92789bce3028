import CommandTestSupport
import Foundation
import Testing

@Suite("Hostile tables: served exactly or rejected at the right line")
struct HostileTableTests {
    let loccheck = BuiltCommand("loccheck")

    /// A user table of type names in which each line is hostile in its own way.
    func check(_ bytes: [UInt8]) throws -> (BuiltCommand.Output, String) {
        let directory = try TemporaryDirectory()
        let tables = directory.url.appendingPathComponent("hostile")
        try FileManager.default.createDirectory(at: tables.appendingPathComponent("types"), withIntermediateDirectories: true)
        try Data(bytes).write(to: tables.appendingPathComponent("types/en.txt"))
        let result = try loccheck.run(["--tables", tables.path])
        return (result, "\(tables.path)/types/en.txt")
    }

    @Test("code-like values are legitimate names and pass; control characters, BOM, bad UTF-8 and CRLF are findings at their lines")
    func hostileLines() throws {
        var bytes: [UInt8] = [0xEF, 0xBB, 0xBF]
        let lines = [
            #"normal = Nor"mal\ \(x) """ # */ /*"#,   // 1: legitimate, if odd
            "fighting = Fight\u{0}ing",                // 2: NUL
            "flying = \u{202E}gniylF",                 // 3: bidi override
            "poison = Poison\r",                       // 4: CR LF
            "ground = Gro\u{2066}und",                 // 5: bidi isolate
        ]
        bytes += Array(lines.joined(separator: "\n").utf8) + [0x0A]
        bytes += Array("rock = Ro".utf8) + [0xC3, 0x28] + Array("ck\n".utf8)  // 6: invalid UTF-8
        bytes += Array("Bug = Bug\n".utf8)                                     // 7: a key in the wrong case
        bytes += Array("ghost = ".utf8) + [UInt8](repeating: 0x41, count: 1 << 20) + [0x0A]  // 8: a 1 MB name
        let (result, path) = try check(bytes)
        #expect(result.status == 1)
        let out = result.stdout
        #expect(out.contains("\(path):1: error: The file starts with a UTF-8 byte order mark"))
        #expect(!out.contains("\(path):1: error: `normal`"), "a name that looks like code is still a name")
        #expect(out.contains("\(path):2: error: The line contains the invisible control character U+0000"))
        #expect(out.contains("\(path):3: error: The line contains the invisible control character U+202E"))
        #expect(out.contains("\(path):4: error: The line ends in CR LF"))
        #expect(out.contains("\(path):5: error: The line contains the invisible control character U+2066"))
        #expect(out.contains("\(path):6: error: The line is not valid UTF-8"))
        #expect(out.contains("\(path):7: error: `Bug` should be `bug`, the types key in the API's list; rename the key (`loccheck fix` does)."))
        #expect(!out.contains("`bug` is missing"), "the rename is one finding")
        #expect(!out.contains("`ghost`"), "a long name is a name")
    }

    @Test("a value split by a new line leaves the rest as a malformed line, reported where it is")
    func splitValue() throws {
        let (result, path) = try check(Array("normal = Nor\nmal\nfire = Fire\n".utf8))
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(path):2: error: Expected `key = value`, found no `=`"))
    }
}

@Suite("Paths: --tables follows no link out of the directory")
struct TablePathTests {
    let loccheck = BuiltCommand("loccheck")

    @Test("a table that links outside the directory is refused, exit 2")
    func symlinkOut() throws {
        let directory = try TemporaryDirectory()
        let outside = directory.url.appendingPathComponent("outside.txt")
        try "normal = Normal\n".write(to: outside, atomically: true, encoding: .utf8)
        let tables = directory.url.appendingPathComponent("tables/types")
        try FileManager.default.createDirectory(at: tables, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(at: tables.appendingPathComponent("en.txt"), withDestinationURL: outside)
        let result = try loccheck.run(["--tables", tables.deletingLastPathComponent().path])
        #expect(result.status == 2)
        #expect(result.stderr.contains("is a symbolic link to \(outside.resolvingSymlinksInPath().path), outside the tables directory"))
    }

    @Test("a link that stays inside the directory is read")
    func symlinkInside() throws {
        let directory = try TemporaryDirectory()
        let tables = directory.url.appendingPathComponent("tables")
        try FileManager.default.createDirectory(at: tables.appendingPathComponent("types"), withIntermediateDirectories: true)
        let real = tables.appendingPathComponent("types/en-real.txt")
        try "normal = Normal\n".write(to: real, atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(at: tables.appendingPathComponent("types/en.txt"), withDestinationURL: real)
        let result = try loccheck.run(["--tables", tables.path])
        #expect(result.status == 1, "missing types are findings, but the run happened")
        #expect(result.stdout.contains("en      1/21"))
    }
}
