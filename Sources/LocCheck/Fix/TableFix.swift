import Foundation
import PokeTables

/// The unambiguous fixes of one table file, applied to its lines and nothing else.
///
/// A fix rewrites a line as `key = name` only when its key or name changes; entries out of the
/// API's order move, the fewest lines possible (those outside a longest run already in order).
/// Comments, blank lines and every other line keep their bytes.
struct TableFix {
    /// The file's lines, without their `\n`.
    private(set) var lines: [String]
    /// Lines changed in place and lines moved.
    private(set) var renamed = 0, cleaned = 0, moved = 0

    init(text: String) {
        lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    var text: String { lines.joined(separator: "\n") }

    /// Applies the fixes for `table`, whose keys must follow `expected`.
    mutating func apply(_ table: TableSet.Table, expected: [String], suggester: KeySuggester) {
        let file = table.file
        guard file.diagnostics.isEmpty else { return }  // A damaged file needs a person first.
        let expectedSet = Set(expected)
        let present = Set(file.entries.map(\.key))
        var renames: [String: [Int]] = [:]
        for entry in file.entries where !expectedSet.contains(entry.key) {
            if let slug = suggester.suggestion(for: entry.key), !present.contains(slug) {
                renames[slug, default: []].append(entry.line)
            }
        }
        var keyOfLine: [Int: String] = [:]
        for (slug, lineNumbers) in renames where lineNumbers.count == 1 { keyOfLine[lineNumbers[0]] = slug }
        var entries = file.entries
        for index in entries.indices {
            let entry = entries[index]
            let key = keyOfLine[entry.line] ?? entry.key
            let name = entry.value.trimmedName.composedName
            guard key != entry.key || !name.unicodeScalars.elementsEqual(entry.value.unicodeScalars) else { continue }
            if key != entry.key { renamed += 1 } else { cleaned += 1 }
            lines[entry.line - 1] = "\(key) = \(name)"
            entries[index].key = key
        }
        reorder(entries, expected: expected)
    }

    /// Moves the entries outside the longest in-order run to the place their key belongs.
    private mutating func reorder(_ entries: [TableEntry], expected: [String]) {
        let position = Dictionary(expected.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let ordered = entries.compactMap { entry in position[entry.key].map { (line: entry.line, position: $0) } }
        let staying = Set(Self.longestIncreasingRun(ordered.map(\.position)).map { ordered[$0].line })
        let moving = ordered.filter { !staying.contains($0.line) }
        guard !moving.isEmpty, !staying.isEmpty else { return }
        let movingLines = Set(moving.map(\.line))
        let stayingByLine = Dictionary(ordered.filter { staying.contains($0.line) }.map { ($0.line, $0.position) }, uniquingKeysWith: { a, _ in a })
        let lastStaying = staying.max()!
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

    /// Indices of a longest strictly increasing subsequence of `values`, in order.
    /// - Complexity: O(n log n).
    static func longestIncreasingRun(_ values: [Int]) -> [Int] {
        var tails: [Int] = []  // index into values of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (index, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let middle = (low + high) / 2
                if values[tails[middle]] < value { low = middle + 1 } else { high = middle }
            }
            if low > 0 { previous[index] = tails[low - 1] }
            if low == tails.count { tails.append(index) } else { tails[low] = index }
        }
        var run: [Int] = []
        var index = tails.last ?? -1
        while index >= 0 {
            run.append(index)
            index = previous[index]
        }
        return run.reversed()
    }
}
