import PokeTables

/// Slug → position lookup over a generated perfect hash (see ``PokeTables/SlotTable``).
///
/// The generated table is decoded once, on first use, into plain arrays: the slots, the pilots
/// and each key's ``ShortSlug``. A slug Swift stores inline (every slug of 15 bytes or fewer that
/// an app decodes) is then found with no call and no loop: its two words are read from the
/// `String` value, hashed with two multiplies, sent to their one slot by the bucket's pilot and a
/// third multiply, and compared with that slot's key, two words against two. Any other string
/// takes ``position(ofAnyString:)``, which reads its UTF-8 once.
///
/// The tables are buffers this index owns and never changes after `init`, which checks that
/// every slot names a key; so a lookup reads them without bounds checks (`@unchecked Sendable`:
/// immutable after `init`).
/// - Complexity: O(1); no allocation, except ``position(ofCaseInsensitive:)`` for a slug with
///   upper-case letters, which lower-cases a copy.
@usableFromInline
final class SlugIndex: @unchecked Sendable {
    let slugs: PackedStrings
    /// The generator's hash seed for this table.
    @usableFromInline let seed: UInt64
    /// The key position in each slot; 0 for an empty slot.
    @usableFromInline let slots: UnsafeMutableBufferPointer<UInt16>
    @usableFromInline let slotShift: UInt64
    /// One pilot per bucket; a key's bucket is its hash's low bits.
    @usableFromInline let pilots: UnsafeMutableBufferPointer<UInt16>
    @usableFromInline let bucketMask: UInt32
    /// Each key's short form, by position; ``ShortSlug/unmatchable`` for a key over 15 bytes
    /// (and as the only entry when there are no keys, so slot 0 always has a key to compare).
    @usableFromInline let shortKeys: UnsafeMutableBufferPointer<ShortSlug>
    /// Whether ``ShortSlug/init(smallString:)`` reads this process's strings correctly.
    @usableFromInline let readsSmallStrings: Bool
    /// The number of keys.
    let count: Int

    init(_ keys: GeneratedKeys) {
        let (slugs, slots, pilots, seed) = (keys.slugs, keys.slots, keys.pilots, keys.seed)
        precondition(slots.count >= 2 && slots.count.nonzeroBitCount == 1 && pilots.count.nonzeroBitCount == 1,
                     "generated slot counts are powers of two from 2, pilot counts powers of two")
        self.slugs = slugs
        self.seed = seed
        count = slugs.count
        let keys = (0..<slugs.count).map { ShortSlug(slugs.utf8(at: $0)) ?? .unmatchable }
        shortKeys = .allocate(capacity: max(keys.count, 1))
        _ = shortKeys.initialize(from: keys.isEmpty ? [.unmatchable] : keys)
        self.slots = .allocate(capacity: slots.count)
        let keyCount = max(keys.count, 1)
        _ = self.slots.initialize(from: (0..<slots.count).map { slot in
            let position = slots[slot]
            precondition(position < keyCount, "generated slot \(slot) names key \(position) of \(keyCount)")
            return UInt16(position)
        })
        slotShift = UInt64(64 - slots.count.trailingZeroBitCount)
        self.pilots = .allocate(capacity: pilots.count)
        _ = self.pilots.initialize(from: (0..<pilots.count).map { UInt16(pilots[$0]) })
        bucketMask = UInt32(pilots.count - 1)
        readsSmallStrings = SlugIndex.smallStringLayoutIsKnown
    }

    deinit {
        shortKeys.deallocate()
        slots.deallocate()
        pilots.deallocate()
    }

    /// Checked once per process (see ``PokeTables/ShortSlug/smallStringLayoutIsKnown()``).
    private static let smallStringLayoutIsKnown = ShortSlug.smallStringLayoutIsKnown()

    static let species = SlugIndex(GeneratedTables.speciesKeys)
    static let types = SlugIndex(GeneratedTables.typeKeys)
    static let labels = SlugIndex(GeneratedTables.uiKeys)
    static let pokemon = SlugIndex(GeneratedTables.pokemonKeys)

    /// The position of `slug` among ``slugs``, or `nil`.
    @inlinable @inline(__always)
    func position(of slug: String) -> Int? {
        if let short = inlineShortForm(of: slug) { return position(of: short) }
        return position(ofAnyString: slug)
    }

    /// The short form of a string Swift stores inline, read from the value; `nil` for any other.
    @inlinable @inline(__always)
    func inlineShortForm(of slug: String) -> ShortSlug? {
        readsSmallStrings ? ShortSlug(smallString: slug) : nil
    }

    /// The slot a hash belongs in; always in range (the shift leaves log2(slot count) bits).
    @inlinable @inline(__always)
    func slot(ofHash hash: UInt32) -> Int {
        SlugHash.slot(hash: hash, pilot: pilots[Int(hash & bucketMask)], shift: slotShift)
    }

    /// The position of a key's short form, or `nil`.
    @inlinable @inline(__always)
    func position(of short: ShortSlug) -> Int? {
        let position = Int(slots[slot(ofHash: SlugHash.hash(short, seed: seed))])
        let key = shortKeys[position]
        // One comparison of both words, so a lookup takes one branch whatever the slug.
        return (key.low ^ short.low) | (key.high ^ short.high) == 0 ? position : nil
    }

    /// The position of any string, stored inline or not, short or long.
    @usableFromInline
    func position(ofAnyString slug: String) -> Int? {
        var copy = slug
        return copy.withUTF8 { bytes in
            if let short = ShortSlug(bytes) { return position(of: short) }
            guard count > 0 else { return nil }
            let position = Int(slots[slot(ofHash: SlugHash.hash(bytes, seed: seed))])
            return slugs.utf8(at: position).elementsEqual(bytes) ? position : nil
        }
    }

    /// Like ``position(of:)``, but also accepts a slug typed in upper case (`Pikachu`).
    func position(ofCaseInsensitive slug: String) -> Int? {
        if let position = position(of: slug) { return position }
        return lowercasedPosition(of: slug)
    }

    /// The position of a slug with upper-case letters, lower-cased; `nil` for one without.
    private func lowercasedPosition(of slug: String) -> Int? {
        guard slug.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return nil }
        return position(of: slug.lowercased())
    }

    /// The slug at a position.
    func slug(at position: Int) -> String { slugs.string(at: position) }
}
