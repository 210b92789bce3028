import Foundation
import PokeTables

/// Names corrected after they came in from a source (PokeAPI, or a list `loccheck import` read),
/// each with the source's value and the evidence, read from `loccheck-corrections.txt`.
///
/// Three lines per correction, in the table format: `table locale key field = text`, where field
/// is `upstream` (the name as the source has it), `corrected` (the name the table shows) and
/// `reason` (why, with the evidence), and optionally `source`, the list the upstream name came
/// from when it is not PokeAPI's data in a locale PokeAPI has (jpoke's item names in `fr`).
/// For example:
///
///     species zh-Hans minun upstream = 負电拍拍
///     species zh-Hans minun corrected = 负电拍拍
///     species zh-Hans minun reason = 負 is Traditional; the Simplified name is 负电拍拍 …
///
/// The importers write the corrected name wherever the source still has the upstream one, so a
/// re-import keeps every fix; `loccheck` reports a correction the table or the source no longer
/// matches (see ``CorrectionCheck`` and ``UpstreamCheck``).
package struct Corrections: Sendable {
    package struct Correction: Hashable, Sendable {
        package var table: TableKind
        package var locale: LocaleTag
        package var key: String
        /// The name as the source has it.
        package var upstream: String
        /// The name the table shows instead.
        package var corrected: String
        /// Why, with the evidence.
        package var reason: String
        /// The line of the correction's first field, where findings about it point.
        package var line: Int
        /// The list the upstream name came from, when it is not PokeAPI's data (nil: PokeAPI's,
        /// or the one list a locale PokeAPI lacks is imported from); such a correction is not
        /// compared with PokeAPI's CSV.
        package var source: String? = nil

        /// `table locale key`, as the file writes it.
        package var target: String { "\(table.rawValue) \(locale) \(key)" }
    }

    /// The file's name inside a tables directory.
    package static let fileName = "loccheck-corrections.txt"

    /// The start of the header line an importer writes into a table it corrected.
    static let headerNote = "Corrected after the import by \(fileName) (the reasons are there):"

    /// The corrections in file order.
    package let corrections: [Correction]
    private let byTarget: [String: Correction]

    package init(_ corrections: [Correction] = []) {
        self.corrections = corrections
        byTarget = Dictionary(corrections.map { ($0.target, $0) }, uniquingKeysWith: { first, _ in first })
    }

    /// Reads a corrections file; `path` names it in errors.
    package init(bytes: [UInt8], path: String) throws(Diagnostic) {
        let file = TableFile(bytes: bytes, path: path)
        if var diagnostic = file.diagnostics.first {
            diagnostic.code = .invalidCorrections
            throw diagnostic
        }
        var fields: [String: (table: TableKind, locale: LocaleTag, key: String, line: Int, values: [String: String])] = [:]
        var order: [String] = []
        for entry in file.entries {
            let words = entry.key.split(separator: " ").map(String.init)
            guard words.count == 4, let table = TableKind(rawValue: words[0]), let locale = LocaleTag(words[1]),
                ["upstream", "corrected", "reason", "source"].contains(words[3])
            else {
                let tables = TableKind.allCases.map(\.rawValue).joined(separator: ", ")
                throw Diagnostic(
                    .invalidCorrections, file: path, line: entry.line,
                    message:
                        "Expected `table locale key field = text`, with a table (\(tables)), a BCP 47 locale and the field upstream, corrected, reason or source; fix or delete the line."
                )
            }
            guard !entry.value.isEmpty else {
                throw Diagnostic(
                    .invalidCorrections, file: path, line: entry.line,
                    message: "`\(entry.key)` is empty; write the \(words[3] == "reason" ? "reason, with its evidence" : "name") after `= `."
                )
            }
            let target = "\(table.rawValue) \(locale) \(words[2])"
            if fields[target] == nil {
                fields[target] = (table, locale, words[2], entry.line, [:])
                order.append(target)
            }
            fields[target]?.values[words[3]] = entry.value
        }
        var corrections: [Correction] = []
        for target in order {
            let found = fields[target]!
            let missing = ["upstream", "corrected", "reason"].filter { found.values[$0] == nil }
            guard missing.isEmpty else {
                throw Diagnostic(
                    .invalidCorrections, file: path, line: found.line,
                    message:
                        "The correction of `\(target)` has no \(missing.joined(separator: " and ")) line; each correction needs upstream, corrected and reason."
                )
            }
            let upstream = found.values["upstream"]!
            let corrected = found.values["corrected"]!
            guard upstream != corrected else {
                throw Diagnostic(
                    .invalidCorrections, file: path, line: found.line,
                    message: "The correction of `\(target)` has the same upstream and corrected name, so it corrects nothing; delete it.")
            }
            corrections.append(
                Correction(
                    table: found.table, locale: found.locale, key: found.key, upstream: upstream,
                    corrected: corrected, reason: found.values["reason"]!, line: found.line,
                    source: found.values["source"]))
        }
        self.init(corrections)
    }

    /// The corrections of a tables directory; none when it has no corrections file.
    package static func load(from directory: URL) throws -> Corrections {
        let url = directory.appendingPathComponent(fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            if FileManager.default.fileExists(atPath: url.path) {
                throw Diagnostic(.invalidCorrections, file: url.path, line: nil, message: "Cannot read \(url.path); check its permissions.")
            }
            return Corrections()
        }
        return try Corrections(bytes: [UInt8](data), path: url.path)
    }

    /// The correction of one name, if any.
    package func correction(_ table: TableKind, _ locale: LocaleTag, _ key: String) -> Correction? {
        byTarget["\(table.rawValue) \(locale) \(key)"]
    }
}

extension Corrections {
    /// What applying the corrections to one table's names from a source did.
    package struct Application: Sendable {
        /// The names, each corrected where the source still has the upstream name.
        package var entries: [(key: String, value: String)]
        /// The keys whose name was corrected, in table order.
        package var corrected: [String] = []
        /// Corrections of this table whose name the source now gives differently, with that name.
        package var stale: [(correction: Correction, source: String)] = []
    }

    /// Applies the corrections of `table` in `locale` to names from a source.
    ///
    /// A correction applies where the source has exactly its upstream name. Where the source
    /// has another name, the source's name is written and the correction is reported as stale,
    /// for a person to check: the source fixed it (then delete the correction) or changed it.
    /// - Complexity: O(n) in the number of names.
    package func apply(to entries: [(key: String, value: String)], table: TableKind, locale: LocaleTag) -> Application {
        var result = Application(entries: entries)
        guard corrections.contains(where: { $0.table == table && $0.locale == locale }) else { return result }
        for index in result.entries.indices {
            let (key, value) = result.entries[index]
            guard let correction = correction(table, locale, key) else { continue }
            if value == correction.upstream {
                result.entries[index].value = correction.corrected
                result.corrected.append(key)
            } else {
                result.stale.append((correction, value))
            }
        }
        return result
    }

    /// The header comments of a table after an import: `comments` without an earlier corrections
    /// note, and a new one naming the corrected keys, if any.
    static func comments(_ comments: [String], corrected: [String]) -> [String] {
        let kept = comments.filter { !$0.hasPrefix(headerNote) }
        return corrected.isEmpty ? kept : kept + ["\(headerNote) \(corrected.joined(separator: ", "))."]
    }

    /// A sentence for an importer's output about a stale correction.
    static func staleMessage(_ correction: Correction, source: String, path: String) -> String {
        "\(path):\(correction.line): `\(correction.target)` is \(source) in the source now, not \(correction.upstream) as the correction expects; the source's name was written. Check it, then update the correction's upstream line, or delete the correction if the source fixed it."
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// `loccheck-corrections.txt` has a line that can't be read.
    package static let invalidCorrections = DiagnosticCode(
        "invalid-corrections", isFinding: false,
        summary: "A line of loccheck-corrections.txt that can't be read.",
        help: "Fix the line as the message says, or delete it.")
}
