import PokeTables

/// A species a search found, with the name that matched and how.
public struct SearchResult: Hashable, Sendable {
    /// How a name matched a query; earlier cases rank first.
    public enum Match: Hashable, Sendable, Comparable {
        /// The whole name, once both are normalized (``SearchKey``).
        case exact
        /// The name starts with the query, or with a Korean query as it is being typed (`고랖`
        /// for `고라파덕`, the final ㅍ still waiting for its vowel).
        case prefix
        /// Korean initial consonants: `ㄱㄹㅍㄷ` (or `고ㄹ`) finds `고라파덕`.
        case initialConsonants
        /// Within `distance` edits (insertions, deletions, substitutions, transpositions) of the name.
        case typo(distance: Int)
    }

    /// The National Pokédex number of the species.
    public let speciesID: Int
    /// The name that matched; when several did, the best match, then the first in index order.
    public let name: SearchableName
    /// How the name matched the query.
    public let match: Match

    /// The matched name as its table writes it: `Psykokwak`.
    public var matchedName: String { name.text }
    /// The locale of the matched name; `nil` when a slug matched.
    public var locale: LocaleTag? { name.locale }

    /// A result for species `speciesID`, found by `name`.
    public init(speciesID: Int, name: SearchableName, match: Match) {
        self.speciesID = speciesID
        self.name = name
        self.match = match
    }
}

extension SearchResult.Match {
    /// The rank order as one number, for sorting: exact 0, prefix 1, initial consonants 2, typo 3 + distance.
    var rank: Int {
        switch self {
        case .exact: 0
        case .prefix: 1
        case .initialConsonants: 2
        case .typo(let distance): 3 + distance
        }
    }

    init(rank: Int) {
        switch rank {
        case 0: self = .exact
        case 1: self = .prefix
        case 2: self = .initialConsonants
        default: self = .typo(distance: rank - 3)
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
