import PokeTables

/// Slug → position lookup over a generated slot table (see ``PokeTables/SlugHash/slots(for:)``).
///
/// - Complexity: one FNV-1a hash of the slug's UTF-8 bytes and, on average, under two probes,
///   each a byte comparison against constant data; no allocation for native strings.
@usableFromInline
struct SlugIndex: Sendable {
    @usableFromInline let slugs: PackedStrings
    @usableFromInline let slots: PackedIntegers
    /// The number of keys, and the slot count minus one; kept to spare a division per lookup.
    @usableFromInline let count: Int
    @usableFromInline let mask: Int

    init(slugs: PackedStrings, slots: PackedIntegers) {
        self.slugs = slugs
        self.slots = slots
        self.count = slugs.count
        self.mask = slots.count - 1
    }

    /// The position of `slug` among ``slugs``, or `nil`.
    @inlinable @inline(__always)
    func position(of slug: String) -> Int? {
        if let found = slug.utf8.withContiguousStorageIfAvailable({ position(ofUTF8: $0) }) {
            return found
        }
        return Array(slug.utf8).withUnsafeBufferPointer { position(ofUTF8: $0) }
    }

    @inlinable @inline(__always)
    func position(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var slot = Int(SlugHash.hash(bytes)) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if slugs.matches(bytes, at: entry &- 1) { return entry &- 1 }
            slot = (slot &+ 1) & mask
        }
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
