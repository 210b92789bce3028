/// One shard of a search's names under their ``SearchKey``s, arranged for the kinds of match.
///
/// Immutable once built. Names that normalize alike share one key, so locales whose Latin names
/// often agree (`Pikachu` in eight of them) are compared once.
final class NameIndex: Sendable {
    /// The names, in the order given: on a tie, the earlier name is reported.
    let names: [SearchableName]
    /// The search's slot (species, in Pokédex order) of each name; -1 for a species the search lacks.
    let nameSlots: [Int32]
    /// Whether each name is a form's (a form name or a form's slug).
    let nameIsForm: [Bool]
    /// Whether each name is a romanization, whose exact and prefix matches rank as one.
    let nameIsRomanization: [Bool]
    /// Where the words of each name meet in its key (see ``SearchKey/normalizeWithBoundaries(_:)``):
    /// name `i`'s are `boundaries[boundaryBounds[i]..<boundaryBounds[i + 1]]`, UTF-8 offsets.
    let boundaries: [UInt8]
    let boundaryBounds: [Int32]

    /// Distinct keys as UTF-8, sorted.
    let keys: PackedKeys
    /// The names of key `i` are `keyNames[keyNameBounds[i]..<keyNameBounds[i + 1]]`, in name order.
    let keyNames: [Int32]
    let keyNameBounds: [Int32]
    /// The length of each key in scalars.
    let keyLengths: [Int32]

    /// Keys with Hangul, their syllables replaced by initial consonants (고라파덕 → ㄱㄹㅍㄷ), sorted;
    /// two keys can share initials (가나 and 고니), so these repeat.
    let initials: PackedKeys
    /// The key each of `initials` came from.
    let initialsKeys: [Int32]

    /// Keys as ``TypoUnits``, shortest first, for typos.
    let typoUnits: [UInt16]
    let typoBounds: [Int32]
    /// The key of each typo entry.
    let typoKeys: [Int32]
    /// The letters of each typo entry, as a ``TypoPattern/letterSignature(_:)``.
    let typoSignatures: [UInt64]
    /// Typo entries of length `n` are `typoLengthStarts[n]..<typoLengthStarts[n + 1]`.
    let typoLengthStarts: [Int32]

    /// Builds the shard.
    /// - Parameter slotOfSpecies: the search's slot of each species number.
    /// - Complexity: O(n log n) for n names.
    init(names: [SearchableName], slotOfSpecies: [Int: Int32]) {
        self.names = names
        nameSlots = names.map { slotOfSpecies[$0.speciesID] ?? -1 }
        nameIsForm = names.map { $0.kind == .form || $0.kind == .formSlug }
        nameIsRomanization = names.map { $0.kind == .romanization }

        var boundaries: [UInt8] = []
        var boundaryBounds: [Int32] = [0]
        var keyed: [(key: [UInt8], name: Int32)] = []
        keyed.reserveCapacity(names.count)
        for (index, name) in names.enumerated() {
            let (key, found) = SearchKey.normalizeWithBoundaries(name.text)
            boundaries += found.map { UInt8(clamping: $0) }
            boundaryBounds.append(Int32(boundaries.count))
            if !key.isEmpty { keyed.append((Array(key.utf8), Int32(index))) }
        }
        self.boundaries = boundaries
        self.boundaryBounds = boundaryBounds
        keyed.sort { $0.key.lexicographicallyPrecedes($1.key) || ($0.key == $1.key && $0.name < $1.name) }
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
        keyLengths = keyScalars.map { Int32($0.count) }
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

    /// The word boundaries of name `index` in its key.
    @inline(__always)
    func boundaries(ofName index: Int) -> ArraySlice<UInt8> {
        boundaries[Int(boundaryBounds[index])..<Int(boundaryBounds[index + 1])]
    }
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
