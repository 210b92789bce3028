import CommandTestSupport
import PokeTables
import Testing

@testable import PokeSearch

@Suite("Bit-parallel typo distance")
struct TypoPatternTests {
    @Test(
        "agrees with the dynamic-programming distance",
        arguments: [
            ("pikachu", "pikachu", 0), ("pikachuu", "pikachu", 1), ("charzard", "charizard", 1),
            ("pikahcu", "pikachu", 1), ("ca", "abc", 3), ("abc", "", 3), ("a", "b", 1),
        ])
    func examples(query: String, name: String, expected: Int) {
        #expect(distance(query, name) == expected)
        #expect(reference(Array(query.utf16), Array(name.utf16)) == expected)
    }

    @Test("agrees with the dynamic-programming distance on random strings, up to 64 letters")
    func random() {
        var generator = SplitMix64(seed: 42)
        for round in 0..<3_000 {
            // A small alphabet makes repeats and swaps common.
            let alphabet = Array("abcdé".utf16)
            let queryLength = round % 64 + 1
            let query = (0..<generator.next(below: queryLength) + 1).map { _ in alphabet[generator.next(below: alphabet.count)] }
            let text = (0..<generator.next(below: 20)).map { _ in alphabet[generator.next(below: alphabet.count)] }
            let pattern = TypoPattern(query)!
            let fast = text.withUnsafeBufferPointer { pattern.distance(to: $0) }
            #expect(fast == reference(query, text), "\(query) \(text)")
        }
    }

    @Test("the letter signature never rules out a name within the allowed edits")
    func signatureIsSound() {
        var generator = SplitMix64(seed: 9)
        let alphabet = Array("abcdefghijklmnopqrstuvwxyzé0123456789".utf16) + [0x430, 0x431, 0x44F]
        for _ in 0..<5_000 {
            let query = (0..<generator.next(below: 12) + 4).map { _ in alphabet[generator.next(below: alphabet.count)] }
            var name = query
            for _ in 0..<generator.next(below: 3) {
                let position = generator.next(below: name.count + 1)
                switch generator.next(below: 4) {
                case 0: name.insert(alphabet[generator.next(below: alphabet.count)], at: position)
                case 1 where position < name.count: name.remove(at: position)
                case 2 where position < name.count: name[position] = alphabet[generator.next(below: alphabet.count)]
                case 3 where position + 1 < name.count: name.swapAt(position, position + 1)
                default: break
                }
            }
            let distance = reference(query, name)
            let (q, n) = (TypoPattern.letterSignature(query), TypoPattern.letterSignature(name))
            #expect((q & ~n).nonzeroBitCount <= distance && (n & ~q).nonzeroBitCount <= distance)
        }
    }

    private func distance(_ query: String, _ name: String) -> Int {
        Array(name.utf16).withUnsafeBufferPointer { TypoPattern(Array(query.utf16))!.distance(to: $0) }
    }

    /// Optimal string alignment distance by the textbook table.
    private func reference(_ a: [UInt16], _ b: [UInt16]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in stride(from: 1, through: a.count, by: 1) {
            for j in stride(from: 1, through: b.count, by: 1) {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                table[i][j] = min(table[i - 1][j] + 1, table[i][j - 1] + 1, table[i - 1][j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    table[i][j] = min(table[i][j], table[i - 2][j - 2] + 1)
                }
            }
        }
        return table[a.count][b.count]
    }
}
