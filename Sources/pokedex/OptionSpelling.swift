/// Finds the option or subcommand a user meant to type.
enum OptionSpelling {
    /// The candidate within two edits of `word` (insertions, deletions, substitutions), nearest
    /// first, ties to the earlier candidate; nil when none is that close.
    /// - Complexity: O(c · n · m) for c candidates of length m and a word of length n; all are short.
    static func closest(to word: String, among candidates: [String]) -> String? {
        let typed = Array(word.unicodeScalars)
        var best: (candidate: String, distance: Int)?
        for candidate in candidates {
            let distance = editDistance(typed, Array(candidate.unicodeScalars))
            if distance <= 2, distance < (best?.distance ?? .max) { best = (candidate, distance) }
        }
        return best?.candidate
    }

    /// Levenshtein distance over one row of the table at a time.
    static func editDistance(_ typed: [Unicode.Scalar], _ candidate: [Unicode.Scalar]) -> Int {
        var previous = Array(0...candidate.count)
        for (row, scalar) in typed.enumerated() {
            var current = [row + 1]
            for (column, other) in candidate.enumerated() {
                let substitution = previous[column] + (scalar == other ? 0 : 1)
                current.append(min(substitution, previous[column + 1] + 1, current[column] + 1))
            }
            previous = current
        }
        return previous[candidate.count]
    }
}
