import CommandTestSupport
import Foundation
import LocCheck
import Testing

/// The GitHub Actions workflow users copy, `Examples/ci/loccheck.yml`: the one source of the job
/// the DocC article *loccheck in CI* quotes and the README's CI section shows the check of.
@Suite("The documented CI job")
struct CIJobDocsTests {
    let binary = BuiltCommand("loccheck")
    static let workflow = BuiltCommand.packageRoot.appendingPathComponent("Examples/ci/loccheck.yml")
    static let article = BuiltCommand.packageRoot.appendingPathComponent("Sources/PokeLocalization/PokeLocalization.docc/LocCheckInCI.md")
    static let readme = BuiltCommand.packageRoot.appendingPathComponent("README.md")

    /// The text of the fenced listing right after `<!-- verbatim: Examples/ci/loccheck.yml -->`.
    static func quotedWorkflow(in file: URL) throws -> String {
        let text = try String(contentsOf: file, encoding: .utf8)
        let after = try #require(
            text.components(separatedBy: "<!-- verbatim: Examples/ci/loccheck.yml -->\n```yaml\n").dropFirst().first,
            "\(file.lastPathComponent) has no yaml listing marked as a verbatim copy of Examples/ci/loccheck.yml")
        return try #require(after.components(separatedBy: "```\n").first)
    }

    /// The value of each `run:` line of the workflow, in order: a single-quoted YAML scalar unquoted
    /// (`''` is a quote), a plain one as it is.
    static func runLines(_ workflow: String) -> [String] {
        workflow.split(separator: "\n").compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("run: ") else { return nil }
            let value = trimmed.dropFirst("run: ".count)
            guard value.count >= 2, value.hasPrefix("'"), value.hasSuffix("'") else { return String(value) }
            return value.dropFirst().dropLast().replacingOccurrences(of: "''", with: "'")
        }
    }

    /// The workflow's check: the step that runs the loccheck `tools/ci/get-loccheck.py` found.
    static let checkPrefix = "\"$LOCCHECK\" "

    @Test("the article quotes the workflow whole, and the README shows its loccheck step and its apt-get line as they are")
    func oneSource() throws {
        let workflow = try String(contentsOf: Self.workflow, encoding: .utf8)
        #expect(
            try Self.quotedWorkflow(in: Self.article) == workflow, "the article's copy of Examples/ci/loccheck.yml differs from the file")
        let readme = try String(contentsOf: Self.readme, encoding: .utf8)
        let runs = Self.runLines(workflow)
        let check = try #require(runs.first { $0.hasPrefix(Self.checkPrefix) })
        #expect(readme.contains("\n\(check)\n"), "the README's CI section does not show the workflow's loccheck step: \(check)")
        let install = try #require(runs.first { $0.contains("apt-get install") })
        #expect(readme.contains("`\(install)`"), "the README's prerequisites are not the workflow's apt-get line: \(install)")
    }

    @Test("the workflow runs in a Debian 12 Swift image, caches .build, and its steps read what the loccheck step writes")
    func workflowShape() throws {
        let workflow = try String(contentsOf: Self.workflow, encoding: .utf8)
        #expect(
            workflow.contains("\n    container: swift:") && workflow.contains("-bookworm\n"), "not the official Swift image on Debian 12")
        #expect(
            workflow.contains("uses: actions/cache@") && workflow.contains("path: .build")
                && workflow.contains("hashFiles('Package.resolved')"))
        #expect(workflow.contains("security-events: write") && workflow.contains("if: always()"))
        #expect(workflow.contains("uses: github/codeql-action/upload-sarif@") && workflow.contains("sarif_file: loccheck.sarif"))
        #expect(workflow.contains("uses: actions/upload-artifact@") && workflow.contains("path: loccheck.html"))
        let runs = Self.runLines(workflow)
        #expect(runs.contains { $0.hasPrefix("cat loccheck.md >> \"${GITHUB_STEP_SUMMARY") })
        // loccheck prebuilt when the job's env names a release's bundle, else from source.
        #expect(runs.contains("tools/ci/get-loccheck.py"))
        #expect(workflow.contains("\n      LOCCHECK_BUNDLE_URL: ") && workflow.contains("\n      LOCCHECK_BUNDLE_SHA256: "))
        // The container runs the steps as root, and so does a script that runs them outside Actions.
        #expect(!runs.contains { $0.contains("sudo ") }, "the container runs as root: no sudo")
    }

    @Test("the loccheck step writes the SARIF, HTML and Markdown the later steps read, and passes on the package's tables")
    func loccheckStepRuns() throws {
        let workflow = try String(contentsOf: Self.workflow, encoding: .utf8)
        let step = try #require(Self.runLines(workflow).first { $0.hasPrefix(Self.checkPrefix) })
        let words = step.dropFirst(Self.checkPrefix.count).split(separator: " ").map(String.init)

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
