import PokeTables

/// Slug → position lookup over a perfect hash (see ``PokeTables/SlotTable``).
///
/// A slug of at most 15 UTF-8 bytes (every species and type slug, most `/pokemon` slugs) is read
/// from the string's contiguous UTF-8 with a few loads (``ShortSlug``), hashed with two
/// multiplies, sent to its one slot by its bucket's pilot and a third multiply, and compared
/// with that slot's key, two words against two: no loop, no allocation. Longer slugs and strings
/// without contiguous UTF-8 take a dictionary, built the first time one is asked for;
/// ``position(ofCaseInsensitive:)`` looks a slug typed in upper case up again, lower-cased.
///
/// Immutable after `init` but for that dictionary, which a mutex guards; `init` checks every
/// slot it is given.
/// - Complexity: O(1).
@usableFromInline
final class SlugIndex: Sendable {
    /// The hash seed of ``slots`` and ``pilots``.
    @usableFromInline let seed: UInt64
    /// The key position in each slot; 0 for an empty slot. A power-of-two count, at least 2.
    @usableFromInline let slots: [UInt16]
    @usableFromInline let slotShift: UInt64
    /// One pilot per bucket; a key's bucket is its hash's low bits.
    @usableFromInline let pilots: [UInt16]
    @usableFromInline let bucketMask: UInt32
    /// Each key's short form, by position; ``ShortSlug/unmatchable`` for a key over 15 bytes (and
    /// as the only entry when there are no keys, so slot 0 always has a key to compare).
    @usableFromInline let shortKeys: [ShortSlug]
    /// Whether the keys have a perfect hash; without one (over 65,534 keys) every lookup takes
    /// the dictionary.
    @usableFromInline let hasPerfectHash: Bool
    /// Whether some key is over 15 bytes (so only the dictionary finds it).
    let hasLongKeys: Bool
    /// The keys in order.
    let slugs: KeyList
    /// Every key's position, for the lookups the perfect hash doesn't take; built on first use.
    private let positions = PThreadMutex<[String: Int]?>(nil)

    /// An index over `keys` (distinct), using `generated` when it is their perfect hash and
    /// computing one otherwise.
    init(keys: KeyList, generated: GeneratedKeys? = nil) {
        slugs = keys
        let table = generated.flatMap { Self.checked($0, keyCount: keys.count) } ?? SlugHash.slots(for: keys.strings)
        // No perfect hash (only for more than 65,534 keys): every lookup takes the dictionary.
        hasPerfectHash = table != nil
        let slots = table?.slots ?? [0, 0]
        let pilots = table?.pilots ?? [0]
        seed = table?.seed ?? 0
        self.slots = slots
        slotShift = UInt64(64 - slots.count.trailingZeroBitCount)
        self.pilots = pilots
        bucketMask = UInt32(pilots.count - 1)
        let short = table == nil ? [] : keys.shortForms
        shortKeys = short.isEmpty ? [.unmatchable] : short
        hasLongKeys = short.contains(.unmatchable)
    }

    /// The generated perfect hash, when it is well formed for `keyCount` keys.
    private static func checked(_ generated: GeneratedKeys, keyCount: Int) -> SlotTable? {
        let slots = generated.slots.values
        let pilots = generated.pilots.values
        guard slots.count >= 2, slots.count.nonzeroBitCount == 1, pilots.count.nonzeroBitCount == 1,
            slots.allSatisfy({ $0 < max(keyCount, 1) }), pilots.allSatisfy({ $0 <= Int(UInt16.max) })
        else { return nil }
        return SlotTable(seed: generated.seed, pilots: pilots.map(UInt16.init), slots: slots.map(UInt16.init))
    }

    /// The number of keys.
    var count: Int { slugs.count }

    /// The slug at a position. - Complexity: O(length); decodes it.
    func slug(at position: Int) -> String { slugs[position] }

    /// The position of `slug` as written, or `nil`.
    /// - Complexity: O(1) for a slug of at most 15 bytes in a native string; otherwise O(n) in
    ///   its length.
    @inlinable @inline(__always)
    func position(of slug: String) -> Int? {
        // The closure captures nothing, so reading the bytes takes no reference to the index.
        if case .some(.some(let short)) = slug.utf8.withContiguousStorageIfAvailable({ ShortSlug($0) }) {
            // A miss is final when the perfect hash holds every short key.
            return position(of: short) ?? (hasPerfectHash ? nil : position(ofLongSlug: slug))
        }
        return position(ofLongSlug: slug)
    }

    /// The position of a key's short form, or `nil`.
    @inlinable @inline(__always)
    func position(of short: ShortSlug) -> Int? {
        let hash = SlugHash.hash(short, seed: seed)
        let slot = SlugHash.slot(hash: hash, pilot: pilots[Int(hash & bucketMask)], shift: slotShift)
        let position = Int(slots[slot])
        let key = shortKeys[position]
        // One comparison of both words, so a lookup takes one branch whatever the slug.
        return (key.low ^ short.low) | (key.high ^ short.high) == 0 ? position : nil
    }

    /// The position of a slug the perfect hash doesn't take: longer than 15 bytes, or held in a
    /// string that isn't contiguous UTF-8. - Complexity: O(n) in the slug's length, after the
    /// first call, which builds the dictionary (O(keys)).
    @usableFromInline
    func position(ofLongSlug slug: String) -> Int? {
        // Every key short and in the perfect hash: a longer slug is none of them (a `/pokemon`
        // slug asked of the species, say), and the dictionary need not be built.
        if hasPerfectHash && !hasLongKeys && slug.utf8.count > ShortSlug.maximumCount { return nil }
        return positions.withLock { positions in
            if positions == nil {
                positions = Dictionary(slugs.strings.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            }
            return positions?[slug]
        }
    }

    /// Like ``position(of:)``, but also accepts a slug typed in upper case (`Pikachu`).
    func position(ofCaseInsensitive slug: String) -> Int? {
        if let position = position(of: slug) { return position }
        guard slug.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return nil }
        return position(of: slug.lowercased())
    }
}
