/// `--format markdown`: a summary for `$GITHUB_STEP_SUMMARY`, which GitHub shows on the run's
/// page: the counts, the coverage per locale, the tables still incomplete, then the findings, as
/// many as fit under the summary's size limit, with a line saying how many were left out.
package enum MarkdownReport {
    /// GitHub's limit for one step's summary: 1 MiB.
    package static let summaryLimit = 1 << 20

    /// The summary, at most `limit` bytes of UTF-8 (coverage and counts always; findings while they fit).
    package static func render(_ report: LocCheckReport, limit: Int = summaryLimit) -> String {
        var out = "## loccheck: \(text(report.countsSentence))\n\n"
        out += "Checked \(text(report.tables)) with \(text(report.tool.name)) \(text(report.tool.version)).\n\n"
        out += coverage(report)
        guard !report.findings.isEmpty else {
            return out + "### Findings\n\nNone\(report.accepted.isEmpty ? "" : " but the \(report.accepted.count) the baseline accepts, each with its reason").\n"
        }
        out += "### Findings\n\n| File | Line | Rule | Severity | Message |\n| --- | ---: | --- | --- | --- |\n"
        var used = out.utf8.count
        for (index, finding) in report.findings.enumerated() {
            let row = "| \(text(finding.file)) | \(finding.line.map(String.init) ?? "") | \(finding.kind.rawValue) | \(finding.severity.rawValue) | \(text(finding.message)) |\n"
            // Room for this row, and for the cut line after the next one if it does not fit.
            let left = report.findings.count - index - 1
            let reserve = left > 0 ? cutLine(left: left, total: report.findings.count).utf8.count : 0
            guard used + row.utf8.count + reserve <= limit else {
                return out + cutLine(left: report.findings.count - index, total: report.findings.count)
            }
            out += row
            used += row.utf8.count
        }
        return out
    }

    /// The line that ends a cut summary.
    static func cutLine(left: Int, total: Int) -> String {
        "\n\(String(counting: left, "finding")) of \(total) left out, to keep this summary under GitHub's 1 MiB; the SARIF and HTML reports have them all.\n"
    }

    /// One row per locale, then each locale's tables that are not complete.
    static func coverage(_ report: LocCheckReport) -> String {
        guard !report.summary.locales.isEmpty else { return "" }
        var out = "### Coverage per locale\n\n| Locale | Coverage | Present | Expected | Missing | Minimum |\n| --- | ---: | ---: | ---: | ---: | ---: |\n"
        for locale in report.summary.locales {
            let below = locale.minimum.map { locale.percent < $0 } ?? false
            out += "| \(text(locale.locale)) | \(HTMLText.percent(locale.percent))\(below ? " (under its minimum)" : "") | \(locale.present) | \(locale.expected) "
                + "| \(locale.expected - locale.present) | \(locale.minimum.map(HTMLText.percent) ?? "none") |\n"
        }
        let incomplete = report.coveredLocales.compactMap { locale -> String? in
            let cells = report.coverage(of: locale).filter { $0.present < $0.expected }
            guard !cells.isEmpty else { return nil }
            return "- \(text(locale)): " + cells.map { "\($0.table.rawValue) \($0.present)/\($0.expected)" }.joined(separator: ", ") + "\n"
        }
        out += incomplete.isEmpty ? "\nEvery table of every locale is complete.\n\n" : "\nTables not complete (present/expected):\n\n" + incomplete.joined() + "\n"
        return out
    }

    /// `value` as text in Markdown, on one line and fit for a table cell: the punctuation that
    /// marks up inside a line backslash-escaped, `<`, `>`, `&` and `@` as character references (no HTML, no mention).
    static func text(_ value: String) -> String {
        var out = ""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\", "`", "*", "_", "[", "]", "|", "~":
                out += "\\" + String(scalar)
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "&": out += "&amp;"
            case "@": out += "&#64;"
            case "\n", "\r", "\t": out += " "
            case _ where scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value): out += "\u{FFFD}"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
