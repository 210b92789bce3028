import PokeTables

/// The human-readable report: one `path:line: severity: message` per finding, then coverage.
public enum TextReport {
    /// Renders findings (paths prefixed with `directory`) and the coverage table.
    public static func render(_ result: TableChecker.Result, accepted: Int, directory: String) -> String {
        var out = ""
        for finding in result.findings {
            let location = finding.line.map { "\(directory)\(finding.path):\($0)" } ?? "\(directory)\(finding.path)"
            out += "\(location): \(finding.severity.rawValue): \(finding.message) [\(finding.kind.rawValue)]\n"
        }
        if !result.findings.isEmpty { out += "\n" }
        out += coverageTable(result.coverage)
        let errors = result.findings.filter { $0.severity == .error }.count
        let warnings = result.findings.count - errors
        out += "\n\(errors) \(errors == 1 ? "error" : "errors"), \(warnings) \(warnings == 1 ? "warning" : "warnings")"
        out += accepted > 0 ? ", \(accepted) accepted by the baseline.\n" : ".\n"
        return out
    }

    /// A table with a row per locale and a column per table kind: `present/expected`.
    static func coverageTable(_ coverage: [TableChecker.Coverage]) -> String {
        let kinds = TableKind.allCases.filter { kind in coverage.contains { $0.table == kind } }
        let locales = Array(Set(coverage.map(\.locale))).sorted()
        var rows = [["locale"] + kinds.map(\.rawValue)]
        for locale in locales {
            rows.append([locale.description] + kinds.map { kind in
                guard let cell = coverage.first(where: { $0.locale == locale && $0.table == kind }) else { return "-" }
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
