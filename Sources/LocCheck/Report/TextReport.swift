import PokeTables

/// The human-readable report: one `path:line: severity: message [code]` per finding, then coverage.
///
/// Every value is escaped as a terminal's text (``TerminalText``): a file name or key with a line
/// break, an escape sequence or a bidi control in it shows as `\u{…}` on its own line.
package enum TextReport {
    /// Renders findings and the coverage table into `stream`, finding by finding; `color` adds
    /// ANSI colours to severities.
    static func render(_ report: LocCheckReport, color: Bool, into stream: ReportStream<TerminalOutput>) {
        for finding in report.findings {
            stream.write(line(finding, color: color))
        }
        var out: TerminalText = report.findings.isEmpty ? "" : "\n"
        out.append("Checked \(report.tables)\n")
        out.append(coverageTable(report))
        out.append("\n\(report.countsSentence)\n")
        stream.write(out)
    }

    /// `file:line: severity: message [code]` (`file:line:column:` where there is a column), and a line break.
    static func line(_ finding: LocCheckReport.Finding, color: Bool) -> TerminalText {
        let place: TerminalText = "\(finding.place)"
        return "\(place): \(severity(finding.severity, color: color)): \(finding.message) [\(finding.kind.rawValue)]\n"
    }

    private static func severity(_ severity: Diagnostic.Severity, color: Bool) -> TerminalText {
        switch (severity, color) {
        case (.error, true): "\u{1B}[1;31merror\u{1B}[0m"
        case (.warning, true): "\u{1B}[1;33mwarning\u{1B}[0m"
        case (.error, false): "error"
        case (.warning, false): "warning"
        }
    }

    /// A percentage with one decimal, rounded down: `99.5%`. The one way loccheck shows a percentage.
    package static func percent(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// The widest a coverage line is: an 80-column terminal's.
    static let coverageWidth = 80

    /// A table with a row per locale and a column per table kind: `present/expected`, then a last
    /// column, `covered`, with each locale's percent (``percent(_:)``). With more
    /// kinds than fit in ``coverageWidth`` columns, the kinds are split into blocks that fit, one
    /// after the other, each with the locale column again, so no line wraps.
    static func coverageTable(_ report: LocCheckReport) -> TerminalText {
        let kinds = report.coveredKinds
        let locales = report.coveredLocales
        // Each locale's percent over the tables that count (``LocCheckReport/LocaleCoverage``), the
        // last column, right-aligned.
        let percents = Dictionary(report.summary.locales.map { ($0.locale, percent($0.percent)) }, uniquingKeysWith: { first, _ in first })
        let percentCells = locales.map { percents[$0] ?? "-" }
        let percentWidth = (percentCells + ["covered"]).map(\.count).max() ?? 0
        let columns: [[String]] =
            kinds.map { kind in
                [kind.rawValue]
                    + locales.map { locale in
                        guard let cell = report.coverage(of: locale).first(where: { $0.table == kind }) else { return "-" }
                        return "\(cell.present)/\(cell.expected)"
                    }
            } + [["covered"] + percentCells.map { String(repeating: " ", count: percentWidth - $0.count) + $0 }]
        let localeColumn = ["locale"] + locales
        let gap = 2
        let localeWidth = localeColumn.map(\.count).max() ?? 0
        let widths = columns.map { gap + ($0.map(\.count).max() ?? 0) }
        // As few blocks as fit, then as even as that many allow: the narrowest limit that needs no more.
        let fewest = blocks(widths, from: localeWidth, limit: coverageWidth)
        let even = min(coverageWidth, (localeWidth * fewest.count + widths.reduce(0, +)) / max(1, fewest.count))
        let split =
            (even...coverageWidth).lazy.map { blocks(widths, from: localeWidth, limit: $0) }
            .first { $0.count <= fewest.count } ?? fewest
        var out: TerminalText = "Coverage (names present / expected, and each locale's percent):\n"
        // No kinds (no tables): the locale column alone, as before any kind.
        for (number, block) in (split.isEmpty ? [[]] : split).enumerated() {
            if number > 0 { out.append("\n") }
            let rows = [localeColumn] + block.map { columns[$0] }
            let widths = rows.map { $0.map(\.count).max() ?? 0 }
            for row in localeColumn.indices {
                let line = zip(rows, widths).map { $0[row].padding(toLength: $1) }.joined(separator: "  ").trimmingTrailingSpaces()
                out.append("\(line)\n")
            }
        }
        return out
    }

    /// The columns of `widths` split in order into blocks, each as many as fit `limit` after a
    /// first column `from` wide (a column wider than that alone gets a block of its own).
    private static func blocks(_ widths: [Int], from start: Int, limit: Int) -> [[Int]] {
        var blocks: [[Int]] = []
        var used = start
        for (index, width) in widths.enumerated() {
            if blocks.isEmpty || used + width > limit {
                blocks.append([])
                used = start
            }
            blocks[blocks.count - 1].append(index)
            used += width
        }
        return blocks
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: max(0, length - count))
    }

    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
