import Foundation

extension ListPage {
    /// This page, when it is one a list endpoint can send for `limit` entries from `offset`;
    /// else the `PokedexError.decoding` naming the key that cannot be.
    ///
    /// A PokeAPI page holds `min(limit, count - offset)` entries, names a next page unless it
    /// ends the list and a previous one unless it starts it, so a `count` that is negative or
    /// smaller than the entries received, a page with missing or extra entries, or links that
    /// contradict the count would otherwise end a listing early, or silently skip entries.
    /// - Complexity: O(1).
    func checked(limit: Int, offset: Int, url: URL) throws(PokedexError) -> ListPage {
        if let (keyPath, reason) = impossibility(limit: limit, offset: offset) {
            throw .decoding(type: "ListPage", url: url.absoluteString, keyPath: keyPath, reason: reason)
        }
        return self
    }

    /// The key and the sentence saying why this page can't be the answer, or nil when it can.
    private func impossibility(limit: Int, offset: Int) -> (keyPath: String, reason: String)? {
        guard count >= 0 else {
            return ("count", "The count is \(count), but a list has 0 or more entries.")
        }
        guard results.count <= limit else {
            return ("results", "The page has \(results.count) entries, more than the \(limit) asked for.")
        }
        // Past the end a page is empty, whatever its offset.
        let (end, overflow) = offset.addingReportingOverflow(results.count)
        guard results.isEmpty || (!overflow && end <= count) else {
            return (
                "count",
                "The count is \(count), fewer than the \(offset) entries before this page "
                    + "and its \(results.count) together."
            )
        }
        let expected = Swift.min(limit, Swift.max(0, count - offset))
        guard results.count == expected else {
            return (
                "results",
                "The page has \(results.count) entries, but a count of \(count) from offset "
                    + "\(offset) needs \(expected), so entries would be missing."
            )
        }
        let isLast = end >= count
        if let problem = Self.linkProblem(
            next, key: "next", expected: !isLast,
            present: "names a next page, but the count of \(count) ends the list with this page.",
            absent: "names no next page, but the count of \(count) says entries follow this page.")
        {
            return problem
        }
        return Self.linkProblem(
            previous, key: "previous", expected: offset > 0,
            present: "names a previous page, but this page starts the list (offset 0).",
            absent: "names no previous page, but this page starts at offset \(offset).")
    }

    /// Why a `next` or `previous` link is wrong: there when it must not be, missing when it must
    /// be there, or not an http(s) URL.
    private static func linkProblem(
        _ link: String?, key: String, expected: Bool,
        present: String, absent: String
    ) -> (keyPath: String, reason: String)? {
        switch (link, expected) {
        case (nil, false): return nil
        case (nil, true): return (key, "The page \(absent)")
        case (.some, false): return (key, "The page \(present)")
        case (let link?, true):
            guard let url = URL(string: link), ["http", "https"].contains(url.scheme?.lowercased() ?? ""),
                url.host?.isEmpty == false
            else {
                return (key, "The link '\(link)' is not an http(s) URL.")
            }
            return nil
        }
    }
}
