import PokeTables

/// `--format html`: one self-contained page for people, as lint tools publish as a CI artifact.
///
/// Inline CSS, no script, nothing fetched. Every value is escaped (``HTMLText``); every table has
/// headers; a bar is decoration beside its number, which is text. The coverage is one row per
/// locale, then one table per locale with a row per table kind: the tables are many (18 kinds),
/// and a matrix of kinds by locales would not fit a screen either way round, while a translator
/// reads one locale and a lead reads the first table.
package enum HTMLReport {
    /// The page, section by section; the findings row by row.
    static func render(_ report: LocCheckReport, into stream: ReportStream<HTMLOutput>) {
        stream.write(
            """
            <!DOCTYPE html>
            <html lang="en">
            <head>
            <meta charset="utf-8">
            <meta name="viewport" content="width=device-width, initial-scale=1">
            <title>loccheck: \(report.tables)</title>
            <style>\n\(style)</style>
            </head>
            <body>
            <main>
            <h1>loccheck report</h1>
            <p class="counts">Checked \(HTMLText.code(report.tables)) with \(report.tool.name) \(report.tool.version): \(report.countsSentence)</p>
            <nav aria-label="Sections"><ul>
            <li><a href="#coverage">Coverage per locale</a></li>
            <li><a href="#tables">Coverage per table</a></li>
            <li><a href="#findings">Findings (\(report.findings.count))</a></li>
            <li><a href="#accepted">Accepted findings (\(report.accepted.count))</a></li>
            <li><a href="#comparisons">Comparisons with other sources</a></li>
            </ul></nav>

            """)
        stream.write(localeCoverage(report))
        stream.write(tableCoverage(report))
        findings(report, into: stream)
        stream.write(accepted(report))
        stream.write(comparisons(report))
        stream.write("</main>\n</body>\n</html>\n")
    }

    /// A bar for a percentage, hidden from screen readers (the number beside it says it), and the number.
    static func bar(_ percent: Double, below minimum: Bool = false) -> HTML {
        let level: HTML = minimum ? "low" : percent >= 100 ? "full" : "part"
        let width = HTMLText.percent(max(0, min(100, percent)))
        return "<span class=\"bar \(level)\" aria-hidden=\"true\"><span style=\"width: \(width)\"></span></span> \(width)"
    }

    /// One row per locale: its bar, present, expected, missing, minimum and open findings.
    static func localeCoverage(_ report: LocCheckReport) -> HTML {
        var out: HTML = "<section id=\"coverage\">\n<h2>Coverage per locale</h2>\n"
        guard !report.summary.locales.isEmpty else { return out + "<p>No locale has tables to count.</p>\n</section>\n" }
        let counted = TableKind.allCases.filter(\.countsTowardLocaleCoverage).count
        out.append(
            "<table class=\"coverage\">\n<caption>Names present out of expected, over the \(counted) table kinds that count toward a locale (TABLES in <code>loccheck --help</code>).</caption>\n"
        )
        out.append(
            "<thead><tr><th scope=\"col\">Locale</th><th scope=\"col\">Coverage</th><th scope=\"col\">Present</th><th scope=\"col\">Expected</th>"
        )
        out.append(
            "<th scope=\"col\">Missing</th><th scope=\"col\">Minimum</th><th scope=\"col\">Open findings</th></tr></thead>\n<tbody>\n")
        for locale in report.summary.locales {
            let below = locale.minimum.map { locale.percent < $0 } ?? false
            let open = report.findings.lazy.filter { $0.locale == locale.locale }.count
            out.append(
                "<tr><th scope=\"row\">\(HTMLText.data(locale.locale))</th><td class=\"pct\">\(bar(locale.percent, below: below))</td>")
            out.append(
                "<td class=\"num\">\(locale.present)</td><td class=\"num\">\(locale.expected)</td><td class=\"num\">\(locale.expected - locale.present)</td>"
            )
            out.append("<td class=\"num\">\(locale.minimum.map(HTMLText.percent) ?? "none")</td><td class=\"num\">\(open)</td></tr>\n")
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }

    /// For each locale, a table with a row per table kind, folded (`<details>`, no script): its
    /// summary line says how many are incomplete.
    static func tableCoverage(_ report: LocCheckReport) -> HTML {
        var out: HTML = "<section id=\"tables\">\n<h2>Coverage per table</h2>\n"
        for locale in report.coveredLocales {
            let cells = report.coverage(of: locale)
            let present = cells.reduce(0) { $0 + $1.present }
            let expected = cells.reduce(0) { $0 + $1.expected }
            let incomplete = cells.filter { $0.present < $0.expected }
            let state: HTML = incomplete.isEmpty ? ", all complete" : ", \(incomplete.count) incomplete"
            out.append(
                "<details><summary>\(HTMLText.data(locale)): \(present) of \(expected) names in \(String(counting: cells.count, "table"))\(state)</summary>\n"
            )
            out.append(
                "<table class=\"coverage\">\n<caption>\(HTMLText.data(locale)): names present out of expected, per table</caption>\n")
            out.append(
                "<thead><tr><th scope=\"col\">Table</th><th scope=\"col\">Coverage</th><th scope=\"col\">Present</th><th scope=\"col\">Expected</th><th scope=\"col\">Missing</th></tr></thead>\n<tbody>\n"
            )
            for cell in cells {
                let note: HTML = cell.table.countsTowardLocaleCoverage ? "" : " <small>(not counted)</small>"
                out.append(
                    "<tr><th scope=\"row\"><code>\(cell.table.rawValue)</code>\(note)</th><td class=\"pct\">\(bar(cell.percent))</td>")
                out.append(
                    "<td class=\"num\">\(cell.present)</td><td class=\"num\">\(cell.expected)</td><td class=\"num\">\(cell.expected - cell.present)</td></tr>\n"
                )
            }
            out.append("</tbody>\n</table>\n</details>\n")
        }
        return out + "</section>\n"
    }

    /// The open findings by file, then by rule, each with its line, message and suggested fix.
    /// - Complexity: O(n) in the findings; besides the report, one index per finding is held
    ///   (each file's findings grouped by rule), and the rows are written as they are made.
    static func findings(_ report: LocCheckReport, into stream: ReportStream<HTMLOutput>) {
        stream.write("<section id=\"findings\">\n<h2>Findings</h2>\n")
        guard !report.findings.isEmpty else {
            stream.write("<p>None: every finding is fixed or accepted by the baseline.</p>\n</section>\n")
            return
        }
        for (file, inFile) in grouped(report.findings.indices, by: { report.findings[$0].file }) {
            stream.write("<h3>\(HTMLText.code(file)) <small>(\(String(counting: inFile.count, "finding")))</small></h3>\n")
            for (kind, ofRule) in grouped(inFile, by: { report.findings[$0].kind }) {
                stream.write(
                    "<table class=\"findings\">\n<caption><code>\(kind.rawValue)</code>: \(kind.summary) <span class=\"help\">\(kind.help)</span></caption>\n"
                )
                stream.write(
                    "<thead><tr><th scope=\"col\">Line</th><th scope=\"col\">Severity</th><th scope=\"col\">Key</th><th scope=\"col\">Message</th><th scope=\"col\">Suggested fix</th></tr></thead>\n<tbody>\n"
                )
                for index in ofRule {
                    let finding = report.findings[index]
                    stream.write(
                        "<tr><td class=\"num\">\(finding.position ?? "whole file")</td>"
                            + "<td class=\"\(finding.severity.rawValue)\">\(finding.severity.rawValue)</td>"
                            + "<td>\(finding.key.map(HTMLText.code) ?? HTML())</td><td>\(HTMLText.data(finding.message))</td>"
                            + "<td>\(finding.suggestion.map(HTMLText.code) ?? HTML())</td></tr>\n")
                }
                stream.write("</tbody>\n</table>\n")
            }
        }
        stream.write("</section>\n")
    }

    /// The findings the baseline accepts, one row per baseline line, with its reason.
    static func accepted(_ report: LocCheckReport) -> HTML {
        var out: HTML = "<section id=\"accepted\">\n<h2>Accepted findings</h2>\n"
        guard !report.accepted.isEmpty else { return out + "<p>The baseline accepts no finding.</p>\n</section>\n" }
        let byLine = grouped(report.accepted, by: \.baseline).sorted { ($0.0.file, $0.0.line) < ($1.0.file, $1.0.line) }
        out.append(
            "<table class=\"accepted\">\n<caption>\(String(counting: report.accepted.count, "finding")) accepted by \(String(counting: byLine.count, "baseline line")) of "
        )
        out.append("\(HTMLText.code(report.accepted[0].baseline.file)), each with its reason.</caption>\n")
        out.append(
            "<thead><tr><th scope=\"col\">Line</th><th scope=\"col\">Rule</th><th scope=\"col\">Table</th><th scope=\"col\">Locale</th>")
        out.append("<th scope=\"col\">Keys</th><th scope=\"col\">Findings</th><th scope=\"col\">Reason</th></tr></thead>\n<tbody>\n")
        for (place, group) in byLine {
            let first = group[0].finding
            let keys = Array(Set(group.compactMap(\.finding.key))).sorted()
            var shownKeys = HTML.joined(keys.prefix(5).map(HTMLText.code), separator: ", ")
            if keys.count > 5 { shownKeys.append(" and \(keys.count - 5) more") }
            let table: HTML = first.table.map { "<code>\($0.rawValue)</code>" } ?? ""
            out.append(
                "<tr><td class=\"num\">\(place.line)</td><td class=\"word\"><code>\(first.kind.rawValue)</code></td><td class=\"word\">\(table)</td>"
            )
            out.append(
                "<td>\(first.locale.map(HTMLText.data) ?? HTML())</td><td>\(shownKeys)</td><td class=\"num\">\(group.count)</td><td>\(HTMLText.data(group[0].reason))</td></tr>\n"
            )
        }
        return out + "</tbody>\n</table>\n</section>\n"
    }

    /// What the checks against other sources found, open and accepted, per rule, table and locale,
    /// and the checks this run skipped.
    static func comparisons(_ report: LocCheckReport) -> HTML {
        var out: HTML = "<section id=\"comparisons\">\n<h2>Comparisons with other sources</h2>\n"
        let rules: [DiagnosticCode] = [
            .sourceMismatch, .searchKeyOutdated, .invalidSearchKey, .upstreamMismatch, .apiNameMismatch, .hanVariant,
        ]
        struct Row: Hashable {
            var kind: DiagnosticCode
            var table: String
            var locale: String
        }
        var open: [Row: Int] = [:]
        var accepted: [Row: Int] = [:]
        func row(_ finding: LocCheckReport.Finding) -> Row? {
            rules.contains(finding.kind) ? Row(kind: finding.kind, table: finding.table?.rawValue ?? "", locale: finding.locale ?? "") : nil
        }
        for finding in report.findings { if let row = row(finding) { open[row, default: 0] += 1 } }
        for finding in report.accepted.map(\.finding) { if let row = row(finding) { accepted[row, default: 0] += 1 } }
        let rows = Set(open.keys).union(accepted.keys).sorted {
            (rules.firstIndex(of: $0.kind)!, $0.table, $0.locale) < (rules.firstIndex(of: $1.kind)!, $1.table, $1.locale)
        }
        if rows.isEmpty {
            out.append("<p>No comparison with a second source, the search keys' romanization or PokeAPI found a difference.</p>\n")
        } else {
            out.append(
                "<table class=\"comparisons\">\n<caption>Differences found by the second-source, search-key, PokeAPI and Han-variant checks.</caption>\n"
            )
            out.append(
                "<thead><tr><th scope=\"col\">Rule</th><th scope=\"col\">Table</th><th scope=\"col\">Locale</th><th scope=\"col\">Open</th><th scope=\"col\">Accepted</th></tr></thead>\n<tbody>\n"
            )
            for row in rows {
                out.append(
                    "<tr><th scope=\"row\" class=\"word\"><code>\(row.kind.rawValue)</code></th><td class=\"word\"><code>\(row.table)</code></td><td>\(HTMLText.data(row.locale))</td>"
                )
                out.append("<td class=\"num\">\(open[row] ?? 0)</td><td class=\"num\">\(accepted[row] ?? 0)</td></tr>\n")
            }
            out.append("</tbody>\n</table>\n")
        }
        if !report.skipped.isEmpty {
            out.append("<p>Skipped this run:</p>\n<ul>\n")
            for phrase in report.skipped { out.append("<li>\(HTMLText.data(phrase))</li>\n") }
            out.append("</ul>\n")
        }
        return out + "</section>\n"
    }

    /// `items` grouped by `key`, the groups in the order their first item comes.
    static func grouped<Item, Key: Hashable>(_ items: some Sequence<Item>, by key: (Item) -> Key) -> [(Key, [Item])] {
        var order: [Key] = []
        var groups: [Key: [Item]] = [:]
        for item in items {
            let value = key(item)
            if groups[value] == nil { order.append(value) }
            groups[value, default: []].append(item)
        }
        return order.map { ($0, groups[$0]!) }
    }
}
