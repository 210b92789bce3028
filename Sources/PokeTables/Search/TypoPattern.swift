/// A query prepared for measuring its edit distance to many names, 64 positions at a time.
///
/// The distance is optimal string alignment: insertions, deletions, substitutions and swaps of
/// two adjacent letters each cost 1 (`charzard` → `charizard` is 1, `pikahcu` → `pikachu` is 1).
/// It is computed with Myers' bit-vector algorithm as extended to transpositions by Hyyrö
/// ("A bit-vector algorithm for computing Levenshtein and Damerau edit distances", 2003): one
/// machine word per column instead of a column of the dynamic-programming table.
///
/// Typos are counted in ``TypoUnits``: letters of alphabetic scripts, Hangul jamo and kana
/// readings; queries of at most 64 units.
package struct TypoPattern {
    package static let alphabetSize = TypoUnits.alphabetSize

    package let length: Int
    /// The query's ``letterSignature(_:)``.
    package let signature: UInt64
    /// For each unit, the positions of the query where it occurs, as bits.
    private var positions: [UInt64]

    /// The units of a key (see ``TypoUnits``); `nil` when a scalar has none.
    package static func units(_ key: some Sequence<Unicode.Scalar>) -> [UInt16]? {
        TypoUnits.units(key)
    }

    /// The pattern of a query's units; `nil` when it is empty, longer than 64, or not alphabetic.
    package init?(_ units: [UInt16]) {
        guard !units.isEmpty, units.count <= 64, units.allSatisfy({ Int($0) < Self.alphabetSize }) else { return nil }
        length = units.count
        signature = Self.letterSignature(units)
        positions = Array(repeating: 0, count: Self.alphabetSize)
        for (offset, unit) in units.enumerated() { positions[Int(unit)] |= 1 << UInt64(offset) }
    }

    /// Which letters occur in `units`, one bit per letter modulo 64.
    ///
    /// A name within k edits of the query lacks at most k of the query's letters and has at most
    /// k letters the query lacks; sharing bits between letters only makes that test looser, so
    /// comparing signatures never rejects a name that is within k edits.
    package static func letterSignature(_ units: some Sequence<UInt16>) -> UInt64 {
        units.reduce(0) { $0 | 1 << UInt64($1 % 64) }
    }

    /// The distance from the query to `text`, whose units must all be below ``alphabetSize``.
    /// - Complexity: O(text.count), a dozen word operations per unit.
    package func distance(to text: UnsafeBufferPointer<UInt16>) -> Int {
        positions.withUnsafeBufferPointer { positions in
            var vp: UInt64 = ~0
            var vn: UInt64 = 0
            var d0: UInt64 = 0
            var previous: UInt64 = 0
            var score = length
            let last: UInt64 = 1 << UInt64(length - 1)
            for unit in text {
                let match = positions[Int(unit)]
                // A swap: this unit matches one position earlier and the previous unit this one.
                let swap = ((~d0 & match) << 1) & previous
                d0 = (((match & vp) &+ vp) ^ vp) | match | vn | swap
                let hp = vn | ~(d0 | vp)
                let hn = d0 & vp
                if hp & last != 0 { score += 1 } else if hn & last != 0 { score -= 1 }
                let shifted = (hp << 1) | 1
                vp = (hn << 1) | ~(d0 | shifted)
                vn = shifted & d0
                previous = match
            }
            return score
        }
    }
}
