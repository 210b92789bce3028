import PokeTables

/// Slug → position lookup over a generated slot table (see ``PokeTables/SlugHash/slots(for:)``).
///
/// - Complexity: one FNV-1a hash of the slug's UTF-8 bytes and, on average, under two probes,
///   each a byte comparison against constant data; no allocation for native strings.
struct SlugIndex: Sendable {
    let slugs: PackedStrings
    let slots: PackedIntegers

    /// The position of `slug` among ``slugs``, or `nil`.
    @inline(__always)
    func position(of slug: String) -> Int? {
        if let found = slug.utf8.withContiguousStorageIfAvailable({ position(ofUTF8: $0) }) {
            return found
        }
        return Array(slug.utf8).withUnsafeBufferPointer { position(ofUTF8: $0) }
    }

    @inline(__always)
    func position(ofUTF8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        let mask = slots.count &- 1
        var slot = Int(SlugHash.hash(bytes)) & mask
        while true {
            let entry = slots[slot]
            if entry == 0 { return nil }
            if slugs.matches(bytes, at: entry &- 1) { return entry &- 1 }
            slot = (slot &+ 1) & mask
        }
    }

    /// Like ``position(of:)``, but also accepts a slug typed in upper case (`Pikachu`).
    func position(ofCaseInsensitive slug: String) -> Int? {
        if let position = position(of: slug) { return position }
        guard slug.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return nil }
        return position(of: slug.lowercased())
    }

    /// The slug at a position.
    func slug(at position: Int) -> String { slugs.string(at: position) }
}
