import CommandTestSupport
import Foundation
import LocCheck
import Testing

/// `--format` and `--output`, paired: one check writes several reports, `-` is standard output.
@Suite("Reports to files and standard output")
struct ReportOutputTests {
    let loccheck = InProcessLocCheck()

    func tablesWithFinding(_ directory: TemporaryDirectory) throws -> URL {
        var german = try PackageTables.entries("types/de.txt")
        german[2].key = "flyng"
        return try directory.tables(["types/en.txt": try PackageTables.text("types/en.txt"), "types/de.txt": PackageTables.render(german)])
    }

    @Test("one invocation writes two formats to two files, from one check; the counts go to stderr")
    func twoFormatsToTwoFiles() async throws {
        let directory = try TemporaryDirectory()
        let tables = try tablesWithFinding(directory)
        let sarif = directory.url.appendingPathComponent("out/loccheck.sarif")
        let html = directory.url.appendingPathComponent("loccheck.html")
        let result = await loccheck.run([
            "--tables", tables.path, "--format", "sarif", "--output", sarif.path, "--format", "html", "-o", html.path,
        ])
        #expect(result.status == 1)
        #expect(result.stdout.isEmpty)
        #expect(
            result.stderr
                == "loccheck: wrote the sarif report to \(sarif.path).\nloccheck: wrote the html report to \(html.path).\nloccheck: 1 error, 0 warnings.\n"
        )
        let log = try JSONDecoder().decode(SARIFLog.self, from: Data(contentsOf: sarif))
        #expect(log.runs[0].results.map(\.ruleId) == ["unknown-key"])
        let page = try String(contentsOf: html, encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(page.contains("<code><bdi>flyng</bdi></code>"))
    }

    @Test("--output - writes to standard output, beside a report written to a file")
    func standardOutput() async throws {
        let directory = try TemporaryDirectory()
        let tables = try tablesWithFinding(directory)
        let plain = await loccheck.run(["--tables", tables.path, "--format", "json"])
        let dashed = await loccheck.run(["--tables", tables.path, "--format", "json", "--output", "-"])
        #expect(dashed.stdout == plain.stdout && dashed.stderr.isEmpty)
        #expect(try JSONDecoder().decode(LocCheckReport.self, from: Data(dashed.stdout.utf8)).findings.count == 1)

        let json = directory.url.appendingPathComponent("loccheck.json")
        let both = await loccheck.run([
            "--tables", tables.path, "--format", "markdown", "--output", "-", "--format", "json", "--output", json.path,
        ])
        #expect(both.stdout.hasPrefix("## loccheck: 1 error, 0 warnings.\n"))
        #expect(try String(contentsOf: json, encoding: .utf8) == plain.stdout)
        #expect(both.stderr == "loccheck: wrote the json report to \(json.path).\n")
        // --output alone takes the text report.
        let text = directory.url.appendingPathComponent("loccheck.txt")
        _ = await loccheck.run(["--tables", tables.path, "--output", text.path])
        #expect(try String(contentsOf: text, encoding: .utf8) == (await loccheck.run(["--tables", tables.path])).stdout)
    }

    @Test(
        "formats and outputs that don't pair are usage errors, and nothing is written",
        arguments: [
            (
                ["--format", "sarif", "--format", "html"],
                "--format is given 2 times and --output 0 times; each --format needs an --output of its own"
            ),
            (["--format", "sarif", "--output", "a.sarif", "--format", "html"], "--format is given 2 times and --output 1 time;"),
            (["--output", "a.txt", "--output", "b.txt"], "--format is given 0 times and --output 2 times;"),
            (["--format", "sarif", "--output", "-", "--format", "html", "--output", "-"], "only one --format can go to standard output"),
            (["--format", "sarif", "--output", "same", "--format", "html", "--output", "same"], "--output same is given twice"),
        ])
    func unpaired(arguments: [String], message: String) async throws {
        let directory = try TemporaryDirectory()
        let tables = try tablesWithFinding(directory)
        let before = try snapshotOfFiles(directory.url)
        let result = await loccheck.run(["--tables", tables.path] + arguments)
        #expect(result.status == 2)
        #expect(result.stderr.contains(message), "\(result.stderr)")
        #expect(result.stdout.isEmpty)
        #expect(try snapshotOfFiles(directory.url) == before)
    }

    @Test("a report inside the tables directory is refused before the check, with a file to use instead")
    func insideTables() async throws {
        let directory = try TemporaryDirectory()
        let tables = try tablesWithFinding(directory)
        let before = try snapshotOfFiles(directory.url)
        let result = await loccheck.run([
            "--tables", tables.path, "--format", "html", "--output", tables.appendingPathComponent("types/report.html").path,
        ])
        #expect(result.status == 2)
        #expect(
            result.stderr.contains("is inside the tables directory") && result.stderr.contains("`--output loccheck.html`"),
            "\(result.stderr)")
        #expect(try snapshotOfFiles(directory.url) == before)
    }
}
