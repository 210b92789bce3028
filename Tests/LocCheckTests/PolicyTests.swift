import CommandTestSupport
import Foundation
import PokeTables
import Testing

@testable import LocCheck

@Suite("Policy: baseline, severities, minimum coverage")
struct PolicyTests {
    let loccheck = InProcessLocCheck()

    /// A German types table with an empty name (`normal`), and English. Without a config or a
    /// minimum, the empty name is pending work, not a finding.
    func tables(_ directory: TemporaryDirectory, extra: [String: String] = [:]) throws -> URL {
        var german = try PackageTables.entries("types/de.txt")
        german[0].value = ""
        var files = ["types/en.txt": try PackageTables.text("types/en.txt"), "types/de.txt": PackageTables.render(german)]
        files.merge(extra) { $1 }
        return try directory.tables(files)
    }

    @Test("--write-baseline accepts today's findings, keeps existing reasons, and --strict still sees them")
    func writeBaseline() async throws {
        let directory = try TemporaryDirectory()
        let baselineText = "# mine\nmissing-key types es shadow = PokeAPI has no Spanish name for the shadow type.\n"
        var spanish = try PackageTables.entries("types/es.txt")
        spanish.removeAll { $0.key == "shadow" }
        let tables = try self.tables(
            directory,
            extra: [
                "types/es.txt": PackageTables.render(spanish), "loccheck-baseline.txt": baselineText,
                // Every empty name reported, so the baseline has one to accept.
                "loccheck-config.txt": "empty-value = error\n",
            ])
        #expect(await loccheck.run(["--tables", tables.path]).status == 1)

        let write = await loccheck.run(["--tables", tables.path, "--write-baseline"])
        #expect(write.status == 0, "\(write.stdout)\(write.stderr)")
        #expect(write.stderr.contains("accepting 2 findings; write the reason for the new one in place of its TODO line"))
        let baseline = try String(contentsOf: tables.appendingPathComponent("loccheck-baseline.txt"), encoding: .utf8)
        #expect(
            baseline.hasSuffix(
                """
                missing-key types es shadow = PokeAPI has no Spanish name for the shadow type.
                empty-value types de normal = TODO: say why this finding is accepted, or fix it and delete this line.

                """))

        let again = await loccheck.run(["--tables", tables.path])
        #expect(again.status == 0)
        #expect(
            again.stdout.contains(
                "0 errors, 0 warnings, 2 accepted by the baseline (\(tables.path)/loccheck-baseline.txt: known findings, each with its reason)."
            ))
        #expect(await loccheck.run(["--tables", tables.path, "--strict"]).status == 1)
        // Writing again changes nothing.
        #expect(await loccheck.run(["--tables", tables.path, "--write-baseline"]).stderr.contains("kept"))

        // Once the name is written, its baseline line accepts nothing: a warning says to delete it.
        var german = try PackageTables.entries("types/de.txt")
        german[0].value = "Normal"
        try PackageTables.render(german).write(to: tables.appendingPathComponent("types/de.txt"), atomically: true, encoding: .utf8)
        let fixed = await loccheck.run(["--tables", tables.path])
        #expect(fixed.status == 0)
        #expect(
            fixed.stdout.contains(
                "\(tables.path)/loccheck-baseline.txt:5: warning: The baseline accepts `empty-value types de normal`, which matches no finding any more; delete the line (`loccheck --write-baseline` does). [stale-baseline]"
            ), "\(fixed.stdout)")
        #expect(fixed.stdout.contains("0 errors, 1 warning, 1 accepted by the baseline ("))
    }

    @Test("the counts line names the baseline file escaped, whatever its folder is called", arguments: ["text", "github", "markdown"])
    func countsLineEscapesTheBaselinePath(format: String) async throws {
        let directory = try TemporaryDirectory()
        let tables = try self.tables(directory, extra: ["loccheck-config.txt": "empty-value = error\n"])
        let hostile = directory.url.appendingPathComponent("b\u{1B}]52;c;eA==\u{7}\n::error::x")
        try FileManager.default.createDirectory(at: hostile, withIntermediateDirectories: true)
        let baseline = hostile.appendingPathComponent("loccheck-baseline.txt")
        try "empty-value types de normal = Planted.\n".write(to: baseline, atomically: true, encoding: .utf8)
        let result = await loccheck.run(["--tables", tables.path, "--baseline", baseline.path, "--format", format])
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        let counts = try #require(result.stdout.split(separator: "\n").first { $0.contains("accepted by the baseline (") })
        #expect(counts.contains("::error::x/loccheck-baseline.txt: known findings"), "\(counts)")
        #expect(!result.stdout.contains("\u{1B}") && !result.stdout.contains("\u{7}"), "\(result.stdout)")
        #expect(!result.stdout.contains("\n::error::x"), "the path's line break started a line of its own")
    }

    @Test("loccheck-config.txt sets a kind's severity, or turns it off")
    func config() async throws {
        let directory = try TemporaryDirectory()
        let warning = try tables(directory, extra: ["loccheck-config.txt": "# severities\nempty-value = warning\n"])
        let result = await loccheck.run(["--tables", warning.path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("types/de.txt:1: warning: `normal` has no name"))

        try "empty-value = off\n".write(to: warning.appendingPathComponent("loccheck-config.txt"), atomically: true, encoding: .utf8)
        let off = await loccheck.run(["--tables", warning.path])
        #expect(off.stdout.contains("0 errors, 0 warnings."))

        try "empty-valu = error\n".write(to: warning.appendingPathComponent("loccheck-config.txt"), atomically: true, encoding: .utf8)
        let bad = await loccheck.run(["--tables", warning.path])
        #expect(bad.status == 2)
        #expect(bad.stderr.contains("loccheck-config.txt:1: error: `empty-valu` is not a finding kind; use one of "), "\(bad.stderr)")
        // The list is the registry's, every finding code in it.
        for code in DiagnosticCode.findings {
            #expect(bad.stderr.contains(" \(code.rawValue),") || bad.stderr.contains(" \(code.rawValue)."))
        }
    }

    @Test("--min-coverage: a locale being translated lists what is left without failing; under the minimum fails")
    func minimumCoverage() async throws {
        let directory = try TemporaryDirectory()
        let tables = try self.tables(directory)  // de types: 20 of 21, 95.2%
        // Without a minimum the empty name is pending: counted in the percentage, not reported.
        let pending = await loccheck.run(["--tables", tables.path])
        #expect(pending.status == 0)
        #expect(!pending.stdout.contains("types/de.txt:1:"), "\(pending.stdout)")
        #expect(
            pending.stdout.split(separator: "\n").contains { $0.hasPrefix("de ") && $0.contains(" 20/21 ") && $0.hasSuffix(" 95.2%") },
            "\(pending.stdout)")
        let passing = await loccheck.run(["--tables", tables.path, "--min-coverage", "90"])
        #expect(passing.status == 0)
        #expect(passing.stdout.contains("types/de.txt:1: warning: `normal` has no name"))

        let failing = await loccheck.run(["--tables", tables.path, "--min-coverage", "de=96"])
        #expect(failing.status == 1)
        // About the whole locale, so reported against the tables directory, not one of its files.
        #expect(
            failing.stdout.contains(
                "\n\(tables.path)/: error: de has 20 of 21 names (95.2%), under the minimum of 96.0%; translate the names reported missing or empty. [low-coverage]"
            ),
            "\(failing.stdout)")
        #expect(!failing.stdout.contains("types/de.txt: error"))
        let json = await loccheck.run(["--tables", tables.path, "--min-coverage", "de=96", "--format", "json"])
        let report = try #require(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        let low = try #require((report["findings"] as? [[String: Any]])?.first { $0["kind"] as? String == "low-coverage" })
        #expect(low["file"] as? String == "\(tables.path)/")
        #expect(low["locale"] as? String == "de")
        #expect(low["table"] is NSNull)

        // A per-locale minimum overrides the one for every locale.
        #expect(await loccheck.run(["--tables", tables.path, "--min-coverage", "100", "--min-coverage", "de=50"]).status == 0)
        #expect(await loccheck.run(["--tables", tables.path, "--min-coverage", "101"]).status == 2)
    }

    @Test("the config's min-coverage lines set minimums as --min-coverage does, which overrides them; a bad line is an error at its line")
    func minimumInConfig() async throws {
        let directory = try TemporaryDirectory()
        let tables = try self.tables(directory, extra: ["loccheck-config.txt": "# the project's promise\nmin-coverage de = 96\n"])
        let failing = await loccheck.run(["--tables", tables.path])
        #expect(failing.status == 1)
        #expect(failing.stdout.contains("types/de.txt:1: warning: `normal` has no name yet"), "\(failing.stdout)")
        #expect(failing.stdout.contains("error: de has 20 of 21 names (95.2%), under the minimum of 96.0%;"), "\(failing.stdout)")
        #expect(await loccheck.run(["--tables", tables.path, "--min-coverage", "de=50"]).status == 0)
        #expect(await loccheck.run(["--tables", tables.path, "--min-coverage", "50"]).status == 0)

        try "min-coverage = 90\n".write(to: tables.appendingPathComponent("loccheck-config.txt"), atomically: true, encoding: .utf8)
        #expect(await loccheck.run(["--tables", tables.path]).status == 0)

        try "min-coverage de = most\n".write(to: tables.appendingPathComponent("loccheck-config.txt"), atomically: true, encoding: .utf8)
        let bad = await loccheck.run(["--tables", tables.path])
        #expect(bad.status == 2)
        #expect(
            bad.stderr.contains(
                "loccheck-config.txt:1: error: `min-coverage de = most` is not a coverage minimum; write `min-coverage = 80` for every locale or `min-coverage pt-BR = 50` for one"
            ), "\(bad.stderr)")

        try "min-coverage dee = 50\n".write(to: tables.appendingPathComponent("loccheck-config.txt"), atomically: true, encoding: .utf8)
        let absent = await loccheck.run(["--tables", tables.path])
        #expect(absent.status == 2)
        #expect(absent.stderr.contains("loccheck-config.txt's min-coverage line sets a minimum for dee, but "), "\(absent.stderr)")
        #expect(absent.stderr.contains("Did you mean `de`?"))
    }

    @Test(
        "--min-coverage for a locale the tables don't have is a usage error, with the locale it may have meant",
        arguments: [
            ("xx-YY=10", "--min-coverage sets a minimum for xx-YY, but TABLES/ has no tables for it. The locales there are de, en."),
            (
                "dee=50",
                "--min-coverage sets a minimum for dee, but TABLES/ has no tables for it. Did you mean `de`? The locales there are de, en."
            ),
        ])
    func minimumForAbsentLocale(value: String, message: String) async throws {
        let directory = try TemporaryDirectory()
        let tables = try self.tables(directory)
        let result = await loccheck.run(["--tables", tables.path, "--min-coverage", "90", "--min-coverage", value])
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr == "loccheck: error: " + message.replacingOccurrences(of: "TABLES", with: tables.path) + "\n")
    }
}
