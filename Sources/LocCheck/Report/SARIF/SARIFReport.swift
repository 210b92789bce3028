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

    /// The report as SARIF text, on one line (a machine's format, and the package's own run holds
    /// thousands of accepted findings); `workingDirectory` is what relative paths are relative to.
    package static func render(_ report: LocCheckReport, workingDirectory: String) throws -> String {
        String(decoding: try JSONReport.encoder(compact: true).encode(log(report, workingDirectory: workingDirectory)), as: UTF8.self) + "\n"
    }

    /// The report as a SARIF log.
    package static func log(_ report: LocCheckReport, workingDirectory: String) -> SARIFLog {
        let used = Set(report.findings.map(\.kind) + report.accepted.map(\.finding.kind))
        let codes = DiagnosticCode.allCases.filter { $0.isFinding || used.contains($0) }
        let ruleIndex = Dictionary(uniqueKeysWithValues: codes.enumerated().map { ($1, $0) })
        let root = workingDirectory.hasSuffix("/") ? workingDirectory : workingDirectory + "/"
        var occurrences: [String: Int] = [:]

        func result(_ finding: LocCheckReport.Finding, accepted: LocCheckReport.AcceptedFinding?) -> SARIFLog.Result {
            let identity = self.identity(finding, tables: report.tables)
            occurrences[identity, default: 0] += 1
            let suppression = accepted.map { accepted in
                SARIFLog.Suppression(kind: "external", status: "accepted", justification: accepted.reason,
                                     location: location(accepted.baseline.file, line: accepted.baseline.line, root: root))
            }
            let properties = SARIFLog.FindingProperties(table: finding.table?.rawValue, locale: finding.locale, key: finding.key,
                                                        suggestion: finding.suggestion)
            return SARIFLog.Result(
                ruleId: finding.kind.rawValue, ruleIndex: ruleIndex[finding.kind] ?? 0, level: finding.severity.rawValue,
                message: SARIFLog.Message(text: finding.message),
                locations: [location(finding.file, line: finding.line, root: root)],
                partialFingerprints: [fingerprintKey: fingerprint(identity, occurrence: occurrences[identity] ?? 1)],
                suppressions: suppression.map { [$0] }, properties: properties)
        }

        let results = report.findings.map { result($0, accepted: nil) } + report.accepted.map { result($0.finding, accepted: $0) }
        let rules = codes.map { code in
            SARIFLog.ReportingDescriptor(
                id: code.rawValue, name: code.rawValue.split(separator: "-").map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined(),
                shortDescription: SARIFLog.Message(text: code.summary), fullDescription: SARIFLog.Message(text: code.summary + " " + code.help),
                help: SARIFLog.Message(text: code.help), defaultConfiguration: SARIFLog.Configuration(level: code.defaultSeverity.rawValue))
        }
        let driver = SARIFLog.Driver(name: report.tool.name, version: report.tool.version, semanticVersion: report.tool.version, rules: rules)
        return SARIFLog(runs: [SARIFLog.Run(
            tool: SARIFLog.Tool(driver: driver),
            originalUriBaseIds: [sourceRoot: SARIFLog.ArtifactLocation(uri: "file://" + uriPath(root), uriBaseId: nil)],
            results: results, columnKind: "unicodeCodePoints")])
    }

    /// A file and line as SARIF locates it: relative to `SRCROOT` when inside it, else a `file:` URI.
    package static func location(_ file: String, line: Int?, root: String) -> SARIFLog.Location {
        var artifact: SARIFLog.ArtifactLocation
        if file.hasPrefix("/") {
            artifact = file.hasPrefix(root)
                ? SARIFLog.ArtifactLocation(uri: uriPath(String(file.dropFirst(root.count))), uriBaseId: sourceRoot)
                : SARIFLog.ArtifactLocation(uri: "file://" + uriPath(file), uriBaseId: nil)
        } else {
            var relative = Substring(file)
            while relative.hasPrefix("./") { relative = relative.dropFirst(2) }
            artifact = SARIFLog.ArtifactLocation(uri: uriPath(String(relative)), uriBaseId: sourceRoot)
        }
        return SARIFLog.Location(physicalLocation: SARIFLog.PhysicalLocation(artifactLocation: artifact, region: line.map(SARIFLog.Region.init)))
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
        return [finding.kind.rawValue, file, finding.table?.rawValue ?? "", finding.locale ?? "", finding.key ?? ""].joined(separator: "\u{0}")
    }

    /// FNV-1a (64 bits) of the identity, then which occurrence of it this is (`…:2` for the
    /// second `malformed-line` of one file): the same finding gets the same fingerprint in every run.
    static func fingerprint(_ identity: String, occurrence: Int) -> String {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in identity.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return String(hash, radix: 16).zeroPadded(to: 16) + ":\(occurrence)"
    }
}
