import CommandTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// Two loccheck runs writing one tables folder take turns: each reads what the other wrote, so
/// no update is lost (two imports into ko once kept one change in 13 of 20 runs, both saying
/// "1 changed"), and a reader waits for a writer.
@Suite("concurrent writers of one tables folder")
struct ConcurrentWriteTests {
    let loccheck = BuiltCommand("loccheck")

    /// A PO file for ko that fills one form name ko lacks.
    static func po(key: String, english: String, name: String) -> String {
        """
        msgid ""
        msgstr ""
        "Language: ko\\n"
        "Content-Type: text/plain; charset=UTF-8\\n"

        msgctxt "forms:\(key)"
        msgid "\(english)"
        msgstr "\(name)"

        """
    }

    /// Form keys English names and ko does not, with their English.
    static func missingKoreanForms() throws -> [(key: String, english: String)] {
        let korean = Set(try PackageTables.entries("forms/ko.txt").map(\.key))
        return try PackageTables.entries("forms/en.txt").filter { !korean.contains($0.key) }.map { ($0.key, $0.value) }
    }

    /// Runs the built loccheck without waiting; the caller reads its output.
    func start(_ arguments: [String]) throws -> (Process, Pipe) {
        let process = Process()
        process.executableURL = loccheck.executable
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        return (process, output)
    }

    @Test("two imports into ko at once each keep their change, round after round")
    func twoImports() throws {
        let directory = try TemporaryDirectory()
        let forms = try Self.missingKoreanForms()
        try #require(forms.count >= 2)
        let (first, second) = (forms[0], forms[1])
        let firstPO = directory.url.appendingPathComponent("first.po")
        let secondPO = directory.url.appendingPathComponent("second.po")
        try Self.po(key: first.key, english: first.english, name: "첫째 모습").write(to: firstPO, atomically: true, encoding: .utf8)
        try Self.po(key: second.key, english: second.english, name: "둘째 모습").write(to: secondPO, atomically: true, encoding: .utf8)
        // Three rounds: each is two processes racing for the lock (the lock itself is tested in
        // memory, InProcessLockTests); a lost write shows as a missing line.
        for round in 1...3 {
            let tables = directory.url.appendingPathComponent("round-\(round)")
            try FileManager.default.copyItem(at: PackageTables.resources, to: tables)
            let runs = try [firstPO, secondPO].map { try start(["import", $0.path, "--tables", tables.path]) }
            var outputs: [String] = []
            for (process, pipe) in runs {
                let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
                process.waitUntilExit()
                #expect(process.terminationStatus == 0, "round \(round): \(text)")
                outputs.append(text)
            }
            let written = try String(contentsOf: tables.appendingPathComponent("forms/ko.txt"), encoding: .utf8)
            #expect(written.contains("\n\(first.key) = 첫째 모습\n"), "round \(round) lost the first import: \(outputs)")
            #expect(written.contains("\n\(second.key) = 둘째 모습\n"), "round \(round) lost the second import: \(outputs)")
        }
    }

    @Test("a writer waits while another process holds the folder, saying so, then writes")
    func waitsForTheLock() throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let german = tables.appendingPathComponent("types/de.txt")
        try (try String(contentsOf: german, encoding: .utf8)).replacingOccurrences(of: "= Feuer\n", with: "= Feuer \n")
            .write(to: german, atomically: true, encoding: .utf8)
        // This test holds the lock as another loccheck would: flock on the folder itself.
        let descriptor = open(tables.path, O_RDONLY | O_DIRECTORY)
        #expect(flock(descriptor, LOCK_EX) == 0)
        let (process, pipe) = try start(["fix", "--tables", tables.path])
        // fix says it waits, and has not written.
        var seen = Data()
        while !String(decoding: seen, as: UTF8.self).contains("waiting") {
            let chunk = pipe.fileHandleForReading.availableData
            if chunk.isEmpty { break }
            seen += chunk
        }
        #expect(String(decoding: seen, as: UTF8.self).contains("loccheck: waiting for another loccheck, which is using \(tables.path)/"))
        #expect(try String(contentsOf: german, encoding: .utf8).contains("= Feuer \n"), "nothing written while the lock is held")
        #expect(process.isRunning)
        flock(descriptor, LOCK_UN)
        close(descriptor)
        let rest = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(String(decoding: seen + rest, as: UTF8.self))")
        #expect(try String(contentsOf: german, encoding: .utf8).contains("= Feuer\n"))
    }
}
