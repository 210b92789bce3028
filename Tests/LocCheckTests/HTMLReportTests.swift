import CommandTestSupport
import Foundation
import LocCheck
import PokeTables
import Testing

/// The HTML report as markup: every value escaped, nothing to run or fetch, tables with headers.
/// `tools/e2e/html-report-in-chromium.py` (run by `.ci/run`) loads it in a real browser.
@Suite("HTML report")
struct HTMLReportTests {
    let loccheck = InProcessLocCheck()

    /// The elements the report is made of: any other tag in a page came from a value.
    static let elements: Set<String> = [
        "!DOCTYPE", "html", "head", "meta", "title", "style", "body", "main", "h1", "h2", "h3", "p", "nav", "ul", "li", "a",
        "section", "table", "caption", "thead", "tbody", "tr", "th", "td", "span", "code", "bdi", "small", "details", "summary",
    ]

    /// Every tag of a page (`<name …>` or `</name>`), by name, with its attribute text. Read by
    /// code points, as an HTML parser reads: a value starting with a combining mark makes one
    /// Swift `Character` of the `>` before it.
    static func tags(_ page: String) -> [(name: String, attributes: String, closing: Bool)] {
        var tags: [(String, String, Bool)] = []
        var rest = page.unicodeScalars[...]
        while let open = rest.firstIndex(of: "<") {
            rest = rest[rest.index(after: open)...]
            guard let close = rest.firstIndex(of: ">") else {
                tags.append(("<unclosed>", "", false))
                break
            }
            let inside = rest[..<close].drop { $0 == "/" }
            let name = inside.prefix { !$0.properties.isWhitespace }
            tags.append(
                (String(String.UnicodeScalarView(name)), String(String.UnicodeScalarView(inside.dropFirst(name.count))), rest.first == "/"))
            rest = rest[rest.index(after: close)...]
        }
        return tags
    }

    /// Whether `page` holds `text`, byte for byte (not by Swift's grapheme-aware comparison).
    static func holds(_ page: String, _ text: String) -> Bool {
        let page = Array(page.utf8)
        let text = Array(text.utf8)
        guard let first = text.first, text.count <= page.count else { return text.isEmpty }
        return page.indices.dropLast(text.count - 1).contains { page[$0] == first && page[$0..<$0 + text.count].elementsEqual(text) }
    }

    /// A report of the tables with a hostile key and a hostile name: markup, script and an event handler.
    func hostileReport(_ directory: TemporaryDirectory) async throws -> (page: String, key: String) {
        let key = "<script>alert(1)</script><img src=x onerror=alert(2)>\"'&amp;"
        var german = try PackageTables.entries("types/de.txt")
        german[2].key = key.replacingOccurrences(of: "=", with: "\u{2260}")  // `=` would end a key
        german[3].value = "Gift</td><script>alert(3)</script> \u{202E}evil"
        let tables = try directory.tables([
            "types/en.txt": try PackageTables.text("types/en.txt"), "types/de.txt": PackageTables.render(german),
        ])
        let result = await loccheck.run(["--tables", tables.path, "--format", "html", "--strict"])
        #expect(result.status == 1)
        return (result.stdout, german[2].key)
    }

    @Test("a hostile key or name is text: no tag, attribute or script of it reaches the page")
    func hostileValuesAreText() async throws {
        let directory = try TemporaryDirectory()
        let (page, key) = try await hostileReport(directory)
        for tag in Self.tags(page) {
            #expect(Self.elements.contains(tag.name), "<\(tag.name)\(tag.attributes)> is not one of the report's elements")
            let names = tag.attributes.split(whereSeparator: \.isWhitespace).map { $0.prefix { $0 != "=" }.lowercased() }
            #expect(!names.contains { $0.hasPrefix("on") }, "<\(tag.name)\(tag.attributes)> has an event handler")
        }
        #expect(!page.lowercased().contains("<script"))
        #expect(
            page.contains(
                "<code><bdi>&lt;script&gt;alert(1)&lt;/script&gt;&lt;img src\u{2260}x onerror\u{2260}alert(2)&gt;&quot;&#39;&amp;amp;</bdi></code>"
            ))
        #expect(key.hasPrefix("<script>"))
    }

    @Test("self-contained: inline CSS, no script, nothing fetched; tables have headers and every bar its number as text")
    func selfContainedAndAccessible() async throws {
        let directory = try TemporaryDirectory()
        let (page, _) = try await hostileReport(directory)
        let tags = Self.tags(page).filter { !$0.closing }
        #expect(tags.filter { $0.name == "style" }.count == 1)
        for tag in tags {
            let attributes = tag.attributes.lowercased()
            #expect(
                !attributes.contains("src=") && !attributes.contains("http") && !attributes.contains("url("),
                "<\(tag.name)\(tag.attributes)> fetches")
            if tag.name == "a" { #expect(tag.attributes.hasPrefix(" href=\"#"), "a link leaves the page: \(tag.attributes)") }
        }
        #expect(!page.contains("url(") && !page.contains("@import"))
        #expect(tags.filter { $0.name == "table" }.count == tags.filter { $0.name == "thead" }.count)
        #expect(tags.filter { $0.name == "table" }.count == tags.filter { $0.name == "caption" }.count)
        // A bar is hidden from screen readers and followed by its number.
        let bars = page.components(separatedBy: "<span class=\"bar ").dropFirst()
        #expect(bars.count > 2)
        for bar in bars {
            #expect(bar.contains("aria-hidden=\"true\""))
            let after = bar.components(separatedBy: "</span></span> ").dropFirst().first ?? ""
            #expect(after.prefix { $0 != "<" }.hasSuffix("%"), "a bar without its number: \(bar.prefix(120))")
        }
        #expect(page.contains("<th scope=\"row\"><bdi>de</bdi></th><td class=\"pct\">"))
        #expect(
            page.contains("<td class=\"num\">19</td><td class=\"num\">21</td><td class=\"num\">2</td>"),
            "de's types: 19 of 21, flying missing and poison's name unusable")
    }

    @Test("every value of the escaping corpus is text in the page, and reads back as it was")
    func escapingCorpus() async throws {
        let directory = try TemporaryDirectory()
        var german = try PackageTables.entries("types/de.txt")
        german[2].key = "flyng"
        let tables = try directory.tables([
            "types/en.txt": try PackageTables.text("types/en.txt"), "types/de.txt": PackageTables.render(german),
        ])
        let json = await loccheck.run(["--tables", tables.path, "--format", "json"]).stdout
        var report = try JSONDecoder().decode(LocCheckReport.self, from: Data(json.utf8))
        let values = EscapingCorpus.values + ["<b>", "</bdi><b>x", "&lt;", "\"><script>", "'", "<!--", "]]>"]
        report.findings = values.map { value in
            var finding = report.findings[0]
            finding.message = value
            return finding
        }
        let page = ReportFormat.html.render(report)
        for tag in HTMLReportTests.tags(page) { #expect(Self.elements.contains(tag.name), "<\(tag.name)> came from a value") }
        for value in values {
            // What the page should hold, written out here: the value as every output shows text
            // from outside (its controls, bidi controls and separators as `\u{…}`: ShownText),
            // then the five markup characters as references.
            let escaped = ShownText(value).text.unicodeScalars.map { scalar -> String in
                switch scalar {
                case "&": "&amp;"
                case "<": "&lt;"
                case ">": "&gt;"
                case "\"": "&quot;"
                case "'": "&#39;"
                default: String(scalar)
                }
            }.joined()
            #expect(Self.holds(page, "<td><bdi>\(escaped)</bdi></td>"), "\(EscapingCorpus.scalars(value)) is not shown as text")
        }
    }
}
