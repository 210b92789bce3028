/// What a user most likely meant to type: the one "did you mean" rule of every command line in
/// the package, for options and subcommands and for loccheck's table keys and placeholders.
///
/// A word may be a few edits from what was meant, insertions, deletions, substitutions and
/// swaps of two neighbours counting one each; short words fewer (see ``allowedEdits(forLength:)``),
/// so `-x` suggests nothing. Only the nearest candidates count.
package enum Spelling {
    /// How many edits from a candidate a word of `length` characters may be: 1 up to 4
    /// characters, 2 beyond. Leading dashes of an option don't count (`--lst` is 3 long).
    package static func allowedEdits(forLength length: Int) -> Int {
        length <= 4 ? 1 : 2
    }

    /// Every candidate nearest to `word` within the allowed edits, in the candidates' order;
    /// empty when none is that close.
    /// - Complexity: O(c · n · m) for c candidates of length m and a word of length n, less
    ///   where a candidate's length alone puts it out of reach.
    package static func nearest(to word: String, among candidates: some Sequence<String>) -> [String] {
        let typed = Array(word.unicodeScalars)
        let limit = allowedEdits(forLength: typed.count - typed.prefix { $0 == "-" }.count)
        var best: [String] = []
        var bestDistance = limit + 1
        for candidate in candidates {
            let scalars = Array(candidate.unicodeScalars)
            guard abs(scalars.count - typed.count) <= min(limit, bestDistance) else { continue }
            let distance = distance(typed, scalars, limit: limit)
            if distance < bestDistance {
                best = [candidate]
                bestDistance = distance
            } else if distance == bestDistance {
                best.append(candidate)
            }
        }
        return bestDistance <= limit ? best : []
    }

    /// The one candidate nearest to `word` within the allowed edits; nil when none is that close
    /// or two are equally close, so a tool that acts on it (`loccheck fix`) never guesses.
    package static func suggestion(for word: String, among candidates: some Sequence<String>) -> String? {
        let nearest = nearest(to: word, among: candidates)
        return nearest.count == 1 ? nearest[0] : nil
    }

    /// " Did you mean 'x'?", " Did you mean 'x' or 'y'?", or "" when nothing is close; the
    /// quote is ' for options and subcommands, ` for keys.
    package static func didYouMean(_ word: String, among candidates: some Sequence<String>, quote: Character = "'") -> String {
        let nearest = nearest(to: word, among: candidates).prefix(3).map { "\(quote)\($0)\(quote)" }
        guard !nearest.isEmpty else { return "" }
        return " Did you mean \(EnglishList.joined(nearest, "or"))?"
    }

    /// Optimal string alignment distance (Levenshtein plus swaps of adjacent scalars); stops
    /// early and answers something above `limit` once every alignment is past it.
    /// - Complexity: O(n · m) time, O(m) space, on the stack (no allocation per call: the
    ///   suggestions of a large file call it for every candidate of every key).
    package static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        let width = b.count + 1
        return withUnsafeTemporaryAllocation(of: Int.self, capacity: width * 3) { rows in
            // Three rows of the table, rotated by offset: the one before last, the last, the new one.
            var (previousPrevious, previous, current) = (0, width, 2 * width)
            for j in 0...b.count {
                rows[previousPrevious + j] = 0
                rows[previous + j] = j
            }
            for i in 1...a.count {
                rows[current] = i
                var rowMinimum = i
                for j in 1...b.count {
                    let cost = a[i - 1] == b[j - 1] ? 0 : 1
                    var value = min(rows[previous + j] + 1, rows[current + j - 1] + 1, rows[previous + j - 1] + cost)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                        value = min(value, rows[previousPrevious + j - 2] + 1)
                    }
                    rows[current + j] = value
                    rowMinimum = min(rowMinimum, value)
                }
                if rowMinimum > limit { return rowMinimum }
                (previousPrevious, previous, current) = (previous, current, previousPrevious)
            }
            return rows[previous + b.count]
        }
    }
}
