import Foundation
import PokeTables
import Testing

/// The text report's coverage table on the package's own tables: every kind in every locale, in
/// lines an 80-column terminal shows whole.
@Suite("The coverage table fits 80 columns")
struct CoverageTableTests {
    let loccheck = InProcessLocCheck()

    @Test(
        "every line fits 80 columns, and the blocks together hold every kind of every locale and each locale's percent, as the JSON report counts them"
    )
    func fitsAndCoversAll() async throws {
        let text = await loccheck.run(["--package-tables"]).stdout
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let start = try #require(lines.firstIndex(of: "Coverage (names present / expected, and each locale's percent):")) + 1
        // Blocks: a header `locale kind…`, a row per locale, a blank line between blocks.
        var cells: [String: String] = [:]
        var percents: [String: String] = [:]
        var locales: Set<String> = []
        var index = start
        var blocks = 0
        while index < lines.count, lines[index].hasPrefix("locale ") {
            let header = lines[index].split(separator: " ").map(String.init)
            blocks += 1
            index += 1
            while index < lines.count, !lines[index].isEmpty {
                #expect(lines[index].count <= 80, "\(lines[index].count) columns: \(lines[index])")
                let row = lines[index].split(separator: " ").map(String.init)
                #expect(row.count == header.count, "\(lines[index])")
                locales.insert(row[0])
                for (kind, cell) in zip(header.dropFirst(), row.dropFirst()) {
                    if kind == "covered" { percents[row[0]] = cell } else { cells["\(row[0]) \(kind)"] = cell }
                }
                index += 1
            }
            #expect(header.joined(separator: " ").count <= 80)
            index += 1
        }
        #expect(blocks > 1, "21 kinds do not fit one 80-column block")
        #expect(locales.count == 16)
        let counted = TableKind.allCases.filter { !$0.isDerived }
        #expect(cells.count == locales.count * counted.count)

        let json = await loccheck.run(["--package-tables", "--format", "json"]).stdout
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        let coverage = (report["summary"] as? [String: Any])?["coverage"] as? [[String: Any]] ?? []
        #expect(!coverage.isEmpty)
        for entry in coverage {
            let cell = "\(entry["locale"] as? String ?? "?") \(entry["table"] as? String ?? "?")"
            #expect(cells[cell] == "\(entry["present"] as? Int ?? -1)/\(entry["expected"] as? Int ?? -1)", "\(cell)")
        }
        #expect(cells.values.filter { $0 != "-" }.count == coverage.count)
        // Each locale's percent, rounded down to one decimal where the JSON report keeps two.
        let localePercents = (report["summary"] as? [String: Any])?["locales"] as? [[String: Any]] ?? []
        #expect(localePercents.count == locales.count)
        for entry in localePercents {
            let locale = entry["locale"] as? String ?? "?"
            let exact = entry["percent"] as? Double ?? -1
            let shown = try #require(percents[locale].flatMap { Double($0.dropLast()) }, "no percent for \(locale): \(percents)")
            #expect(shown <= exact + 1e-9 && exact - shown < 0.1 + 1e-9, "\(locale): \(shown)% shown, \(exact)% counted")
        }
    }
}
