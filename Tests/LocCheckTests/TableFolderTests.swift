import CommandTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// A table folder gets the rule of a table file: a link out of the tree is refused, a folder the
/// package's tables must have is missing in every locale when it is gone, and only regular files
/// are read (`rm -rf types; ln -s /elsewhere types` once passed, and pokegen compiled no types).
@Suite("Table folders: linked away, missing, or not files")
struct TableFolderTests {
    let loccheck = InProcessLocCheck()
    let pokegen = BuiltCommand("pokegen")

    @Test("a table folder that links out of the tables directory is refused, for loccheck and pokegen")
    func folderLinkedAway() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let elsewhere = directory.url.appendingPathComponent("elsewhere")
        try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        try FileManager.default.removeItem(at: tables.appendingPathComponent("types"))
        try FileManager.default.createSymbolicLink(atPath: tables.appendingPathComponent("types").path, withDestinationPath: elsewhere.path)
        let result = await loccheck.run(["--tables", tables.path])
        #expect(result.status == 2, "\(result.stdout)")
        #expect(
            result.stderr.contains("types is a symbolic link to \(elsewhere.resolvingSymlinksInPath().path), outside the tables directory"),
            "\(result.stderr)")
        #expect(result.stderr.contains("replace the link with the folder itself."))
        let generated = try pokegen.run(["bundled", tables.path, directory.url.appendingPathComponent("out.swift").path, "--no-import"])
        #expect(generated.status == 1)
        #expect(generated.stderr.contains("outside the tables directory"), "\(generated.stderr)")
    }

    @Test("a deleted table folder is a missing table in every locale, and pokegen generates nothing")
    func folderDeleted() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        try FileManager.default.removeItem(at: tables.appendingPathComponent("types"))
        let result = await loccheck.run(["--tables", tables.path, "--format", "json"])
        #expect(result.status == 1)
        let missing = try ReportFindings(result.stdout).of("missing-table").compactMap { $0["file"] as? String }
        #expect(missing.contains("\(tables.path)/types/en.txt"), "\(missing)")
        #expect(missing.filter { $0.hasPrefix("\(tables.path)/types/") }.count == 16, "\(missing)")
        let output = directory.url.appendingPathComponent("out.swift")
        let generated = try pokegen.run(["bundled", tables.path, output.path, "--no-import"])
        #expect(generated.status == 1)
        #expect(generated.stderr.contains("has no types/en.txt, so no locale would have those names"), "\(generated.stderr)")
        #expect(!FileManager.default.fileExists(atPath: output.path))
    }

    @Test("a FIFO or a folder named like a table is refused without blocking")
    func notRegularFiles() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let korean = tables.appendingPathComponent("species/ko.txt")
        try FileManager.default.removeItem(at: korean)
        #expect(mkfifo(korean.path, 0o644) == 0)
        let fifo = await loccheck.run(["--tables", tables.path])
        #expect(fifo.status == 2)
        #expect(
            fifo.stderr.contains("species/ko.txt is not a regular file (it is a FIFO (a named pipe)); replace it with the file itself."),
            "\(fifo.stderr)")
        try FileManager.default.removeItem(at: korean)
        try FileManager.default.createDirectory(at: korean, withIntermediateDirectories: true)
        let folder = await loccheck.run(["--tables", tables.path])
        #expect(folder.status != 0, "\(folder.stdout)\(folder.stderr)")
    }
}
