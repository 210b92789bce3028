import CommandTestSupport
import PokeTables
import Testing

@Suite("Short slugs and the slug hash")
struct SlugHashTests {
    /// Random strings of 0–20 UTF-8 bytes from a mix of scripts, decoded the way an app decodes
    /// JSON (so the short ones are stored inline).
    static func randomStrings(count: Int, seed: UInt64) -> [String] {
        var random = SplitMix64(seed: seed)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyz-0123456789♀♂éフシギダネ이상해씨\u{0}\u{301}👨‍👩‍👧")
        return (0..<count).map { _ in
            var text = ""
            let length = Int.random(in: 0...20, using: &random)
            while text.utf8.count < length {
                text.append(alphabet[Int.random(in: 0..<alphabet.count, using: &random)])
            }
            return String(decoding: Array(text.utf8), as: UTF8.self)
        }
    }

    /// The short form as its definition says, one byte at a time: the oracle for the loads.
    static func shortFormByBytes(_ bytes: [UInt8]) -> ShortSlug? {
        guard bytes.count <= ShortSlug.maximumCount else { return nil }
        var low: UInt64 = 0
        var high = UInt64(bytes.count) << 56
        for (index, byte) in bytes.enumerated() {
            if index < 8 { low |= UInt64(byte) << (8 * index) } else { high |= UInt64(byte) << (8 * (index - 8)) }
        }
        return ShortSlug(low: low, high: high)
    }

    @Test("the short form read with overlapping loads is the one read byte by byte, at every length")
    func loadsAgreeWithBytes() {
        var random = SplitMix64(seed: 0x5EED)
        for length in 0...20 {
            for _ in 0..<200 {
                let bytes = (0..<length).map { _ in UInt8.random(in: 0...255, using: &random) }
                // A buffer cut out of a longer one, so a load past its end would read other bytes.
                let padded = [0xAA] + bytes + [0xBB, 0xCC]
                let fromLoads = padded.withUnsafeBufferPointer { ShortSlug(UnsafeBufferPointer(rebasing: $0[1..<(1 + length)])) }
                #expect(fromLoads == Self.shortFormByBytes(bytes), "\(bytes)")
            }
        }
    }

    @Test("a string gives the short form of its UTF-8, however it is stored")
    func stringsAgreeWithBytes() {
        for text in Self.randomStrings(count: 2_000, seed: 0x5EED) {
            #expect(ShortSlug(text) == Self.shortFormByBytes(Array(text.utf8)), "\(text.debugDescription)")
        }
        var outOfLine = "mr-mime"
        outOfLine.reserveCapacity(64)
        #expect(ShortSlug(outOfLine) == ShortSlug("mr-mime"))
        #expect(ShortSlug(String("xmr-mime".dropFirst())) == ShortSlug("mr-mime"))
        #expect(ShortSlug(String(repeating: "x", count: 16)) == nil)
    }

    @Test(
        "short forms are equal exactly when the strings are",
        arguments: [
            ("pikachu", "pikachu", true), ("ab", "ab\u{0}", false), ("", "\u{0}", false),
            ("nidoran-f", "nidoran-m", false), ("123456789012345", "123456789012345", true),
        ])
    func equality(left: String, right: String, equal: Bool) {
        #expect((ShortSlug(left) == ShortSlug(right)) == equal)
    }

    @Test("the perfect hash gives every key a slot of its own, which a lookup reaches with no probing")
    func perfectHash() throws {
        for count in [0, 1, 7, 21, 1_025, 1_400] {
            let keys = Array(Set(Self.randomStrings(count: count * 2, seed: UInt64(count)))).sorted().prefix(count).map { $0 }
            let table = try #require(SlugHash.slots(for: keys))
            #expect(table.slots.count.nonzeroBitCount == 1 && table.pilots.count.nonzeroBitCount == 1)
            #expect(table.slots.count * 2 >= keys.count * 3, "at most two thirds full")
            var reached = Set<Int>()
            for (position, key) in keys.enumerated() {
                let hash = SlugHash.hash(key, seed: table.seed)
                let slot = SlugHash.slot(hash: hash, pilot: table.pilots[Int(hash) & (table.pilots.count - 1)], shift: table.slotShift)
                #expect(Int(table.slots[slot]) == position, "\(key.debugDescription) is not in its slot")
                reached.insert(slot)
            }
            #expect(reached.count == keys.count, "two keys share a slot")
            #expect(SlugHash.slots(for: keys) == table, "the same keys give the same table")
        }
    }

    @Test("keys listed twice, or too many, give no table instead of a trap")
    func noTable() {
        #expect(SlugHash.slots(for: ["pikachu", "raichu", "pikachu"]) == nil)
        #expect(SlugHash.slots(for: (0...SlugHash.maximumKeyCount).map { "k\($0)" }) == nil)
        #expect(SlugHash.slots(for: []) != nil)
    }

    @Test("a short key and its bytes hash alike, so generator and lookup agree")
    func hashesAgree() {
        for text in Self.randomStrings(count: 2_000, seed: 99) {
            guard let short = ShortSlug(text) else { continue }
            #expect(SlugHash.hash(short, seed: 5) == SlugHash.hash(text, seed: 5))
        }
    }
}

extension SlugHashTests {
    @Test("a short slug turns back into the string it came from")
    func shortSlugString() {
        for text in Self.randomStrings(count: 1_000, seed: 3) {
            guard let short = ShortSlug(text) else { continue }
            #expect(short.string == text)
        }
    }
}
