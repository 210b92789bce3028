// libFuzzer target: short slugs and the generated perfect hash. The input is split at every 0xFF
// byte into keys. A short form read from a string's own words must equal the one read from its
// bytes and turn back into the same string; the perfect hash of the keys must give each key a
// slot of its own; a key that is not in the table must never be taken for one that is.
#if canImport(PokeTables)
import PokeTables
#endif

@_cdecl("LLVMFuzzerTestOneInput")
public func slugHashFuzz(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = UnsafeBufferPointer(start: data, count: size)
    let pieces = bytes.split(separator: 0xFF, omittingEmptySubsequences: false).map { String(decoding: $0, as: UTF8.self) }
    for piece in pieces {
        let short = ShortSlug(piece)
        precondition((short != nil) == (piece.utf8.count <= ShortSlug.maximumCount), "a short form exists exactly up to 15 bytes")
        if let inline = ShortSlug(smallString: piece) {
            precondition(inline == short, "the words of a small string must be its short form")
        }
        if let short { precondition(short.string == piece, "a short form must turn back into its string") }
    }
    var seen = Set<String>()
    let keys = Array(pieces.dropLast()).filter { seen.insert($0).inserted }
    guard keys.count <= 300 else { return 0 }
    let table = SlugHash.slots(for: keys)
    let bucketMask = table.pilots.count - 1
    func slot(of key: String) -> Int {
        let hash = SlugHash.hash(key, seed: table.seed)
        return SlugHash.slot(hash: hash, pilot: table.pilots[Int(hash) & bucketMask], shift: table.slotShift)
    }
    var slots = Set<Int>()
    for (position, key) in keys.enumerated() {
        let at = slot(of: key)
        precondition(Int(table.slots[at]) == position, "a key must be found in its slot")
        slots.insert(at)
    }
    precondition(slots.count == keys.count, "two keys must never share a slot")
    // The lookup's check: the short form of the key in a stranger's slot must differ from the
    // stranger's (equal short forms would mean equal strings).
    if let stranger = pieces.last, !seen.contains(stranger), !keys.isEmpty, let strangerShort = ShortSlug(stranger) {
        let position = Int(table.slots[slot(of: stranger)])
        precondition((ShortSlug(keys[position]) ?? .unmatchable) != strangerShort, "a stranger must not match the key in its slot")
    }
    return 0
}
