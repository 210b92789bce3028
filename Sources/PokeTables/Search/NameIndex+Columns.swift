extension NameIndex {
    /// What a shard stores, without what is cheap to derive from it (each name's slot and kind,
    /// the keys' lengths, the typo entries' letter signatures): built from names at run time, or
    /// by the generator for the bundled tables, which writes them into `BundledSearchIndex`.
    ///
    /// The fields are ``NameIndex``'s of the same names.
    package struct Columns: Equatable, Sendable {
        /// Each name's species, kind (``SearchableName/Kind/code``) and text (UTF-8, back to back).
        package var nameSpeciesIDs: [Int]
        package var nameKinds: [UInt8]
        package var textBytes: [UInt8]
        package var textBounds: [Int32]
        package var locales: [LocaleTag?]
        package var nameLocales: [UInt16]
        package var boundaries: [UInt8]
        package var boundaryBounds: [Int32]
        package var keyBytes: [UInt8]
        package var keyBounds: [Int32]
        package var keyNames: [Int32]
        package var keyNameBounds: [Int32]
        package var initialBytes: [UInt8]
        package var initialBounds: [Int32]
        package var initialsKeys: [Int32]
        package var typoUnits: [UInt16]
        package var typoBounds: [Int32]
        package var typoKeys: [Int32]
        package var typoLengthStarts: [Int32]

        /// Builds the columns of a shard of names.
        /// - Complexity: O(n log n) for n names.
        package init(names: [SearchableName]) {
            nameSpeciesIDs = names.map(\.speciesID)
            nameKinds = names.map { UInt8($0.kind.code) }
            var textBytes: [UInt8] = []
            var textBounds: [Int32] = [0]
            for name in names {
                textBytes += name.text.utf8
                textBounds.append(Int32(textBytes.count))
            }
            self.textBytes = textBytes
            self.textBounds = textBounds
            var locales: [LocaleTag?] = []
            var localeIndex: [LocaleTag?: UInt16] = [:]
            nameLocales = names.map { name in
                if let index = localeIndex[name.locale] { return index }
                // A search's locales are a few dozen; a search of more than 65,535 would report
                // the last one's for the rest.
                let index = UInt16(clamping: locales.count)
                if locales.count <= Int(UInt16.max) { locales.append(name.locale) }
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
                    let headLeft = heads[Int(left)]
                    let headRight = heads[Int(right)]
                    if headLeft != headRight { return headLeft < headRight }
                    let a = spans[Int(left)]
                    let b = spans[Int(right)]
                    let common = Int(min(a.count, b.count))
                    for offset in 0..<common {
                        let x = bytes[Int(a.start) + offset]
                        let y = bytes[Int(b.start) + offset]
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
                    let same =
                        previous >= 0 && heads[Int(previous)] == heads[Int(name)] && spans[Int(previous)].count == span.count
                        && (span.count <= 8
                            || (8..<Int(span.count)).allSatisfy {
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
            (keyBytes, keyBounds) = PackedKeys.packed(distinct)
            self.keyNames = keyNames
            self.keyNameBounds = keyNameBounds

            // Hangul syllables (U+AC00–U+D7A3) start with the bytes EA–ED.
            let hangulKeys = distinct.indices.filter { distinct[$0].contains { (0xEA...0xED).contains($0) } }
            let initialEntries =
                hangulKeys
                .map { key in
                    let scalars = String(decoding: distinct[key], as: UTF8.self).unicodeScalars
                    return (
                        initials: Array(String(String.UnicodeScalarView(scalars.map(Hangul.initialConsonant(of:)))).utf8), key: Int32(key)
                    )
                }
                .sorted { $0.initials.lexicographicallyPrecedes($1.initials) || ($0.initials == $1.initials && $0.key < $1.key) }
            (initialBytes, initialBounds) = PackedKeys.packed(initialEntries.map { $0.initials[...] })
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
            var typoUnits: [UInt16] = []
            var typoBounds: [Int32] = [0]
            var typoKeys: [Int32] = []
            typoUnits.reserveCapacity(allUnits.count)
            for span in placed {
                let units = allUnits[Int(span.start)..<Int(span.start + span.count)]
                typoUnits += units
                typoBounds.append(Int32(typoUnits.count))
                typoKeys.append(span.key)
            }
            self.typoUnits = typoUnits
            self.typoBounds = typoBounds
            self.typoKeys = typoKeys
            // Entries of length n start at starts[n]; the last is past the longest.
            typoLengthStarts = starts
        }
    }
}
