import PokeTables

/// The human-readable report: one `path:line: severity: message` per finding, then coverage.
package enum TextReport {
    /// Renders findings and the coverage table; `color` adds ANSI colours to severities.
    package static func render(_ report: LocCheckReport, color: Bool = false) -> String {
        var out = ""
        // Sized once and appended to piece by piece: a run with tens of thousands of findings
        // otherwise spends its time copying the growing text and each line's interpolation.
        out.reserveCapacity(report.findings.reduce(4096) { $0 + $1.file.utf8.count + $1.message.utf8.count + 48 })
        for finding in report.findings {
            out += finding.file
            if let line = finding.line { out += ":\(line)" }
            out += ": "
            out += severity(finding.severity, color: color)
            out += ": "
            out += finding.message
            out += " ["
            out += finding.kind.rawValue
            out += "]\n"
        }
        if !report.findings.isEmpty { out += "\n" }
        out += "Checked \(report.tables)\n"
        out += coverageTable(report)
        out += "\n\(report.countsSentence)\n"
        return out
    }

    private static func severity(_ severity: Diagnostic.Severity, color: Bool) -> String {
        guard color else { return severity.rawValue }
        let code = severity == .error ? "1;31" : "1;33"
        return "\u{1B}[\(code)m\(severity.rawValue)\u{1B}[0m"
    }

    /// A percentage with one decimal: `99.5%`.
    static func percent(_ value: Double) -> String {
        let tenths = Int((value * 10).rounded(.down))
        return "\(tenths / 10).\(tenths % 10)%"
    }

    /// A table with a row per locale and a column per table kind: `present/expected`.
    static func coverageTable(_ report: LocCheckReport) -> String {
        let kinds = report.coveredKinds
        var rows = [["locale"] + kinds.map(\.rawValue)]
        for locale in report.coveredLocales {
            let cells = report.coverage(of: locale)
            rows.append([locale] + kinds.map { kind in
                guard let cell = cells.first(where: { $0.table == kind }) else { return "-" }
                return "\(cell.present)/\(cell.expected)"
            })
        }
        let widths = (0..<rows[0].count).map { column in rows.map { $0[column].count }.max() ?? 0 }
        var out = "Coverage (entries present / expected):\n"
        for row in rows {
            out += zip(row, widths).map { $0.padding(toLength: $1) }.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
        }
        return out
    }
}

extension String {
    func padding(toLength length: Int) -> String {
        self + String(repeating: " ", count: max(0, length - count))
    }

    func trimmingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
