/// `--format junit`: JUnit XML, so any CI shows findings as failed test cases.
///
/// One test suite per table file checked, with a passing `coverage` case, and one case per
/// finding: a `<failure>` for an error, `<skipped>` for a warning (JUnit has no warnings).
/// Findings outside a table (an unrecognized file, low coverage) go to the suite `loccheck`.
package enum JUnitReport {
    /// One `<testsuite>`: its cases as XML, and how many failed or were skipped.
    private struct Suite {
        var name: String
        var cases: [String] = []
        var failures = 0
        var skipped = 0
    }

    /// The report as a JUnit XML document.
    package static func render(_ report: LocCheckReport) -> String {
        var suites: [Suite] = []
        func append(_ testCase: String, to name: String, failed: Bool = false, skipped: Bool = false) {
            let index = suites.firstIndex { $0.name == name } ?? {
                suites.append(Suite(name: name))
                return suites.count - 1
            }()
            suites[index].cases.append(testCase)
            if failed { suites[index].failures += 1 }
            if skipped { suites[index].skipped += 1 }
        }
        for cell in report.summary.coverage.sorted(by: { ($0.table, $0.locale) < ($1.table, $1.locale) }) {
            let name = report.tables + "\(cell.table.directory)/\(cell.locale).txt"
            append("    <testcase classname=\(XMLText.attribute(name)) name=\"coverage \(cell.present)/\(cell.expected)\"/>\n", to: name)
        }
        for finding in report.findings {
            let suite = finding.table == nil ? "loccheck" : finding.file
            let line = finding.line.map { ":\($0)" } ?? ""
            // A finding about a whole locale (low-coverage) has no file of its own: named by its locale.
            let subject = finding.key ?? (report.isAboutLocale(finding) ? finding.locale : nil) ?? finding.file
            let name = "\(finding.kind.rawValue) \(subject)\(line)"
            let isError = finding.severity == .error
            let body = isError
                ? "<failure message=\(XMLText.attribute(finding.message)) type=\(XMLText.attribute(finding.kind.rawValue))>\(XMLText.escaped(finding.file + line))</failure>"
                : "<skipped message=\(XMLText.attribute("warning: " + finding.message))/>"
            append("    <testcase classname=\(XMLText.attribute(suite)) name=\(XMLText.attribute(name)) file=\(XMLText.attribute(finding.file))>\(body)</testcase>\n",
                   to: suite, failed: isError, skipped: !isError)
        }
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"loccheck\" tests=\"\(suites.map(\.cases.count).reduce(0, +))\" failures=\"\(report.summary.errors)\">\n"
        for suite in suites {
            out += "  <testsuite name=\(XMLText.attribute(suite.name)) tests=\"\(suite.cases.count)\" failures=\"\(suite.failures)\" skipped=\"\(suite.skipped)\">\n"
            out += suite.cases.joined()
            out += "  </testsuite>\n"
        }
        return out + "</testsuites>\n"
    }
}
