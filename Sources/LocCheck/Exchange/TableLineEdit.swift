import PokeTables

/// Changes the values of some keys in a table file's text and nothing else.
///
/// A key the file has gets its line rewritten as `key = value`; a key it lacks gets a new line
/// where it belongs in the table's order (before the next key the file has, or after its last
/// entry), as loccheck's missing-key finding points. Every other line, comments included, keeps
/// its bytes, so a diff shows exactly the names that changed.
enum TableLineEdit {
    /// The text with `values` written in; `order` is the table's key order.
    /// - Precondition: `file` was parsed from `text` without diagnostics (so no CR, BOM or duplicate).
    /// - Complexity: O(n + k) in the lines of the file and the keys of `order`.
    static func apply(_ values: [String: String], to text: String, file: TableFile, order: [String]) -> String {
        var lines = text.isEmpty ? [] : text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let endsInNewline = text.isEmpty || text.hasSuffix("\n")
        if text.hasSuffix("\n") { lines.removeLast() }
        let lineOfKey = Dictionary(file.uniqueEntries.map { ($0.key, $0.line) }, uniquingKeysWith: { first, _ in first })
        var inserted: [Int: [String]] = [:]
        var next = (file.entries.map(\.line).max() ?? lines.count) + 1
        for key in order.reversed() {
            if let line = lineOfKey[key] {
                next = line
                if let value = values[key] { lines[line - 1] = "\(key) = \(value)" }
            } else if let value = values[key] {
                inserted[next, default: []].insert("\(key) = \(value)", at: 0)
            }
        }
        var result: [String] = []
        result.reserveCapacity(lines.count + values.count)
        for (index, line) in lines.enumerated() {
            result += inserted[index + 1] ?? []
            result.append(line)
        }
        result += inserted[lines.count + 1] ?? []
        return result.joined(separator: "\n") + (endsInNewline ? "\n" : "")
    }
}
