/// The ways a query's key can match: each offers the names it finds to a ``BestMatches``.
extension NameIndex {
    /// Names whose key is the query's key (rank 0) or starts with it (rank 1).
    /// - Complexity: O(log k) for k keys, plus O(1) per matching name.
    func offerExactAndPrefix(_ key: [UInt8], to matches: inout BestMatches) {
        let range = keys.range(withPrefix: key)
        for index in range {
            let rank = index == range.lowerBound && keys.key(at: index, equals: key) ? 0 : 1
            offer(key: index, rank: rank, to: &matches)
        }
    }

    /// The key equal to `key`, if any.
    /// - Complexity: O(log k) for k keys.
    func exactKey(_ key: [UInt8]) -> Int? {
        let range = keys.range(withPrefix: key)
        guard let first = range.first, keys.key(at: first, equals: key) else { return nil }
        return first
    }

    /// Korean names whose syllables start with the query's consonants (rank 2). A query mixes
    /// consonants and whole syllables as it is typed (`고ㄹㅍ`): a syllable must match itself.
    /// - Complexity: O(log h) for h Hangul keys, plus O(query) per candidate.
    func offerInitialConsonants(_ query: String.UnicodeScalarView, rank: Int = 2, to matches: inout BestMatches) {
        guard query.contains(where: Hangul.isInitialConsonant) else { return }
        let pattern = Array(String(String.UnicodeScalarView(query.map(Hangul.initialConsonant(of:)))).utf8)
        let hasSyllables = query.contains { Hangul.syllables.contains($0.value) }
        for candidate in initials.range(withPrefix: pattern) {
            let key = Int(initialsKeys[candidate])
            if hasSyllables {
                let keyScalars = String(decoding: keys.key(at: key), as: UTF8.self).unicodeScalars
                let agrees = zip(query, keyScalars).allSatisfy { typed, stored in
                    typed == stored || Hangul.isInitialConsonant(typed)
                }
                guard agrees else { continue }
            }
            offer(key: key, rank: rank, to: &matches)
        }
    }

    /// Korean names that start with the query as it is being typed (rank 1, a prefix): a final
    /// consonant on the last syllable may be the next syllable's initial (`고랖` → `고라파덕`).
    /// - Complexity: as ``offerInitialConsonants(_:rank:to:)``.
    func offerSyllableInProgress(_ query: String.UnicodeScalarView, to matches: inout BestMatches) {
        guard let last = query.last, let (syllable, initial) = Hangul.splitFinalConsonant(last) else { return }
        var typed = String.UnicodeScalarView(query.dropLast())
        typed.append(syllable)
        typed.append(initial)
        offerInitialConsonants(typed, rank: 1, to: &matches)
    }

    /// Names in alphabetic scripts within a few edits of the query (rank 3 + distance): none for
    /// up to 3 letters, 1 for 4–5, 2 from 6 on.
    /// - Complexity: O(t · n) for the t keys of about the query's length n.
    func offerTypos(_ query: String.UnicodeScalarView, to matches: inout BestMatches) {
        guard let units = TypoPattern.units(query), units.count >= 4, let pattern = TypoPattern(units) else { return }
        let allowed = Self.allowedEdits(forLength: units.count)
        let shortest = max(units.count - allowed, 0)
        let longest = min(units.count + allowed, typoLengthStarts.count - 2)
        guard shortest <= longest else { return }
        let entries = Int(typoLengthStarts[shortest])..<Int(typoLengthStarts[longest + 1])
        let signature = pattern.signature
        typoUnits.withUnsafeBufferPointer { units in
            for entry in entries {
                // Each edit loses at most one letter of the query and adds at most one: a cheap
                // test that leaves the exact distance to a few names.
                let other = typoSignatures[entry]
                guard (signature & ~other).nonzeroBitCount <= allowed, (other & ~signature).nonzeroBitCount <= allowed else {
                    continue
                }
                let text = UnsafeBufferPointer(rebasing: units[Int(typoBounds[entry])..<Int(typoBounds[entry + 1])])
                let distance = pattern.distance(to: text)
                if distance > 0, distance <= allowed {
                    offer(key: Int(typoKeys[entry]), rank: 3 + distance, to: &matches)
                }
            }
        }
    }

    /// How many edits a typo may have in a query of `length` letters.
    static func allowedEdits(forLength length: Int) -> Int {
        switch length {
        case ..<4: 0
        case 4...5: 1
        default: 2
        }
    }

    @inline(__always)
    private func offer(key: Int, rank: Int, to matches: inout BestMatches) {
        for position in names(ofKey: key) {
            let name = keyNames[position]
            matches.offer(slot: nameSlots[Int(name)], name: name, rank: rank)
        }
    }
}
