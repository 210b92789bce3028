import Foundation
import PokeTables

#if canImport(FoundationXML)
import FoundationXML
#endif

/// Reads XLIFF 1.2 (and 1.0, 1.1): each `<trans-unit>`'s id, source, target and state, and the
/// files' `target-language`, with libxml2 (through Foundation's XMLParser) doing the XML.
///
/// A unit's key is its id, or where tools that renumber ids keep it: its `resname`, its location
/// (`<context context-type="sourcefile">`) or po2xliff's `x-po-msgctxt` context.
///
/// Inline elements of a target are refused (a name is plain text), but for loccheck's own
/// placeholders: a `<ph>` holding `{species}` or `{form}`, an empty `<x>` standing for such a
/// `<ph>` of the source, and `<mrk>`, a marker whose text is kept. In the source they are read
/// back as text, for the comparison with the English. `<alt-trans>` proposals are not targets.
/// A document type with entity declarations is refused: libxml2 would drop the entities silently.
struct XLIFFReader {
    /// The file's name, for messages.
    let name: String

    /// - Complexity: O(n) in the size of the file.
    func read(_ bytes: [UInt8]) throws(ExchangeFileError) -> TranslatedFile {
        if bytes.allSatisfy({ [0x20, 0x09, 0x0A, 0x0D].contains($0) }) {
            throw ExchangeFileError(
                name, line: nil, "the file is empty; export it again from your tool, or from `loccheck export LOCALE --format xliff`.")
        }
        if Self.contains(bytes, Array("<!ENTITY".utf8)) {
            throw ExchangeFileError(
                name, line: nil, "the file declares XML entities (<!ENTITY …>); export it again from your tool without a document type.")
        }
        if let refusal = XLIFFPrescan.refusal(bytes) {
            throw ExchangeFileError(name, line: refusal.line, refusal.message)
        }
        let parser = XMLParser(data: Data(bytes))
        parser.shouldProcessNamespaces = true
        parser.shouldResolveExternalEntities = false
        let document = XLIFFDocument(name: name)
        parser.delegate = document
        // XMLParser on Linux returns true after many well-formedness errors, and reports none for
        // a document that stops inside an element: the delegate keeps the first error, and the
        // root must have been closed.
        let parsed = parser.parse()
        if let problem = document.problem { throw problem }
        guard parsed, document.closedRoot else {
            throw ExchangeFileError(
                name, line: max(1, parser.lineNumber),
                document.sawRoot
                    ? "the file ends before </xliff>; it is truncated, export it again."
                    : "the file has no <xliff> root element; is it XLIFF?")
        }
        let languages = Set(document.targetLanguages)
        guard languages.count <= 1 else {
            throw ExchangeFileError(
                name, line: nil,
                "the file's <file> elements have different target languages (\(languages.sorted().joined(separator: ", "))); import one language at a time."
            )
        }
        let language = languages.first
        return TranslatedFile(locale: language.flatMap { LocaleTag($0) }, localeText: language, entries: document.entries)
    }
}

extension XLIFFReader {
    /// Whether `bytes` holds `needle` anywhere.
    /// - Complexity: O(n·m); Foundation's `firstRange(of:)` on byte arrays cost a third of an import.
    static func contains(_ bytes: [UInt8], _ needle: [UInt8]) -> Bool {
        guard let first = needle.first, bytes.count >= needle.count else { return false }
        var index = 0
        while let found = bytes[index...].firstIndex(of: first), found + needle.count <= bytes.count {
            if bytes[found..<(found + needle.count)].elementsEqual(needle) { return true }
            index = found + 1
        }
        return false
    }
}

/// The XMLParser delegate that collects trans-units.
///
/// The parser calls it on the calling thread, during `parse()`.
private final class XLIFFDocument: NSObject, XMLParserDelegate {
    let name: String
    private(set) var entries: [TranslatedFile.Entry] = []
    private(set) var targetLanguages: [String] = []
    private(set) var sawRoot = false
    private(set) var closedRoot = false
    private(set) var problem: ExchangeFileError?

    /// The trans-unit being read.
    private struct Unit {
        var id: String?
        /// Its resname and the texts of its location and msgctxt contexts: where else it may carry its key.
        var references: [String] = []
        /// The first inline element of the target that a name can't hold, as the end of a sentence.
        var markup: String?
        /// Whether it is a PO header that po2xliff made a unit (`restype="x-gettext-domain-header"`).
        var isHeader = false
        var line: Int
        var approved: String?
        var source = ""
        var target: String?
        var state: String?
        /// The inline elements of the source by id, for empty `<x>` in the target.
        var sourceInline: [String: String] = [:]
    }

    private var unit: Unit?
    /// The element names from the root down.
    private var path: [String] = []
    /// Which language text is being read, when in a unit's own source or target.
    private var reading: (target: Bool, depth: Int)?
    /// Inline elements open inside the text being read: their name, id, the UTF-8 offset they start at and line.
    private var inline: [(element: String, id: String?, start: Int, isContent: Bool, line: Int)] = []
    /// The `<context>` of the unit being read, when it is one a key may be in, and its text so far.
    private var context: String?
    /// The root's namespace: XLIFF's elements are in it, a tool's extensions are not.
    private var namespace = ""
    private var text = ""

    init(name: String) { self.name = name }

    func parser(
        _ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        guard problem == nil else { return }
        defer { path.append(element) }
        if path.isEmpty {
            namespace = namespaceURI ?? ""
            sawRoot = element == "xliff" && (namespace.isEmpty || namespace.hasPrefix("urn:oasis:names:tc:xliff:document:1."))
            if !sawRoot {
                let inNamespace = namespace.isEmpty ? "" : " in \(namespace)"
                fail(parser, "the root element is <\(element)>\(inNamespace), not XLIFF 1.x's <xliff>; export XLIFF 1.2.")
            } else if let version = attributes["version"], !version.hasPrefix("1.") {
                fail(parser, "the file is XLIFF \(version); loccheck reads XLIFF 1.2 (and 1.0, 1.1), which Xcode and CAT tools export.")
            }
            return
        }
        if let current = reading {
            let id = attributes["id"]
            switch element {
            case "x", "bx", "ex":
                let stood = id.flatMap { unit?.sourceInline[$0] }
                if current.target, element != "x" || stood.map(Self.isPlaceholder) != true {
                    refuseMarkup(element, parser, id.map { " (id \($0))" } ?? "")
                }
                text += stood ?? attributes["equiv-text"] ?? ""
                inline.append((element, id, text.utf8.count, false, parser.lineNumber))
            default:
                if current.target, element != "ph", element != "mrk" { refuseMarkup(element, parser, id.map { " (id \($0))" } ?? "") }
                inline.append((element, id, text.utf8.count, ["ph", "bpt", "ept", "it"].contains(element), parser.lineNumber))
            }
            return
        }
        guard (namespaceURI ?? "") == namespace else { return }
        switch element {
        case "file":
            if let language = attributes["target-language"] { targetLanguages.append(language) }
        case "trans-unit":
            unit = Unit(
                id: attributes["id"], references: attributes["resname"].map { [$0] } ?? [],
                isHeader: attributes["restype"] == "x-gettext-domain-header", line: parser.lineNumber, approved: attributes["approved"])
        case "context" where unit != nil && ["sourcefile", "x-po-msgctxt"].contains(attributes["context-type"] ?? ""):
            context = ""
        case "source" where path.last == "trans-unit" && unit != nil, "target" where path.last == "trans-unit" && unit != nil:
            reading = (element == "target", path.count)
            text = ""
            inline = []
            if element == "target" { unit?.state = attributes["state"] }
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if reading != nil { text += string } else if context != nil { context? += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if reading != nil { text += String(decoding: block, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        // The code is libxml2's; Foundation on Linux gives it no text, so the common ones are told here.
        let code = (parseError as NSError).code
        guard problem == nil else { return }
        let what = XMLProblem.sentence(code: code)
        problem = ExchangeFileError(
            name, line: max(1, parser.lineNumber), column: max(1, parser.columnNumber),
            "the file is not well-formed XML: \(what) (libxml2 error \(code)); fix it there, or export the file again from your tool.")
        // No abortParsing() here: after an encoding error libxml2 2.9 then reads a freed input
        // buffer (a crash the xliff-reader fuzz target found). libxml2 stops at a fatal error by
        // itself, and the first problem is the one kept.
    }

    func parser(_ parser: XMLParser, didEndElement element: String, namespaceURI: String?, qualifiedName: String?) {
        guard problem == nil, !path.isEmpty else { return }
        path.removeLast()
        if path.isEmpty { closedRoot = true }
        if let current = reading, path.count == current.depth {
            if current.target { unit?.target = text } else { unit?.source = text }
            reading = nil
            return
        }
        if let current = reading {
            guard let open = inline.popLast() else { return }
            let content = String(decoding: Array(text.utf8.dropFirst(open.start)), as: UTF8.self)
            if open.isContent, let id = open.id, !current.target {
                unit?.sourceInline[id] = content
            }
            if current.target, open.element == "ph", !Self.isPlaceholder(content) {
                refuseMarkup("ph", line: open.line, open.id.map { " (id \($0))" } ?? "", holding: content)
            }
            return
        }
        if element == "context", let found = context {
            unit?.references.append(found)
            context = nil
            return
        }
        if element == "trans-unit", (namespaceURI ?? "") == namespace, let done = unit {
            // po2xliff's copy of a PO header is no name.
            if !done.isHeader { entries.append(entry(done)) }
            unit = nil
        }
    }

    private func entry(_ unit: Unit) -> TranslatedFile.Entry {
        let target = unit.target ?? ""
        let pending = unit.approved == "no" || (unit.state.map { $0.hasPrefix("needs-") || $0 == "new" } ?? false)
        let state: TranslatedFile.State = target.isEmpty ? .untranslated : pending ? .fuzzy : .translated
        return TranslatedFile.Entry(
            context: unit.id, references: unit.references, source: unit.source, target: target, state: state,
            line: unit.line, problem: unit.markup)
    }

    /// Whether an inline element's text is one of loccheck's placeholders, `{species}`, which export writes as `<ph>`.
    private static func isPlaceholder(_ text: String) -> Bool {
        LabelPlaceholders.scan(text) == [text]
    }

    private func refuseMarkup(_ element: String, _ parser: XMLParser, _ id: String) {
        refuseMarkup(element, line: parser.lineNumber, id, holding: nil)
    }

    /// Keeps the first inline element of a target that a name can't hold.
    private func refuseMarkup(_ element: String, line: Int, _ id: String, holding content: String?) {
        guard unit?.markup == nil else { return }
        if let content {
            unit?.markup =
                "has a <ph>\(id) holding “\(content)” in its target on line \(line), and a name holds no placeholders but loccheck's own "
                + "{species} and {form}; remove it in your tool, keep the text, and import again"
        } else {
            unit?.markup =
                "has inline markup <\(element)>\(id) in its target on line \(line), which a name can't carry; remove the formatting in your tool, keep the text, and import again"
        }
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        if problem == nil { problem = ExchangeFileError(name, line: parser.lineNumber, message) }
        parser.abortParsing()
    }
}

/// The sentences for libxml2's commonest well-formedness errors, which Foundation on Linux
/// reports as libxml2's bare number (`xmlParserErrors` in libxml/xmlerror.h; not the numbering
/// of Foundation's own `XMLParser.ErrorCode`).
enum XMLProblem {
    static func sentence(code: Int) -> String {
        switch code {
        case 4: return "there is no element at all"  // XML_ERR_DOCUMENT_EMPTY
        // XML_ERR_DOCUMENT_END: libxml2 gives it for a file without a root element too.
        case 5: return "the file has no root element where one should start, or more after the root element ends"
        case 86: return "there is text or an element after the root element ends"  // XML_ERR_EXTRA_CONTENT
        case 8, 9: return "it has a character XML does not allow"  // XML_ERR_INVALID_CHARREF, XML_ERR_INVALID_CHAR
        case 23: return "an entity has no closing `;`"  // XML_ERR_ENTITYREF_SEMICOL_MISSING
        // XML_ERR_UNDECLARED_ENTITY
        case 26: return "an entity such as &nbsp; that XML does not know; write the character itself, or &#160;"
        case 38: return "a `<` inside an attribute value; write it as &lt;"  // XML_ERR_LT_IN_ATTRIBUTE
        // XML_ERR_ATTRIBUTE_NOT_STARTED, _NOT_FINISHED
        case 39, 40: return "an attribute value is not in quotes, or its quote is not closed"
        case 41: return "an attribute has no value"  // XML_ERR_ATTRIBUTE_WITHOUT_VALUE
        case 42: return "an element has the same attribute twice"  // XML_ERR_ATTRIBUTE_REDEFINED
        case 68: return "a `&` or `<` starts nothing XML knows; write a plain & as &amp; and < as &lt;"  // XML_ERR_NAME_REQUIRED
        case 73: return "a tag is not closed with `>`"  // XML_ERR_GT_REQUIRED
        case 76: return "a closing tag does not match the element it closes"  // XML_ERR_TAG_NAME_MISMATCH
        case 77, 85: return "an element is not closed"  // XML_ERR_TAG_NOT_FINISHED, XML_ERR_NOT_WELL_BALANCED
        default: return "the XML is not well-formed there"
        }
    }
}
