import PokeTables

extension TableLocalizer {
    /// The romanized search keys a locale's own tables have for species (`searchkeys/<locale>.txt`,
    /// no fallback to another locale), as `(species number, keys)` in National Pokédex order, the
    /// first set's where several have some: `(54, ["gorapadeok"])` for ko. Empty for a locale
    /// without the table.
    /// - Complexity: O(species); decodes the strings of one table, no chain resolution.
    package func romanizedSearchKeys(in locale: LocaleTag) -> [(id: Int, keys: [String])] {
        let ids = stack.catalog.speciesIDs
        guard stack.layers.contains(where: { $0.locale(locale)?.searchKeys != nil }) else { return [] }
        return ids.indices.compactMap { position in
            guard let value = stack.value(.searchKeys, locale, at: position)?.value else { return nil }
            let keys = value.split(separator: ",").map { String($0.drop { $0 == " " }) }.filter { !$0.isEmpty }
            return keys.isEmpty ? nil : (ids[position], keys)
        }
    }
}
