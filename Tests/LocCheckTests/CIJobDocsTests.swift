import CommandTestSupport
import Foundation
import LocCheck
import Testing

/// The GitHub Actions job the README's "In CI" and the DocC article *loccheck in CI* show.
@Suite("The documented CI job")
struct CIJobDocsTests {
    let binary = BuiltCommand("loccheck")
    static let article = BuiltCommand.packageRoot.appendingPathComponent("Sources/PokeLocalization/PokeLocalization.docc/LocCheckInCI.md")

    /// The job's steps: its YAML listing, from `jobs:` to the end of the listing.
    static func job(in file: URL) throws -> String {
        let text = try String(contentsOf: file, encoding: .utf8)
        let listing = try #require(text.components(separatedBy: "```yaml\n").first { $0.contains("\njobs:\n") })
        return String(listing.prefix { $0 != "`" })
    }

    @Test("the README and the article show one job, whose loccheck step writes the SARIF, HTML and Markdown its other steps read")
    func documentedJobRuns() throws {
        let readme = try Self.job(in: DocsMatchToolTests.readme)
        let article = try Self.job(in: Self.article)
        #expect(readme == article, "the README's job and the article's differ")
        let step = try #require(readme.split(separator: "\n").first { $0.contains("run: swift run -c release loccheck ") })
        let words = step.components(separatedBy: "loccheck ")[1].split(separator: " ").map(String.init)
        // The files its later steps read are the ones the check writes.
        #expect(
            readme.contains("sarif_file: loccheck.sarif") && readme.contains("path: loccheck.html")
                && readme.contains("cat loccheck.md >> \"$GITHUB_STEP_SUMMARY\""))
        #expect(readme.contains("security-events: write") && readme.contains("if: always()"))

        let directory = try TemporaryDirectory()
        _ = try directory.copyOfPackageTables()
        let result = try binary.run(["--tables", "tables"] + words, in: directory.url)
        #expect(result.status == 0, "\(result.stderr)")
        let sarif = try JSONDecoder().decode(SARIFLog.self, from: Data(contentsOf: directory.url.appendingPathComponent("loccheck.sarif")))
        #expect(!sarif.runs[0].results.isEmpty && sarif.runs[0].results.allSatisfy { $0.suppressions != nil })
        #expect(try String(contentsOf: directory.url.appendingPathComponent("loccheck.html"), encoding: .utf8).hasPrefix("<!DOCTYPE html>"))
        let summary = try String(contentsOf: directory.url.appendingPathComponent("loccheck.md"), encoding: .utf8)
        #expect(summary.hasPrefix("## loccheck: 0 errors, 0 warnings, "))
        #expect(summary.utf8.count < MarkdownReport.summaryLimit)
    }
}
