import PokeTables

/// The ways a query's key can match: each offers the names it finds to a ``BestMatches``.
extension NameIndex {
    /// Names whose key is the query's key (exact) or starts with it (prefix); for a
    /// romanization, both rank as a romanization.
    ///
    /// A prefix that runs on into the next word of a name, where the query typed no separator,
    /// exists only because the key folds the separator away (`pikachuu` of `Pikachu (Unova
    /// Cap)`): it counts as a typo of one edit, the missing separator.
    /// - Complexity: O(log k) for k keys, plus O(1) per matching name.
    func offerExactAndPrefix(_ query: SearchQuery, shard: ShardOffer, to matches: inout BestMatches) {
        let range = keys.range(withPrefix: query.bytes)
        for index in range {
            let isExact = index == range.lowerBound && keys.key(at: index, equals: query.bytes)
            let length = Int(keyLengths[index])
            let unmatched = MatchRank.unmatched(matched: query.scalarCount, of: length)
            for position in names(ofKey: index) {
                let name = Int(keyNames[position])
                let romanized = nameIsRomanization[name]
                var rank = romanized ? MatchRank.romanization : isExact ? MatchRank.exact : MatchRank.prefix
                if !isExact, !romanized, runsIntoNextWord(name: name, query: query) { rank = MatchRank.typo + 1 }
                offer(name: name, shard: shard, rank: rank, unmatched: unmatched, to: &matches)
            }
        }
    }

    /// Whether the query's key crosses a word boundary of the name that the query didn't type.
    @inline(__always)
    private func runsIntoNextWord(name: Int, query: SearchQuery) -> Bool {
        boundaries(ofName: name).contains { boundary in
            Int(boundary) < query.bytes.count && !query.boundaries.contains(Int(boundary))
        }
    }

    /// The key equal to `key`, if any.
    /// - Complexity: O(log k) for k keys.
    func exactKey(_ key: [UInt8]) -> Int? {
        let range = keys.range(withPrefix: key)
        guard let first = range.first, keys.key(at: first, equals: key) else { return nil }
        return first
    }

    /// Korean names whose syllables start with the query's consonants. A query mixes consonants
    /// and whole syllables as it is typed (`고ㄹㅍ`): a syllable must match itself.
    /// - Complexity: O(log h) for h Hangul keys, plus O(query) per candidate.
    func offerInitialConsonants(
        _ query: String.UnicodeScalarView, shard: ShardOffer, rank: Int = MatchRank.initialConsonants,
        to matches: inout BestMatches
    ) {
        guard query.contains(where: Hangul.isInitialConsonant) else { return }
        let pattern = Array(String(String.UnicodeScalarView(query.map(Hangul.initialConsonant(of:)))).utf8)
        let hasSyllables = query.contains { Hangul.syllables.contains($0.value) }
        let typed = query.count
        for candidate in initials.range(withPrefix: pattern) {
            let key = Int(initialsKeys[candidate])
            if hasSyllables {
                let keyScalars = String(decoding: keys.key(at: key), as: UTF8.self).unicodeScalars
                let agrees = zip(query, keyScalars).allSatisfy { typed, stored in
                    typed == stored || Hangul.isInitialConsonant(typed)
                }
                guard agrees else { continue }
            }
            let unmatched = MatchRank.unmatched(matched: typed, of: Int(keyLengths[key]))
            offer(key: key, shard: shard, rank: rank, unmatched: unmatched, to: &matches)
        }
    }

    /// Korean names that start with the query as it is being typed (a prefix): a final
    /// consonant on the last syllable may be the next syllable's initial (`고랖` → `고라파덕`).
    /// - Complexity: as ``offerInitialConsonants(_:shard:rank:to:)``.
    func offerSyllableInProgress(_ query: String.UnicodeScalarView, shard: ShardOffer, to matches: inout BestMatches) {
        guard let last = query.last, let (syllable, initial) = Hangul.splitFinalConsonant(last) else { return }
        var typed = String.UnicodeScalarView(query.dropLast())
        typed.append(syllable)
        typed.append(initial)
        offerInitialConsonants(typed, shard: shard, rank: MatchRank.prefix, to: &matches)
    }

    /// Names within a few edits of the query's units (see ``TypoUnits``): none for up to 3 units,
    /// 1 for 4–5, 2 from 6 on.
    /// - Complexity: O(t · n) for the t keys of about the query's length n.
    func offerTypos(_ pattern: TypoPattern, query: SearchQuery, shard: ShardOffer, to matches: inout BestMatches) {
        let allowed = Self.allowedEdits(forLength: pattern.length)
        let shortest = max(pattern.length - allowed, 0)
        let longest = min(pattern.length + allowed, typoLengthStarts.count - 2)
        guard allowed > 0, shortest <= longest else { return }
        let entries = Int(typoLengthStarts[shortest])..<Int(typoLengthStarts[longest + 1])
        let signature = pattern.signature
        typoUnits.withUnsafeBufferPointer { units in
            for entry in entries {
                // Each edit loses at most one letter of the query and adds at most one: a cheap
                // test that leaves the exact distance to a few names.
                let other = typoSignatures[entry]
                guard Self.hasAtMost(allowed, bits: signature & ~other), Self.hasAtMost(allowed, bits: other & ~signature) else {
                    continue
                }
                let start = Int(typoBounds[entry])
                let end = Int(typoBounds[entry + 1])
                let text = UnsafeBufferPointer(rebasing: units[start..<end])
                var distance = pattern.distance(to: text)
                // Units alike, keys not: a kana read alike in another size (ツ for ッ) is one edit.
                if distance == 0, !keys.key(at: Int(typoKeys[entry]), equals: query.bytes) { distance = 1 }
                if distance > 0, distance <= allowed {
                    let unmatched = MatchRank.unmatched(matched: end - start - distance, of: end - start)
                    offer(key: Int(typoKeys[entry]), shard: shard, rank: MatchRank.typo + distance, unmatched: unmatched, to: &matches)
                }
            }
        }
    }

    /// Whether `word` has at most `count` bits set, by clearing its lowest bit `count` times:
    /// cheaper than `nonzeroBitCount`, which compiles to a dozen instructions on x86-64 builds
    /// without the POPCNT instruction (the default target), in the loop over every typo entry.
    @inline(__always)
    static func hasAtMost(_ count: Int, bits word: UInt64) -> Bool {
        var word = word
        for _ in 0..<count { word &= word &- 1 }
        return word == 0
    }

    /// How many edits a typo may have in a query of `length` units.
    static func allowedEdits(forLength length: Int) -> Int {
        switch length {
        case ..<4: 0
        case 4...5: 1
        default: 2
        }
    }

    @inline(__always)
    private func offer(key: Int, shard: ShardOffer, rank: Int, unmatched: Int, to matches: inout BestMatches) {
        for position in names(ofKey: key) {
            offer(name: Int(keyNames[position]), shard: shard, rank: rank, unmatched: unmatched, to: &matches)
        }
    }

    @inline(__always)
    private func offer(name: Int, shard: ShardOffer, rank: Int, unmatched: Int, to matches: inout BestMatches) {
        let slot = nameSlots[name]
        guard slot >= 0 else { return }
        let tier = shard.tiers[Int(nameLocales[name])]
        let order = LocalePreference.sortRank(rank, tier: tier, covered: unmatched == 0)
        matches.offer(
            slot: slot, name: NameRef(shard: shard.shard, index: name), isForm: nameIsForm[name],
            order: order, tier: Int(tier), rank: rank, unmatched: unmatched)
    }
}
