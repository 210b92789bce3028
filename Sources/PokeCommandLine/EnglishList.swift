/// Words joined as English prose joins them in the tools' messages: "a", "a and b",
/// "a, b and c" (or "or").
package enum EnglishList {
    /// `items` joined with commas and `conjunction` before the last; empty for none.
    package static func joined(_ items: [String], _ conjunction: String = "and") -> String {
        guard let last = items.last else { return "" }
        guard items.count > 1 else { return last }
        return items.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}
