import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import PokeTables

/// Reads XLIFF 1.2 (and 1.0, 1.1): each `<trans-unit>`'s id, source, target and state, and the
/// files' `target-language`, with libxml2 (through Foundation's XMLParser) doing the XML.
///
/// Inline elements are read back as text: a `<ph>`, `<bpt>`, `<ept>` or `<it>` gives its content
/// (the placeholder itself, `{species}`), and an empty `<x>`, `<bx>` or `<ex>` gives the source's
/// inline element of the same id, or its `equiv-text`. `<alt-trans>` proposals are not targets.
/// A document type with entity declarations is refused: libxml2 would drop the entities silently.
struct XLIFFReader {
    /// The file's name, for messages.
    let name: String

    /// - Complexity: O(n) in the size of the file.
    func read(_ bytes: [UInt8]) throws(ExchangeFileError) -> TranslatedFile {
        if Self.contains(bytes, Array("<!ENTITY".utf8)) {
            throw ExchangeFileError(name, line: nil, "the file declares XML entities (<!ENTITY …>); export it again from your tool without a document type.")
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
            throw ExchangeFileError(name, line: parser.lineNumber, document.sawRoot
                ? "the file ends before </xliff>; it is truncated, export it again."
                : "the file has no <xliff> root element; is it XLIFF?")
        }
        let languages = Set(document.targetLanguages)
        guard languages.count <= 1 else {
            throw ExchangeFileError(name, line: nil, "the file's <file> elements have different target languages (\(languages.sorted().joined(separator: ", "))); import one language at a time.")
        }
        let language = languages.first
        return TranslatedFile(locale: language.flatMap(LocaleTag.init), localeText: language, entries: document.entries)
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
    /// Inline elements open inside the text being read: their id and the UTF-8 offset they start at.
    private var inline: [(id: String?, start: Int, isContent: Bool)] = []
    /// The root's namespace: XLIFF's elements are in it, a tool's extensions are not.
    private var namespace = ""
    private var text = ""

    init(name: String) { self.name = name }

    func parser(_ parser: XMLParser, didStartElement element: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
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
        if reading != nil {
            switch element {
            case "x", "bx", "ex":
                let id = attributes["id"]
                text += id.flatMap { unit?.sourceInline[$0] } ?? attributes["equiv-text"] ?? ""
                inline.append((id, text.utf8.count, false))
            default:
                inline.append((attributes["id"], text.utf8.count, ["ph", "bpt", "ept", "it"].contains(element)))
            }
            return
        }
        guard (namespaceURI ?? "") == namespace else { return }
        switch element {
        case "file":
            if let language = attributes["target-language"] { targetLanguages.append(language) }
        case "trans-unit":
            unit = Unit(id: attributes["id"], line: parser.lineNumber, approved: attributes["approved"])
        case "source" where path.last == "trans-unit" && unit != nil, "target" where path.last == "trans-unit" && unit != nil:
            reading = (element == "target", path.count)
            text = ""
            inline = []
            if element == "target" { unit?.state = attributes["state"] }
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        if reading != nil { text += string }
    }

    func parser(_ parser: XMLParser, foundCDATA block: Data) {
        if reading != nil { text += String(decoding: block, as: UTF8.self) }
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: Error) {
        // The code is libxml2's; Foundation on Linux gives it no text.
        fail(parser, "the file is not well-formed XML (libxml2 error \((parseError as NSError).code)); open it in your tool and export it again (`xmllint --noout FILE` names the problem).")
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
        if reading != nil {
            if let open = inline.popLast(), open.isContent, let id = open.id, reading?.target == false {
                unit?.sourceInline[id] = String(decoding: Array(text.utf8.dropFirst(open.start)), as: UTF8.self)
            }
            return
        }
        if element == "trans-unit", (namespaceURI ?? "") == namespace, let done = unit {
            entries.append(entry(done))
            unit = nil
        }
    }

    private func entry(_ unit: Unit) -> TranslatedFile.Entry {
        let target = unit.target ?? ""
        let pending = unit.approved == "no" || (unit.state.map { $0.hasPrefix("needs-") || $0 == "new" } ?? false)
        let state: TranslatedFile.State = target.isEmpty ? .untranslated : pending ? .fuzzy : .translated
        return TranslatedFile.Entry(context: unit.id, source: unit.source, target: target, state: state, line: unit.line)
    }

    private func fail(_ parser: XMLParser, _ message: String) {
        if problem == nil { problem = ExchangeFileError(name, line: parser.lineNumber, message) }
        parser.abortParsing()
    }
}
