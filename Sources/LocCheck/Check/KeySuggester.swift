import Foundation

/// Suggests the API slug a hand-written key most likely meant: `nidoran♀` → `nidoran-f`,
/// `mr. mime` → `mr-mime`, `farfetch'd` → `farfetchd`, `rookiedee` → `rookidee`.
struct KeySuggester {
    private let slugs: Set<String>
    private let sortedSlugs: [String]

    init(slugs: [String]) {
        self.slugs = Set(slugs)
        self.sortedSlugs = slugs.sorted()
    }

    /// The one slug the key most likely meant, or `nil` when none is close or two are equally close.
    func suggestion(for key: String) -> String? {
        let slug = Self.slugified(key)
        if slugs.contains(slug) { return slug }
        let limit = slug.count <= 4 ? 1 : 2
        var best: (slug: String, distance: Int)? = nil
        var tie = false
        let query = Array(slug.unicodeScalars)
        for candidate in sortedSlugs where abs(candidate.unicodeScalars.count - query.count) <= limit {
            let distance = Self.editDistance(query, Array(candidate.unicodeScalars), limit: limit)
            guard distance <= limit else { continue }
            if best == nil || distance < best!.distance {
                best = (candidate, distance)
                tie = false
            } else if distance == best!.distance {
                tie = true
            }
        }
        return tie ? nil : best?.slug
    }

    /// The key written as PokeAPI writes slugs: lower case, ASCII, `-` between words,
    /// ♀/♂ as `-f`/`-m`, apostrophes, periods and colons dropped.
    static func slugified(_ key: String) -> String {
        let folded = key.replacingOccurrences(of: "♀", with: "-f").replacingOccurrences(of: "♂", with: "-m")
            .folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: nil)
        var slug = ""
        for scalar in folded.unicodeScalars {
            switch scalar {
            case "'", "’", ".", ":": continue
            case " ", "_", "-": if !slug.isEmpty, slug.last != "-" { slug.append("-") }
            default: slug.unicodeScalars.append(scalar)
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }

    /// Optimal string alignment distance (Levenshtein plus adjacent transpositions), stopping early past `limit`.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int {
        if a.isEmpty || b.isEmpty { return max(a.count, b.count) }
        var previousPrevious = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            var rowMinimum = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                var value = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    value = min(value, previousPrevious[j - 2] + 1)
                }
                current[j] = value
                rowMinimum = min(rowMinimum, value)
            }
            if rowMinimum > limit { return rowMinimum }
            (previousPrevious, previous, current) = (previous, current, previousPrevious)
        }
        return previous[b.count]
    }
}
