import PokeTables
import PokeTransforms

/// One locale's `searchkeys/<locale>.txt`: the romanizations of its species names, as
/// `loccheck import-search-keys` writes them and `loccheck` checks them.
///
/// A value lists keys separated by `, `; each key is lower-case ASCII letters and digits. The
/// romanizer's keys come first; keys a reviewer added after them are kept by every re-import.
struct SearchKeyTable {
    static let separator = SearchKeyList.separator

    let locale: LocaleTag
    /// Per species slug in National Pokédex order: the keys the romanizer derives from the name.
    let derived: [(key: String, name: String, keys: [String])]
    /// The names the keys were derived from, as the fingerprint covers them (``sources(_:locale:)``).
    let sources: [(key: String, value: String)]

    /// The keys of every named species of `locale`'s species table; `nil` when the table has
    /// no name to romanize (a Latin-script locale).
    static func derive(
        _ tables: TableSet, locale: LocaleTag, snapshot: Snapshot,
        romanizer: SearchKeyRomanizer
    ) throws -> SearchKeyTable? {
        guard let species = tables.table(.species, locale) else { return nil }
        let names = Self.names(in: species)
        // A Japanese name's trademark romaji (ja-Latn: Lizardon, Kamex) is a key fans type too.
        let official = officialRomanizations(tables, locale: locale).map { Self.names(in: $0) }
        var derived: [(key: String, name: String, keys: [String])] = []
        for slug in snapshot.species.map(\.slug) {
            guard let name = names[slug], !name.isEmpty else { continue }
            let keys = try romanizer.romanizations(of: name, language: locale.language, officialRomanization: official?[slug])
            if !keys.isEmpty { derived.append((slug, name, keys)) }
        }
        return derived.isEmpty ? nil : SearchKeyTable(locale: locale, derived: derived, sources: sources(tables, locale: locale) ?? [])
    }

    /// The species names of a locale whose names have an official Latin spelling of their own:
    /// Japanese's trademark romaji, PokeAPI's `ja-Latn`.
    static func officialRomanizations(_ tables: TableSet, locale: LocaleTag) -> TableSet.Table? {
        officialRomanizationLocale(of: locale).flatMap { tables.table(.species, $0) }
    }

    /// The locale whose species names are `locale`'s official romanizations: `ja-Latn` for
    /// Japanese in kanji and kana (`ja`, `ja-Hrkt`), none for any other.
    static func officialRomanizationLocale(of locale: LocaleTag) -> LocaleTag? {
        locale.language == "ja" && locale.script != "Latn" ? LocaleTag("ja-Latn") : nil
    }

    /// The locales whose search keys read `locale`'s species names: `locale` itself, and those
    /// whose official romanizations it holds (an import into `ja-Latn` changes `ja`'s keys).
    static func readers(of locale: LocaleTag, among locales: [LocaleTag]) -> [LocaleTag] {
        [locale] + locales.filter { $0 != locale && officialRomanizationLocale(of: $0) == locale }
    }

    /// What a locale's keys are derived from: its species names, then the official romanizations
    /// (so a changed `ja-Latn` name outdates the `ja` keys too); nil without a species table.
    static func sources(_ tables: TableSet, locale: LocaleTag) -> [(key: String, value: String)]? {
        guard let species = tables.table(.species, locale) else { return nil }
        var sources = species.file.uniqueEntries.map { ($0.key, $0.value) }
        if let official = officialRomanizations(tables, locale: locale) {
            sources.append(("official romanizations", official.locale.description))
            sources += official.file.uniqueEntries.map { ($0.key, $0.value) }
        }
        return sources
    }

    private static func names(in table: TableSet.Table) -> [String: String] {
        Dictionary(table.file.uniqueEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
    }

    /// The keys of a table value; `nil` when one is not lower-case ASCII letters and digits.
    /// - Complexity: O(n) in the value's bytes: split at the separator's comma, every key after the
    ///   first then starts with its space (a valid key holds neither byte).
    static func keys(inValue value: String) -> [String]? {
        let separator = Array(Self.separator.utf8)
        var keys: [String] = []
        for (place, part) in value.utf8.split(separator: separator[0], omittingEmptySubsequences: false).enumerated() {
            guard place == 0 || part.starts(with: separator.dropFirst()) else { return nil }
            let key = String(Substring(place == 0 ? part : part.dropFirst(separator.count - 1)))
            guard SearchKeyList.isValid(key) else { return nil }
            keys.append(key)
        }
        return keys
    }

    /// The file's text: the derived keys, then the keys an existing table adds to them.
    ///
    /// A reviewer's keys stay only while the entry still has every derived key: when a name
    /// changes, its derived keys change, and the old entry's keys (the reviewer's among them)
    /// belonged to the old name.
    func rendered(keeping existing: TableFile?) -> String {
        let kept = Dictionary(
            (existing?.uniqueEntries ?? []).map { ($0.key, Self.keys(inValue: $0.value) ?? []) },
            uniquingKeysWith: { first, _ in first }
        )
        .filter { key, written in derived.first { $0.key == key }.map { $0.keys.allSatisfy(written.contains) } ?? false }
        let lines = derived.map { entry in
            let extra = (kept[entry.key] ?? []).filter { !entry.keys.contains($0) }
            return (key: entry.key, value: (entry.keys + extra).joined(separator: Self.separator))
        }
        var text = "# \(TableImporter.describe(.searchKeys, locale))\n"
        text += "# Written by `loccheck import-search-keys` from species/\(locale).txt; `loccheck` reports a name whose keys\n"
        text += "# are out of date. Add a spelling people type after the written ones (`, ` between keys): re-imports keep it\n"
        text += "# while the name stays.\n"
        text += "# \(Self.fingerprintLabel)\(Self.fingerprint(locale: locale, species: sources, keys: lines))"
        text += " (of the names, these keys and the romanizer: while it holds, loccheck needn't romanize again)\n"
        for line in lines { text += "\(line.key) = \(line.value)\n" }
        return text
    }

    static let fingerprintLabel = "fingerprint: "

    /// A hash of what a table's keys depend on (the species names, the romanizer's revision) and
    /// of the keys as written. `import-search-keys` writes it into the header; while a table's
    /// fingerprint still matches, its keys are exactly what the import wrote from these names with
    /// this romanizer, so `loccheck` need not run ICU's transforms again (opening `Han-Latin`
    /// alone costs more than the rest of a check's ICU work). Any edit to a name or a key, and a new ICU, changes it.
    /// - Complexity: O(n) in the bytes of the names and keys.
    static func fingerprint(locale: LocaleTag, species: [(key: String, value: String)], keys: [(key: String, value: String)]) -> String {
        var hash = FNV1a()
        hash.add(field: SearchKeyRomanizer.revision)
        hash.add(field: locale.description)
        for entry in species {
            hash.add(field: entry.key)
            hash.add(field: entry.value)
        }
        hash.add(field: "keys")
        for entry in keys {
            hash.add(field: entry.key)
            hash.add(field: entry.value)
        }
        return hash.hex
    }

    /// Whether `table`'s fingerprint matches the names it is derived from (``sources(_:locale:)``)
    /// and the keys it holds: then its keys are what `import-search-keys` derived, and need no
    /// check against the romanizer.
    static func isCurrent(_ table: TableFile, locale: LocaleTag, sources: [(key: String, value: String)]) -> Bool {
        guard
            let written = table.comments.lazy.compactMap({ comment in
                comment.hasPrefix(fingerprintLabel) ? comment.dropFirst(fingerprintLabel.count).prefix(16) : nil
            }).first
        else { return false }
        return written
            == fingerprint(
                locale: locale, species: sources,
                keys: table.entries.map { ($0.key, $0.value) })
    }
}
