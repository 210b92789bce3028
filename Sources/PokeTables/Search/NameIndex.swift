/// One shard of a search's names under their ``SearchKey``s, arranged for the kinds of match.
///
/// Immutable once built. Names that normalize alike share one key, so locales whose Latin names
/// often agree (`Pikachu` in eight of them) are compared once.
package final class NameIndex: Sendable {
    /// The names, in the order given (on a tie, the earlier name is reported): each one's
    /// species, kind (``SearchableName/Kind/code``) and text, read by ``name(at:)``.
    private let nameSpeciesIDs: [Int]
    private let nameKinds: [UInt8]
    private let textBytes: [UInt8]
    private let textBounds: [Int32]
    /// The search's slot (species, in Pokédex order) of each name; -1 for a species the search lacks.
    package let nameSlots: [Int32]
    /// Whether each name is a form's (a form name or a form's slug).
    package let nameIsForm: [Bool]
    /// Whether each name is a romanization, whose exact and prefix matches rank as one.
    package let nameIsRomanization: [Bool]
    /// The locales of the shard's names (`nil` for a slug's), and each name's place among them.
    package let locales: [LocaleTag?]
    package let nameLocales: [UInt16]
    /// Where the words of each name meet in its key (see ``SearchKey/normalizeWithBoundaries(_:)``):
    /// name `i`'s are `boundaries[boundaryBounds[i]..<boundaryBounds[i + 1]]`, UTF-8 offsets.
    package let boundaries: [UInt8]
    package let boundaryBounds: [Int32]

    /// Distinct keys as UTF-8, sorted.
    package let keys: PackedKeys
    /// The names of key `i` are `keyNames[keyNameBounds[i]..<keyNameBounds[i + 1]]`, in name order.
    package let keyNames: [Int32]
    package let keyNameBounds: [Int32]
    /// The length of each key in scalars.
    package let keyLengths: [Int32]

    /// Keys with Hangul, their syllables replaced by initial consonants (고라파덕 → ㄱㄹㅍㄷ), sorted;
    /// two keys can share initials (가나 and 고니), so these repeat.
    package let initials: PackedKeys
    /// The key each of `initials` came from.
    package let initialsKeys: [Int32]

    /// Keys as ``TypoUnits``, shortest first, for typos.
    package let typoUnits: [UInt16]
    package let typoBounds: [Int32]
    /// The key of each typo entry.
    package let typoKeys: [Int32]
    /// The letters of each typo entry, as a ``TypoPattern/letterSignature(_:)``.
    package let typoSignatures: [UInt64]
    /// Typo entries of length `n` are `typoLengthStarts[n]..<typoLengthStarts[n + 1]`.
    package let typoLengthStarts: [Int32]

    /// Builds the shard.
    /// - Parameter slotOfSpecies: the search's slot of each species number.
    /// - Complexity: O(n log n) for n names.
    package convenience init(names: [SearchableName], slotOfSpecies: [Int: Int32]) {
        self.init(columns: Columns(names: names), slotOfSpecies: slotOfSpecies)
    }

    /// A shard of built columns (the generator's, decoded): what is cheap to derive is derived.
    /// - Complexity: O(n) for n names and keys' bytes.
    package init(columns: Columns, slotOfSpecies: [Int: Int32]) {
        nameSpeciesIDs = columns.nameSpeciesIDs
        nameKinds = columns.nameKinds
        textBytes = columns.textBytes
        textBounds = columns.textBounds
        nameSlots = Self.slots(of: columns.nameSpeciesIDs, slotOfSpecies: slotOfSpecies)
        let (form, formSlug, romanization) = (
            UInt8(SearchableName.Kind.form.code), UInt8(SearchableName.Kind.formSlug.code),
            UInt8(SearchableName.Kind.romanization.code)
        )
        nameIsForm = columns.nameKinds.map { $0 == form || $0 == formSlug }
        nameIsRomanization = columns.nameKinds.map { $0 == romanization }
        locales = columns.locales
        nameLocales = columns.nameLocales
        boundaries = columns.boundaries
        boundaryBounds = columns.boundaryBounds
        let keys = PackedKeys(bytes: columns.keyBytes, bounds: columns.keyBounds)
        self.keys = keys
        keyNames = columns.keyNames
        keyNameBounds = columns.keyNameBounds
        // Scalars are the bytes that don't continue one (10xxxxxx).
        keyLengths = (0..<keys.count).map { key in Int32(keys.key(at: key).reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }) }
        initials = PackedKeys(bytes: columns.initialBytes, bounds: columns.initialBounds)
        initialsKeys = columns.initialsKeys
        typoUnits = columns.typoUnits
        typoBounds = columns.typoBounds
        typoKeys = columns.typoKeys
        typoSignatures = columns.typoKeys.indices.map { entry in
            TypoPattern.letterSignature(columns.typoUnits[Int(columns.typoBounds[entry])..<Int(columns.typoBounds[entry + 1])])
        }
        typoLengthStarts = columns.typoLengthStarts
    }

    /// The slot of each species number, -1 for one the search lacks: through an array by number
    /// when the numbers are dense (National Pokédex numbers, a kind's positions), else the dictionary.
    /// - Complexity: O(names + slots).
    private static func slots(of speciesIDs: [Int], slotOfSpecies: [Int: Int32]) -> [Int32] {
        guard let largest = slotOfSpecies.keys.max(), let smallest = slotOfSpecies.keys.min(), smallest >= 0,
            largest < 4 * slotOfSpecies.count + 64
        else {
            return speciesIDs.map { slotOfSpecies[$0] ?? -1 }
        }
        var dense = [Int32](repeating: -1, count: largest + 1)
        for (id, slot) in slotOfSpecies { dense[id] = slot }
        return speciesIDs.map { dense.indices.contains($0) ? dense[$0] : -1 }
    }

    /// How many names the shard has.
    package var nameCount: Int { nameSpeciesIDs.count }

    /// The species of name `index`. - Complexity: O(1).
    package func speciesID(ofName index: Int) -> Int { nameSpeciesIDs[index] }

    /// Name `index` as given. - Complexity: O(its length), decoding its text.
    package func name(at index: Int) -> SearchableName {
        let text = String(decoding: textBytes[Int(textBounds[index])..<Int(textBounds[index + 1])], as: UTF8.self)
        return SearchableName(
            speciesID: nameSpeciesIDs[index], locale: locales[Int(nameLocales[index])], text: text,
            kind: SearchableName.Kind(code: Int(nameKinds[index])) ?? .species)
    }

    /// Every name, in order. - Complexity: O(n), decoding every text.
    package var names: [SearchableName] { (0..<nameCount).map(name(at:)) }

    /// The names whose key is key `index`.
    @inline(__always)
    package func names(ofKey index: Int) -> Range<Int> { Int(keyNameBounds[index])..<Int(keyNameBounds[index + 1]) }

    /// The word boundaries of name `index` in its key.
    @inline(__always)
    package func boundaries(ofName index: Int) -> ArraySlice<UInt8> {
        boundaries[Int(boundaryBounds[index])..<Int(boundaryBounds[index + 1])]
    }
}
