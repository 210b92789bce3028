extension String {
    /// A count and its noun as English writes them: "1 key", "2 keys", "0 files"; `plural` for
    /// nouns that don't just take an s ("1 entry", "2 entries").
    init(counting count: Int, _ singular: String, plural: String? = nil) {
        self = "\(count) \(count == 1 ? singular : plural ?? singular + "s")"
    }

    /// The string with zeros before it up to `width` characters: `5A` → `005A`.
    func zeroPadded(to width: Int) -> String {
        String(repeating: "0", count: Swift.max(0, width - count)) + self
    }
}
