import PokeTables

/// Slug → position lookup over a perfect hash (see ``PokeTables/SlotTable``).
///
/// A slug of at most 15 UTF-8 bytes (every species and type slug, most `/pokemon` slugs) is read
/// from the string's contiguous UTF-8 with a few loads (``ShortSlug``), hashed with two
/// multiplies, sent to its one slot by its bucket's pilot and a third multiply, and compared
/// with that slot's key, two words against two: no loop, no allocation. A longer slug (many move,
/// item and form keys) is hashed eight bytes at a time, sent to its slot the same way, and compared
/// with that slot's key a word at a time, also without allocating. A string without contiguous
/// UTF-8 (a bridged one) is copied first. Only when there is no perfect hash (over 65,534 keys)
/// do lookups take a dictionary, built the first time one is asked for.
/// ``position(ofCaseInsensitive:)`` looks a slug typed in upper case up again, lower-cased. Keys
/// are compared as UTF-8 bytes: a canonically equivalent spelling (NFD for NFC) is another key.
///
/// Immutable after `init` but for that dictionary, which a mutex guards; `init` checks that
/// every slot and pilot it is given is in range and that the generated table sends each key of
/// at most 15 bytes to its own slot (a longer key's is checked by the tests, which look every key
/// up), and computes a table otherwise.
/// - Complexity: O(1) for a slug of at most 15 bytes, O(n) in a longer one's length.
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
    /// Whether some key is over 15 bytes.
    @usableFromInline let hasLongKeys: Bool
    /// The UTF-8 bytes of every key over 15 bytes, one after another (empty when there are none).
    @usableFromInline let longKeyBytes: [UInt8]
    /// Where each key's bytes end in ``longKeyBytes``, by position, after a leading 0: key `i`'s
    /// are `longKeyEnds[i]..<longKeyEnds[i + 1]`, an empty range for a short key (empty when no
    /// key is long).
    @usableFromInline let longKeyEnds: [Int32]
    /// The keys in order.
    let slugs: KeyList
    /// Every key's position, for the lookups the perfect hash doesn't take; built on first use.
    private let positions = PThreadMutex<[String: Int]?>(nil)

    /// An index over `keys` (distinct), using `generated` when it is their perfect hash and
    /// computing one otherwise.
    init(keys: KeyList, generated: GeneratedKeys? = nil) {
        slugs = keys
        let short = keys.shortForms
        let table = generated.flatMap { Self.checked($0, keys: short) } ?? SlugHash.slots(for: keys.strings)
        // No perfect hash (only for more than 65,534 keys): every lookup takes the dictionary.
        hasPerfectHash = table != nil
        let slots = table?.slots ?? [0, 0]
        let pilots = table?.pilots ?? [0]
        seed = table?.seed ?? 0
        self.slots = slots
        slotShift = UInt64(64 - slots.count.trailingZeroBitCount)
        self.pilots = pilots
        bucketMask = UInt32(pilots.count - 1)
        shortKeys = table == nil || short.isEmpty ? [.unmatchable] : short
        hasLongKeys = table != nil && short.contains(.unmatchable)
        var longKeyBytes: [UInt8] = []
        var longKeyEnds: [Int32] = []
        if hasLongKeys {
            longKeyEnds.reserveCapacity(short.count + 1)
            longKeyEnds.append(0)
            for (position, form) in short.enumerated() {
                if form == .unmatchable { keys.appendUTF8(at: position, to: &longKeyBytes) }
                longKeyEnds.append(Int32(longKeyBytes.count))
            }
        }
        self.longKeyBytes = longKeyBytes
        self.longKeyEnds = longKeyEnds
    }

    /// The generated perfect hash, when it is well formed for these keys (given by their short
    /// forms) and sends each key of at most 15 bytes to the slot of its position.
    /// - Complexity: O(keys + slots).
    private static func checked(_ generated: GeneratedKeys, keys: [ShortSlug]) -> SlotTable? {
        let slots = generated.slots.values
        let pilots = generated.pilots.values
        guard slots.count >= 2, slots.count.nonzeroBitCount == 1, pilots.count.nonzeroBitCount == 1,
            slots.allSatisfy({ $0 < max(keys.count, 1) }), pilots.allSatisfy({ $0 <= Int(UInt16.max) })
        else { return nil }
        let table = SlotTable(seed: generated.seed, pilots: pilots.map(UInt16.init), slots: slots.map(UInt16.init))
        for (position, key) in keys.enumerated() where key != .unmatchable {
            guard table.slots[table.slot(of: key)] == position else { return nil }
        }
        return table
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
        // Both lookups inline, so no call comes between reading the index and using it.
        if case .some(let found) = slug.utf8.withContiguousStorageIfAvailable({ bytes in
            if let short = ShortSlug(bytes) { return position(of: short) }
            return position(ofLong: bytes)
        }) {
            // A miss is final when the perfect hash holds every key.
            return found ?? (hasPerfectHash ? nil : position(outOfLine: slug))
        }
        return position(outOfLine: slug)
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

    /// The position of a slug ``position(of:)`` doesn't read in place: one held in a string that
    /// isn't contiguous UTF-8, copied to look it up in the perfect hash, or any slug when there
    /// is no perfect hash.
    /// - Complexity: O(n) in the slug's length; without a perfect hash, after the first call,
    ///   which builds the dictionary (O(keys)).
    @usableFromInline
    func position(outOfLine slug: String) -> Int? {
        if hasPerfectHash {
            let bytes = Array(slug.utf8)
            return bytes.withUnsafeBufferPointer { ShortSlug($0).flatMap(position(of:)) ?? position(ofLong: $0) }
        }
        return positions.withLock { positions in
            if positions == nil {
                positions = Dictionary(slugs.strings.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
            }
            return positions?[slug]
        }
    }

    /// The perfect hash's position of UTF-8 bytes over 15 (`nil` for fewer, which
    /// ``position(of:)-(ShortSlug)`` looks up): the slot their hash and its bucket's pilot give,
    /// whose key is then compared eight bytes at a time. - Complexity: O(n) in the number of bytes.
    @inlinable @inline(__always)
    func position(ofLong bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let count = bytes.count
        guard hasLongKeys, count > ShortSlug.maximumCount, let start = bytes.baseAddress else { return nil }
        let hash = SlugHash.hash(bytes, seed: seed)
        let position = Int(slots[SlugHash.slot(hash: hash, pilot: pilots[Int(hash & bucketMask)], shift: slotShift)])
        let keyStart = Int(longKeyEnds[position])
        guard Int(longKeyEnds[position &+ 1]) &- keyStart == count else { return nil }
        let equal = longKeyBytes.withUnsafeBytes { keys in
            let key = keys.baseAddress! + keyStart
            let slug = UnsafeRawPointer(start)
            var offset = 0
            // Whole words, then the last eight bytes read where they end (there are over 15).
            while offset &+ 8 < count {
                guard
                    key.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        == slug.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                else { return false }
                offset &+= 8
            }
            return key.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
                == slug.loadUnaligned(fromByteOffset: count &- 8, as: UInt64.self)
        }
        return equal ? position : nil
    }

    /// Like ``position(of:)``, but also accepts a slug typed in upper case (`Pikachu`).
    func position(ofCaseInsensitive slug: String) -> Int? {
        if let position = position(of: slug) { return position }
        guard slug.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return nil }
        return position(of: slug.lowercased())
    }
}
