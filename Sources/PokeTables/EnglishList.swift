/// Words joined as English prose joins them in the tools' messages: "a", "a and b",
/// "a, b and c" (or "or").
package enum EnglishList {
    /// `items` joined with commas and `conjunction` before the last; empty for none.
    package static func joined(_ items: [String], _ conjunction: String = "and") -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }

    /// `phrase` after the indefinite article its first letter takes: "a species key", "an
    /// abilities key", "a /pokemon key" (by the letter, not the sound: the tools' phrases are
    /// table and list names).
    package static func withIndefiniteArticle(_ phrase: String) -> String {
        let startsWithVowel = phrase.first.map { "aeiouAEIOU".contains($0) } ?? false
        return (startsWithVowel ? "an " : "a ") + phrase
    }
}
