import PokeTables

extension TableLocalizer {
    /// The romanized search keys a locale's own tables have for species (`searchkeys/<locale>.txt`,
    /// no fallback to another locale), as `(species number, keys)` in National Pokédex order, the
    /// first set's where several have some: `(54, ["gorapadeok"])` for ko. Empty for a locale
    /// without the table.
    /// - Complexity: O(species); decodes the strings of the locale's search-key tables once, with
    ///   no chain resolution.
    package func romanizedSearchKeys(in locale: LocaleTag) -> [(id: Int, keys: [String])] {
        let ids = stack.catalog.speciesIDs
        var values = [String?](repeating: nil, count: ids.count)
        for (index, layer) in stack.layers.enumerated() {
            guard let table = layer.locale(locale)?.table(.searchKeys) else { continue }
            let map = stack.maps[index][TableKind.searchKeys.keyList]
            for local in 0..<table.count where !table.utf8(at: local).isEmpty {
                guard let position = map.stackPosition(of: local), position < values.count, values[position] == nil else { continue }
                values[position] = table.string(at: local)
            }
        }
        return values.indices.compactMap { position in
            guard let value = values[position] else { return nil }
            // Split on `,` as bytes: keys are ASCII, and a Character split would break graphemes.
            let keys = value.utf8.split(separator: UInt8(ascii: ",")).map { key in
                String(decoding: key.drop { $0 == UInt8(ascii: " ") }, as: UTF8.self)
            }.filter { !$0.isEmpty }
            return keys.isEmpty ? nil : (ids[position], keys)
        }
    }

    /// Whether any table set has a form or full name for `locale`: without one, every form name
    /// the locale shows is another locale's. (Generated tables leave out a locale's empty columns.)
    /// - Complexity: O(sets).
    package func hasFormNames(in locale: LocaleTag) -> Bool {
        stack.layers.contains { layer in
            guard let tables = layer.locale(locale) else { return false }
            return [tables.table(.forms), tables.table(.fullNames)].contains { $0 != nil }
        }
    }
}
