/// `--format json`: the report as one JSON object, schema `loccheck-report` version 1.
///
/// The schema is `docs/loccheck-report.schema.json`. Keys come in a fixed order and every finding
/// has every key (`null` where it has no value), so the output is stable to diff and easy to read.
package enum JSONReport {
    /// The schema version; raised only when a key is removed or changes meaning.
    package static let version = 1

    /// The report as JSON text, ending in a newline.
    package static func render(_ context: ReportContext) -> String {
        let findings = context.result.findings.map { finding in
            object([
                ("kind", string(finding.code.rawValue)),
                ("severity", string(finding.severity.rawValue)),
                ("table", finding.table.map { string($0.rawValue) } ?? "null"),
                ("locale", finding.locale.map { string($0.description) } ?? "null"),
                ("key", finding.key.map(string) ?? "null"),
                ("file", string(context.file(finding))),
                ("line", finding.line.map(String.init) ?? "null"),
                ("message", string(finding.message)),
                ("suggestion", finding.fix.map(string) ?? "null"),
            ])
        }
        let coverage = context.result.coverage.sorted { ($0.locale, $0.table) < ($1.locale, $1.table) }.map { cell in
            object([("locale", string(cell.locale.description)), ("table", string(cell.table.rawValue)),
                    ("present", "\(cell.present)"), ("expected", "\(cell.expected)")])
        }
        let locales = context.result.localeCoverage.map { locale in
            object([("locale", string(locale.locale.description)), ("present", "\(locale.present)"),
                    ("expected", "\(locale.expected)"), ("percent", number(locale.percent)),
                    ("minimum", context.minimum.minimum(for: locale.locale).map(number) ?? "null")])
        }
        let summary = "{\n    \"errors\": \(context.errorCount),\n    \"warnings\": \(context.warningCount),\n    \"accepted\": \(context.accepted),\n"
            + "    \"coverage\": \(array(coverage, indent: "    ")),\n    \"locales\": \(array(locales, indent: "    "))\n  }"
        return "{\n  \"schema\": \"loccheck-report\",\n  \"version\": \(version),\n  \"tables\": \(string(context.directory)),\n"
            + "  \"findings\": \(array(findings, indent: "  ")),\n  \"summary\": \(summary)\n}\n"
    }

    private static func object(_ members: [(String, String)]) -> String {
        "{" + members.map { "\(string($0.0)): \($0.1)" }.joined(separator: ", ") + "}"
    }

    private static func array(_ items: [String], indent: String) -> String {
        items.isEmpty ? "[]" : "[\n" + items.map { indent + "  " + $0 }.joined(separator: ",\n") + "\n\(indent)]"
    }

    /// A percentage as a JSON number with at most two decimals.
    private static func number(_ value: Double) -> String {
        let hundredths = Int((value * 100).rounded(.down))
        return hundredths % 100 == 0 ? "\(hundredths / 100)" : "\(hundredths / 100).\(String(hundredths % 100).zeroPadded(to: 2))"
    }

    /// A JSON string literal: quotes, backslashes and control characters escaped.
    static func string(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case _ where scalar.value < 0x20 || scalar.value == 0x2028 || scalar.value == 0x2029:
                out += "\\u" + String(String(scalar.value, radix: 16).zeroPadded(to: 4))
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

extension String {
    /// The string with zeros before it up to `width` characters: `5A` → `005A`.
    func zeroPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
