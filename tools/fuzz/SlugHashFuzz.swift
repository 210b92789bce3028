// libFuzzer target: short slugs and the generated perfect hash. The input is split at every 0xFF
// byte into keys. A short form read with ShortSlug's overlapping loads must equal the one built
// byte by byte and turn back into the same string; the perfect hash of the keys must give each key
// a slot of its own; a key that is not in the table must never be taken for one that is.
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
        let bytes = Array(piece.utf8)
        if bytes.count <= ShortSlug.maximumCount {
            var low: UInt64 = 0, high = UInt64(bytes.count) << 56
            for (index, byte) in bytes.enumerated() {
                if index < 8 { low |= UInt64(byte) << (8 * index) } else { high |= UInt64(byte) << (8 * (index - 8)) }
            }
            precondition(short == ShortSlug(low: low, high: high), "the loads must read the bytes as the definition does")
        }
        if let short { precondition(short.string == piece, "a short form must turn back into its string") }
    }
    var seen = Set<String>()
    let keys = Array(pieces.dropLast()).filter { seen.insert($0).inserted }
    guard keys.count <= 300 else { return 0 }
    guard let table = SlugHash.slots(for: keys) else { preconditionFailure("distinct keys always have a perfect hash") }
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
