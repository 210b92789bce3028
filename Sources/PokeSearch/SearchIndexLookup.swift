import PokeTables

// `BundledSearchIndex` itself is generated from Resources/ by the GenerateBundledTables plugin
// (pokegen search-index; see PokeGenerator's SearchIndexRenderer).

extension BundledSearchIndex {
    /// The generated shards of a search: the species search's for `nil`, else those of the kind
    /// whose tables have that name (`abilities`); empty for a kind that has none.
    package static func shards(ofKind kind: TableKind?) -> [NameIndex.Encoded] {
        guard let kind else { return species }
        return kinds[kind.rawValue] ?? []
    }

    /// The species of the species search's slots, ascending (National Pokédex numbers).
    /// - Complexity: O(species), decoding the digits.
    package static var speciesSlotIDs: [Int] {
        speciesSlots.digits.withUTF8Buffer { SixBitDigits.decode($0, width: speciesSlots.width) }
    }
}
