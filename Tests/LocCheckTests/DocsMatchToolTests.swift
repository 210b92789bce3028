import CommandTestSupport
import Foundation
import PokeTables
import Testing

/// The examples of loccheck's manual (docs/loccheck.md) run, and `--help` and Resources/README.md
/// name every table and label.
@Suite("Docs match the tool")
struct DocsMatchToolTests {
    let loccheck = InProcessLocCheck()
    static let manual = BuiltCommand.packageRoot.appendingPathComponent("docs/loccheck.md")
    static let tablesReadme = BuiltCommand.packageRoot.appendingPathComponent("Resources/README.md")

    @Test(
        "docs/loccheck.md's --min-coverage example passes on the package's own tables, and a locale's percent leaves out the tables declared not to count"
    )
    func coverageExample() async throws {
        let manual = try String(contentsOf: Self.manual, encoding: .utf8)
        let example = try #require(
            manual.components(separatedBy: "**Coverage** (`--min-coverage ").dropFirst().first?.prefix { $0.isNumber })
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let result = await loccheck.run(["--tables", tables.path, "--min-coverage", String(example), "--format", "json"])
        #expect(result.status == 0, "\(result.stdout)")

        let report = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        let summary = try #require(report["summary"] as? [String: Any])
        let cells = summary["coverage"] as? [[String: Any]] ?? []
        let locales = summary["locales"] as? [[String: Any]] ?? []
        #expect(locales.count == Set(cells.compactMap { $0["locale"] as? String }).count)
        for locale in locales {
            let counted = cells.filter { cell in
                cell["locale"] as? String == locale["locale"] as? String
                    && (cell["table"] as? String).flatMap(TableKind.init(rawValue:))?.declaration.countsTowardCoverage == true
            }
            #expect(locale["present"] as? Int == counted.reduce(0) { $0 + ($1["present"] as? Int ?? 0) })
            #expect(locale["expected"] as? Int == counted.reduce(0) { $0 + ($1["expected"] as? Int ?? 0) })
            #expect((locale["percent"] as? Double ?? 0) >= Double(example)!)
        }
        // The manual's "the lowest, about N %" is the lowest locale's percent, rounded.
        let lowest = try #require(manual.components(separatedBy: "the lowest, about ").dropFirst().first?.prefix { $0.isNumber })
        let percents = locales.compactMap { $0["percent"] as? Double }
        #expect(
            Int(percents.min()?.rounded() ?? -1) == Int(lowest),
            "docs/loccheck.md says the lowest is about \(lowest) %, but it is \(percents.min() ?? -1) %")
    }

    @Test("loccheck --help names every table, Resources/README.md sends readers to it, and both name every label of ui/en.txt")
    func everyTableAndLabel() async throws {
        let help = await loccheck.run(["--help"]).stdout
        let tablesReadme = try String(contentsOf: Self.tablesReadme, encoding: .utf8)
        let labels = TableFile(
            text: try String(contentsOf: BuiltCommand.packageRoot.appendingPathComponent("Resources/ui/en.txt"), encoding: .utf8)
        )
        .uniqueEntries.map(\.key)
        #expect(labels.contains("form-pattern"))
        for kind in TableKind.allCases {
            // A name longer than the column has its description on the next line.
            #expect(
                help.contains("\n  \(kind.rawValue) ") || help.contains("\n  \(kind.rawValue)\n"),
                "--help does not describe the \(kind.rawValue) table")
        }
        // The tables are listed once, from their declarations: Resources/README.md points there.
        #expect(
            tablesReadme.contains("`Sources/PokeTables/TableKind.swift`")
                && tablesReadme.contains("`swift run loccheck --help` lists them"),
            "Resources/README.md does not point to the tables' declarations and `loccheck --help`")
        for label in labels {
            #expect(help.contains(label), "--help does not name the \(label) label")
            #expect(
                tablesReadme.contains("| `\(label)`") || tablesReadme.contains(", `\(label)` |"),
                "Resources/README.md does not describe the \(label) label")
        }
    }
}
