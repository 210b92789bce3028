import PokeSearch
import PokeTables

/// The search screen's model: the text typed so far and its matches, best first.
struct BrowseSearch {
    private(set) var query = ""
    private(set) var results: [SearchResult] = []
    private(set) var cursor = 0
    private(set) var top = 0
    private let search = SpeciesSearch()
    /// The locale whose names the search prefers: the one browse shows.
    let preferred: LocaleTag?

    init(preferred: LocaleTag?) {
        self.preferred = preferred
    }

    /// The results shown for up to `limit` rows.
    mutating func type(_ scalar: Unicode.Scalar, limit: Int) {
        query.unicodeScalars.append(scalar)
        refresh(limit: limit)
    }

    mutating func deleteBackward(limit: Int) {
        guard !query.isEmpty else { return }
        query.unicodeScalars.removeLast()
        refresh(limit: limit)
    }

    mutating func clear(limit: Int) {
        query = ""
        refresh(limit: limit)
    }

    mutating func move(by delta: Int) {
        cursor = max(0, min(results.count - 1, cursor + delta))
    }

    mutating func scroll(height: Int) {
        if cursor < top { top = cursor }
        if cursor >= top + height { top = cursor - height + 1 }
        top = max(0, min(top, max(0, results.count - height)))
    }

    /// The result under the cursor.
    var selected: SearchResult? { results.indices.contains(cursor) ? results[cursor] : nil }

    /// Searches again for the query, as the user types: every language's names, prefixes,
    /// Korean initial consonants and typos (`SpeciesSearch`).
    mutating func refresh(limit: Int) {
        results = search.search(query, preferring: preferred, limit: max(1, limit))
        cursor = 0
        top = 0
    }
}
