import Foundation
import PokeTables
import PokeTablesIO

/// The unambiguous fixes of one table file, applied to its lines and nothing else.
///
/// A fix rewrites a line as `key = name` only when its key or name changes; entries out of the
/// API's order move, the fewest lines possible (those outside a longest run already in order).
/// Comments, blank lines and every other line keep their bytes.
struct TableFix {
    /// The file's lines, without their `\n`.
    private(set) var lines: [String]
    /// Lines changed in place and lines moved.
    private(set) var renamed = 0, cleaned = 0, moved = 0, corrected = 0
    /// What stopped the fixes that depend on the whole file: the parser's diagnostics, which a
    /// person must resolve first. Empty when every fix applied.
    private(set) var needsPerson: [Diagnostic] = []
    /// Whether the file's bytes are damaged (invalid UTF-8, a byte order mark, carriage returns,
    /// control characters), so that not even a name was fixed: a line edit could damage more.
    private(set) var leftWhole = false

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    var text: String { lines.joined(separator: "\n") }

    /// Applies the fixes for `table`, whose keys must follow `expected`; a name that still has the
    /// upstream error one of `corrections` corrects is written corrected.
    ///
    /// A file with a duplicate key or a malformed line gets only the fixes of one line's name
    /// (white space, NFC, a correction): which key a line means, and so where it belongs, waits
    /// for a person. A file whose bytes are damaged gets none. ``needsPerson`` says why.
    mutating func apply(
        _ table: TableSet.Table, expected: [String], suggester: KeySuggester,
        corrections: Corrections = Corrections()
    ) {
        let file = table.file
        needsPerson = file.diagnostics
        leftWhole = file.diagnostics.contains { $0.code != .duplicateKey && $0.code != .malformedLine }
        guard !leftWhole else { return }
        let keyOfLine = needsPerson.isEmpty ? suggester.renames(of: file.entries, known: Set(expected)) : [:]
        var entries = file.entries
        for index in entries.indices {
            let entry = entries[index]
            let key = keyOfLine[entry.line] ?? entry.key
            let correction = corrections.correction(table.kind, table.locale, key)
            // A correction's upstream name may have the white space a source gave it.
            var name = correction.flatMap { $0.upstream == entry.value ? $0.corrected : nil } ?? entry.value.trimmedName.composedName
            if let correction, name == correction.upstream { name = correction.corrected }
            guard key != entry.key || !name.unicodeScalars.elementsEqual(entry.value.unicodeScalars) else { continue }
            if key != entry.key { renamed += 1 } else if name == correction?.corrected { corrected += 1 } else { cleaned += 1 }
            lines[entry.line - 1] = "\(key) = \(name)"
            entries[index].key = key
        }
        if needsPerson.isEmpty { reorder(entries, expected: expected) }
    }

    /// Moves the entries outside the longest in-order run to the place their key belongs.
    private mutating func reorder(_ entries: [TableEntry], expected: [String]) {
        let position = Dictionary(firstPositionsIn: expected)
        let order = KeyOrder(entries.compactMap { entry in position[entry.key].map { (entry, $0) } })
        let moving = order.moving.map { (line: $0.entry.line, position: $0.position) }
        guard !moving.isEmpty, let lastStaying = order.stayingLines.max() else { return }
        let movingLines = Set(moving.map(\.line))
        let stayingByLine = Dictionary(
            order.placed.filter { order.stayingLines.contains($0.entry.line) }.map { ($0.entry.line, $0.position) },
            uniquingKeysWith: { first, _ in first })
        var pending = moving.sorted { $0.position < $1.position }
        var result: [String] = []
        for (index, line) in lines.enumerated() {
            let number = index + 1
            if movingLines.contains(number) { continue }
            if let here = stayingByLine[number] {
                while let next = pending.first, next.position < here {
                    result.append(lines[next.line - 1])
                    pending.removeFirst()
                }
            }
            result.append(line)
            if number == lastStaying {
                result += pending.map { lines[$0.line - 1] }
                pending.removeAll()
            }
        }
        moved = moving.count
        lines = result
    }
}
