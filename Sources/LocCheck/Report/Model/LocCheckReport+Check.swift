import PokeTables

extension LocCheckReport {
    /// The report of a check.
    /// - Parameters:
    ///   - result: the findings left after the baseline, and the coverage.
    ///   - accepted: the findings the baseline accepted, each with its entry.
    ///   - directory: the tables directory as shown, ending in `/`: the prefix of the findings' files.
    ///   - baselineFile: the baseline as its entries are located: relative to the tables directory, or absolute.
    ///   - minimum: the coverage minimums in force.
    ///   - skipped: the checks this run skipped, each a phrase.
    package init(
        result: TableChecker.Result, accepted: [(finding: Diagnostic, entry: Baseline.Entry)], directory: String,
        baselineFile: String, minimum: CoverageMinimum = CoverageMinimum(), skipped: [String] = []
    ) {
        // Findings come grouped by file: the last file's shown path is kept, so each is made once.
        var last: (file: String, shown: String)?
        func shown(_ file: String) -> String {
            if let last, last.file == file { return last.shown }
            let path = file.hasPrefix("/") ? file : directory + file
            last = (file, path)
            return path
        }
        func finding(_ diagnostic: Diagnostic) -> Finding {
            Finding(
                kind: diagnostic.code, severity: diagnostic.severity, table: diagnostic.table,
                locale: diagnostic.locale?.description, key: diagnostic.key, file: shown(diagnostic.file),
                line: diagnostic.line, column: diagnostic.column, message: diagnostic.message, suggestion: diagnostic.fix)
        }
        let errors = result.findings.filter { $0.severity == .error }.count
        self.init(
            tool: Tool(name: "loccheck", version: PackageVersion.current),
            tables: directory,
            findings: result.findings.map(finding),
            accepted: accepted.map {
                AcceptedFinding(
                    finding: finding($0.finding), reason: $0.entry.reason,
                    baseline: Place(file: shown(baselineFile), line: $0.entry.line))
            },
            skipped: skipped,
            summary: Summary(
                errors: errors, warnings: result.findings.count - errors, accepted: accepted.count,
                coverage: result.coverage.sorted { ($0.locale, $0.table) < ($1.locale, $1.table) }.map {
                    Coverage(locale: $0.locale.description, table: $0.table, present: $0.present, expected: $0.expected)
                },
                locales: result.localeCoverage.map {
                    LocaleCoverage(
                        locale: $0.locale.description, present: $0.present, expected: $0.expected,
                        percent: ($0.percent * 100).rounded(.down) / 100, minimum: minimum.minimum(for: $0.locale))
                }))
    }
}

extension LocCheckReport {
    /// `3 errors, 1 warning, 2 accepted by the baseline (Resources/loccheck-baseline.txt: known findings, each with its reason).`
    package var countsSentence: String {
        var out = "\(String(counting: summary.errors, "error")), \(String(counting: summary.warnings, "warning"))"
        // Where the accepted findings are, and what they are, for a reader who never saw a baseline.
        if let baseline = accepted.first?.baseline.file {
            out += ", \(summary.accepted) accepted by the baseline (\(baseline): known findings, each with its reason)."
        } else {
            out += summary.accepted > 0 ? ", \(summary.accepted) accepted by the baseline." : "."
        }
        return out
    }

    /// Whether a finding is about a whole locale, not a file (`low-coverage`): its file is the tables directory.
    package func isAboutLocale(_ finding: Finding) -> Bool { finding.file == tables }

    /// The table kinds the coverage has, in declaration order.
    var coveredKinds: [TableKind] {
        let kinds = Set(summary.coverage.map(\.table))
        return TableKind.allCases.filter(kinds.contains)
    }

    /// The locales the coverage has, in its order (by locale tag).
    var coveredLocales: [String] {
        var seen = Set<String>()
        return summary.coverage.map(\.locale).filter { seen.insert($0).inserted }
    }

    /// The coverage cells of one locale, in the tables' declaration order.
    func coverage(of locale: String) -> [Coverage] {
        summary.coverage.filter { $0.locale == locale }.sorted { $0.table < $1.table }
    }
}

extension LocCheckReport.Coverage {
    /// Present out of expected in percent, rounded down to one decimal; 100 when nothing is expected.
    var percent: Double {
        expected == 0 ? 100 : (Double(present) * 1000 / Double(expected)).rounded(.down) / 10
    }
}
