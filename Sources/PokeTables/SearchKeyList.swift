/// How a `searchkeys` value holds several keys: `gorapadeok, gorapadeog`, separated by `, `.
/// The one definition loccheck writes and checks and the search reads.
package enum SearchKeyList {
    /// Between two keys of one value.
    package static let separator = ", "

    /// The keys of a value, as a search reads it: split at each `,` and without the spaces
    /// around, empty keys dropped, so a hand edit that lost a space still reads.
    /// - Complexity: O(n) over the value's UTF-8 bytes (keys are ASCII; no grapheme breaking).
    package static func keys(in value: String) -> [String] {
        value.utf8.split(separator: UInt8(ascii: ",")).compactMap { key in
            // Trimmed by index, so each key is copied from contiguous bytes in one go.
            guard let first = key.firstIndex(where: { $0 != 0x20 }), let last = key.lastIndex(where: { $0 != 0x20 }) else { return nil }
            return String(Substring(key[first...last]))
        }
    }

    /// Whether a key is what a table may hold: lower-case ASCII letters and digits.
    package static func isValid(_ key: String) -> Bool {
        !key.isEmpty && key.utf8.allSatisfy { (0x61...0x7A).contains($0) || (0x30...0x39).contains($0) }
    }
}
