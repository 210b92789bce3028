import PokeTables

/// The human-readable report: one `path:line: severity: message` per finding, then coverage.
package enum TextReport {
    /// Renders findings and the coverage table; `color` adds ANSI colours to severities.
    package static func render(_ report: LocCheckReport, color: Bool = false) -> String {
        var out = ""
        render(report, color: color) { out += $0 }
        return out
    }

    /// ``render(_:color:)`` in pieces of about ``pieceBytes`` each, handed to `emit` in order:
    /// standard output gets a run of tens of thousands of findings without all its text in memory
    /// at once (twice, as bytes and as the string).
    package static func render(_ report: LocCheckReport, color: Bool, emit: (String) -> Void) {
        // The findings' lines as UTF-8, appended to piece by piece: a String's own appends check
        // their text's form at every piece.
        var lines: [UInt8] = []
        lines.reserveCapacity(pieceBytes + 4096)
        for finding in report.findings {
            if lines.count >= pieceBytes {
                emit(String(decoding: lines, as: UTF8.self))
                lines.removeAll(keepingCapacity: true)
            }
            lines += finding.file.utf8
            if let line = finding.line {
                lines.append(UInt8(ascii: ":"))
                lines += String(line).utf8
            }
            lines += ": ".utf8
            lines += severity(finding.severity, color: color).utf8
            lines += ": ".utf8
            lines += finding.message.utf8
            lines += " [".utf8
            lines += finding.kind.rawValue.utf8
            lines += "]\n".utf8
        }
        var out = String(decoding: lines, as: UTF8.self)
        if !report.findings.isEmpty { out += "\n" }
        out += "Checked \(report.tables)\n"
        out += coverageTable(report)
        out += "\n\(report.countsSentence)\n"
        emit(out)
    }

    /// About how much text ``render(_:color:emit:)`` hands over at a time.
    static let pieceBytes = 1 << 20

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

    /// The widest a coverage line is: an 80-column terminal's.
    static let coverageWidth = 80

    /// A table with a row per locale and a column per table kind: `present/expected`. With more
    /// kinds than fit in ``coverageWidth`` columns, the kinds are split into blocks that fit, one
    /// after the other, each with the locale column again, so no line wraps.
    static func coverageTable(_ report: LocCheckReport) -> String {
        let kinds = report.coveredKinds
        let locales = report.coveredLocales
        let columns: [[String]] = kinds.map { kind in
            [kind.rawValue] + locales.map { locale in
                guard let cell = report.coverage(of: locale).first(where: { $0.table == kind }) else { return "-" }
                return "\(cell.present)/\(cell.expected)"
            }
        }
        let localeColumn = ["locale"] + locales
        let gap = 2
        let localeWidth = localeColumn.map(\.count).max() ?? 0
        let widths = columns.map { gap + ($0.map(\.count).max() ?? 0) }
        // As few blocks as fit, then as even as that many allow: the narrowest limit that needs no more.
        let fewest = blocks(widths, from: localeWidth, limit: coverageWidth)
        let even = min(coverageWidth, (localeWidth * fewest.count + widths.reduce(0, +)) / max(1, fewest.count))
        let split = (even...coverageWidth).lazy.map { blocks(widths, from: localeWidth, limit: $0) }
            .first { $0.count <= fewest.count } ?? fewest
        var out = "Coverage (entries present / expected):\n"
        // No kinds (no tables): the locale column alone, as before any kind.
        for (number, block) in (split.isEmpty ? [[]] : split).enumerated() {
            if number > 0 { out += "\n" }
            let rows = [localeColumn] + block.map { columns[$0] }
            let widths = rows.map { $0.map(\.count).max() ?? 0 }
            for row in localeColumn.indices {
                out += zip(rows, widths).map { $0[row].padding(toLength: $1) }.joined(separator: "  ").trimmingTrailingSpaces() + "\n"
            }
        }
        return out
    }

    /// The columns of `widths` split in order into blocks, each as many as fit `limit` after a
    /// first column `from` wide (a column wider than that alone gets a block of its own).
    private static func blocks(_ widths: [Int], from start: Int, limit: Int) -> [[Int]] {
        var blocks: [[Int]] = []
        var used = start
        for (index, width) in widths.enumerated() {
            if blocks.isEmpty || used + width > limit {
                blocks.append([])
                used = start
            }
            blocks[blocks.count - 1].append(index)
            used += width
        }
        return blocks
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
