import CommandTestSupport
import Foundation
import PokeTables
import Testing

@testable import LocCheck

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Text from outside (a file name, a table's key or name, a server's name, a baseline's reason)
/// that would act on a terminal, a CI log or a parser if it reached one raw.
enum HostileText {
    /// One of each kind the outputs must defuse, each with text around it.
    static let corpus: [String] = [
        "osc52\u{1B}]52;c;aGk=\u{07}end",  // OSC 52: writes the clipboard
        "csi\u{1B}[2J\u{1B}[31mred",  // CSI: erases the screen, colours
        "bell\u{07}del\u{7F}nul\u{0}",  // BEL, DEL, NUL
        "c1\u{9B}2J\u{9D}0;title\u{9C}",  // C1 CSI, OSC, ST
        "lf\n::error file=README.md,line=1::injected",  // a new CI log line with a workflow command
        "cr\r::add-mask::secret",  // CR: the same, for runners that split at CR
        "nel\u{85}::stop-commands::token",  // NEL (U+0085), a line end in some readers
        "bidi\u{202E}gnirts\u{202C} \u{2066}iso\u{2069} \u{200F}\u{061C}\u{FEFF}",  // overrides, isolates, marks
        "ls\u{2028}ps\u{2029}",  // line and paragraph separators
        // Noncharacters: XML can't carry U+FFFE/FFFF.
        "nonchar" + String(String.UnicodeScalarView([0xFFFE, 0xFFFF, 0x1FFFE, 0xFDD0].compactMap(Unicode.Scalar.init))),
        "xml\u{1}\u{8}\u{B}\u{C}\u{1F}",  // XML-illegal C0 controls
        "<script>alert(1)</script>&amp;\"'|*_`[x](y)@here",  // markup of HTML, XML, Markdown, mentions
    ]

    /// Every character ``ShownText`` must keep out of an output.
    static func unsafeScalars(in text: String) -> [Unicode.Scalar] {
        text.unicodeScalars.filter(ShownText.isUnsafe)
    }
}

@Suite("Hostile text in every output: escaped once, by the output's kind, whatever it holds")
struct HostileOutputTests {
    /// A report in which every text field holds the whole corpus, one finding per corpus entry.
    static func hostileReport() -> LocCheckReport {
        let corpus = HostileText.corpus
        let findings = corpus.enumerated().map { index, text in
            LocCheckReport.Finding(
                kind: index.isMultiple(of: 2) ? .unrecognizedFile : .apiNameMismatch,
                severity: index.isMultiple(of: 3) ? .warning : .error, table: index.isMultiple(of: 2) ? nil : .species,
                locale: index.isMultiple(of: 2) ? nil : "ko", key: "key-\(text)", file: "Resources/species/\(text).txt",
                line: index.isMultiple(of: 2) ? nil : index + 1, message: "`\(text)` here but `\(text)` on the API",
                suggestion: text)
        }
        let accepted = [
            LocCheckReport.AcceptedFinding(
                finding: findings[1], reason: "reason \(corpus.joined())",
                baseline: LocCheckReport.Place(file: "Resources/\(corpus[4]).txt", line: 3))
        ]
        return LocCheckReport(
            tool: LocCheckReport.Tool(name: "loccheck", version: "1.0.0"), tables: "Resources/\(corpus[0])/", findings: findings,
            accepted: accepted, skipped: corpus.map { "the comparison with \($0)" },
            summary: LocCheckReport.Summary(
                errors: findings.filter { $0.severity == .error }.count, warnings: findings.filter { $0.severity == .warning }.count,
                accepted: 1, coverage: [LocCheckReport.Coverage(locale: "ko", table: .species, present: 3, expected: 4)],
                locales: [LocCheckReport.LocaleCoverage(locale: "ko", present: 3, expected: 4, percent: 75, minimum: nil)]))
    }

    /// The lines of an output, split only at the line feeds the format itself writes.
    static func lines(_ output: String) -> [Substring] {
        output.split(separator: "\n", omittingEmptySubsequences: false)
    }

    @Test(
        "no output holds a control, bidi, separator or noncharacter raw: only the line feeds each format writes itself",
        arguments: ReportFormat.allCases)
    func noUnsafeCharacterInAnyFormat(format: ReportFormat) throws {
        let report = Self.hostileReport()
        let output = format.render(report)
        let unsafe = HostileText.unsafeScalars(in: output).filter { $0 != "\n" }
        #expect(unsafe.isEmpty, "\(format): \(unsafe.map { String($0.value, radix: 16) })")
        for line in Self.lines(output) {
            // A workflow command only where the GitHub format writes one, at a finding's line start.
            let isOwnCommand = format == .github && (line.hasPrefix("::error file=") || line.hasPrefix("::warning file="))
            #expect(isOwnCommand || !line.hasPrefix("::"), "\(format): \(line)")
            for command in ["::add-mask::", "::stop-commands::"] {
                #expect(!line.hasPrefix(command), "\(format): \(line)")
            }
        }
        if format == .html { #expect(!output.contains("<script>")) }
    }

    @Test("the text report has one line per finding, each starting at its file, whatever the file name holds")
    func textLines() {
        let report = Self.hostileReport()
        let lines = Self.lines(ReportFormat.text.render(report))
        let findingLines = lines.filter { $0.hasPrefix("Resources/species/") }
        #expect(findingLines.count == report.findings.count)
        #expect(findingLines.allSatisfy { $0.hasSuffix("[unrecognized-file]") || $0.hasSuffix("[api-name-mismatch]") })
        #expect(findingLines[4].hasPrefix("Resources/species/lf\\u{A}::error file=README.md,line=1::injected.txt: error: "))
        #expect(findingLines[0].contains("osc52\\u{1B}]52;c;aGk=\\u{7}end"))
    }

    @Test("GitHub's workflow commands: one per finding and one line each, properties and messages encoded as the runner reads them")
    func gitHubCommands() {
        let report = Self.hostileReport()
        let lines = Self.lines(ReportFormat.github.render(report))
        #expect(lines.count == report.findings.count + 2)  // the counts, and the empty string after the last line feed
        let command = lines[4]
        #expect(
            command.hasPrefix(
                "::error file=Resources/species/lf\\u{A}%3A%3Aerror file=README.md%2Cline=1%3A%3Ainjected.txt,title=loccheck unrecognized-file::"
            ), "\(command)")
        #expect(
            command.hasSuffix(
                "::`lf\\u{A}::error file=README.md,line=1::injected` here but `lf\\u{A}::error file=README.md,line=1::injected` on the API")
        )
        // A percent sign of the text is encoded, so the runner can't decode a %0A of the text into a line feed.
        #expect(Self.lines(ReportFormat.github.render(report)).allSatisfy { !$0.contains("%0A") })
    }

    @Test(
        "JSON and SARIF parse, and no string in them decodes to a control, bidi, separator or noncharacter",
        arguments: [ReportFormat.json, .sarif])
    func jsonStrings(format: ReportFormat) throws {
        let output = format.render(Self.hostileReport())
        let object = try JSONSerialization.jsonObject(with: Data(output.utf8))
        var strings: [String] = []
        func walk(_ value: Any) {
            if let text = value as? String { strings.append(text) }
            if let array = value as? [Any] {
                for element in array { walk(element) }
            }
            if let object = value as? [String: Any] {
                for (key, member) in object {
                    strings.append(key)
                    walk(member)
                }
            }
        }
        walk(object)
        #expect(strings.count > 50)
        for text in strings {
            #expect(HostileText.unsafeScalars(in: text).isEmpty, "\(format): \(text.debugDescription)")
        }
        #expect(strings.contains { $0.contains("lf\\u{A}::error file=README.md,line=1::injected") })
    }

    @Test("the JSON report decodes to the report with each text escaped")
    func jsonRoundTrip() throws {
        let report = Self.hostileReport()
        let decoded = try JSONDecoder().decode(LocCheckReport.self, from: Data(ReportFormat.json.render(report).utf8))
        #expect(decoded.findings.count == report.findings.count)
        for (found, written) in zip(decoded.findings, report.findings) {
            #expect(found.file == ShownText(written.file).text)
            #expect(found.message == ShownText(written.message).text)
            #expect(found.key == written.key.map { ShownText($0).text })
            #expect(found.line == written.line)
            #expect(found.kind == written.kind)
        }
        #expect(decoded.accepted.first?.reason == ShownText(report.accepted[0].reason).text)
        #expect(decoded.skipped == report.skipped.map { ShownText($0).text })
        #expect(decoded.summary == report.summary)
    }

    @Test("the JUnit report is well-formed XML whose attributes and text hold no character XML forbids")
    func junitWellFormed() throws {
        let output = ReportFormat.junit.render(Self.hostileReport())
        let collector = XMLCollector()
        let parser = XMLParser(data: Data(output.utf8))
        parser.delegate = collector
        #expect(parser.parse(), "\(parser.parserError.map(String.init(describing:)) ?? "")")
        #expect(collector.values.count > 20)
        // Text nodes of nothing but the document's own indentation are the format's, not values.
        for value in collector.values where !value.allSatisfy({ $0 == "\n" || $0 == " " }) {
            #expect(HostileText.unsafeScalars(in: value).isEmpty, "\(value.debugDescription)")
        }
        #expect(collector.elements.filter { $0 == "testcase" }.count == Self.hostileReport().findings.count + 1)
    }

    @Test("HTML and Markdown: markup in text is text", arguments: [ReportFormat.html, .markdown])
    func markupIsText(format: ReportFormat) {
        let output = format.render(Self.hostileReport())
        #expect(!output.contains("<script>"))
        #expect(
            format == .html
                ? output.contains("&lt;script&gt;alert(1)&lt;/script&gt;&amp;amp;&quot;&#39;") : output.contains("&lt;script&gt;"))
        if format == .markdown { #expect(output.contains("&#64;here") && output.contains("\\|")) }
    }

    @Test("ShownText escapes exactly the unsafe characters, is idempotent, and keeps other text as it is")
    func shownText() {
        #expect(ShownText("a\u{1B}[2Jb").text == "a\\u{1B}[2Jb")
        #expect(ShownText("\u{202E}\u{2028}\u{85}\u{FFFF}").text == "\\u{202E}\\u{2028}\\u{85}\\u{FFFF}")
        for text in HostileText.corpus + ["피카츄", "ピカチュウ", "Évoli", "کاربر", "क्\u{200D}ष", "👨\u{200D}👩\u{200D}👧"] {
            let shown = ShownText(text)
            #expect(HostileText.unsafeScalars(in: shown.text).isEmpty)
            #expect(ShownText(shown.text) == shown)
        }
        #expect(ShownText("피카츄 کاربر").text == "피카츄 کاربر")
        #expect(ShownText(HostileText.corpus[9]).text == "nonchar\\u{FFFE}\\u{FFFF}\\u{1FFFE}\\u{FDD0}")
        // Every scalar the rule calls unsafe is a control, a format character, a separator or a noncharacter.
        for value in 0...0x10FFFF {
            guard let scalar = Unicode.Scalar(value), ShownText.isUnsafe(scalar) else { continue }
            let category = scalar.properties.generalCategory
            #expect(
                [.control, .format, .lineSeparator, .paragraphSeparator].contains(category) || scalar.properties.isNoncharacterCodePoint,
                "U+\(String(value, radix: 16))")
        }
    }

    @Test("a long line is quoted by its start and its length, never whole")
    func excerpt() {
        let line = String(repeating: "a", count: 5_000_000)
        let quoted = ShownText(excerptOf: line)
        #expect(quoted.text == String(repeating: "a", count: 80) + "… (5,000,000 bytes)")
        #expect(ShownText(excerptOf: "short\u{1B}").text == "short\\u{1B}")
    }
}

/// Collects every attribute value and text of an XML document, and its element names.
private final class XMLCollector: NSObject, XMLParserDelegate {
    var values: [String] = []
    var elements: [String] = []

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        elements.append(element)
        values += attributes.values
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        values.append(string)
    }
}
