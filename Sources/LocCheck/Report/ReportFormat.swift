/// The formats `--format` selects, each declared once: parsing, the help and the renderer read this.
package enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, html, markdown, github, junit

    /// What the format is for, as `--format`'s help says it.
    var about: String {
        switch self {
        case .text: "the default: file:line findings, then the coverage"
        case .json: "for tools, schema docs/loccheck-report.schema.json"
        case .sarif: "SARIF 2.1.0, for code scanning: GitHub, GitLab, Azure DevOps"
        case .html: "one self-contained page: coverage as bars, findings by file and rule, accepted findings with reasons"
        case .markdown: "a summary for $GITHUB_STEP_SUMMARY, under its 1 MiB"
        case .github: "GitHub Actions annotations"
        case .junit: "JUnit XML, for any CI's test report"
        }
    }

    /// The file name a job would give this format's report, for examples in messages.
    var exampleFile: String {
        switch self {
        case .text: "loccheck.txt"
        case .json: "loccheck.json"
        case .sarif: "loccheck.sarif"
        case .html: "loccheck.html"
        case .markdown: "loccheck.md"
        case .github: "loccheck-annotations.txt"
        case .junit: "loccheck-junit.xml"
        }
    }

    /// What a renderer needs besides the report.
    package struct Setting: Sendable {
        /// ANSI colours, for text.
        package var color = false
        /// The directory relative paths start from (the current directory), as a path: SARIF's `SRCROOT`.
        package var workingDirectory = "/"

        package init(color: Bool = false, workingDirectory: String = "/") {
            self.color = color
            self.workingDirectory = workingDirectory
        }
    }

    /// Renders a report in this format.
    package func render(_ report: LocCheckReport, _ setting: Setting = Setting()) throws -> String {
        switch self {
        case .text: TextReport.render(report, color: setting.color)
        case .json: try JSONReport.render(report)
        case .sarif: try SARIFReport.render(report, workingDirectory: setting.workingDirectory)
        case .html: HTMLReport.render(report)
        case .markdown: MarkdownReport.render(report)
        case .github: GitHubReport.render(report)
        case .junit: JUnitReport.render(report)
        }
    }
}
