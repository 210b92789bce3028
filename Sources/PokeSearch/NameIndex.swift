/// Every searchable name under its ``SearchKey``, arranged for the four kinds of match.
///
/// Immutable once built. Names that normalize alike share one key, so 14 locales whose Latin
/// names often agree (`Pikachu` in eight of them) are compared once.
final class NameIndex: Sendable {
    /// The names, in the order given: on a tie, the earlier name is reported.
    let names: [SearchableName]
    /// The species of each slot, ascending: slot order is National Pokédex order.
    let slotSpecies: [Int]
    /// The slot of each name's species.
    let nameSlots: [Int32]

    /// Distinct keys as UTF-8, sorted.
    let keys: PackedKeys
    /// The names of key `i` are `keyNames[keyNameBounds[i]..<keyNameBounds[i + 1]]`, in name order.
    let keyNames: [Int32]
    let keyNameBounds: [Int32]

    /// Keys with Hangul, their syllables replaced by initial consonants (고라파덕 → ㄱㄹㅍㄷ), sorted;
    /// two keys can share initials (가나 and 고니), so these repeat.
    let initials: PackedKeys
    /// The key each of `initials` came from.
    let initialsKeys: [Int32]

    /// Keys in alphabetic scripts as ``TypoPattern/unit(_:)``s, shortest first, for typos.
    let typoUnits: [UInt16]
    let typoBounds: [Int32]
    /// The key of each typo entry.
    let typoKeys: [Int32]
    /// The letters of each typo entry, as a ``TypoPattern/letterSignature(_:)``.
    let typoSignatures: [UInt64]
    /// Typo entries of length `n` are `typoLengthStarts[n]..<typoLengthStarts[n + 1]`.
    let typoLengthStarts: [Int32]

    /// Builds the index.
    /// - Complexity: O(n log n) for n names; about 15,000 names take a few milliseconds.
    init(names: [SearchableName]) {
        self.names = names
        slotSpecies = Array(Set(names.map(\.speciesID))).sorted()
        let slotOfSpecies = Dictionary(uniqueKeysWithValues: slotSpecies.enumerated().map { ($1, Int32($0)) })
        nameSlots = names.map { slotOfSpecies[$0.speciesID]! }

        let keyed = names.enumerated()
            .map { (key: Array(SearchKey.normalize($1.text).utf8), name: Int32($0)) }
            .filter { !$0.key.isEmpty }
            .sorted { $0.key.lexicographicallyPrecedes($1.key) || ($0.key == $1.key && $0.name < $1.name) }
        var distinct: [[UInt8]] = []
        var keyNames: [Int32] = []
        var keyNameBounds: [Int32] = [0]
        for entry in keyed {
            if distinct.last != entry.key {
                if !distinct.isEmpty { keyNameBounds.append(Int32(keyNames.count)) }
                distinct.append(entry.key)
            }
            keyNames.append(entry.name)
        }
        if !distinct.isEmpty { keyNameBounds.append(Int32(keyNames.count)) }
        keys = PackedKeys(sorted: distinct)
        self.keyNames = keyNames
        self.keyNameBounds = keyNameBounds

        let keyScalars = distinct.map { String(decoding: $0, as: UTF8.self).unicodeScalars }
        let initialEntries = keyScalars.indices
            .filter { keyScalars[$0].contains { Hangul.syllables.contains($0.value) } }
            .map { (initials: Array(String(String.UnicodeScalarView(keyScalars[$0].map(Hangul.initialConsonant(of:)))).utf8), key: Int32($0)) }
            .sorted { $0.initials.lexicographicallyPrecedes($1.initials) || ($0.initials == $1.initials && $0.key < $1.key) }
        initials = PackedKeys(sorted: initialEntries.map(\.initials))
        initialsKeys = initialEntries.map(\.key)

        let typoEntries = keyScalars.indices
            .compactMap { key in TypoPattern.units(keyScalars[key]).map { (units: $0, key: Int32(key)) } }
            .sorted { ($0.units.count, $0.key) < ($1.units.count, $1.key) }
        typoUnits = typoEntries.flatMap(\.units)
        typoBounds = typoEntries.reduce(into: [0]) { $0.append($0.last! + Int32($1.units.count)) }
        typoKeys = typoEntries.map(\.key)
        typoSignatures = typoEntries.map { TypoPattern.letterSignature($0.units) }
        let longest = typoEntries.last?.units.count ?? 0
        typoLengthStarts = (0...longest + 1).map { length in
            Int32(typoEntries.partitioningIndex { $0.units.count >= length })
        }
    }

    /// The names whose key is key `index`.
    @inline(__always)
    func names(ofKey index: Int) -> Range<Int> { Int(keyNameBounds[index])..<Int(keyNameBounds[index + 1]) }
}

extension Array {
    /// The first index whose element satisfies `predicate`, which must be false then true along the array.
    func partitioningIndex(where predicate: (Element) -> Bool) -> Int {
        var low = 0, high = count
        while low < high {
            let middle = (low + high) / 2
            if predicate(self[middle]) { high = middle } else { low = middle + 1 }
        }
        return low
    }
}
