import PokeTables
import Testing

@testable import PokeLocalization

/// The perfect-hash index every lookup by key goes through, for keys of every length: a key of at
/// most 15 bytes compared as two words, a longer one a word at a time, both without the dictionary
/// the index keeps for more keys than a perfect hash holds.
@Suite("Slug index")
struct SlugIndexTests {
    /// Short and long keys, the long ones at and around the lengths where the comparison's
    /// whole words and its last, overlapping word meet.
    static let keys = [
        "psyduck", "mr-mime", "a", "", "exactly-15-byte", "exactly-16-bytes", "seventeen-bytes-x", "twenty-three-bytes-long",
        "twenty-four-bytes-long-x", "twenty-five-bytes-long-xy", "pikachu-rock-star", "urshifu-single-strike-gmax",
        "a-key-of-forty-bytes-from-end-to-end-abc", "ポケモン-ピカチュウ", "10000000-volt-thunderbolt",
    ]

    @Test("every key, short or long, is at its position, however its string is stored")
    func everyKeyFound() {
        let index = SlugIndex(keys: KeyList(Self.keys))
        for (position, key) in Self.keys.enumerated() {
            var spacious = key
            spacious.reserveCapacity(64)
            for form in [key, String(decoding: Array(key.utf8), as: UTF8.self), spacious, String(("x" + key).dropFirst())] {
                #expect(index.position(of: form) == position, "\(key)")
            }
        }
    }

    @Test("a long key changed in any one byte or at either end, cut short or made longer is no key")
    func nearMissesOfLongKeys() {
        let index = SlugIndex(keys: KeyList(Self.keys))
        let known = Set(Self.keys)
        for key in Self.keys where key.utf8.count > ShortSlug.maximumCount {
            let bytes = Array(key.utf8)
            var strangers: [[UInt8]] = [Array(bytes.dropLast()), bytes + [0x2D], Array(bytes.dropFirst())]
            for offset in bytes.indices {
                var changed = bytes
                changed[offset] ^= 0x01
                strangers.append(changed)
            }
            // Its first or last two bytes replaced by every pair of slug characters: among these,
            // some hash to the key's own slot, so only comparing every byte tells them apart.
            let characters = Array("abcdefghijklmnopqrstuvwxyz0123456789-".utf8)
            for first in characters {
                for second in characters {
                    strangers.append([first, second] + bytes.dropFirst(2))
                    strangers.append(bytes.dropLast(2) + [first, second])
                }
            }
            for stranger in strangers {
                let slug = String(decoding: stranger, as: UTF8.self)
                guard !known.contains(slug) else { continue }
                #expect(index.position(of: slug) == nil, "\(slug) (from \(key))")
            }
        }
    }

    @Test("a generated perfect hash made for other keys is not used: one is computed, and every key is found")
    func generatedTableOfOtherKeys() {
        let bundled = LocalizationTables.bundled.data
        let generated = bundled.generatedKeys[.species]
        let keys = bundled.keys[.species].strings
        #expect(SlugIndex(keys: KeyList(keys), generated: generated).hasPerfectHash)
        // The same keys in another order: the generated slots send each to another key's position.
        let reordered = Array(keys.reversed())
        let index = SlugIndex(keys: KeyList(reordered), generated: generated)
        #expect(index.hasPerfectHash)
        for (position, key) in reordered.enumerated() {
            #expect(index.position(of: key) == position, "\(key)")
        }
    }

    @Test("keys too many for a perfect hash are still found, through the dictionary")
    func withoutPerfectHash() {
        let keys = (0...SlugHash.maximumKeyCount).map { "key-\($0)" + ($0.isMultiple(of: 3) ? "-long-enough-to-be-long" : "") }
        let index = SlugIndex(keys: KeyList(keys))
        #expect(!index.hasPerfectHash)
        for position in [0, 1, 2, 3, 40_000, keys.count - 1] {
            #expect(index.position(of: keys[position]) == position)
        }
        #expect(index.position(of: "key-1-long-enough-to-be-long") == nil)
        #expect(index.position(of: "key") == nil)
    }
}
