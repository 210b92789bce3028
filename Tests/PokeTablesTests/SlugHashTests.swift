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

    @Test("this platform's small strings are read as their UTF-8 bytes")
    func layoutIsKnown() {
        #expect(ShortSlug.smallStringLayoutIsKnown())
    }

    @Test("reading a small string's words gives the short form of its bytes, for random strings")
    func smallStringsAgreeWithBytes() {
        var inline = 0
        for text in Self.randomStrings(count: 5_000, seed: 0x5EED) {
            let fromBytes = ShortSlug(text)
            #expect((fromBytes != nil) == (text.utf8.count <= ShortSlug.maximumCount), "\(text.debugDescription)")
            if let fromValue = ShortSlug(smallString: text) {
                inline += 1
                #expect(fromValue == fromBytes, "\(text.debugDescription)")
            }
        }
        // Every decoded string of at most 15 bytes is stored inline on 64-bit platforms.
        #expect(inline > 1_000)
    }

    @Test("a string stored out of line, even a short one, has no inline reading but the same short form")
    func outOfLine() {
        var text = "mr-mime"
        text.reserveCapacity(64)
        #expect(ShortSlug(smallString: text) == nil)
        #expect(ShortSlug(text) == ShortSlug("mr-mime"))
        #expect(ShortSlug(String(repeating: "x", count: 16)) == nil)
    }

    @Test("short forms are equal exactly when the strings are", arguments: [
        ("pikachu", "pikachu", true), ("ab", "ab\u{0}", false), ("", "\u{0}", false),
        ("nidoran-f", "nidoran-m", false), ("123456789012345", "123456789012345", true),
    ])
    func equality(left: String, right: String, equal: Bool) {
        #expect((ShortSlug(left) == ShortSlug(right)) == equal)
    }

    @Test("the perfect hash gives every key a slot of its own, which a lookup reaches with no probing")
    func perfectHash() {
        for count in [0, 1, 7, 21, 1_025, 1_400] {
            let keys = Array(Set(Self.randomStrings(count: count * 2, seed: UInt64(count)))).sorted().prefix(count).map { $0 }
            let table = SlugHash.slots(for: keys)
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
