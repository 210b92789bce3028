import Foundation
import PokeTables

/// What an import brings: the API's lists and the species and type names per locale.
package struct ImportedNames: Sendable {
    package var snapshot: Snapshot
    /// Names per table and locale, as `(slug, name)` in the snapshot's order, exactly as the
    /// source writes them: white space around a name or a name not in NFC is the source's
    /// error, which the corrections file records like any other (``TableImporter`` reports the
    /// ones it has no correction for).
    package var names: [TableKind: [LocaleTag: [(key: String, value: String)]]]
    /// Whether the snapshot's `/pokemon` list came from this import (else it is kept as it was).
    package var includesPokemonList: Bool
    /// The items the source files as Mega Stones (PokeAPI's item category 44), whose names
    /// ``MegaNames`` derives where a locale's rule allows.
    package var megaStones: [String] = []
    /// Header lines for the tables some of whose names were derived rather than imported, per
    /// table and locale (``MegaNames/note(_:keys:)``): which keys, and by which rule.
    package var derivedNotes: [TableKind: [LocaleTag: [String]]] = [:]

    package init(
        snapshot: Snapshot, names: [TableKind: [LocaleTag: [(key: String, value: String)]]],
        includesPokemonList: Bool = true
    ) {
        self.snapshot = snapshot
        self.names = names
        self.includesPokemonList = includesPokemonList
    }

    /// A name as it goes into a table: trimmed and in NFC.
    /// - Complexity: O(n); without a copy for a name that is already clean (see `trimmedName`).
    static func clean(_ name: String, count: inout Int) -> String {
        let cleaned = clean(name)
        if cleaned != name { count += 1 }
        return cleaned
    }

    /// A name trimmed and in NFC (itself when it is already).
    static func clean(_ name: String) -> String {
        name.trimmedName.composedName
    }

    /// Sorts `(id, locale, name)` rows into per-locale lists in the order of `records`, each name
    /// as the source writes it; a name of nothing but white space is no name and is left out.
    static func group(_ rows: [(id: Int, locale: LocaleTag, name: String)], by records: [Snapshot.Record])
        -> [LocaleTag: [(key: String, value: String)]]
    {
        let order = Dictionary(records.enumerated().map { ($1.id, $0) }, uniquingKeysWith: { first, _ in first })
        var byLocale: [LocaleTag: [(position: Int, key: String, value: String)]] = [:]
        for row in rows {
            guard let position = order[row.id], !row.name.trimmedName.isEmpty else { continue }
            byLocale[row.locale, default: []].append((position, records[position].slug, row.name))
        }
        return byLocale.mapValues { entries in
            entries.sorted { $0.position < $1.position }.map { ($0.key, $0.value) }
        }
    }
}
