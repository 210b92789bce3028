/// A query prepared once for every shard: its key as bytes and scalars, and where its words met.
struct SearchQuery {
    let key: String
    let bytes: [UInt8]
    let scalars: String.UnicodeScalarView
    let scalarCount: Int
    /// UTF-8 offsets in the key where the user typed a space or punctuation between words.
    let boundaries: [Int]

    init(_ text: String) {
        (key, boundaries) = SearchKey.normalizeWithBoundaries(text)
        bytes = Array(key.utf8)
        scalars = key.unicodeScalars
        scalarCount = scalars.count
    }
}

/// The ranks of ``SearchResult/Match``, as numbers: smaller is better.
enum MatchRank {
    static let exact = 0
    static let prefix = 1
    static let romanization = 2
    static let initialConsonants = 3
    /// A typo of `distance` edits ranks `typo + distance`.
    static let typo = 4

    /// The unmatched share of a name, in 1/16383: 0 when the query covers it all.
    @inline(__always)
    static func unmatched(matched: Int, of length: Int) -> Int {
        guard length > 0 else { return 0 }
        return (max(length - max(matched, 0), 0) * 0x3FFF) / length
    }
}
