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
        /// A romanization of the name, whole or its start: `kedaya` for 可达鸭, `gorapa` for 고라파덕.
        case romanization
        /// Korean initial consonants: `ㄱㄹㅍㄷ` (or `고ㄹ`) finds `고라파덕`.
        case initialConsonants
        /// Within `distance` edits (insertions, deletions, substitutions, transpositions) of the
        /// name: of letters, Hangul jamo or kana readings (see docs/search.md, "Ranking"). A prefix
        /// that runs into the next word of a name without the separator counts as one edit.
        case typo(distance: Int)
    }

    /// The National Pokédex number of the species.
    public let speciesID: Int
    /// The name that matched; when several did, the best match, then the first in index order.
    public let name: SearchableName
    /// How the name matched the query.
    public let match: Match
    /// How much of the matched key the query covered, from 0 to 1 (1 for an exact match): the
    /// tie-break between matches of one rank.
    public let coverage: Double

    /// The matched name as its table writes it: `Psykokwak`.
    public var matchedName: String { name.text }
    /// The locale of the matched name; `nil` when a slug matched.
    public var locale: LocaleTag? { name.locale }
    /// The matched name's ``SearchKey``, which the query was compared with: `psykokwak`.
    /// - Complexity: O(n) in the name's length: it normalizes the name again (for explanations
    ///   and bug reports, not for every result).
    public var matchedKey: String { SearchKey.normalize(name.text) }

    /// A result for species `speciesID`, found by `name`.
    public init(speciesID: Int, name: SearchableName, match: Match, coverage: Double = 1) {
        self.speciesID = speciesID
        self.name = name
        self.match = match
        self.coverage = coverage
    }
}

extension SearchResult.Match {
    /// The rank order as one number, for sorting (see ``MatchRank``).
    var rank: Int {
        switch self {
        case .exact: MatchRank.exact
        case .prefix: MatchRank.prefix
        case .romanization: MatchRank.romanization
        case .initialConsonants: MatchRank.initialConsonants
        case .typo(let distance): MatchRank.typo + distance
        }
    }

    init(rank: Int) {
        switch rank {
        case MatchRank.exact: self = .exact
        case MatchRank.prefix: self = .prefix
        case MatchRank.romanization: self = .romanization
        case MatchRank.initialConsonants: self = .initialConsonants
        default: self = .typo(distance: rank - MatchRank.typo)
        }
    }

    /// Whether `lhs` ranks before `rhs`: exact, prefix, romanization, initial consonants, then
    /// typos by distance.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }
}
