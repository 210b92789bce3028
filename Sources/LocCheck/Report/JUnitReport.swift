/// `--format junit`: JUnit XML, so any CI shows findings as failed test cases.
///
/// One test suite per table file checked, with a passing `coverage` case, and one case per
/// finding: a `<failure>` for an error, `<skipped>` for a warning (JUnit has no warnings).
/// Findings outside a table (an unrecognized file, low coverage) go to the suite `loccheck`.
/// Every value is escaped as XML (``XMLOutput``) after ``ShownText`` took out the characters XML
/// can't carry, so the document is well-formed whatever a file name or a server's name holds.
package enum JUnitReport {
    /// One `<testsuite>`: its coverage cases and the indices of its findings, in order.
    private struct Suite {
        var name: String
        var coverage: [LocCheckReport.Coverage] = []
        var findings: [Int] = []
        var failures = 0
        var skipped = 0
    }

    /// The report as a JUnit XML document, suite by suite.
    /// - Complexity: O(n) in the findings; besides the report, one index per finding is held.
    static func render(_ report: LocCheckReport, into stream: ReportStream<XMLOutput>) {
        var suites: [Suite] = []
        var suiteIndex: [String: Int] = [:]
        func suite(_ name: String) -> Int {
            if let index = suiteIndex[name] { return index }
            suites.append(Suite(name: name))
            suiteIndex[name] = suites.count - 1
            return suites.count - 1
        }
        for cell in report.summary.coverage.sorted(by: { ($0.table, $0.locale) < ($1.table, $1.locale) }) {
            suites[suite(report.tables + "\(cell.table.directory)/\(cell.locale).txt")].coverage.append(cell)
        }
        for (index, finding) in report.findings.enumerated() {
            let at = suite(finding.table == nil ? "loccheck" : finding.file)
            suites[at].findings.append(index)
            if finding.severity == .error { suites[at].failures += 1 } else { suites[at].skipped += 1 }
        }
        let tests = suites.reduce(0) { $0 + $1.coverage.count + $1.findings.count }
        stream.write("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        stream.write("<testsuites name=\"loccheck\" tests=\"\(tests)\" failures=\"\(report.summary.errors)\">\n")
        for suite in suites {
            stream.write(
                "  <testsuite name=\"\(suite.name)\" tests=\"\(suite.coverage.count + suite.findings.count)\" failures=\"\(suite.failures)\" skipped=\"\(suite.skipped)\">\n"
            )
            for cell in suite.coverage {
                stream.write("    <testcase classname=\"\(suite.name)\" name=\"coverage \(cell.present)/\(cell.expected)\"/>\n")
            }
            for index in suite.findings {
                stream.write(testCase(report.findings[index], suite: suite.name, report: report))
            }
            stream.write("  </testsuite>\n")
        }
        stream.write("</testsuites>\n")
    }

    private static func testCase(_ finding: LocCheckReport.Finding, suite: String, report: LocCheckReport) -> Markup<XMLOutput> {
        let line = finding.position.map { ":\($0)" } ?? ""
        // A finding about a whole locale (low-coverage) has no file of its own: named by its locale.
        let subject = finding.key ?? (report.isAboutLocale(finding) ? finding.locale : nil) ?? finding.file
        let body: Markup<XMLOutput> =
            finding.severity == .error
            ? "<failure message=\"\(finding.message)\" type=\"\(finding.kind.rawValue)\">\(finding.file + line)</failure>"
            : "<skipped message=\"warning: \(finding.message)\"/>"
        return
            "    <testcase classname=\"\(suite)\" name=\"\(finding.kind.rawValue) \(subject)\(line)\" file=\"\(finding.file)\">\(body)</testcase>\n"
    }
}
