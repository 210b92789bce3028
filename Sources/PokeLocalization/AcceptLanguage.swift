/// An HTTP `Accept-Language` header (RFC 9110 §12.5.4), read into the languages it accepts.
public enum AcceptLanguage {
    /// The languages of a header, most wanted first: `zh-TW,zh;q=0.9,en;q=0.8` gives
    /// `["zh-TW", "zh", "en"]`.
    ///
    /// Higher weights come first and equal weights keep their order; a weight of 0 ("not
    /// acceptable") and the wildcard `*` (any other language, which the default answers anyway)
    /// are left out. A malformed entry (a weight over 1 or with more than three decimals, a
    /// range with characters other than letters, digits, `-` and `_`) is skipped and the others
    /// kept, where ICU's `LocaleMatcher` refuses the whole header. The parameter name `q` is
    /// case-insensitive, as RFC 9110 §12.4.2 says.
    ///
    /// - Complexity: O(n log n) in the number of entries.
    public static func languages(in header: String) -> [String] {
        var weighted: [(language: String, thousandths: Int)] = []
        for entry in header.split(separator: ",") {
            let parts = entry.split(separator: ";").map { $0.trimmingWhitespace() }
            guard let range = parts.first, isLanguageRange(range) else { continue }
            var thousandths = 1000
            var valid = true
            for parameter in parts.dropFirst() {
                let pair = parameter.split(separator: "=", maxSplits: 1).map { $0.trimmingWhitespace() }
                guard pair.count == 2, pair[0].lowercased() == "q" else { continue }
                if let weight = weight(pair[1]) { thousandths = weight } else { valid = false }
            }
            guard valid, thousandths > 0, range != "*" else { continue }
            weighted.append((String(range), thousandths))
        }
        // A stable sort: equal weights keep the header's order.
        return weighted.enumerated()
            .sorted { ($0.element.thousandths, -$0.offset) > ($1.element.thousandths, -$1.offset) }
            .map(\.element.language)
    }

    /// `*` or subtags of 1–8 letters and digits, joined by `-` (or `_`, which some clients send).
    private static func isLanguageRange(_ range: Substring) -> Bool {
        if range == "*" { return true }
        let subtags = range.split(separator: "-", omittingEmptySubsequences: false)
            .flatMap { $0.split(separator: "_", omittingEmptySubsequences: false) }
        return subtags.allSatisfy { (1...8).contains($0.count) && $0.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber) } }
    }

    /// A qvalue in thousandths: `0`, `0.5`, `0.125`, `1`, `1.000`; `nil` when malformed.
    private static func weight(_ text: Substring) -> Int? {
        let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
        guard let whole = parts.first, whole == "0" || whole == "1" else { return nil }
        let fraction = parts.count == 2 ? parts[1] : ""
        guard fraction.count <= 3, fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        let value = (whole == "1" ? 1000 : 0) + (Int(fraction.padding(toLength: 3)) ?? 0)
        return value <= 1000 ? value : nil
    }
}

extension Substring {
    /// Without the spaces and tabs HTTP allows around list items and parameters.
    fileprivate func trimmingWhitespace() -> Substring {
        let isText = { (character: Character) in character != " " && character != "\t" }
        guard let first = firstIndex(where: isText), let last = lastIndex(where: isText) else { return self[endIndex...] }
        return self[first...last]
    }

    /// Padded with zeros on the right to `length` characters.
    fileprivate func padding(toLength length: Int) -> String {
        String(self) + String(repeating: "0", count: Swift.max(0, length - count))
    }
}
