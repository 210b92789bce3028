import CommandTestSupport
import Foundation
import Testing

/// `placeholder-mismatch`: card labels keep the English `{species}` and `{form}`; compared with
/// what gettext's msgfmt and translate-toolkit's pofilter say about the same labels in a PO export.
@Suite("Placeholders in card labels")
struct PlaceholderCheckTests {
    let loccheck = InProcessLocCheck()

    /// One form-pattern per locale, and whether it keeps the placeholders: order and repetition are free.
    static let patterns: [(locale: String, pattern: String, keeps: Bool)] = [
        ("de", "{species} ({form})", true),
        ("fr", "{form} de {species}", true),
        ("ja", "{species}（{form}）{form}", true),
        ("it", "{species}", false),
        ("ko", "{specis} ({form})", false),
        ("es", "{Species} ({form})", false),
        ("zh-Hans", "species (form)", false),
        ("ru", "{species} ({form}) {number}", false),
    ]

    @Test("a form-pattern that loses or misspells a placeholder is a finding at its line, where msgfmt and pofilter flag it too")
    func formPatterns() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        var lineOf: [String: Int] = [:]
        for (locale, pattern, _) in Self.patterns {
            let file = tables.appendingPathComponent("ui/\(locale).txt")
            var lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            let index = try #require(lines.firstIndex { $0.hasPrefix("form-pattern = ") })
            lines[index] = "form-pattern = \(pattern)"
            lineOf[locale] = index + 1
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        }
        let check = await loccheck.run(["--tables", tables.path])
        #expect(check.status == 1)
        let findings = check.stdout.split(separator: "\n").filter { $0.hasSuffix("[placeholder-mismatch]") }.map(String.init)
        let flagged = Self.patterns.filter { !$0.keeps }
        #expect(findings.count == flagged.count)
        for (locale, pattern, _) in flagged {
            #expect(
                findings.contains {
                    $0.hasPrefix("\(tables.path)/ui/\(locale).txt:\(lineOf[locale]!): error: The `form-pattern` label (`\(pattern)`) ")
                },
                "no finding for \(locale) at line \(lineOf[locale]!)")
        }
        #expect(
            findings.contains(
                "\(tables.path)/ui/ko.txt:\(lineOf["ko"]!): error: The `form-pattern` label (`{specis} ({form})`) lacks {species} and has {specis}, which is not a placeholder of this label (did you mean {specis} → {species}?); keep exactly {species} and {form}, which the app replaces with the names. [placeholder-mismatch]"
            ))

        guard let msgfmt = ExchangeOracles.msgfmt, ExchangeOracles.python != nil else {
            print("formPatterns: msgfmt or translate-toolkit is missing, so only loccheck's findings were checked; .ci/run installs both")
            return
        }
        for (locale, pattern, keeps) in Self.patterns {
            let po = directory.url.appendingPathComponent("\(locale).po")
            #expect(await loccheck.run(["export", locale, "--output", po.path, "--tables", tables.path]).status == 0)
            let compiled = try msgfmt.run(["--check", "--output-file=/dev/null", po.path])
            #expect((compiled.status == 0) == keeps, "msgfmt on \(locale) `\(pattern)`: \(compiled.stderr)")
            #expect(try ExchangeOracles.pofilterBraceFormat(po) == (keeps ? [] : ["ui:form-pattern"]), "pofilter on \(locale) `\(pattern)`")
        }
    }

    @Test("a number label without {number} is a finding at its line; one that writes a space around it is not")
    func numberLabels() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        var lineOf: [String: Int] = [:]
        for (locale, label) in [("de", "Nr."), ("it", "N° {number}"), ("fr", "{number}e")] {
            let file = tables.appendingPathComponent("ui/\(locale).txt")
            var lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false).map(
                String.init)
            let index = try #require(lines.firstIndex { $0.hasPrefix("number = ") })
            lines[index] = "number = \(label)"
            lineOf[locale] = index + 1
            try lines.joined(separator: "\n").write(to: file, atomically: true, encoding: .utf8)
        }
        let check = await loccheck.run(["--tables", tables.path])
        #expect(check.status == 1)
        let findings = check.stdout.split(separator: "\n").filter { $0.hasSuffix("[placeholder-mismatch]") }.map(String.init)
        #expect(
            findings == [
                "\(tables.path)/ui/de.txt:\(lineOf["de"]!): error: The `number` label (`Nr.`) lacks {number}; keep exactly {number}, which the app replaces with the number. [placeholder-mismatch]"
            ], "\(findings)")
    }

    @Test("English's own form-pattern must hold {species} and {form}; a placeholder in a label English has none for is a finding")
    func englishAndOtherLabels() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let english = tables.appendingPathComponent("ui/en.txt")
        let text = try String(contentsOf: english, encoding: .utf8)
        try text.replacingOccurrences(of: "form-pattern = {species} ({form})", with: "form-pattern = {species}").write(
            to: english, atomically: true, encoding: .utf8)
        let german = tables.appendingPathComponent("ui/de.txt")
        try String(contentsOf: german, encoding: .utf8).replacingOccurrences(of: "\ntype = Typ\n", with: "\ntype = Typ von {species}\n")
            .write(to: german, atomically: true, encoding: .utf8)
        let englishLine =
            try #require(text.split(separator: "\n", omittingEmptySubsequences: false).firstIndex { $0.hasPrefix("form-pattern") }) + 1
        let germanLine =
            try #require(
                try String(contentsOf: german, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
                    .firstIndex { $0.hasPrefix("type = ") }) + 1

        let check = await loccheck.run(["--tables", tables.path])
        let findings = check.stdout.split(separator: "\n").filter { $0.hasSuffix("[placeholder-mismatch]") }
        #expect(
            findings == [
                "\(tables.path)/ui/de.txt:\(germanLine): error: The `type` label (`Typ von {species}`) has {species}, which is not a placeholder of this label; write it without placeholders, as the English `Type` is. [placeholder-mismatch]",
                "\(tables.path)/ui/en.txt:\(englishLine): error: The `form-pattern` label (`{species}`) lacks {form}; keep exactly {species} and {form}, which the app replaces with the names. [placeholder-mismatch]",
            ])
    }

    @Test("the package's own labels keep their placeholders")
    func packageTables() async throws {
        let directory = try TemporaryDirectory()
        let tables = try directory.copyOfPackageTables()
        let check = await loccheck.run(["--tables", tables.path, "--strict"])
        #expect(!check.stdout.contains("[placeholder-mismatch]"))
    }
}
