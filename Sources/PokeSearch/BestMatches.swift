/// The best match so far for each species of one search, and the order to report them in.
///
/// Species are dense slots (0…n in National Pokédex order), so keeping the best is an array
/// write rather than a dictionary update: a one-letter prefix offers over a thousand names.
struct BestMatches {
    /// Per slot: 0 for none, else `(rank + 1) << 32 | name`, so a smaller value is a better match
    /// and, at equal rank, the name earlier in the index.
    private var best: [UInt64]
    /// The slots with a match, in the order first offered.
    private(set) var slots: [Int32] = []

    init(slotCount: Int) {
        best = Array(repeating: 0, count: slotCount)
    }

    /// How many species have a match.
    var count: Int { slots.count }

    /// Keeps `name` as the match for `slot` if it beats the one kept.
    @inline(__always)
    mutating func offer(slot: Int32, name: Int32, rank: Int) {
        let candidate = UInt64(rank + 1) << 32 | UInt64(UInt32(name))
        let current = best[Int(slot)]
        if current == 0 {
            slots.append(slot)
            best[Int(slot)] = candidate
        } else if candidate < current {
            best[Int(slot)] = candidate
        }
    }

    /// The first `limit` matches as `(slot, name, rank)`: by rank, then slot (Pokédex order).
    /// - Complexity: O(m log m) for m matching species.
    func ranked(limit: Int) -> [(slot: Int, name: Int, rank: Int)] {
        let order = slots.map { UInt64(best[Int($0)] >> 32) << 32 | UInt64(UInt32($0)) }.sorted()
        return order.prefix(limit).map { packed in
            let slot = Int(UInt32(truncatingIfNeeded: packed))
            let kept = best[slot]
            return (slot, Int(UInt32(truncatingIfNeeded: kept)), Int(kept >> 32) - 1)
        }
    }
}
