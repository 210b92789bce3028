import Foundation
import PokeTables

/// Severities chosen per finding kind, read from `loccheck-config.txt`: `kind = error|warning|off`;
/// the same file's `compare` lines pin second sources (``ComparisonPins``).
///
/// Kinds the file doesn't name keep their default (``Finding/Kind/defaultSeverity``); `off`
/// drops that kind's findings entirely.
package struct SeverityConfig: Sendable {
    /// The config's file name inside a tables directory.
    package static let fileName = "loccheck-config.txt"

    /// The chosen severity per kind; `nil` means off.
    package var severities: [Finding.Kind: Finding.Severity?]
    /// The second sources the file pins, compared on every run.
    var pins = ComparisonPins()

    package init(severities: [Finding.Kind: Finding.Severity?] = [:]) {
        self.severities = severities
    }

    /// A config line that can't be read.
    package struct Problem: Error, CustomStringConvertible {
        package var description: String
    }

    /// Reads a config file; `path` names it in errors, and `compare` lines name their lists
    /// relative to `directory`, where the file lives.
    package init(bytes: [UInt8], path: String, directory: URL) throws(Problem) {
        let file = TableFile(bytes: bytes)
        if let diagnostic = file.diagnostics.first {
            throw Problem(description: "\(path):\(diagnostic.line): error: \(diagnostic.message)")
        }
        var severities: [Finding.Kind: Finding.Severity?] = [:]
        // `compare TABLE LOCALE = FILE` lines pin second sources; ComparisonPins reads them.
        for entry in file.entries where !entry.key.hasPrefix(ComparisonPins.keyword + " ") {
            guard let kind = Finding.Kind(rawValue: entry.key) else {
                let kinds = Finding.Kind.allCases.map(\.rawValue).joined(separator: ", ")
                throw Problem(description: "\(path):\(entry.line): error: `\(entry.key)` is not a finding kind; use one of \(kinds).")
            }
            switch entry.value {
            case "error": severities[kind] = .some(.error)
            case "warning": severities[kind] = .some(.warning)
            case "off": severities[kind] = .some(nil)
            default:
                throw Problem(description: "\(path):\(entry.line): error: `\(entry.value)` is not a severity; write `\(entry.key) = error`, `warning` or `off`.")
            }
        }
        self.severities = severities
        pins = try ComparisonPins(file, path: path, directory: directory)
    }

    /// The findings with their configured severities; kinds set to `off` are left out.
    package func apply(to findings: [Finding]) -> [Finding] {
        findings.compactMap { finding in
            guard let chosen = severities[finding.kind] else { return finding }
            guard let severity = chosen else { return nil }
            var copy = finding
            copy.severity = severity
            return copy
        }
    }
}
