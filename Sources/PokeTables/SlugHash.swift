/// The hash that generated slug tables are built with and looked up by.
///
/// A key of at most 15 bytes (every species and type slug) is hashed from its ``ShortSlug``
/// words with two multiplies and no branch on its length; a longer one (some `/pokemon` form
/// slugs) a word at a time. The value is the same at generation time and at run time on every
/// platform (unlike `Hasher`, which is seeded per process), and each table's seed is chosen by
/// the generator (``slots(for:)``).
@usableFromInline
package enum SlugHash {
    /// Hashes a short key's words.
    /// - Complexity: O(1): two multiplies.
    @inlinable @inline(__always)
    package static func hash(_ slug: ShortSlug, seed: UInt64) -> UInt32 {
        var hash = (slug.low ^ seed) &* 0xFF51_AFD7_ED55_8CCD
        hash = (hash ^ (hash &>> 32) ^ slug.high) &* 0xC4CE_B9FE_1A85_EC53
        return finish(hash)
    }

    /// Hashes UTF-8 bytes: through ``ShortSlug`` when there are at most 15, else eight at a time.
    /// - Complexity: O(n) in the number of bytes.
    @inlinable
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>, seed: UInt64) -> UInt32 {
        if let slug = ShortSlug(bytes) { return hash(slug, seed: seed) }
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        let count = bytes.count
        var hash = seed ^ UInt64(truncatingIfNeeded: count) &* 0x9E37_79B9_7F4A_7C15
        var offset = 0
        while offset &+ 8 < count {
            hash = (hash ^ UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))) &* 0xFF51_AFD7_ED55_8CCD
            hash ^= hash &>> 32
            offset &+= 8
        }
        let last = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self))
        hash = (hash ^ last) &* 0xC4CE_B9FE_1A85_EC53
        return finish(hash)
    }

    @inlinable @inline(__always)
    static func finish(_ hash: UInt64) -> UInt32 {
        UInt32(truncatingIfNeeded: hash ^ (hash &>> 29))
    }

    /// Hashes a string's UTF-8 form, without copying it when it is stored contiguously.
    package static func hash(_ string: String, seed: UInt64) -> UInt32 {
        if let hash = string.utf8.withContiguousStorageIfAvailable({ hash($0, seed: seed) }) { return hash }
        return Array(string.utf8).withUnsafeBufferPointer { hash($0, seed: seed) }
    }

    /// The slot of a key in a ``SlotTable``: its hash and its bucket's pilot, mixed by one
    /// multiply, top bits. - Complexity: O(1).
    @inlinable @inline(__always)
    package static func slot(hash: UInt32, pilot: UInt16, shift: UInt64) -> Int {
        Int(truncatingIfNeeded: ((UInt64(pilot) &<< 32 | UInt64(hash)) &* 0x9E37_79B9_7F4A_7C15) &>> shift)
    }

    /// The most keys a ``SlotTable`` holds: positions are 16-bit.
    package static let maximumKeyCount = Int(UInt16.max) - 1

    /// A perfect hash for keys (see ``SlotTable``). Deterministic: the same keys give the same table.
    ///
    /// `nil` when there are more than ``maximumKeyCount`` keys, or when no seed below 1,024 gives
    /// every key a slot of its own, which happens when two keys are the same: callers pass
    /// distinct keys and report a `nil` as an error rather than trap on it.
    /// - Complexity: O(n) expected for n distinct keys: each bucket of about four keys tries pilots
    ///   until its keys land in free slots, which takes a few tries while the table is at most ⅔
    ///   full. Duplicate keys make every seed fail, so check for them first (O(n) with a set).
    package static func slots(for keys: [String]) -> SlotTable? {
        guard keys.count <= maximumKeyCount, Set(keys).count == keys.count else { return nil }
        var slotBits = 1  // at least two slots, so the slot shift stays below 64
        while 1 << slotBits < keys.count + keys.count / 2 { slotBits += 1 }
        var bucketBits = 0
        while 1 << bucketBits < keys.count / 4 { bucketBits += 1 }
        for seed in UInt64(0)..<1024 {
            if let table = SlotTable(keys: keys, seed: seed, slotBits: slotBits, bucketBits: bucketBits) { return table }
        }
        return nil
    }
}

/// A generated perfect hash: every key has a slot of its own, so a lookup hashes once, reads its
/// bucket's pilot, reads one slot and compares one key, with no probing and no branch on the way.
///
/// Hash-and-displace, as in PTHash: a key's hash picks its bucket (the low bits) and, mixed with
/// the bucket's pilot, its slot (``SlugHash/slot(hash:pilot:shift:)``). The generator gives each
/// bucket, largest first, the smallest pilot that sends all of its keys to free slots. Slots hold
/// key positions; an empty slot holds 0, and the comparison with key 0 rejects a stranger there.
package struct SlotTable: Equatable, Sendable {
    /// The hash seed (``SlugHash/hash(_:seed:)-(ShortSlug,_)``).
    package let seed: UInt64
    /// One pilot per bucket; a power-of-two count.
    package let pilots: [UInt16]
    /// The position of the key in each slot, 0 when empty; a power-of-two count, at least 2.
    package let slots: [UInt16]

    /// `64 - log2(slots.count)`: the shift that gives a slot from the mixed hash.
    package var slotShift: UInt64 { UInt64(64 - slots.count.trailingZeroBitCount) }

    /// The slot a key of at most 15 bytes hashes to: the slot a lookup of it compares, which
    /// `SlugIndex.position(of:)` works out the same way, inline.
    package func slot(of key: ShortSlug) -> Int {
        let hash = SlugHash.hash(key, seed: seed)
        return SlugHash.slot(hash: hash, pilot: pilots[Int(hash) & (pilots.count - 1)], shift: slotShift)
    }

    /// A table as generated code spells it; the caller checks that the counts are powers of two.
    package init(seed: UInt64, pilots: [UInt16], slots: [UInt16]) {
        self.seed = seed
        self.pilots = pilots
        self.slots = slots
    }

    init?(keys: [String], seed: UInt64, slotBits: Int, bucketBits: Int) {
        let hashes = keys.map { SlugHash.hash($0, seed: seed) }
        let bucketMask = (1 << bucketBits) - 1
        var members = [[Int]](repeating: [], count: 1 << bucketBits)
        for (index, hash) in hashes.enumerated() { members[Int(hash) & bucketMask].append(index) }
        let order = members.indices.sorted { (members[$0].count, $1) > (members[$1].count, $0) }
        var pilots = [UInt16](repeating: 0, count: 1 << bucketBits)
        var taken = [Bool](repeating: false, count: 1 << slotBits)
        var slots = [UInt16](repeating: 0, count: 1 << slotBits)
        let shift = UInt64(64 - slotBits)
        var chosen: [Int] = []
        for bucket in order where !members[bucket].isEmpty {
            var found = false
            for pilot in UInt16(0)..<UInt16.max {
                chosen.removeAll(keepingCapacity: true)
                for key in members[bucket] {
                    let slot = SlugHash.slot(hash: hashes[key], pilot: pilot, shift: shift)
                    if taken[slot] || chosen.contains(slot) { break }
                    chosen.append(slot)
                }
                guard chosen.count == members[bucket].count else { continue }
                for (key, slot) in zip(members[bucket], chosen) {
                    taken[slot] = true
                    slots[slot] = UInt16(key)
                }
                pilots[bucket] = pilot
                found = true
                break
            }
            if !found { return nil }
        }
        self.seed = seed
        self.pilots = pilots
        self.slots = slots
    }
}
