
/// One shard of a search's names under their ``SearchKey``s, arranged for the kinds of match.
///
/// Immutable once built. Names that normalize alike share one key, so locales whose Latin names
/// often agree (`Pikachu` in eight of them) are compared once.
package final class NameIndex: Sendable {
    /// The names, in the order given: on a tie, the earlier name is reported.
    package let names: [SearchableName]
    /// The search's slot (species, in Pokédex order) of each name; -1 for a species the search lacks.
    package let nameSlots: [Int32]
    /// Whether each name is a form's (a form name or a form's slug).
    package let nameIsForm: [Bool]
    /// Whether each name is a romanization, whose exact and prefix matches rank as one.
    package let nameIsRomanization: [Bool]
    /// The locales of the shard's names (`nil` for a slug's), and each name's place among them.
    package let locales: [LocaleTag?]
    package let nameLocales: [UInt8]
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
    package init(names: [SearchableName], slotOfSpecies: [Int: Int32]) {
        self.names = names
        nameSlots = names.map { slotOfSpecies[$0.speciesID] ?? -1 }
        nameIsForm = names.map { $0.kind == .form || $0.kind == .formSlug }
        nameIsRomanization = names.map { $0.kind == .romanization }
        var locales: [LocaleTag?] = []
        var localeIndex: [LocaleTag?: UInt8] = [:]
        nameLocales = names.map { name in
            if let index = localeIndex[name.locale] { return index }
            // A search's locales are a few dozen; more than 255 share the last place's tier.
            let index = UInt8(clamping: locales.count)
            if locales.count < 256 { locales.append(name.locale) }
            localeIndex[name.locale] = index
            return index
        }
        self.locales = locales

        // Every key's bytes in one buffer, sorted as indices: no array per key.
        var boundaries: [UInt8] = []
        var boundaryBounds: [Int32] = [0]
        var bytes: [UInt8] = []
        var spans: [(start: Int32, count: Int32)] = []
        var keyed: [Int32] = []
        spans.reserveCapacity(names.count)
        var found: [Int]? = []
        for (index, name) in names.enumerated() {
            let start = bytes.count
            SearchKey.appendKey(of: name.text, to: &bytes, boundaries: &found)
            if let words = found, !words.isEmpty {
                boundaries += words.map { UInt8(clamping: $0) }
                found!.removeAll(keepingCapacity: true)
            }
            boundaryBounds.append(Int32(boundaries.count))
            spans.append((Int32(start), Int32(bytes.count - start)))
            if bytes.count > start { keyed.append(Int32(index)) }
        }
        self.boundaries = boundaries
        self.boundaryBounds = boundaryBounds
        // The first eight bytes of each key as one big-endian number (keys hold no zero byte, so
        // the padding sorts a shorter key first): most comparisons end there.
        let heads: [UInt64] = spans.map { span in
            var head: UInt64 = 0
            for offset in 0..<8 { head = head << 8 | (offset < Int(span.count) ? UInt64(bytes[Int(span.start) + offset]) : 0) }
            return head
        }
        let order = bytes.withUnsafeBufferPointer { bytes in
            keyed.sorted { left, right in
                let headLeft = heads[Int(left)], headRight = heads[Int(right)]
                if headLeft != headRight { return headLeft < headRight }
                let a = spans[Int(left)], b = spans[Int(right)]
                let common = Int(min(a.count, b.count))
                for offset in 0..<common {
                    let x = bytes[Int(a.start) + offset], y = bytes[Int(b.start) + offset]
                    if x != y { return x < y }
                }
                return a.count != b.count ? a.count < b.count : left < right
            }
        }
        var distinct: [ArraySlice<UInt8>] = []
        var keyNames: [Int32] = []
        var keyNameBounds: [Int32] = [0]
        var previous: Int32 = -1
        bytes.withUnsafeBufferPointer { buffer in
            for name in order {
                let span = spans[Int(name)]
                // Sorted, so a key equal to the previous name's is the same key.
                let same = previous >= 0 && heads[Int(previous)] == heads[Int(name)] && spans[Int(previous)].count == span.count
                    && (span.count <= 8 || (8..<Int(span.count)).allSatisfy {
                        buffer[Int(span.start) + $0] == buffer[Int(spans[Int(previous)].start) + $0]
                    })
                if !same {
                    if !distinct.isEmpty { keyNameBounds.append(Int32(keyNames.count)) }
                    distinct.append(bytes[Int(span.start)..<Int(span.start + span.count)])
                }
                keyNames.append(name)
                previous = name
            }
        }
        if !distinct.isEmpty { keyNameBounds.append(Int32(keyNames.count)) }
        keys = PackedKeys(sorted: distinct)
        self.keyNames = keyNames
        self.keyNameBounds = keyNameBounds
        // Scalars are the bytes that don't continue one (10xxxxxx).
        keyLengths = distinct.map { key in Int32(key.reduce(0) { $0 + ($1 & 0xC0 == 0x80 ? 0 : 1) }) }

        // Hangul syllables (U+AC00–U+D7A3) start with the bytes EA–ED.
        let hangulKeys = distinct.indices.filter { distinct[$0].contains { (0xEA...0xED).contains($0) } }
        let initialEntries = hangulKeys
            .map { key in
                let scalars = String(decoding: distinct[key], as: UTF8.self).unicodeScalars
                return (initials: Array(String(String.UnicodeScalarView(scalars.map(Hangul.initialConsonant(of:)))).utf8), key: Int32(key))
            }
            .sorted { $0.initials.lexicographicallyPrecedes($1.initials) || ($0.initials == $1.initials && $0.key < $1.key) }
        initials = PackedKeys(sorted: initialEntries.map { $0.initials[...] })
        initialsKeys = initialEntries.map(\.key)

        // Typo entries by length (a counting sort), then key order: every key's units first, back
        // to back, then copied into length order.
        var allUnits: [UInt16] = []
        var unitSpans: [(key: Int32, start: Int32, count: Int32)] = []
        allUnits.reserveCapacity(bytes.count)
        for (key, keyBytes) in distinct.enumerated() {
            let start = allUnits.count
            if keyBytes.allSatisfy({ $0 < 0x80 }) {
                for byte in keyBytes { allUnits.append(UInt16(byte)) }
            } else if let units = TypoPattern.units(String(decoding: keyBytes, as: UTF8.self).unicodeScalars) {
                allUnits += units
            } else {
                continue
            }
            unitSpans.append((Int32(key), Int32(start), Int32(allUnits.count - start)))
        }
        let longestUnits = Int(unitSpans.map(\.count).max() ?? 0)
        var starts = [Int32](repeating: 0, count: longestUnits + 2)
        for span in unitSpans { starts[Int(span.count) + 1] += 1 }
        for length in starts.indices.dropFirst() { starts[length] += starts[length - 1] }
        var placed = [(key: Int32, start: Int32, count: Int32)](repeating: (0, 0, 0), count: unitSpans.count)
        var next = starts
        for span in unitSpans {
            placed[Int(next[Int(span.count)])] = span
            next[Int(span.count)] += 1
        }
        var typoUnits: [UInt16] = [], typoBounds: [Int32] = [0], typoKeys: [Int32] = [], typoSignatures: [UInt64] = []
        typoUnits.reserveCapacity(allUnits.count)
        for span in placed {
            let units = allUnits[Int(span.start)..<Int(span.start + span.count)]
            typoUnits += units
            typoBounds.append(Int32(typoUnits.count))
            typoKeys.append(span.key)
            typoSignatures.append(TypoPattern.letterSignature(units))
        }
        self.typoUnits = typoUnits
        self.typoBounds = typoBounds
        self.typoKeys = typoKeys
        self.typoSignatures = typoSignatures
        // Entries of length n start at starts[n]; the last is past the longest.
        typoLengthStarts = starts
    }

    /// The names whose key is key `index`.
    @inline(__always)
    package func names(ofKey index: Int) -> Range<Int> { Int(keyNameBounds[index])..<Int(keyNameBounds[index + 1]) }

    /// The word boundaries of name `index` in its key.
    @inline(__always)
    package func boundaries(ofName index: Int) -> ArraySlice<UInt8> {
        boundaries[Int(boundaryBounds[index])..<Int(boundaryBounds[index + 1])]
    }
}
