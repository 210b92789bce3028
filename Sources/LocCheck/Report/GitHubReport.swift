/// `--format github`: GitHub Actions workflow commands, so findings show on the pull request's lines.
///
/// One `::error file=…,line=…,title=…::message` (or `::warning`) per finding, then the counts.
package enum GitHubReport {
    /// The workflow commands for every finding, then a line with the counts.
    package static func render(_ report: LocCheckReport) -> String {
        var out = ""
        for finding in report.findings {
            var properties = ["file=\(property(finding.file))"]
            if let line = finding.line { properties.append("line=\(line)") }
            properties.append("title=\(property("loccheck \(finding.kind.rawValue)"))")
            out += "::\(finding.severity.rawValue) \(properties.joined(separator: ","))::\(data(finding.message))\n"
        }
        out += "loccheck: \(report.countsSentence)\n"
        return out
    }

    /// Escapes a command's message as the Actions runner expects.
    static func data(_ text: String) -> String {
        text.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// Escapes a property value, where `:` and `,` separate properties.
    static func property(_ text: String) -> String {
        data(text).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
