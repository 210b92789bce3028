import CommandTestSupport
import Foundation
import LocCheck
import Testing

/// `--format markdown`, for `$GITHUB_STEP_SUMMARY`.
@Suite("Markdown summary")
struct MarkdownReportTests {
    let loccheck = InProcessLocCheck()

    /// A real report of tables with one unknown key, decoded.
    func report(_ directory: TemporaryDirectory) async throws -> LocCheckReport {
        var german = try PackageTables.entries("types/de.txt")
        german[2].key = "flyng"
        german.remove(at: 3)
        let tables = try directory.tables([
            "types/en.txt": try PackageTables.text("types/en.txt"), "types/de.txt": PackageTables.render(german),
        ])
        let json = await loccheck.run(["--tables", tables.path, "--format", "json"]).stdout
        return try JSONDecoder().decode(LocCheckReport.self, from: Data(json.utf8))
    }

    /// The findings rows of a summary: the lines of its findings table after the header.
    func rows(_ summary: String) -> [Substring] {
        summary.components(separatedBy: "### Findings\n\n").last?.split(separator: "\n").dropFirst(2).filter { $0.hasPrefix("| ") } ?? []
    }

    @Test("the counts, the coverage per locale, the incomplete tables, then the findings")
    func layout() async throws {
        let directory = try TemporaryDirectory()
        let summary = MarkdownReport.render(try await report(directory))
        #expect(summary.hasPrefix("## loccheck: 2 errors, 0 warnings.\n"))
        #expect(summary.contains("| de | 90.47% | 19 | 21 | 2 | none |\n"))
        #expect(summary.contains("- de: types 19/21\n"))
        #expect(rows(summary).count == 2)
        #expect(rows(summary)[0].contains("| unknown-key | error | \\`flyng\\` should be \\`flying\\`"))
    }

    @Test("cut under GitHub's 1 MiB with a line that says how many findings were left out")
    func cutAtTheLimit() async throws {
        let directory = try TemporaryDirectory()
        var report = try await report(directory)
        let total = 20_000
        report.findings = (0..<total).map { index in
            var finding = report.findings[0]
            finding.line = index + 1
            finding.message = "Finding \(index): " + String(repeating: "a long message ", count: 6)
            return finding
        }
        let summary = MarkdownReport.render(report)
        #expect(summary.utf8.count <= 1 << 20)
        #expect(summary.utf8.count > (1 << 20) - 500, "the cut leaves room unused: \(summary.utf8.count)")
        let shown = rows(summary).count
        #expect(shown > 1000 && shown < total)
        #expect(
            summary.hasSuffix(
                "\n\(total - shown) findings of \(total) left out, to keep this summary under GitHub's 1 MiB; the SARIF and HTML reports have them all.\n"
            ))
        // The cut falls between rows, after the last that fits, at any limit.
        for limit in [4_000, 10_000, 50_000] {
            let cut = MarkdownReport.render(report, limit: limit)
            #expect(cut.utf8.count <= limit)
            #expect(
                cut.hasSuffix(
                    "\(total - rows(cut).count) findings of \(total) left out, to keep this summary under GitHub's 1 MiB; the SARIF and HTML reports have them all.\n"
                ))
        }
        // A summary that fits is not cut.
        report.findings = Array(report.findings.prefix(10))
        #expect(!MarkdownReport.render(report).contains("left out"))
    }

    @Test("a hostile name stays one cell of text: no pipe, markup, HTML or mention of it")
    func hostileText() async throws {
        let directory = try TemporaryDirectory()
        var report = try await report(directory)
        report.findings[0].message = "a | b <script>x</script> **bold** [link](http://x) `code` @team\nnext row"
        let row = try #require(rows(MarkdownReport.render(report)).first)
        // Cells are split by unescaped pipes only: file, line, rule, severity, message.
        let cells = row.replacingOccurrences(of: "\\|", with: "").split(separator: "|", omittingEmptySubsequences: false)
        #expect(cells.count == 7, "\(row)")
        #expect(
            row.hasSuffix(
                "| a \\| b &lt;script&gt;x&lt;/script&gt; \\*\\*bold\\*\\* \\[link\\](http://x) \\`code\\` &#64;team\\\\u{A}next row |"),
            "a line break of a value is its escape, as in every output")
    }
}
