/// `--format junit`: JUnit XML, so any CI shows findings as failed test cases.
///
/// One test suite per table file checked, with a passing `coverage` case, and one case per
/// finding: a `<failure>` for an error, `<skipped>` for a warning (JUnit has no warnings).
/// Findings outside a table (an unrecognized file, low coverage) go to the suite `loccheck`.
public enum JUnitReport {
    public static func render(_ context: ReportContext) -> String {
        var suites: [(name: String, cases: [String])] = []
        func append(_ testCase: String, to name: String) {
            if let index = suites.firstIndex(where: { $0.name == name }) {
                suites[index].cases.append(testCase)
            } else {
                suites.append((name, [testCase]))
            }
        }
        for cell in context.result.coverage.sorted(by: { ($0.table, $0.locale) < ($1.table, $1.locale) }) {
            let name = context.directory + cell.table.relativePath(for: cell.locale)
            append("    <testcase classname=\(attribute(name)) name=\"coverage \(cell.present)/\(cell.expected)\"/>\n", to: name)
        }
        for finding in context.result.findings {
            let suite = finding.table == nil ? "loccheck" : context.file(finding)
            let line = finding.line.map { ":\($0)" } ?? ""
            let name = "\(finding.kind.rawValue) \(finding.key ?? finding.path)\(line)"
            let body = finding.severity == .error
                ? "<failure message=\(attribute(finding.message)) type=\(attribute(finding.kind.rawValue))>\(text(context.file(finding) + line))</failure>"
                : "<skipped message=\(attribute("warning: " + finding.message))/>"
            append("    <testcase classname=\(attribute(suite)) name=\(attribute(name)) file=\(attribute(context.file(finding)))>\(body)</testcase>\n", to: suite)
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"loccheck\" tests=\"\(suites.map(\.cases.count).reduce(0, +))\" failures=\"\(context.errorCount)\">\n"
        for suite in suites {
            let failures = suite.cases.filter { $0.contains("<failure ") }.count
            let skipped = suite.cases.filter { $0.contains("<skipped ") }.count
            out += "  <testsuite name=\(attribute(suite.name)) tests=\"\(suite.cases.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\">\n"
            out += suite.cases.joined()
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }

    /// Text escaped for XML element content.
    static func text(_ value: String) -> String {
        value.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }

    /// A quoted XML attribute value.
    static func attribute(_ value: String) -> String {
        "\"" + text(value).replacingOccurrences(of: "\"", with: "&quot;") + "\""
    }
}
