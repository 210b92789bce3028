import PokeTables

/// Slug → position lookup over a generated slot table (see ``PokeTables/SlugHash/slots(for:)``).
///
/// The generated table is decoded once, on first use, into plain arrays: each slot keeps the
/// key's position and 16 more bits of its hash, so a probe that can't match is rejected without
/// touching the key's bytes.
/// - Complexity: one ``SlugHash`` of the slug and, on average, about one probe and one byte
///   comparison against constant data; no allocation for native strings.
@usableFromInline
final class SlugIndex: Sendable {
    @usableFromInline let slugs: PackedStrings
    /// `hash >> 16 << 16 | (position + 1)` per slot; 0 for an empty slot.
    @usableFromInline let slots: [UInt32]
    /// The start of each key's bytes, then the end of the last one.
    @usableFromInline let offsets: [Int32]
    @usableFromInline let mask: Int
    /// The number of keys.
    @usableFromInline let count: Int

    init(slugs: PackedStrings, slots generated: PackedIntegers) {
        self.slugs = slugs
        count = slugs.count
        offsets = (0...count).map { Int32(slugs.offsets[$0]) }
        slots = (0..<generated.count).map { slot in
            let entry = generated[slot]
            guard entry > 0 else { return 0 }
            return SlugHash.hash(slugs.utf8(at: entry - 1)) & 0xFFFF_0000 | UInt32(entry)
        }
        mask = generated.count - 1
    }

    @usableFromInline static let species = SlugIndex(slugs: GeneratedTables.speciesSlugs, slots: GeneratedTables.speciesSlots)
    @usableFromInline static let types = SlugIndex(slugs: GeneratedTables.typeSlugs, slots: GeneratedTables.typeSlots)
    @usableFromInline static let labels = SlugIndex(slugs: GeneratedTables.uiKeySlugs, slots: GeneratedTables.uiKeySlots)
    @usableFromInline static let pokemon = SlugIndex(slugs: GeneratedTables.pokemonSlugs, slots: GeneratedTables.pokemonSlots)

    /// The position of `slug` among ``slugs``, or `nil`.
    @inlinable @inline(__always)
    func position(of slug: String) -> Int? {
        var copy = slug
        return copy.withUTF8 { position(ofUTF8: $0) }
    }

    @inlinable @inline(__always)
    func position(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let hash = SlugHash.hash(bytes)
        let tag = hash & 0xFFFF_0000
        var slot = Int(hash) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if entry & 0xFFFF_0000 == tag {
                let position = Int(entry & 0xFFFF) &- 1
                if matches(bytes, at: position) { return position }
            }
            slot = (slot &+ 1) & mask
        }
    }

    @inlinable @inline(__always)
    func matches(_ bytes: UnsafeBufferPointer<UInt8>, at position: Int) -> Bool {
        let start = Int(offsets[position]), end = Int(offsets[position &+ 1])
        let count = bytes.count
        guard end &- start == count else { return false }
        guard count > 0, let query = bytes.baseAddress else { return true }
        return PackedStrings.bytesEqual(slugs.bytes.utf8Start + start, query, count: count)
    }

    /// Like ``position(of:)``, but also accepts a slug typed in upper case (`Pikachu`).
    @inlinable
    func position(ofCaseInsensitive slug: String) -> Int? {
        if let position = position(of: slug) { return position }
        guard slug.utf8.contains(where: { $0 >= 0x41 && $0 <= 0x5A }) else { return nil }
        return lowercasedPosition(of: slug)
    }

    @usableFromInline
    func lowercasedPosition(of slug: String) -> Int? { position(of: slug.lowercased()) }

    /// The slug at a position.
    @usableFromInline
    func slug(at position: Int) -> String { slugs.string(at: position) }
}
