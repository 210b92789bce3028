/// `--format github`: GitHub Actions workflow commands, so findings show on the pull request's lines.
///
/// One `::error file=…,line=…,title=…::message` (or `::warning`) per finding, then the counts.
/// Properties and messages are escaped as the runner reads them (``GitHubProperty``,
/// ``GitHubData``), after ``ShownText`` took out every line break and control: a file name can't
/// end the command's line and start one of its own.
package enum GitHubReport {
    /// The workflow commands for every finding, then a line with the counts.
    static func render(_ report: LocCheckReport, into stream: ReportStream<TerminalOutput>) {
        for finding in report.findings {
            stream.write(command(finding))
        }
        stream.write("loccheck: \(report.countsSentence)\n")
    }

    /// `::error file=F,line=L,col=C,title=loccheck CODE::MESSAGE` (`col` where there is a column) and a line break.
    static func command(_ finding: LocCheckReport.Finding) -> TerminalText {
        var properties: Markup<GitHubProperty> = "file=\(finding.file)"
        if let line = finding.line {
            properties.append(",line=\(line)")
            if let column = finding.column { properties.append(",col=\(column)") }
        }
        properties.append(",title=loccheck \(finding.kind.rawValue)")
        let message: Markup<GitHubData> = "\(finding.message)"
        let severity: TerminalText = finding.severity == .error ? "error" : "warning"
        return "::\(severity) \(TerminalText(properties))::\(TerminalText(message))\n"
    }
}
