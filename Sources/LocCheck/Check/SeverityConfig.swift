import Foundation
import PokeTables

/// Severities chosen per finding kind, read from `loccheck-config.txt`: `kind = error|warning|off`;
/// the same file's `compare` lines pin second sources (``ComparisonPins``), and its `min-coverage`
/// lines set coverage minimums as `--min-coverage` does (``CoverageMinimum``): `min-coverage = 80`
/// for every locale, `min-coverage pt-BR = 50` for one.
///
/// Kinds the file doesn't name keep their default (``Diagnostic/Kind/defaultSeverity``); `off`
/// drops that kind's findings entirely.
package struct SeverityConfig: Sendable {
    /// The config's file name inside a tables directory.
    package static let fileName = "loccheck-config.txt"

    /// The chosen severity per kind; `nil` means off.
    package var severities: [DiagnosticCode: Diagnostic.Severity?]
    /// The second sources the file pins, compared on every run.
    var pins = ComparisonPins()
    /// The coverage minimums the file sets; `--min-coverage` overrides them.
    package var minimum = CoverageMinimum()
    /// The keyword of a line that sets a coverage minimum.
    static let minimumKeyword = "min-coverage"

    package init(severities: [DiagnosticCode: Diagnostic.Severity?] = [:]) {
        self.severities = severities
    }

    /// Reads a config file; `path` names it in errors, and `compare` lines name their lists
    /// relative to `directory`, where the file lives.
    package init(bytes: [UInt8], path: String, directory: URL) throws(Diagnostic) {
        let file = TableFile(bytes: bytes, path: path)
        if var diagnostic = file.diagnostics.first {
            diagnostic.code = .invalidConfig
            throw diagnostic
        }
        var severities: [DiagnosticCode: Diagnostic.Severity?] = [:]
        var minimum = CoverageMinimum()
        // `compare TABLE LOCALE = FILE` lines pin second sources; ComparisonPins reads them.
        for entry in file.entries where !entry.key.hasPrefix(ComparisonPins.keyword + " ") {
            if entry.key == Self.minimumKeyword || entry.key.hasPrefix(Self.minimumKeyword + " ") {
                try Self.readMinimum(entry, path: path, into: &minimum)
                continue
            }
            guard let kind = DiagnosticCode(rawValue: entry.key), kind.isFinding else {
                let kinds = DiagnosticCode.findings.map(\.rawValue).joined(separator: ", ")
                throw Diagnostic(
                    .invalidConfig, file: path, line: entry.line,
                    message:
                        "`\(entry.key)` is not a finding kind; use one of \(kinds). (Other lines: `compare TABLE LOCALE = FILE`, `min-coverage [LOCALE] = PCT`.)"
                )
            }
            switch entry.value {
            case "error": severities[kind] = .some(.error)
            case "warning": severities[kind] = .some(.warning)
            case "off": severities[kind] = .some(nil)
            default:
                throw Diagnostic(
                    .invalidConfig, file: path, line: entry.line,
                    message: "`\(entry.value)` is not a severity; write `\(entry.key) = error`, `warning` or `off`.")
            }
        }
        self.severities = severities
        self.minimum = minimum
        pins = try ComparisonPins(file, path: path, directory: directory)
    }

    /// A `min-coverage [LOCALE] = PCT` line, read as `--min-coverage` reads `[LOCALE=]PCT`.
    private static func readMinimum(_ entry: TableEntry, path: String, into minimum: inout CoverageMinimum) throws(Diagnostic) {
        let locale = entry.key.dropFirst(Self.minimumKeyword.count).trimmingCharacters(in: .whitespaces)
        do {
            try minimum.add(locale.isEmpty ? entry.value : "\(locale)=\(entry.value)")
        } catch {
            throw Diagnostic(
                .invalidConfig, file: path, line: entry.line,
                message:
                    "`\(entry.key) = \(entry.value)` is not a coverage minimum; write `min-coverage = 80` for every locale or `min-coverage pt-BR = 50` for one (a percentage from 0 to 100)."
            )
        }
    }

    /// The findings with their configured severities; kinds set to `off` are left out.
    package func apply(to findings: [Diagnostic]) -> [Diagnostic] {
        guard !severities.isEmpty else { return findings }
        // Findings of one kind come in runs (a table of unknown keys has one on every line): the
        // kind's setting is looked up once a run.
        var last: (code: DiagnosticCode, chosen: Diagnostic.Severity??)?
        return findings.compactMap { finding in
            let code = finding.code
            let chosen: Diagnostic.Severity??
            if let last, last.code == code {
                chosen = last.chosen
            } else {
                chosen = severities[code]
                last = (code, chosen)
            }
            guard let chosen else { return finding }
            guard let severity = chosen else { return nil }
            var copy = finding
            copy.severity = severity
            return copy
        }
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// `loccheck-config.txt` has a line that can't be read.
    package static let invalidConfig = DiagnosticCode(
        "invalid-config", isFinding: false,
        summary: "A line of loccheck-config.txt that can't be read.",
        help: "Fix the line as the message says, or delete it.")
}
