import CommandTestSupport
import Foundation
import PokeTables
import Testing

@testable import LocCheck
@testable import loccheck

/// `loccheck coverage --locale L`: one locale's coverage, counted as the check counts it.
@Suite("loccheck coverage")
struct CoverageCommandTests {
    /// Every type in English and the first five in Korean: Korean's types are 5 of them.
    static func tables(in directory: TemporaryDirectory) throws -> URL {
        let tables = directory.url.appendingPathComponent("tables")
        try FileManager.default.createDirectory(at: tables.appendingPathComponent("types"), withIntermediateDirectories: true)
        let types = Snapshot.bundled.slugs(of: .types)
        try types.map { "\($0) = \($0.capitalized)\n" }.joined()
            .write(to: tables.appendingPathComponent("types/en.txt"), atomically: true, encoding: .utf8)
        try types.prefix(5).map { "\($0) = 타입\($0.count)\n" }.joined()
            .write(to: tables.appendingPathComponent("types/ko.txt"), atomically: true, encoding: .utf8)
        return tables
    }

    @Test("a line per table with present/expected, then the locale's total; JSON is the check report's own cells")
    func oneLocale() async throws {
        let directory = try TemporaryDirectory()
        let tables = try Self.tables(in: directory)
        let expected = Snapshot.bundled.slugs(of: .types).count
        let text = await InProcessLocCheck.run(["coverage", "--tables", tables.path, "--locale", "ko"])
        #expect(text.status == 0, "\(text.stderr)")
        let lines = text.stdout.split(separator: "\n").map(String.init)
        let types = try #require(lines.first { $0.hasPrefix("types ") }, "\(text.stdout)")
        #expect(types.split(separator: " ").map(String.init) == ["types", "5/\(expected)", CoverageCommand.percent(5, of: expected)])
        #expect(lines.last?.hasPrefix("ko: ") == true, "\(text.stdout)")

        let check = await InProcessLocCheck.run(["--tables", tables.path, "--format", "json"])
        let report = try JSONDecoder().decode(LocCheckReport.self, from: Data(check.stdout.utf8))
        let json = await InProcessLocCheck.run(["coverage", "--tables", tables.path, "--locale", "ko", "--format", "json"])
        #expect(json.status == 0, "\(json.stderr)")
        struct Shown: Decodable {
            var tables: [LocCheckReport.Coverage]
            var total: LocCheckReport.LocaleCoverage
        }
        let shown = try JSONDecoder().decode(Shown.self, from: Data(json.stdout.utf8))
        #expect(shown.tables == report.summary.coverage.filter { $0.locale == "ko" })
        #expect(shown.tables.first { $0.table == .types }.map { [$0.present, $0.expected] } == [5, expected])
        #expect(shown.total == report.summary.locales.first { $0.locale == "ko" })
        #expect(lines.count == shown.tables.count + 1)
    }

    @Test("a locale with no tables is a usage error that names the nearest and lists the locales, code 2")
    func unknownLocale() async throws {
        let directory = try TemporaryDirectory()
        let tables = try Self.tables(in: directory)
        let result = await InProcessLocCheck.run(["coverage", "--tables", tables.path, "--locale", "kr"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("has no tables for kr. Did you mean `ko`? The locales there are en, ko."), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
    }

    @Test("--locale is required")
    func localeRequired() async {
        let result = await InProcessLocCheck.run(["coverage", "--tables", "x"])
        #expect(result.status == 2)
        #expect(result.stderr.contains("Missing expected argument '--locale <LOCALE>'"), "\(result.stderr)")
    }
}
