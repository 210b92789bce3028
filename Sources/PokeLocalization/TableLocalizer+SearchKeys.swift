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
            guard let table = layer.locale(locale)?.searchKeys else { continue }
            let map = stack.maps[index][.species]
            for local in 0..<table.count where !table.utf8(at: local).isEmpty {
                guard let position = map.stackPosition(of: local), position < values.count, values[position] == nil else { continue }
                values[position] = table.string(at: local)
            }
        }
        return values.indices.compactMap { position in
            guard let value = values[position] else { return nil }
            let keys = value.split(separator: ",").map { String($0.drop { $0 == " " }) }.filter { !$0.isEmpty }
            return keys.isEmpty ? nil : (ids[position], keys)
        }
    }
}
