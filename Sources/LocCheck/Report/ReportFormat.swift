/// The formats `--format` selects, each declared once: parsing, the help and the renderer read this.
package enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, sarif, html, markdown, github, junit

    /// What the format is for, as `--format`'s help says it.
    package var about: String {
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

    /// Renders a report in this format piece by piece, each piece handed to `sink` as it is
    /// made, so a report of any length is never whole in memory.
    /// - Throws: what `sink` throws (a full disk), after which nothing more is written.
    package func render(_ report: LocCheckReport, _ setting: Setting = Setting(), into sink: @escaping ([UInt8]) throws -> Void) throws {
        func stream<Kind>(_ render: (ReportStream<Kind>) -> Void) throws {
            let stream = ReportStream<Kind>(sink)
            render(stream)
            try stream.finish()
        }
        switch self {
        case .text: try stream { TextReport.render(report, color: setting.color, into: $0) }
        case .json: try stream { JSONReport.render(report, into: $0) }
        case .sarif: try stream { SARIFReport.render(report, workingDirectory: setting.workingDirectory, into: $0) }
        case .html: try stream { HTMLReport.render(report, into: $0) }
        case .markdown: try stream { MarkdownReport.render(report, into: $0) }
        case .github: try stream { GitHubReport.render(report, into: $0) }
        case .junit: try stream { JUnitReport.render(report, into: $0) }
        }
    }

    /// The whole report in this format, as text.
    package func render(_ report: LocCheckReport, _ setting: Setting = Setting()) -> String {
        var bytes: [UInt8] = []
        // Collecting into memory can't fail.
        try? render(report, setting) { bytes += $0 }
        return String(decoding: bytes, as: UTF8.self)
    }
}
