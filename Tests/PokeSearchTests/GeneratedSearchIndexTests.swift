import PokeLocalization
import PokeSearch
import PokeTables
import Testing

@testable import PokeSearch

/// The shards pokegen builds at generation time (`BundledSearchIndex`) against the ones the
/// search builds from a `TableLocalizer` of the bundled tables at run time: the generator reads
/// the names from its own model of the tables, so this is what keeps the two readings one.
@Suite("Generated search index")
struct GeneratedSearchIndexTests {
    /// The species search (`nil`), then every other kind a Pokédex search looks in.
    static let kinds: [NameKind?] = [nil] + PokedexSearch.searchableKinds.filter { $0 != .species }

    @Test("every generated shard is the one the search builds from the bundled tables", arguments: kinds)
    func generatedShardsAreTheBuiltOnes(kind: NameKind?) throws {
        let localizer = TableLocalizer()
        let shards = kind.map { NameShards(localizer: localizer, kind: $0) } ?? NameShards(localizer: localizer)
        let generated = BundledSearchIndex.shards(ofKind: kind?.table)
        #expect(generated.map(\.sourceIdentifiers) == shards.groups.map { $0.map(\.identifier) })
        var catalog: NameSource.Catalog?
        for (group, encoded) in zip(shards.groups.indices, generated) {
            let built = NameIndex.Columns(names: shards.gatheredNames(ofGroup: group, catalog: &catalog))
            let decoded = try #require(encoded.columns(), "shard \(group) of \(kind?.identifier ?? "species") does not decode")
            #expect(!built.nameSpeciesIDs.isEmpty || group > 0)
            let difference = Self.firstDifference(decoded, built)
            #expect(
                difference == nil,
                "shard \(group) (\(encoded.sourceIdentifiers.prefix(3).joined(separator: " "))…) of \(kind?.identifier ?? "species"): \(difference ?? "")"
            )
        }
    }

    @Test("the bundled searches read a generated shard for every group", arguments: kinds)
    func bundledSearchesUseTheGeneratedShards(kind: NameKind?) {
        let search = PokedexSearch(kinds: [kind ?? .species])
        guard let shards = search.shards(of: kind ?? .species) else {
            Issue.record("the search has no \(kind?.identifier ?? "species")")
            return
        }
        #expect(shards.count > 0)
        #expect(shards.prebuilt.count == shards.count && shards.prebuilt.allSatisfy { $0 != nil })
    }

    @Test("the bundled species search's groups and slots, read from the generated index, are the localizer's")
    func bundledGroupsAreTheLocalizers() throws {
        let read = NameShards(
            bundled: BundledSearchIndex.species, slotSpecies: BundledSearchIndex.speciesSlotIDs, localizer: { TableLocalizer() })
        let generated = try #require(read)
        let runtime = NameShards(localizer: TableLocalizer())
        #expect(generated.groups == runtime.groups)
        #expect(generated.slotSpecies == runtime.slotSpecies)
        for script in [ScriptGroup.latin, .hangul, .kana, .han, .cyrillic, .thai, .other] {
            #expect(generated.shards(for: script) == runtime.shards(for: script))
        }
        #expect(generated.shards(for: nil) == runtime.shards(for: nil))
    }

    @Test(
        "every source reads back from its identifier",
        arguments: NameShards(localizer: TableLocalizer()).groups.flatMap { $0 }
            + NameSource.names(of: .abilities, locales: TableLocalizer().availableLocales) + [.given(3)])
    func identifiersReadBack(source: NameSource) {
        #expect(NameSource(identifier: source.identifier) == source)
    }

    /// The first field in which two shards' columns differ, with the first position, or nil.
    static func firstDifference(_ a: NameIndex.Columns, _ b: NameIndex.Columns) -> String? {
        func compare<T: Equatable>(_ name: String, _ x: [T], _ y: [T]) -> String? {
            guard x != y else { return nil }
            let index = x.indices.first { $0 >= y.count || x[$0] != y[$0] } ?? x.count
            let shown = { (array: [T]) in array.indices.contains(index) ? "\(array[index])" : "none" }
            return "\(name) differ at \(index) (counts \(x.count), \(y.count)): generated \(shown(x)), built \(shown(y))"
        }
        let differences: [String?] = [
            compare("nameSpeciesIDs", a.nameSpeciesIDs, b.nameSpeciesIDs), compare("nameKinds", a.nameKinds, b.nameKinds),
            compare("textBytes", a.textBytes, b.textBytes), compare("textBounds", a.textBounds, b.textBounds),
            compare("locales", a.locales, b.locales),
            compare("nameLocales", a.nameLocales, b.nameLocales), compare("boundaries", a.boundaries, b.boundaries),
            compare("boundaryBounds", a.boundaryBounds, b.boundaryBounds), compare("keyBytes", a.keyBytes, b.keyBytes),
            compare("keyBounds", a.keyBounds, b.keyBounds), compare("keyNames", a.keyNames, b.keyNames),
            compare("keyNameBounds", a.keyNameBounds, b.keyNameBounds), compare("initialBytes", a.initialBytes, b.initialBytes),
            compare("initialBounds", a.initialBounds, b.initialBounds), compare("initialsKeys", a.initialsKeys, b.initialsKeys),
            compare("typoUnits", a.typoUnits, b.typoUnits), compare("typoBounds", a.typoBounds, b.typoBounds),
            compare("typoKeys", a.typoKeys, b.typoKeys), compare("typoLengthStarts", a.typoLengthStarts, b.typoLengthStarts),
        ]
        return differences.compactMap { $0 }.first ?? (a == b ? nil : "the columns differ")
    }
}
