import CommandTestSupport
import Foundation
import Testing

/// An import into a table loccheck reports a problem in writes nothing and says where the problem is.
@Suite("Import into a table with a problem")
struct ImportIntoProblemTableTests {
    @Test("the refusal names the problem's line as a number")
    func namesTheLine() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let types = tables.appendingPathComponent("types/fr.txt")
        let french = try String(contentsOf: types, encoding: .utf8)
        var lines = french.components(separatedBy: "\n")
        let broken = try #require(lines.firstIndex(of: "fire = Feu"))
        lines[broken] = "fire Feu"
        try lines.joined(separator: "\n").write(to: types, atomically: true, encoding: .utf8)
        let before = try snapshotOfFiles(tables)
        let file = directory.url.appendingPathComponent("fr.po")
        try """
        msgid ""
        msgstr ""
        "Language: fr\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"

        msgctxt "types:water"
        msgid "Water"
        msgstr "Eaux"

        """.write(to: file, atomically: true, encoding: .utf8)

        let result = await InProcessLocCheck.run(["import", file.path, "--overwrite", "--tables", tables.path])
        #expect(result.status != 0)
        #expect(result.stdout.contains("of types/fr.txt, which has problems loccheck reports (line \(broken + 1): "), "\(result.stdout)")
        #expect(!result.stdout.contains("Optional("), "\(result.stdout)")
        #expect(try snapshotOfFiles(tables) == before)
    }
}
