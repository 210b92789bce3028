import Foundation
import PokeTables

/// `--format sarif`: the report as SARIF 2.1.0, for code scanning (GitHub, GitLab, Azure DevOps).
///
/// One rule per finding code (``DiagnosticCode/summary``, ``DiagnosticCode/help``, its default
/// level); one result per finding at its file and line, relative to `SRCROOT` (the directory
/// loccheck ran in) where the file is inside it; the baseline's findings as results with an
/// `external` suppression carrying the baseline's reason and line, so code scanning shows them as
/// accepted instead of not at all.
package enum SARIFReport {
    /// The `uriBaseId` of relative paths: the directory loccheck ran in.
    static let sourceRoot = "SRCROOT"
    /// The `partialFingerprints` key; its version changes if the identity of a finding does.
    static let fingerprintKey = "loccheckFinding/v1"

    typealias JSON = Markup<JSONOutput>

    /// The report as a SARIF log, written as it is rendered: the tool and its rules on the first
    /// line, then a result per line (the package's own run holds thousands of accepted findings),
    /// so a report of any length is never whole in memory. `workingDirectory` is what relative
    /// paths are relative to. Every string is escaped by ``JSONOutput`` after ``ShownText``.
    /// - Complexity: O(n) in the findings; besides the report, one count per distinct finding
    ///   identity is held (for the fingerprints).
    static func render(_ report: LocCheckReport, workingDirectory: String, into stream: ReportStream<JSONOutput>) {
        let used = Set(report.findings.map(\.kind) + report.accepted.map(\.finding.kind))
        let codes = DiagnosticCode.allCases.filter { $0.isFinding || used.contains($0) }
        let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        let root = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        let rules = JSON.joined(codes.map(rule), separator: ",")
        stream.write("{\"$schema\":\(string: SARIFLog.schemaURL),\"runs\":[{\"columnKind\":\"unicodeCodePoints\",")
        stream.write("\"originalUriBaseIds\":{\"\(sourceRoot)\":{\"uri\":\(string: "file://" + uriPath(root))}},")
        stream.write("\"tool\":{\"driver\":{\"name\":\(string: report.tool.name),\"rules\":[\(rules)],")
        stream.write("\"semanticVersion\":\(string: report.tool.version),\"version\":\(string: report.tool.version)}},\"results\":[")
        // By the identity's hash: 16 bytes per finding, not its text.
        var occurrences: [UInt64: Int] = [:]
        var first = true
        func write(_ finding: LocCheckReport.Finding, accepted: LocCheckReport.AcceptedFinding?) {
            let hash = identityHash(self.identity(finding, tables: report.tables))
            let occurrence = occurrences[hash, default: 0] + 1
            occurrences[hash] = occurrence
            var result: JSON = first ? "\n" : ",\n"
            first = false
            result.append(
                "{\"level\":\(string: finding.severity.rawValue),\"locations\":[\(location(finding.file, line: finding.line, column: finding.column, root: root).json)],"
            )
            result.append("\"message\":{\"text\":\(string: finding.message)},")
            result.append("\"partialFingerprints\":{\"\(fingerprintKey)\":\(string: fingerprint(hash: hash, occurrence: occurrence))},")
            result.append("\"properties\":{\(properties(finding))},")
            result.append("\"ruleId\":\(string: finding.kind.rawValue),\"ruleIndex\":\(ruleIndex[finding.kind] ?? 0)")
            if let accepted {
                result.append(",\"suppressions\":[{\"justification\":\(string: accepted.reason),\"kind\":\"external\",")
                result.append(
                    "\"location\":\(location(accepted.baseline.file, line: accepted.baseline.line, root: root).json),\"status\":\"accepted\"}]"
                )
            }
            result.append("}")
            stream.write(result)
        }
        for finding in report.findings { write(finding, accepted: nil) }
        for accepted in report.accepted { write(accepted.finding, accepted: accepted) }
        stream.write("\n]}],\"version\":\"2.1.0\"}\n")
    }

    /// A finding code as a SARIF rule (a `reportingDescriptor`).
    private static func rule(_ code: DiagnosticCode) -> JSON {
        let name = code.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        return
            "{\"defaultConfiguration\":{\"level\":\(string: code.defaultSeverity.rawValue)},\"fullDescription\":{\"text\":\(string: code.summary + " " + code.help)},"
            + "\"help\":{\"text\":\(string: code.help)},\"id\":\(string: code.rawValue),\"name\":\(string: name),\"shortDescription\":{\"text\":\(string: code.summary)}}"
    }

    /// The finding's table, locale, key and suggestion, those it has (SARIF has no nulls).
    private static func properties(_ finding: LocCheckReport.Finding) -> JSON {
        let members: [JSON] = [
            finding.key.map { "\"key\":\(string: $0)" }, finding.locale.map { "\"locale\":\(string: $0)" },
            finding.suggestion.map { "\"suggestion\":\(string: $0)" }, finding.table.map { "\"table\":\(string: $0.rawValue)" },
        ].compactMap { $0 }
        return JSON.joined(members, separator: ",")
    }

    /// A file and line as SARIF locates it: relative to `SRCROOT` when inside it, else a `file:` URI.
    package static func location(_ file: String, line: Int?, column: Int? = nil, root: String) -> SARIFLog.Location {
        var artifact: SARIFLog.ArtifactLocation
        if file.hasPrefix("/") {
            artifact =
                file.hasPrefix(root)
                ? SARIFLog.ArtifactLocation(uri: uriPath(String(file.dropFirst(root.count))), uriBaseId: sourceRoot)
                : SARIFLog.ArtifactLocation(uri: "file://" + uriPath(file), uriBaseId: nil)
        } else {
            var relative = Substring(file)
            while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
            artifact = SARIFLog.ArtifactLocation(uri: uriPath(String(relative)), uriBaseId: sourceRoot)
        }
        return SARIFLog.Location(
            physicalLocation: SARIFLog.PhysicalLocation(
                artifactLocation: artifact, region: line.map { SARIFLog.Region(startLine: $0, startColumn: column) }))
    }

    /// A path as a URI's path: every byte but unreserved ASCII and `/` percent-encoded (RFC 3986).
    static func uriPath(_ path: String) -> String {
        var out = ""
        for byte in path.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
                UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: "/"):
                out.unicodeScalars.append(Unicode.Scalar(byte))
            default:
                out += "%" + String(byte, radix: 16, uppercase: true).zeroPadded(to: 2)
            }
        }
        return out
    }

    /// What names a finding whatever line it moves to: its rule, its file inside the tables
    /// directory, and its table, locale and key (the baseline's identity); not its line or message.
    static func identity(_ finding: LocCheckReport.Finding, tables: String) -> String {
        let file = finding.file.hasPrefix(tables) ? String(finding.file.dropFirst(tables.count)) : finding.file
        return [finding.kind.rawValue, file, finding.table?.rawValue ?? "", finding.locale ?? "", finding.key ?? ""].joined(
            separator: "\u{0}")
    }

    /// FNV-1a (64 bits) of the identity, then which occurrence of it this is (`…:2` for the
    /// second `malformed-line` of one file): the same finding gets the same fingerprint in every run.
    static func fingerprint(_ identity: String, occurrence: Int) -> String {
        fingerprint(hash: identityHash(identity), occurrence: occurrence)
    }

    private static func fingerprint(hash: UInt64, occurrence: Int) -> String {
        String(hash, radix: 16).zeroPadded(to: 16) + ":\(occurrence)"
    }

    /// FNV-1a (64 bits) of a finding's identity.
    private static func identityHash(_ identity: String) -> UInt64 {
        FNV1a(hashing: identity.utf8).value
    }
}
