import PokeTables

/// Slug → position lookup over a generated slot table (see ``PokeTables/SlugHash/slots(for:)``).
///
/// - Complexity: one FNV-1a hash of the slug's UTF-8 bytes and, on average, under two probes,
///   each a string comparison; no allocation for native strings.
struct SlugIndex: Sendable {
    let slugs: [String]
    let slots: [UInt16]

    /// The position of `slug` in ``slugs``, or `nil`.
    @inline(__always)
    func position(of slug: String) -> Int? {
        let mask = slots.count &- 1
        var slot = Int(SlugHash.hash(slug)) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            if slugs[entry &- 1] == slug { return entry &- 1 }
            slot = (slot &+ 1) & mask
        }
    }

    /// Like ``position(of:)``, but also accepts a slug typed in upper case (`Pikachu`).
    func position(ofCaseInsensitive slug: String) -> Int? {
        if let position = position(of: slug) { return position }
        guard slug.utf8.contains(where: { (0x41...0x5A).contains($0) }) else { return nil }
        return position(of: slug.lowercased())
    }
}
