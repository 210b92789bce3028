import PokeTables

/// Renders the bundled tables' search shards as Swift (`BundledSearchIndex`): for the species
/// search and for each other kind whose tables name entries of their own (abilities, moves,
/// items…), every shard the search groups its sources into, built by the search's own
/// ``NameIndex`` from the names ``SearchIndexNames`` reads, as ``NameIndex/Encoded`` literals.
/// The first search of a process then decodes a shard instead of gathering, folding and sorting
/// its names. Deterministic: the same tables give the same bytes.
package enum SearchIndexRenderer {
    /// The Swift source of `BundledSearchIndex`.
    /// - Complexity: builds every shard, O(n log n) for the tables' n names.
    package static func render(_ model: GeneratorModel, snapshot: Snapshot) -> String {
        let names = SearchIndexNames(model: model, snapshot: snapshot)
        var out = SwiftTableRenderer.header + "\n\n"
        out += "import PokeTables\n\n"
        out += "/// The bundled tables' search shards, built by pokegen (see `SearchIndexRenderer`).\n"
        out += "package enum BundledSearchIndex {\n"
        let slots = snapshot.species.map(\.id).sorted()
        let slotWidth = PackedColumn.width(for: slots)
        out += "    /// The species of the species search's slots, ascending, as six-bit digits of a width.\n"
        out +=
            "    package static let speciesSlots: (digits: StaticString, width: Int) = (\(SwiftLiteral.string(PackedColumn.digits(slots, width: slotWidth))), \(slotWidth))\n\n"
        out += "    /// The species search's shards, in the order of their groups of sources.\n"
        out += "    package static let species: [NameIndex.Encoded] = [\n"
        let speciesSources = NameSource.species(locales: names.locales)
        for group in NameSource.grouped(speciesSources).groups {
            out += shard(group, names: names)
        }
        out += "    ]\n\n"
        out += "    /// The shards of each other kind that names entries, by the kind's table name.\n"
        out += "    package static let kinds: [String: [NameIndex.Encoded]] = [\n"
        for kind in TableKind.allCases where kind.namesEntries && kind != .species {
            out += "        \(SwiftLiteral.string(kind.rawValue)): [\n"
            for group in NameSource.grouped(NameSource.names(of: kind, locales: names.locales)).groups {
                out += shard(group, names: names)
            }
            out += "        ],\n"
        }
        out += "    ]\n}\n"
        return out
    }

    /// One shard's `NameIndex.Encoded(...)` expression.
    private static func shard(_ sources: [NameSource], names: SearchIndexNames) -> String {
        let columns = NameIndex.Columns(names: sources.flatMap(names.names(of:)))
        let integers = columns.integerColumns.map { values in
            let width = PackedColumn.width(for: values)
            return "(\(SwiftLiteral.string(PackedColumn.digits(values, width: width))), \(width))"
        }
        return """
                    NameIndex.Encoded(
                        sources: \(SwiftLiteral.string(sources.map(\.identifier).joined(separator: " "))),
                        locales: \(SwiftLiteral.string(columns.localeList)),
                        texts: \(SwiftLiteral.string(columns.texts)),
                        keyBytes: \(SwiftLiteral.string(String(decoding: columns.keyBytes, as: UTF8.self))),
                        initialBytes: \(SwiftLiteral.string(String(decoding: columns.initialBytes, as: UTF8.self))),
                        integers: [
                            \(integers.joined(separator: ",\n                    "))
                        ]
                    ),

            """
    }
}
