import ArgumentParser
import Foundation
import LocCheck
import PokeTables

/// `loccheck coverage --locale L`: one locale's coverage by table, as the check counts it.
struct CoverageCommand: LocCheckSubcommand {
    static let configuration = CommandConfiguration(
        commandName: "coverage",
        abstract: "Show one locale's coverage: names present out of expected, per table and in all.",
        discussion: """
            Counts as `loccheck check` does (its coverage table and --min-coverage): the keys each table \
            must have come from the bundled API lists. The total is over the tables that count toward a \
            locale's coverage. It runs the whole check and shows none of its findings (`loccheck check` does).

            EXIT CODES: 0 shown, 2 could not run (no tables for the locale included).
            """)

    static let writes = Writes.never

    @OptionGroup var global: GlobalOptions
    @OptionGroup var tables: TablesOption

    @Option(help: ArgumentHelp("The locale, as its tables' file names spell it (ko, zh-Hant, ja-Latn).", valueName: "LOCALE"))
    var locale: String

    @Option(
        help: ArgumentHelp(
            "text: a line per table, then the total; json: the check report's coverage objects for the locale.", valueName: "FORMAT"))
    var format: Format = .text

    enum Format: String, CaseIterable, ExpressibleByArgument {
        case text, json
    }

    /// The cells and total of ``locale``, as JSON writes them.
    struct LocaleReport: Encodable {
        var tables: [LocCheckReport.Coverage]
        var total: LocCheckReport.LocaleCoverage
    }

    func perform(_ session: LocCheckSession) async throws -> Int32 {
        var options = CheckConfiguration()
        options.tablesPath = tables.path
        options.strict = true
        let report = try await session.runCheck(options)
        let cells = report.summary.coverage.filter { $0.locale == locale }
        guard let total = report.summary.locales.first(where: { $0.locale == locale }), !cells.isEmpty else {
            let locales = report.summary.locales.map(\.locale)
            throw UsageError(
                "\(report.tables) has no tables for \(locale)."
                    + Spelling.didYouMean(locale, among: locales, quote: "`")
                    + " The locales there are \(locales.joined(separator: ", ")).")
        }
        switch format {
        case .text:
            let counts = cells.map { "\($0.present)/\($0.expected)" }
            let nameWidth = cells.map(\.table.rawValue.count).max() ?? 0
            let countWidth = counts.map(\.count).max() ?? 0
            var lines = zip(cells, counts).map { cell, count in
                let name = cell.table.rawValue.padding(toLength: nameWidth, withPad: " ", startingAt: 0)
                let padding = String(repeating: " ", count: countWidth - count.count)
                return "\(name)  \(padding)\(count)  \(Self.percent(cell.present, of: cell.expected))"
            }
            lines.append(
                "\(locale): \(total.present)/\(total.expected) names, \(Self.percent(total.present, of: total.expected)) of the tables that count"
            )
            session.output(TerminalText(linesOf: lines.joined(separator: "\n") + "\n"))
        case .json:
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
            let json = try encoder.encode(LocaleReport(tables: cells, total: total))
            session.output(TerminalText(linesOf: String(decoding: json, as: UTF8.self) + "\n"))
        }
        return 0
    }

    /// `present` out of `expected` as the check's messages show a percentage (``LocCheck/TextReport/percent(_:)``).
    static func percent(_ present: Int, of expected: Int) -> String {
        expected > 0 ? TextReport.percent(Double(present * 100) / Double(expected)) : "-"
    }
}
