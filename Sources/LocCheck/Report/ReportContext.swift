import PokeTables

/// What every report format renders: the findings left after the baseline, and how to show paths.
package struct ReportContext: Sendable {
    /// The check's findings (baseline-accepted ones removed) and coverage.
    package var result: TableChecker.Result
    /// How many findings the baseline accepted.
    package var accepted: Int
    /// Prefix for the tables-relative paths of findings, such as `Resources/`.
    package var directory: String
    /// The coverage minimums in force, for the summary.
    package var minimum: CoverageMinimum

    package init(result: TableChecker.Result, accepted: Int, directory: String, minimum: CoverageMinimum = CoverageMinimum()) {
        self.result = result
        self.accepted = accepted
        self.directory = directory
        self.minimum = minimum
    }

    var errorCount: Int { result.findings.filter { $0.severity == .error }.count }
    var warningCount: Int { result.findings.count - errorCount }

    /// The finding's file as shown to the user: the directory prefix, then the relative path.
    func file(_ finding: Diagnostic) -> String { finding.file.hasPrefix("/") ? finding.file : directory + finding.file }

    /// `3 errors, 1 warning, 2 accepted by the baseline.`
    var countsSentence: String {
        let errors = errorCount, warnings = warningCount
        var out = "\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")"
        out += accepted > 0 ? ", \(accepted) accepted by the baseline." : "."
        return out
    }
}

/// The formats `--format` selects.
package enum ReportFormat: String, CaseIterable, Sendable {
    case text, json, github, junit

    /// Renders a check in this format; `color` applies to text only.
    package func render(_ context: ReportContext, color: Bool) -> String {
        switch self {
        case .text: return TextReport.render(context, color: color)
        case .json: return JSONReport.render(context)
        case .github: return GitHubReport.render(context)
        case .junit: return JUnitReport.render(context)
        }
    }
}
