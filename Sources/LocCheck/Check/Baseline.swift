import PokeTables

/// Findings a project has accepted, each with its reason, read from `loccheck-baseline.txt`.
///
/// One entry per line, in the table format: `kind table locale key = reason`, where `key` may be
/// `*` for every key of that table and locale. For example:
///
///     missing-key types ja-Latn * = PokeAPI has only 1 of 21 type names in ja-roma.
package struct Baseline: Sendable {
    package struct Entry: Hashable, Sendable {
        package var kind: String
        package var table: String
        package var locale: String
        package var key: String
        package var reason: String
        package var line: Int
    }

    package let entries: [Entry]
    /// The entries' places in ``entries`` by `kind table locale`, in file order: a finding is
    /// matched against its own few candidates, not the whole file, and no text is made to find them.
    private let candidates: [Group: [Int]]

    /// What a finding and an entry must share: its code, table and locale, `nil` for an entry's `*`.
    private struct Group: Hashable {
        let code: DiagnosticCode
        let table: TableKind?
        let locale: LocaleTag?
    }

    package init(entries: [Entry] = []) {
        self.entries = entries
        var candidates: [Group: [Int]] = [:]
        for (place, entry) in entries.enumerated() {
            // An entry whose fields name no code, table or locale as findings write them matches nothing.
            guard let code = DiagnosticCode(rawValue: entry.kind) else { continue }
            let table = entry.table == "*" ? nil : TableKind(rawValue: entry.table)
            let locale = entry.locale == "*" ? nil : LocaleTag(entry.locale)
            guard entry.table == "*" || table != nil, entry.locale == "*" || locale?.description == entry.locale else { continue }
            candidates[Group(code: code, table: table, locale: locale), default: []].append(place)
        }
        self.candidates = candidates
    }

    /// Reads a baseline file; `path` names it in errors.
    package init(bytes: [UInt8], path: String) throws(Diagnostic) {
        let file = TableFile(bytes: bytes, path: path)
        if var diagnostic = file.diagnostics.first {
            diagnostic.code = .invalidBaseline
            throw diagnostic
        }
        var entries: [Entry] = []
        for entry in file.entries {
            let fields = entry.key.split(separator: " ").map(String.init)
            guard fields.count == 4, DiagnosticCode(rawValue: fields[0])?.isFinding == true, !entry.value.isEmpty else {
                throw Diagnostic(
                    .invalidBaseline, file: path, line: entry.line,
                    message:
                        "Expected `kind table locale key = reason` with a known kind (such as `missing-key`) and a reason; fix or delete the line."
                )
            }
            entries.append(
                Entry(kind: fields[0], table: fields[1], locale: fields[2], key: fields[3], reason: entry.value, line: entry.line))
        }
        self.init(entries: entries)
    }

    /// The entry that accepts a finding, if any.
    package func entry(accepting finding: Diagnostic) -> Entry? {
        place(accepting: finding).map { entries[$0] }
    }

    /// The place in ``entries`` of the entry that accepts a finding, if any.
    private func place(accepting finding: Diagnostic) -> Int? {
        guard !candidates.isEmpty else { return nil }
        return candidates[Group(code: finding.code, table: finding.table, locale: finding.locale)]?
            .first { entries[$0].key == "*" || entries[$0].key == finding.key }
    }
}

extension Baseline {
    /// A `stale-baseline` warning for each entry that accepts none of `findings`, so accepted
    /// problems that were fixed don't leave their excuse behind; `path` is the baseline file.
    /// `ignoring` names entries that can't be judged in this run (a skipped comparison's).
    package func staleEntries(accepting findings: [Diagnostic], path: String, ignoring: (Entry) -> Bool = { _ in false }) -> [Diagnostic] {
        // By place, not by value: an entry's value is five strings to hash, and a baseline of
        // wildcards accepts thousands of findings.
        var used = [Bool](repeating: false, count: entries.count)
        for finding in findings {
            if let place = place(accepting: finding) { used[place] = true }
        }
        return zip(entries, used).filter { !$1 && !ignoring($0) }.map { entry, _ in
            Diagnostic(
                .staleBaseline, file: path, line: entry.line,
                message:
                    "The baseline accepts `\(entry.kind) \(entry.table) \(entry.locale) \(entry.key)`, which matches no finding any more; delete the line (`loccheck --write-baseline` does).",
                table: TableKind(rawValue: entry.table), locale: LocaleTag(entry.locale), key: entry.key == "*" ? nil : entry.key)
        }
    }

    /// The reason written for a finding that `--write-baseline` accepts for the first time.
    static let placeholderReason = "TODO: say why this finding is accepted, or fix it and delete this line."

    /// What `--write-baseline` does to this baseline: its new text, and the entries it drops.
    package struct Rewrite {
        /// The new file's text.
        package var text: String
        /// Entries that accept no finding of this run and go, in file order.
        package var removed: [Entry]
        /// Entries kept only because this run couldn't judge them (a skipped check's).
        package var unjudged: [Entry]
        /// Findings that got a line of their own with a placeholder reason.
        package var added: Int
    }

    /// The baseline that accepts exactly `findings`: entries of this baseline that still accept a
    /// finding keep their line and reason, and so do the entries `keeping` names (those of checks
    /// that did not run, which found nothing because they looked at nothing); each other finding
    /// gets a line of its own with a placeholder reason for a person to replace.
    package func rewritten(accepting findings: [Diagnostic], keeping unjudged: (Entry) -> Bool = { _ in false }) -> Rewrite {
        var kept: [Entry] = []
        var isKept = [Bool](repeating: false, count: entries.count)
        var added: [Entry] = []
        var addedLines = Set<[String]>()
        for finding in findings {
            if let place = place(accepting: finding) {
                if !isKept[place] { kept.append(entries[place]) }
                isKept[place] = true
                continue
            }
            let key = finding.key.flatMap { $0.contains(" ") || $0.contains("=") || $0.isEmpty ? nil : $0 } ?? "*"
            let entry = Entry(
                kind: finding.code.rawValue, table: finding.table?.rawValue ?? "*",
                locale: finding.locale?.description ?? "*", key: key, reason: Self.placeholderReason, line: 0)
            if addedLines.insert([entry.kind, entry.table, entry.locale, entry.key]).inserted {
                added.append(entry)
            }
        }
        let unused = zip(entries, isKept).filter { !$1 }.map(\.0)
        let stillUnjudged = unused.filter(unjudged)
        let removed = unused.filter { !unjudged($0) }
        let comments = [
            "Findings loccheck accepts in these tables, each with its reason.",
            "Format: kind table locale key = reason   (key `*` means every key of that table and locale)",
            "`loccheck --strict` ignores this file; `loccheck --write-baseline` rewrites it from today's findings.",
        ]
        let lines = ((kept + stillUnjudged).sorted { $0.line < $1.line } + added)
            .map { ("\($0.kind) \($0.table) \($0.locale) \($0.key)", $0.reason) }
        return Rewrite(
            text: TableText.render(comments: comments, entries: lines), removed: removed,
            unjudged: stillUnjudged, added: added.count)
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A baseline line that accepts no finding any more.
    package static let staleBaseline = DiagnosticCode(
        "stale-baseline", severity: .warning,
        summary: "A baseline line that accepts no finding any more.",
        help: "Delete the line (`loccheck --write-baseline` does): what it accepted was fixed.")

    /// `loccheck-baseline.txt` has a line that can't be read.
    package static let invalidBaseline = DiagnosticCode(
        "invalid-baseline", isFinding: false,
        summary: "A line of loccheck-baseline.txt that can't be read.",
        help: "Fix the line as the message says, or delete it.")
}
