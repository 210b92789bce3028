import PokeTables

/// The slugs within a few edits of a word, found without comparing the word with every slug.
///
/// Two words within `d` edits (insertions, deletions, substitutions, swaps of neighbours:
/// ``PokeTables/Spelling/distance(_:_:limit:)``) have a common subsequence that each reaches
/// by deleting at most `d` scalars: every edit costs at most one deletion on each side. So the
/// index keeps, for every slug, the hash of each string its deletions of up to
/// ``maximumEdits`` scalars make (SymSpell's idea); a word looks up its own deletions, and only
/// the slugs found there are measured exactly. A hash that collides only adds a candidate to
/// measure, never loses one.
struct DeletionIndex: Sendable {
    /// The most edits an index answers for: ``PokeTables/Spelling/allowedEdits(forLength:)``'s largest.
    static let maximumEdits = 2

    /// The most edits this index answers for: its deletions' count (1 or 2, at most ``maximumEdits``).
    let edits: Int
    /// The slugs, as scalars, in the order given: the answers are indices here.
    private let slugs: [[Unicode.Scalar]]
    /// The hash of every deletion of every slug, sorted, and beside each (at the same index) the
    /// position in ``slugs`` of the slug it came from: one flat pair of arrays, not a collection
    /// per hash.
    private let hashes: [UInt64]
    private let owners: [Int32]
    /// Where each run of ``hashes`` with the same top bits starts (one past the last at the end):
    /// a lookup reads its few hashes there rather than binary-searching them all, whose first
    /// steps miss the cache.
    private let buckets: [Int32]
    /// How far a hash is shifted right to give its bucket.
    private let bucketShift: UInt64

    /// An index of the slugs' deletions of up to `edits` scalars (1 or 2), answering for that many edits.
    /// - Complexity: O(n · k^(e + 1)) for n slugs of k scalars and e edits, and a sort of the
    ///   n · k^e deletions: for one edit, a small part of what two cost, so a key suggester makes
    ///   the two-edit index only for a key no slug is one edit from.
    init(slugs: [String], edits: Int = maximumEdits) {
        precondition((1...Self.maximumEdits).contains(edits), "A deletion index answers for 1 to \(Self.maximumEdits) edits.")
        self.edits = edits
        let scalars = slugs.map { Array($0.unicodeScalars) }
        // Every deletion's hash beside its slug's position, in slug order. A slug's deletions that
        // make the same string are kept twice: the lookup gathers its candidates into a set anyway.
        var unsortedHashes: [UInt64] = []
        var unsortedOwners: [Int32] = []
        let deletions = scalars.reduce(0) { $0 + Self.deletionCount(of: $1.count, upTo: edits) }
        unsortedHashes.reserveCapacity(deletions)
        unsortedOwners.reserveCapacity(deletions)
        for (position, slug) in scalars.enumerated() {
            Self.forEachDeletionHash(of: slug, upTo: edits) { hash in
                unsortedHashes.append(hash)
                unsortedOwners.append(Int32(position))
            }
        }
        self.slugs = scalars
        // About as many buckets as hashes (a power of two), so most hold one or two.
        let count = unsortedHashes.count
        let bits = max(1, Int.bitWidth - 1 - max(count, 1).leadingZeroBitCount)
        let shift = UInt64(UInt64.bitWidth - bits)
        var buckets = [Int32](repeating: 0, count: (1 << bits) + 1)
        for hash in unsortedHashes { buckets[Int(hash >> shift) + 1] += 1 }
        for bucket in buckets.indices.dropFirst() { buckets[bucket] += buckets[bucket - 1] }
        // Sorted by placing each pair in its bucket (in slug order, so owners stay in order within
        // a hash), then sorting each bucket's few pairs by hash: no comparison sort of them all.
        var hashes = [UInt64](repeating: 0, count: count)
        var owners = [Int32](repeating: 0, count: count)
        var next = buckets.map(Int.init)
        for (hash, owner) in zip(unsortedHashes, unsortedOwners) {
            let place = next[Int(hash >> shift)]
            next[Int(hash >> shift)] += 1
            (hashes[place], owners[place]) = (hash, owner)
        }
        for bucket in 0..<(buckets.count - 1) {
            // An insertion sort, stable: equal hashes keep their owners' order.
            for index in (Int(buckets[bucket]) + 1)..<max(Int(buckets[bucket]) + 1, Int(buckets[bucket + 1])) {
                let (hash, owner) = (hashes[index], owners[index])
                var place = index
                while place > Int(buckets[bucket]), hashes[place - 1] > hash {
                    (hashes[place], owners[place]) = (hashes[place - 1], owners[place - 1])
                    place -= 1
                }
                (hashes[place], owners[place]) = (hash, owner)
            }
        }
        self.hashes = hashes
        self.owners = owners
        self.buckets = buckets
        bucketShift = shift
    }

    /// The slugs that have a deletion with this hash: the hashes are sorted, so those of its
    /// bucket are the only ones that can equal it.
    private func owners(of hash: UInt64) -> ArraySlice<Int32> {
        let bucket = Int(hash >> bucketShift)
        var start = Int(buckets[bucket])
        let end = Int(buckets[bucket + 1])
        while start < end, hashes[start] < hash { start += 1 }
        var last = start
        while last < end, hashes[last] == hash { last += 1 }
        return owners[start..<last]
    }

    /// The indices (in the slugs as given) of every slug nearest to `word` within `limit` edits
    /// (at most ``edits``), in order; empty when none is that close. The same slugs as
    /// ``PokeTables/Spelling/nearest(to:among:)`` finds over every slug.
    ///
    /// Looks one edit away first: every slug within one edit shares a string with the word that
    /// each reaches by at most one deletion, so when one is found nothing farther matters, and
    /// the word's two-deletion strings (many more, matching many more slugs) are never looked up.
    /// - Complexity: O(k^(e + 1)) hashing and O(k^e) lookups for a word of k scalars whose nearest
    ///   slug is e edits away, then one distance per slug found.
    func nearest(to word: [Unicode.Scalar], limit: Int) -> [Int] {
        for edits in 1...max(1, min(limit, self.edits)) {
            // Gathered, then sorted to measure each once: a word has few, so no set is hashed.
            var found: [Int32] = []
            Self.forEachDeletionHash(of: word, upTo: edits) { found.append(contentsOf: owners(of: $0)) }
            found.sort()
            var best: [Int32] = []
            var bestDistance = edits + 1
            for (index, position) in found.enumerated() where index == 0 || found[index - 1] != position {
                let slug = slugs[Int(position)]
                guard abs(slug.count - word.count) <= min(edits, bestDistance) else { continue }
                // Past the best so far, a slug can't count: the distance may stop there.
                let distance = Spelling.distance(word, slug, limit: min(edits, bestDistance))
                if distance < bestDistance {
                    best = [position]
                    bestDistance = distance
                } else if distance == bestDistance {
                    best.append(position)
                }
            }
            if bestDistance <= min(edits, limit) {
                return best.map(Int.init)
            }
        }
        return []
    }

    /// How many hashes ``forEachDeletionHash(of:upTo:_:)`` gives for `count` scalars: the string
    /// itself, each of its `count` single deletions, and with two edits each of its pairs.
    static func deletionCount(of count: Int, upTo limit: Int) -> Int {
        1 + (limit > 0 ? count : 0) + (limit > 1 ? count * (count - 1) / 2 : 0)
    }

    /// Calls `body` with the hash of `scalars` with every choice of at most `limit` (0, 1 or 2) of
    /// them deleted, itself first; a deletion that makes the same string as another hashes the
    /// same, and each is given.
    ///
    /// The hash of a string is FNV-1a's fold over its scalars (``PokeTables/FNV1a/step(_:_:)``, one
    /// multiply a scalar), finished by ``finish(_:)``: each deletion goes on from the state of the
    /// scalars before it, so the scalars in front of a deletion are not hashed again for each.
    /// - Complexity: O(k^(limit + 1)) for k scalars, without allocating a string per deletion.
    static func forEachDeletionHash(of scalars: [Unicode.Scalar], upTo limit: Int, _ body: (UInt64) -> Void) {
        precondition((0...maximumEdits).contains(limit), "A deletion index answers for at most \(maximumEdits) edits.")
        let count = scalars.count
        func step(_ state: UInt64, _ scalar: Unicode.Scalar) -> UInt64 { FNV1a.step(state, UInt64(scalar.value)) }
        /// The state after `state`, given the scalars from `start` on.
        func rest(_ state: UInt64, from start: Int) -> UInt64 {
            var state = state
            for index in start..<max(start, count) { state = step(state, scalars[index]) }
            return state
        }
        var before = FNV1a.offsetBasis  // The state of the scalars before `first`.
        body(finish(rest(before, from: 0)))
        guard limit > 0 else { return }
        for first in 0..<count {
            body(finish(rest(before, from: first + 1)))
            if limit > 1 {
                var between = before  // The state of the scalars before `second`, `first` left out.
                for second in (first + 1)..<max(first + 1, count) {
                    body(finish(rest(between, from: second + 1)))
                    between = step(between, scalars[second])
                }
            }
            before = step(before, scalars[first])
        }
    }

    /// A state mixed into a hash (MurmurHash3's finalizer), so that its top bits, which choose a
    /// bucket, depend on every scalar: one multiply a scalar leaves the last ones in the low bits.
    private static func finish(_ state: UInt64) -> UInt64 {
        var hash = state
        hash ^= hash >> 33
        hash &*= 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 33
        hash &*= 0xC4CE_B9FE_1A85_EC53
        hash ^= hash >> 33
        return hash
    }
}
