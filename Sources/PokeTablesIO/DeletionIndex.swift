import PokeCommandLine
import PokeTables

/// The slugs within a few edits of a word, found without comparing the word with every slug.
///
/// Two words within `d` edits (insertions, deletions, substitutions, swaps of neighbours:
/// ``PokeCommandLine/Spelling/distance(_:_:limit:)``) have a common subsequence that each reaches
/// by deleting at most `d` scalars: every edit costs at most one deletion on each side. So the
/// index keeps, for every slug, the hash of each string its deletions of up to
/// ``maximumEdits`` scalars make (SymSpell's idea); a word looks up its own deletions, and only
/// the slugs found there are measured exactly. A hash that collides only adds a candidate to
/// measure, never loses one.
struct DeletionIndex: Sendable {
    /// The most edits an index answers for: ``PokeCommandLine/Spelling/allowedEdits(forLength:)``'s largest.
    static let maximumEdits = 2

    /// The slugs, as scalars, in the order given.
    private let slugs: [[Unicode.Scalar]]
    /// The positions in ``slugs`` of the slugs that reach each deletion, by its hash.
    private let positions: [UInt64: [Int32]]

    /// - Complexity: O(n · k²) for n slugs of k scalars; made once per key list, on the first
    ///   unknown key.
    init(slugs: [String]) {
        let scalars = slugs.map { Array($0.unicodeScalars) }
        var positions: [UInt64: [Int32]] = [:]
        for (position, slug) in scalars.enumerated() {
            for hash in Self.deletionHashes(of: slug, upTo: Self.maximumEdits) {
                positions[hash, default: []].append(Int32(position))
            }
        }
        self.slugs = scalars
        self.positions = positions
    }

    /// Every slug nearest to `word` within `limit` edits (at most ``maximumEdits``), in the
    /// order the slugs were given; empty when none is that close. The same answer as
    /// ``PokeCommandLine/Spelling/nearest(to:among:)`` over every slug.
    /// - Complexity: O(k^limit) lookups for a word of k scalars, then one distance per slug found.
    func nearest(to word: [Unicode.Scalar], limit: Int) -> [String] {
        let limit = min(limit, Self.maximumEdits)
        var candidates = Set<Int32>()
        for hash in Self.deletionHashes(of: word, upTo: limit) {
            if let found = positions[hash] { candidates.formUnion(found) }
        }
        var best: [Int32] = []
        var bestDistance = limit + 1
        for position in candidates {
            let slug = slugs[Int(position)]
            guard abs(slug.count - word.count) <= min(limit, bestDistance) else { continue }
            let distance = Spelling.distance(word, slug, limit: limit)
            if distance < bestDistance {
                best = [position]
                bestDistance = distance
            } else if distance == bestDistance {
                best.append(position)
            }
        }
        guard bestDistance <= limit else { return [] }
        return best.sorted().map { String(String.UnicodeScalarView(slugs[Int($0)])) }
    }

    /// The hashes of `scalars` with every choice of at most `limit` of them deleted, itself included.
    static func deletionHashes(of scalars: [Unicode.Scalar], upTo limit: Int) -> Set<UInt64> {
        var hashes: Set<UInt64> = []
        var seen: Set<[Unicode.Scalar]> = [scalars]
        var level: [[Unicode.Scalar]] = [scalars]
        hashes.insert(hash(scalars))
        for _ in 0..<limit {
            var next: [[Unicode.Scalar]] = []
            for string in level where !string.isEmpty {
                for index in string.indices {
                    var shorter = string
                    shorter.remove(at: index)
                    if seen.insert(shorter).inserted {
                        hashes.insert(hash(shorter))
                        next.append(shorter)
                    }
                }
            }
            level = next
        }
        return hashes
    }

    /// ``PokeTables/FNV1a`` over the scalars' values, four bytes each.
    private static func hash(_ scalars: [Unicode.Scalar]) -> UInt64 {
        var hash = FNV1a()
        for scalar in scalars {
            let value = scalar.value
            hash.add([UInt8(value & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value >> 16 & 0xFF), UInt8(value >> 24)])
        }
        return hash.value
    }
}
