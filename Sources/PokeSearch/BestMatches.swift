/// The best match so far for each species of one search, and the order to report them in.
///
/// Species are dense slots (0…n in National Pokédex order), so keeping the best is an array
/// write rather than a dictionary update: a one-letter prefix offers over a thousand names.
///
/// A match is packed into one integer, smaller is better: the rank it sorts by (exact, prefix,
/// romanization, initial consonants, typo + distance; a romanization of the preferred language
/// sorts as a name in it, ``LocalePreference/sortRank(_:tier:covered:)``), then how near its
/// locale is to the preferred one (``LocalePreference``), then the share of the name it left
/// unmatched, then its own rank, then the name's place in the search's order (``NameRef``). A
/// slot keeps the best match of a species' own names (species names, species slugs,
/// romanizations) apart from the best of its forms', and reports a form only when none of its
/// own names matched: a form never outranks its species for a query that names the species
/// (`pikachuu` is Pikachu, not Pikachu (Unova Cap)).
struct BestMatches {
    /// Per slot: 0 for none, else the packed match of the species' own names, and of its forms'.
    private var own: [UInt64]
    private var forms: [UInt64]
    /// The slots with a match, in the order first offered.
    private(set) var slots: [Int32] = []

    init(slotCount: Int) {
        own = Array(repeating: 0, count: slotCount)
        forms = Array(repeating: 0, count: slotCount)
    }

    /// How many species have a match.
    var count: Int { slots.count }

    /// The packed form of a match: the rank it sorts by (6 bits), its locale's tier (2 bits), the
    /// unmatched share (14 bits), its rank (6 bits), name (32 bits + 1).
    @inline(__always)
    static func pack(order: Int, tier: Int, unmatched: Int, rank: Int, name: NameRef) -> UInt64 {
        UInt64(min(order, 63)) << 55 | UInt64(min(tier, 3)) << 53 | UInt64(min(unmatched, 0x3FFF)) << 39
            | UInt64(min(rank, 63)) << 33 | (UInt64(name.packed) + 1)
    }

    /// Keeps the match for `slot` if it beats the one kept for the same kind of name.
    @inline(__always)
    mutating func offer(slot: Int32, name: NameRef, isForm: Bool, order: Int, tier: Int, rank: Int, unmatched: Int) {
        let candidate = Self.pack(order: order, tier: tier, unmatched: unmatched, rank: rank, name: name)
        let index = Int(slot)
        if own[index] == 0 && forms[index] == 0 { slots.append(slot) }
        if isForm {
            if forms[index] == 0 || candidate < forms[index] { forms[index] = candidate }
        } else if own[index] == 0 || candidate < own[index] {
            own[index] = candidate
        }
    }

    /// The match a slot reports: its own names' if any matched, else its forms'.
    @inline(__always)
    private func reported(_ slot: Int) -> UInt64 { own[slot] != 0 ? own[slot] : forms[slot] }

    /// The first `limit` matches as `(slot, name, rank, unmatched)`: by the rank they sort by, then
    /// their locale's tier, then unmatched share, then slot (Pokédex order).
    /// - Complexity: O(m log m) for m matching species.
    func ranked(limit: Int) -> [(slot: Int, name: NameRef, rank: Int, unmatched: Int)] {
        let order = slots.map { slot in (reported(Int(slot)) >> 33, slot) }.sorted { $0 < $1 }
        return order.prefix(limit).map { _, slot in
            let kept = reported(Int(slot))
            return (
                Int(slot), NameRef(packed: UInt32(truncatingIfNeeded: (kept & 0x1_FFFF_FFFF) - 1)),
                Int(kept >> 33 & 0x3F), Int(kept >> 39 & 0x3FFF)
            )
        }
    }
}

/// A name of a search: the shard that holds it (in the search's order) and its place there.
struct NameRef: Hashable {
    let shard: Int
    let index: Int

    init(shard: Int, index: Int) {
        self.shard = shard
        self.index = index
    }

    /// Shard in the high 12 bits, index in the low 20: earlier shards and names sort first.
    init(packed: UInt32) {
        shard = Int(packed >> 20)
        index = Int(packed & 0xF_FFFF)
    }

    var packed: UInt32 { UInt32(shard) << 20 | UInt32(index) }
}
