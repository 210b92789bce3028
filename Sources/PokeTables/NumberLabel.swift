/// How a card writes a National Pokédex number: the `number` label with `{number}` where the
/// number goes ("No.{number}", "Số {number}", "{number}号"), so a language can put a space or a
/// word after it. The one rule the card, the `pokedex` command and loccheck's placeholder check read.
package enum NumberLabel {
    /// The label's key in the `ui` tables.
    package static let key = "number"
    /// What the number replaces.
    package static let placeholder = "{number}"

    /// The label with its `{number}` replaced by `number`. A label without the placeholder (an
    /// app's table written before there was one, such as `number = #`) is a prefix, as it was
    /// then: the number follows it directly. loccheck reports such a label (placeholder-mismatch).
    /// - Complexity: O(length), over UTF-8 bytes.
    package static func fill(_ label: String, number: Int) -> String {
        let text = Array(label.utf8)
        let mark = Array(placeholder.utf8)
        guard let start = text.indices.first(where: { text[$0...].starts(with: mark) }) else { return label + "\(number)" }
        return String(decoding: text[..<start], as: UTF8.self) + "\(number)"
            + String(decoding: text[(start + mark.count)...], as: UTF8.self)
    }
}
