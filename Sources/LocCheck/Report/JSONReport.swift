/// `--format json`: the report model as JSON, schema `loccheck-report` (`docs/loccheck-report.schema.json`).
///
/// Written as it is rendered, one finding per line: keys sorted, every finding with every key
/// (`null` where it has no value), so the output is the same bytes for the same check, stable to
/// diff, and a report of any length is never whole in memory. Every string is escaped by
/// ``JSONOutput`` after ``ShownText``: no control character, raw or decoded, is in it.
package enum JSONReport {
    typealias JSON = Markup<JSONOutput>

    static func render(_ report: LocCheckReport, into stream: ReportStream<JSONOutput>) {
        stream.write("{\n  \"accepted\" : [")
        for (index, accepted) in report.accepted.enumerated() {
            stream.write(
                "\(separator(index))    {\"baseline\" : \(place(accepted.baseline)), \"finding\" : \(finding(accepted.finding)), \"reason\" : \(string: accepted.reason)}"
            )
        }
        stream.write(report.accepted.isEmpty ? "],\n  \"findings\" : [" : "\n  ],\n  \"findings\" : [")
        for (index, finding) in report.findings.enumerated() {
            stream.write("\(separator(index))    \(self.finding(finding))")
        }
        stream.write(report.findings.isEmpty ? "],\n" : "\n  ],\n")
        stream.write(
            "  \"schema\" : \(string: report.schema),\n  \"skipped\" : [\(JSON.joined(report.skipped.map { "\(string: $0)" }, separator: ", "))],\n"
        )
        stream.write("  \"summary\" : \(summary(report.summary)),\n")
        stream.write("  \"tables\" : \(string: report.tables),\n")
        stream.write("  \"tool\" : {\"name\" : \(string: report.tool.name), \"version\" : \(string: report.tool.version)},\n")
        stream.write("  \"version\" : \(report.version)\n}\n")
    }

    /// What goes before an array's element: a line break, and a comma after the first.
    private static func separator(_ index: Int) -> JSON {
        index == 0 ? "\n" : ",\n"
    }

    static func finding(_ finding: LocCheckReport.Finding) -> JSON {
        "{\"column\" : \(number: finding.column), \"file\" : \(string: finding.file), \"key\" : \(string: finding.key), \"kind\" : \(string: finding.kind.rawValue), "
            + "\"line\" : \(number: finding.line), \"locale\" : \(string: finding.locale), \"message\" : \(string: finding.message), "
            + "\"severity\" : \(string: finding.severity.rawValue), \"suggestion\" : \(string: finding.suggestion), \"table\" : \(string: finding.table?.rawValue)}"
    }

    private static func place(_ place: LocCheckReport.Place) -> JSON {
        "{\"file\" : \(string: place.file), \"line\" : \(place.line)}"
    }

    private static func summary(_ summary: LocCheckReport.Summary) -> JSON {
        let coverage = summary.coverage.map { cell -> JSON in
            "{\"expected\" : \(cell.expected), \"locale\" : \(string: cell.locale), \"present\" : \(cell.present), \"table\" : \(string: cell.table.rawValue)}"
        }
        let locales = summary.locales.map { locale -> JSON in
            "{\"expected\" : \(locale.expected), \"locale\" : \(string: locale.locale), \"minimum\" : \(number: locale.minimum), "
                + "\"percent\" : \(number: locale.percent), \"present\" : \(locale.present)}"
        }
        return
            "{\n    \"accepted\" : \(summary.accepted),\n    \"coverage\" : [\n      \(JSON.joined(coverage, separator: ",\n      "))\n    ],\n"
            + "    \"errors\" : \(summary.errors),\n    \"locales\" : [\n      \(JSON.joined(locales, separator: ",\n      "))\n    ],\n"
            + "    \"warnings\" : \(summary.warnings)\n  }"
    }
}
