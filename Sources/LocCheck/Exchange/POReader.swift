import Foundation
import PokeTables

/// Reads a GNU gettext PO file: entries with `msgctxt`, `msgid`, `msgstr`, their flags and `#:`
/// references, and the header's `Language`, as Poedit, Weblate, Crowdin, Lokalise, `msgcat` and
/// translate-toolkit's converters write them.
///
/// Strings may continue on following lines and use C escapes. Obsolete entries (`#~`) and
/// comments are skipped. Any other line is an error at its line: a damaged file is never half-read.
struct POReader {
    /// The file's name, for messages.
    let name: String

    /// An entry as it is being read.
    private struct Draft {
        var line = 0
        var context: String?
        var id: String?
        var idPlural: String?
        var strings: [Int: String] = [:]
        var fuzzy = false
        /// The `#:` references, where converters that drop msgctxt keep the key.
        var references: [String] = []
        /// The field the next `"…"` line continues.
        var field: Field?
        var isEmpty: Bool { id == nil && context == nil && strings.isEmpty }
    }

    private enum Field: Equatable {
        case context, id, idPlural
        case string(Int)
    }

    /// - Complexity: O(n) in the size of the file.
    func read(_ bytes: [UInt8]) throws(ExchangeFileError) -> TranslatedFile {
        var body = bytes[...]
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body = body.dropFirst(3) }
        var entries: [TranslatedFile.Entry] = []
        var header: String?
        var draft = Draft()
        var lineNumber = 0
        func finish() throws(ExchangeFileError) {
            defer { draft = Draft() }
            guard !draft.isEmpty else { return }
            guard let id = draft.id, let first = draft.strings[0] ?? (draft.strings.isEmpty ? nil : "") else {
                throw ExchangeFileError(
                    name, line: draft.line,
                    "the entry has no \(draft.id == nil ? "msgid" : "msgstr"); every entry needs msgctxt, msgid and msgstr.")
            }
            if id.isEmpty && draft.context == nil {
                header = first
                return
            }
            var entry = TranslatedFile.Entry(
                context: draft.context, references: draft.references, source: id, target: first,
                state: first.isEmpty ? .untranslated : draft.fuzzy ? .fuzzy : .translated, line: draft.line)
            if draft.idPlural != nil { entry.problem = "is a plural entry (msgid_plural), and the name tables have no plurals" }
            entries.append(entry)
        }
        for raw in body.split(separator: 0x0A, omittingEmptySubsequences: false) {
            lineNumber += 1
            // A carriage return ends a line only before a line feed (CR LF): one inside a line is a
            // file whose lines end in CR alone, which would otherwise read as one huge line.
            if raw.dropLast().contains(0x0D) {
                throw ExchangeFileError(
                    name, line: lineNumber,
                    "the line holds a carriage return (CR) before its end: the file's lines end in CR alone, "
                        + "as on classic Mac OS; save it with LF (or CR LF) line ends.")
            }
            guard let decoded = String(validating: raw.last == 0x0D ? raw.dropLast() : raw, as: UTF8.self) else {
                throw ExchangeFileError(name, line: lineNumber, "the line is not valid UTF-8; save the file as UTF-8.")
            }
            let line = decoded.trimmingBlanks()
            if line.isEmpty { continue }
            if line.hasPrefix("#") {
                // A comment after a msgstr starts the next entry.
                if !draft.strings.isEmpty { try finish() }
                if line.hasPrefix("#:") {
                    draft.references += line.dropFirst(2).split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
                }
                if line.hasPrefix("#,") {
                    draft.fuzzy = draft.fuzzy || line.dropFirst(2).split(separator: ",").contains { String($0).trimmingBlanks() == "fuzzy" }
                }
                continue
            }
            if line.hasPrefix("\"") {
                guard let field = draft.field else {
                    throw ExchangeFileError(
                        name, line: lineNumber, "a string continues no msgid, msgctxt or msgstr; start the entry with its keyword.")
                }
                append(try literal(line, line: lineNumber), to: field, of: &draft)
                continue
            }
            let keyword = String(line.prefix { $0 != " " && $0 != "\"" })
            guard let field = Self.field(keyword) else {
                throw ExchangeFileError(
                    name, line: lineNumber,
                    "`\(ShownText(excerptOf: keyword, characters: 40))` is not a PO keyword; expected msgctxt, msgid, msgid_plural or msgstr."
                )
            }
            let value = try literal(String(line.dropFirst(keyword.count)).trimmingBlanks(), line: lineNumber)
            if (field == .context || field == .id) && !draft.strings.isEmpty { try finish() }
            if draft.line == 0 { draft.line = lineNumber }
            if isSet(field, in: draft) {
                throw ExchangeFileError(
                    name, line: lineNumber, "the entry has a second \(keyword); separate entries with a blank line and a msgid each.")
            }
            draft.field = field
            append(value, to: field, of: &draft, starting: true)
        }
        try finish()
        return try TranslatedFile(localeFromHeader: header, name: name, entries: entries)
    }

    private static func field(_ keyword: String) -> Field? {
        switch keyword {
        case "msgctxt": return .context
        case "msgid": return .id
        case "msgid_plural": return .idPlural
        case "msgstr": return .string(0)
        default:
            guard keyword.hasPrefix("msgstr["), keyword.hasSuffix("]"), let index = Int(keyword.dropFirst(7).dropLast()),
                (0...99).contains(index)
            else { return nil }
            return .string(index)
        }
    }

    private func isSet(_ field: Field, in draft: Draft) -> Bool {
        switch field {
        case .context: return draft.context != nil
        case .id: return draft.id != nil
        case .idPlural: return draft.idPlural != nil
        case .string(let index): return draft.strings[index] != nil
        }
    }

    /// Appends a continuation line's text in place: a field of many lines costs its length, not
    /// its length times its lines.
    private func append(_ text: String, to field: Field, of draft: inout Draft, starting: Bool = false) {
        func extend(_ value: inout String?) {
            if starting || value == nil { value = text } else { value!.append(text) }
        }
        switch field {
        case .context: extend(&draft.context)
        case .id: extend(&draft.id)
        case .idPlural: extend(&draft.idPlural)
        case .string(let index):
            if starting { draft.strings[index] = text } else { draft.strings[index, default: ""].append(text) }
        }
    }

    /// The text of a `"…"` literal with its C escapes resolved.
    private func literal(_ text: String, line: Int) throws(ExchangeFileError) -> String {
        let scalars = Array(text.unicodeScalars)
        guard scalars.count >= 2, scalars.first == "\"", scalars.last == "\"" else {
            throw ExchangeFileError(
                name, line: line,
                "expected a string in double quotes, found `\(ShownText(excerptOf: text))`; write the keyword, a space, then \"text\".")
        }
        var out = String.UnicodeScalarView()
        var index = 1
        while index < scalars.count - 1 {
            let scalar = scalars[index]
            index += 1
            if scalar == "\"" {
                throw ExchangeFileError(name, line: line, "a `\"` inside a string is not escaped; write it as \\\".")
            }
            guard scalar == "\\" else {
                out.append(scalar)
                continue
            }
            guard index < scalars.count - 1 else {
                throw ExchangeFileError(name, line: line, "the string ends in a lone backslash; write \\\\ for a backslash.")
            }
            let escaped = scalars[index]
            index += 1
            switch escaped {
            case "n": out.append("\n")
            case "t": out.append("\t")
            case "r": out.append("\r")
            case "a": out.append("\u{07}")
            case "b": out.append("\u{08}")
            case "f": out.append("\u{0C}")
            case "v": out.append("\u{0B}")
            case "\\", "\"", "'", "?": out.append(escaped)
            default:
                throw ExchangeFileError(name, line: line, "`\\\(escaped)` is not an escape PO knows; write \\\\ for a backslash.")
            }
        }
        return String(out)
    }
}

extension TranslatedFile {
    /// Finds `Language:` in a PO header (`ko`, `pt_BR`, `sr@latin`, `de.UTF-8`) and checks the charset.
    init(localeFromHeader header: String?, name: String, entries: [Entry]) throws(ExchangeFileError) {
        var language: String?
        for field in (header ?? "").split(separator: "\n") {
            let parts = field.split(separator: ":", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            guard parts.count == 2 else { continue }
            switch parts[0].lowercased() {
            case "language": language = parts[1].isEmpty ? nil : parts[1]
            case "content-type":
                if let charset = parts[1].lowercased().components(separatedBy: "charset=").dropFirst().first,
                    !["utf-8", "utf8"].contains(charset.trimmingCharacters(in: .whitespaces))
                {
                    throw ExchangeFileError(
                        name, line: nil,
                        "the header says charset=\(ShownText(excerptOf: charset, characters: 40)); save the file as UTF-8 and set `Content-Type: text/plain; charset=UTF-8`."
                    )
                }
            default: continue
            }
        }
        let tag = language.map { String($0.prefix { $0 != "@" && $0 != "." }) }
        self.init(locale: tag.flatMap { LocaleTag($0) }, localeText: language, entries: entries)
    }
}
