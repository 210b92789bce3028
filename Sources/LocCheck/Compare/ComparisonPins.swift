import Foundation
import PokeTables

/// Second sources a project compares its tables with on every run, pinned in its config file
/// (`loccheck-config.txt`) as `compare TABLE LOCALE = FILE`, FILE relative to the config file.
///
/// Each name that differs is a `source-mismatch` finding at the table's line, which the baseline
/// accepts one by one (`source-mismatch species th arbok = reason`). A FILE that can't be read is
/// skipped, not a finding: such lists may live outside the repository (the package's own are in
/// `../shared`), so a checkout without them is still clean; the baseline's entries for that
/// comparison are then not called stale, since nothing could judge them.
struct ComparisonPins {
    struct Pin: Hashable, Sendable {
        var table: TableKind
        var locale: LocaleTag
        /// The file as the config writes it, and where it resolves.
        var path: String
        var url: URL
        /// The config file's line.
        var line: Int
    }

    /// The config lines that pin a comparison start with this word.
    static let keyword = "compare"

    var pins: [Pin] = []

    init() {}

    /// Reads the `compare` lines of a config file; `path` names it in errors, `directory` is where it lives.
    init(_ file: TableFile, path: String, directory: URL) throws(Diagnostic) {
        for entry in file.entries where entry.key.hasPrefix(Self.keyword + " ") {
            let words = entry.key.split(separator: " ").map(String.init)
            guard words.count == 3, let table = TableKind(rawValue: words[1]), let locale = LocaleTag(words[2]), !entry.value.isEmpty else {
                throw Diagnostic(
                    .invalidConfig, file: path, line: entry.line,
                    message:
                        "Expected `compare TABLE LOCALE = FILE`, such as `compare species th = ../names/th.json`, with FILE relative to this file."
                )
            }
            let url = entry.value.hasPrefix("/") ? URL(fileURLWithPath: entry.value) : directory.appendingPathComponent(entry.value)
            pins.append(Pin(table: table, locale: locale, path: entry.value, url: url, line: entry.line))
        }
    }

    /// A pinned comparison that didn't run, and why, for a note: a list that can't be read, or
    /// one that can't be paired with this run's keys (a list longer than the species list, which
    /// a snapshot with a species listed twice makes).
    struct Skipped {
        var pin: Pin
        var reason: String
        /// Whether the list's file is not there at all (`../shared` on a fresh clone), which is
        /// usual and said only under `--verbose`; a list that is there but unusable always is.
        var isAbsent = false
    }

    /// One pinned list, read: its names for the pin's table, in the table's key order.
    struct List: Sendable {
        var pin: Pin
        var fileName: String
        var names: [(key: String, value: String)]
    }

    /// Reads every pinned list (at the edge: the file system), and says which can't be used.
    func read(_ tables: TableSet, snapshot: Snapshot) -> (lists: [List], skipped: [Skipped]) {
        var lists: [List] = []
        var skipped: [Skipped] = []
        for pin in pins {
            guard let source = SecondSource(pin.url) else {
                let absent = !FileManager.default.fileExists(atPath: pin.url.path)
                skipped.append(
                    Skipped(pin: pin, reason: "\(pin.url.path) \(absent ? "does not exist" : "can't be read")", isAbsent: absent))
                continue
            }
            guard tables.table(pin.table, pin.locale) != nil else { continue }
            do {
                let names = try source.names(pin.table, keys: tables.expectedKeys(pin.table, snapshot: snapshot))
                lists.append(List(pin: pin, fileName: source.fileName, names: names))
            } catch {
                skipped.append(Skipped(pin: pin, reason: "\(error)"))
            }
        }
        return (lists, skipped)
    }
}

/// The tables against the second sources pinned in the config, read beforehand
/// (``ComparisonPins/read(_:snapshot:)``): each name that differs is `source-mismatch`. A
/// difference that a correction explains is no finding: the correction says why.
struct SecondSourceCheck: Rule {
    static let codes: [DiagnosticCode] = [.sourceMismatch]
    let lists: [ComparisonPins.List]

    func check(_ input: RuleInput) -> [Diagnostic] {
        var findings: [Diagnostic] = []
        for list in lists {
            guard let table = input.tables.table(list.pin.table, list.pin.locale) else { continue }
            for difference in NameComparison.disagreements(table, with: list.names, corrections: input.corrections)
            where difference.correction == nil {
                findings.append(
                    Diagnostic(
                        .sourceMismatch, file: table.path, line: difference.entry.line,
                        message:
                            "`\(difference.entry.key)` is \(difference.entry.value) here but \(difference.theirs) in \(list.fileName) (\(NameDifference.describe(difference.kinds))); if that list is right, correct the table, otherwise accept the difference in the baseline with the reason.",
                        table: table.kind, locale: table.locale, key: difference.entry.key))
            }
        }
        return findings
    }
}

/// The codes this file reports, each with what it means and how to fix it (``DiagnosticCode``).
extension DiagnosticCode {
    /// A name that differs from a second source pinned in the config (`compare TABLE LOCALE = FILE`).
    package static let sourceMismatch = DiagnosticCode(
        "source-mismatch",
        summary: "A name that differs from a second source pinned in the config.",
        help: "If the other list is right, correct the table; otherwise accept the difference in the baseline with the reason.")
}
