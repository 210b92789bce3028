/// `--format markdown`: a summary for `$GITHUB_STEP_SUMMARY`, which GitHub shows on the run's
/// page: the counts, the coverage per locale, the tables still incomplete, then the findings, as
/// many as fit under the summary's size limit, with a line saying how many were left out.
package enum MarkdownReport {
    /// GitHub's limit for one step's summary: 1 MiB.
    package static let summaryLimit = 1 << 20

    /// The summary, at most `limit` bytes of UTF-8 (coverage and counts always; findings while
    /// they fit), row by row.
    static func render(_ report: LocCheckReport, limit: Int = summaryLimit, into stream: ReportStream<MarkdownOutput>) {
        var head: Markdown = "## loccheck: \(report.countsSentence)\n\n"
        head.append("Checked \(report.tables) with \(report.tool.name) \(report.tool.version).\n\n")
        head.append(coverage(report))
        guard !report.findings.isEmpty else {
            let accepted: Markdown =
                report.accepted.isEmpty ? "" : " but the \(report.accepted.count) the baseline accepts, each with its reason"
            stream.write(head + "### Findings\n\nNone\(accepted).\n")
            return
        }
        head.append("### Findings\n\n| File | Line | Rule | Severity | Message |\n| --- | ---: | --- | --- | --- |\n")
        stream.write(head)
        var used = head.bytes.count
        for (index, finding) in report.findings.enumerated() {
            let row: Markdown =
                "| \(finding.file) | \(finding.position ?? "") | \(finding.kind.rawValue) | \(finding.severity.rawValue) | \(finding.message) |\n"
            // Room for this row, and for the cut line after the next one if it does not fit.
            let left = report.findings.count - index - 1
            let reserve = left > 0 ? cutLine(left: left, total: report.findings.count).bytes.count : 0
            guard used + row.bytes.count + reserve <= limit else {
                stream.write(cutLine(left: report.findings.count - index, total: report.findings.count))
                return
            }
            stream.write(row)
            used += row.bytes.count
        }
    }

    /// The summary as text.
    package static func render(_ report: LocCheckReport, limit: Int = summaryLimit) -> String {
        ReportStream.rendered { render(report, limit: limit, into: $0) }
    }

    /// The line that ends a cut summary.
    static func cutLine(left: Int, total: Int) -> Markdown {
        "\n\(String(counting: left, "finding")) of \(total) left out, to keep this summary under GitHub's 1 MiB; the SARIF and HTML reports have them all.\n"
    }

    /// One row per locale, then each locale's tables that are not complete.
    static func coverage(_ report: LocCheckReport) -> Markdown {
        guard !report.summary.locales.isEmpty else { return "" }
        var out: Markdown =
            "### Coverage per locale\n\n| Locale | Coverage | Present | Expected | Missing | Minimum |\n| --- | ---: | ---: | ---: | ---: | ---: |\n"
        for locale in report.summary.locales {
            let below: Markdown = locale.minimum.map { locale.percent < $0 } ?? false ? " (under its minimum)" : ""
            out.append("| \(locale.locale) | \(HTMLText.percent(locale.percent))\(below) | \(locale.present) | \(locale.expected) ")
            out.append("| \(locale.expected - locale.present) | \(locale.minimum.map(HTMLText.percent) ?? "none") |\n")
        }
        let incomplete = report.coveredLocales.compactMap { locale -> Markdown? in
            let cells = report.coverage(of: locale).filter { $0.present < $0.expected }
            guard !cells.isEmpty else { return nil }
            return "- \(locale): " + Markdown.joined(cells.map { "\($0.table.rawValue) \($0.present)/\($0.expected)" }, separator: ", ")
                + "\n"
        }
        out.append(
            incomplete.isEmpty
                ? "\nEvery table of every locale is complete.\n\n"
                : "\nTables not complete (present/expected):\n\n" + Markdown.joined(incomplete) + "\n")
        return out
    }
}

/// Pieces of the Markdown summary, every value escaped by ``MarkdownOutput``.
typealias Markdown = Markup<MarkdownOutput>
