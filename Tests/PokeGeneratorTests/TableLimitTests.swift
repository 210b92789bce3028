import CommandTestSupport
import Foundation
import Testing

@Suite("pokegen and the table limits")
struct TableLimitTests {
    let pokegen = BuiltCommand("pokegen")

    @Test("pokegen generates nothing from a tables folder with a file over 8 MiB, exit 1, and leaves an over-long value out with a warning")
    func overLimit() throws {
        let directory = try TemporaryDirectory()
        let tables = directory.url.appendingPathComponent("Localization")
        try FileManager.default.createDirectory(at: tables.appendingPathComponent("ui"), withIntermediateDirectories: true)
        let label = tables.appendingPathComponent("ui/en.txt")
        try ("number = No.\nheight = " + String(repeating: "H", count: 5_000) + "\n").write(to: label, atomically: true, encoding: .utf8)
        let output = directory.url.appendingPathComponent("Tables.swift")
        let warned = try pokegen.run(["layer", tables.path, output.path, "--name", "App"])
        #expect(warned.status == 0, "\(warned.stderr)")
        #expect(
            warned.stderr.contains(
                "ui/en.txt:2: warning: The value is 5,000 bytes long, over the limit of 4,096 bytes (UTF-8) for one value"),
            "\(warned.stderr)")
        #expect(!(try String(contentsOf: output, encoding: .utf8)).contains("HHHH"))
        try FileManager.default.removeItem(at: output)

        let large = tables.appendingPathComponent("ui/fr.txt")
        #expect(FileManager.default.createFile(atPath: large.path, contents: Data("number = N°\n".utf8)))
        let handle = try FileHandle(forWritingTo: large)
        try handle.truncate(atOffset: (8 << 20) + 1)
        try handle.close()
        let refused = try pokegen.run(["layer", tables.path, output.path, "--name", "App"])
        #expect(refused.status == 1)
        #expect(
            refused.stderr
                == "pokegen: error: \(tables.path)/ui/fr.txt is over the limit of 8 MiB for a table file, so nothing is generated; shorten it (`loccheck` reports it as file-too-large).\n"
        )
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }
}
