extension NameIndex {
    /// A shard's ``Columns`` as the generator writes them into `BundledSearchIndex`: text as
    /// UTF-8 string literals, integers as ``SixBitDigits``, so the first search of a process
    /// decodes a shard instead of building it.
    package struct Encoded: Sendable {
        /// The ``NameSource/identifier``s of the shard's sources, separated by spaces.
        package let sources: StaticString
        /// The shard's locales by description, separated by spaces; `-` for a slug's (none).
        package let locales: StaticString
        /// The names' texts, back to back.
        package let texts: StaticString
        /// The keys' bytes, and the initial-consonant keys' bytes, back to back.
        package let keyBytes: StaticString, initialBytes: StaticString
        /// The integer columns, in the order of ``Columns/integerColumns``: digits and width.
        package let integers: [(digits: StaticString, width: Int)]

        package init(
            sources: StaticString, locales: StaticString, texts: StaticString, keyBytes: StaticString,
            initialBytes: StaticString, integers: [(digits: StaticString, width: Int)]
        ) {
            self.sources = sources
            self.locales = locales
            self.texts = texts
            self.keyBytes = keyBytes
            self.initialBytes = initialBytes
            self.integers = integers
        }

        /// The identifiers of the shard's sources.
        package var sourceIdentifiers: [String] { sources.description.split(separator: " ").map(String.init) }

        /// The columns; `nil` when the data does not fit together (the generator writes none such).
        /// - Complexity: O(n) in the shard's names, keys and digits.
        package func columns() -> Columns? {
            Columns(encoded: self)
        }

        /// Integer column `index`, decoded as `Value`s; empty past the last column.
        func integers<Value: FixedWidthInteger>(_ index: Int, as type: Value.Type) -> [Value] {
            guard integers.indices.contains(index) else { return [] }
            let (digits, width) = integers[index]
            return digits.withUTF8Buffer { SixBitDigits.decode($0, width: width, as: type) }
        }
    }
}

extension NameIndex.Columns {
    /// How many integer columns ``integerColumns`` has.
    static let integerColumnCount = 15

    /// The integer columns, in the order ``NameIndex/Encoded`` writes them: each name's species,
    /// kind, text bound and locale, then the boundaries, the keys', the initials' and the typo
    /// entries' columns.
    package var integerColumns: [[Int]] {
        [
            nameSpeciesIDs, nameKinds.map(Int.init), textBounds.map(Int.init), nameLocales.map(Int.init),
            boundaries.map(Int.init), boundaryBounds.map(Int.init), keyBounds.map(Int.init), keyNames.map(Int.init),
            keyNameBounds.map(Int.init), initialBounds.map(Int.init), initialsKeys.map(Int.init), typoUnits.map(Int.init),
            typoBounds.map(Int.init), typoKeys.map(Int.init), typoLengthStarts.map(Int.init),
        ]
    }

    /// The names' texts, back to back, as ``NameIndex/Encoded/texts`` writes them.
    package var texts: String { String(decoding: textBytes, as: UTF8.self) }

    /// The shard's locales as ``NameIndex/Encoded/locales`` writes them.
    package var localeList: String { locales.map { $0?.description ?? "-" }.joined(separator: " ") }

    /// The columns of an encoded shard; `nil` when its columns don't fit together.
    init?(encoded: NameIndex.Encoded) {
        guard encoded.integers.count == Self.integerColumnCount else { return nil }
        var locales: [LocaleTag?] = []
        for word in encoded.locales.description.split(separator: " ") {
            if word == "-" {
                locales.append(nil)
                continue
            }
            guard let tag = LocaleTag(String(word)) else { return nil }
            locales.append(tag)
        }
        self.locales = locales
        nameSpeciesIDs = encoded.integers(0, as: Int.self)
        nameKinds = encoded.integers(1, as: UInt8.self)
        textBounds = encoded.integers(2, as: Int32.self)
        nameLocales = encoded.integers(3, as: UInt16.self)
        boundaries = encoded.integers(4, as: UInt8.self)
        boundaryBounds = encoded.integers(5, as: Int32.self)
        keyBounds = encoded.integers(6, as: Int32.self)
        keyNames = encoded.integers(7, as: Int32.self)
        keyNameBounds = encoded.integers(8, as: Int32.self)
        initialBounds = encoded.integers(9, as: Int32.self)
        initialsKeys = encoded.integers(10, as: Int32.self)
        typoUnits = encoded.integers(11, as: UInt16.self)
        typoBounds = encoded.integers(12, as: Int32.self)
        typoKeys = encoded.integers(13, as: Int32.self)
        typoLengthStarts = encoded.integers(14, as: Int32.self)
        textBytes = encoded.texts.withUTF8Buffer(Array.init)
        keyBytes = encoded.keyBytes.withUTF8Buffer(Array.init)
        initialBytes = encoded.initialBytes.withUTF8Buffer(Array.init)
        // What a read would trap on, checked once: every name's kind, locale and text, and the
        // packed keys' last bounds (the generator writes nothing else, and tests compare it).
        let count = nameSpeciesIDs.count
        guard nameKinds.count == count, nameLocales.count == count, textBounds.count == count + 1,
            boundaryBounds.count == count + 1, textBounds.last.map(Int.init) == textBytes.count,
            nameKinds.allSatisfy({ SearchableName.Kind(code: Int($0)) != nil }), nameLocales.allSatisfy({ Int($0) < locales.count }),
            keyBounds.last.map(Int.init) == keyBytes.count, initialBounds.last.map(Int.init) == initialBytes.count
        else { return nil }
    }
}
