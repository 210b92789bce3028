import PokeTables

/// Names of Mega Evolutions and their Mega Stones that PokeAPI lacks in a locale, derived on
/// import by the locale's own rule (``MegaNameRule``), learned from the Megas it does name.
///
/// PokeAPI names the 49 Megas of Legends: Z-A and its Mega Dimension in en, fr, ja and ja-Hrkt
/// only, so a Korean card read `망나뇽 (Mega)`: half English. Each of the other locales names
/// its 48 older Megas by one visible rule (메가 + the species, 超级 + the species, Mega- + the
/// species…), and so does each table; where every named Mega of a locale's table follows one rule,
/// the ones it lacks are written by it, and the table's header names them (``note(_:keys:)``), so
/// a reader knows which names are derived, not PokeAPI's. Where the named ones follow no one
/// rule, nothing is derived.
///
/// Mega Stones: PokeAPI has no names at all for the 45 new ones (their rows are missing from
/// item_names.csv, English's too). In zh-Hans and zh-Hant every named stone is the species name
/// and 进化石 / 進化石, so theirs are derived. A stone with a letter whose species has a stone without
/// one (Absolite Z beside Absolite) is that stone's name with the letter, written as the
/// locale writes the letters of Charizardite X and Y; that holds for every locale that names the
/// unlettered stone. The other stones need a source (`tools/import-locales.sh`, jpoke's list).
enum MegaNames {
    /// One Mega or Mega Stone: its key, its species' slug, its letter (X, Y, Z) if it has one.
    struct Member: Equatable, Sendable {
        var key: String
        var species: String
        var letter: Character?
    }

    /// The start of a header line that names a table's derived keys.
    static let notePrefix = "Derived by `loccheck import-pokeapi` where PokeAPI has no name"

    /// The `/pokemon` entries that are Mega Evolutions (a `mega` word in the slug), with their
    /// species and letter (`charizard-mega-x`: charizard, X). A Mega of a form
    /// (`tatsugiri-curly-mega`) is named as its species' Mega: the locale's rule has no form in it,
    /// and the card tells such Megas apart by the forms they vary.
    static func megas(in snapshot: Snapshot) -> [Member] {
        let species = Dictionary(snapshot.species.map { ($0.id, $0.slug) }, uniquingKeysWith: { first, _ in first })
        return snapshot.pokemon.compactMap { record in
            let words = record.slug.split(separator: "-")
            guard let mega = words.lastIndex(of: "mega"), let slug = species[record.speciesID] else { return nil }
            let rest = words[(mega + 1)...]
            guard rest.isEmpty || (rest.count == 1 && ["x", "y", "z"].contains(rest.first!)) else { return nil }
            return Member(key: record.slug, species: slug, letter: rest.first.map { Character($0.uppercased()) })
        }
    }

    /// The Mega Stones among `stones` (items PokeAPI files as Mega Stones), each with the species
    /// of the Mega it evolves: the species with a Mega whose slug shares the longest start with the
    /// stone's (`feraligite`: feraligatr, `lucarionite-z`: lucario, Z), four letters at least and
    /// no other species as long. A stone no species matches so is left out.
    static func stones(_ stones: [String], megas: [Member]) -> [Member] {
        let species = Array(Set(megas.map(\.species))).sorted()
        return stones.compactMap { slug in
            var words = slug.split(separator: "-")
            let letter = words.count > 1 && ["x", "y", "z"].contains(words.last!) ? words.removeLast() : nil
            let stem = words.joined(separator: "-")
            let shared = species.map { ($0, zip($0, stem).prefix { $0 == $1 }.count) }
            guard let best = shared.map(\.1).max(), best >= 4 else { return nil }
            let matches = shared.filter { $0.1 == best }
            guard matches.count == 1 else { return nil }
            return Member(key: slug, species: matches[0].0, letter: letter.map { Character($0.uppercased()) })
        }
    }

    /// `imported` with the names derived for every Mega and Mega Stone a locale's forms, full
    /// names or items lack, by that table's rule in that locale; the names are learned from as
    /// `corrections` correct them, and the derived keys are recorded for the tables' headers.
    static func derive(_ imported: ImportedNames, megaStones: [String], corrections: Corrections) -> ImportedNames {
        var result = imported
        let megas = megas(in: imported.snapshot)
        let stones = stones(megaStones, megas: megas)
        let corrected = { (kind: TableKind, locale: LocaleTag) -> [String: String] in
            let entries = imported.names[kind]?[locale] ?? []
            return Dictionary(
                corrections.apply(to: entries, table: kind, locale: locale).entries.map { ($0.key, $0.value) },
                uniquingKeysWith: { first, _ in first })
        }
        for (kind, members) in [(TableKind.forms, megas), (.fullNames, megas), (.items, stones)] where !members.isEmpty {
            for locale in (imported.names[kind] ?? [:]).keys.sorted() {
                let speciesNames = corrected(.species, locale)
                let names = corrected(kind, locale)
                var derived: [(key: String, value: String)] = []
                var notes: [String] = []
                // The locale's rule for the table, from the members it names.
                let examples = members.compactMap { member in
                    names[member.key].flatMap { name in
                        speciesNames[member.species].map { MegaNameRule.Example(species: $0, letter: member.letter, name: name) }
                    }
                }
                if let rule = MegaNameRule.learn(from: examples) {
                    let keys = members.filter { names[$0.key] == nil }.compactMap { member -> String? in
                        guard let species = speciesNames[member.species], let name = rule.name(species: species, letter: member.letter)
                        else { return nil }
                        derived.append((member.key, name))
                        return member.key
                    }
                    if !keys.isEmpty {
                        notes.append(
                            note("by the rule all \(rule.exampleCount) of this table's named ones follow, \(rule.description)", keys: keys))
                    }
                }
                if kind == .items {
                    let lettered = letteredStones(
                        stones, names: names.merging(derived.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first }))
                    derived += lettered
                    if !lettered.isEmpty {
                        notes.append(
                            note(
                                "as the stone without the letter, with the letter written as this table writes Charizardite X's",
                                keys: lettered.map(\.key)))
                    }
                }
                guard !derived.isEmpty else { continue }
                result.names[kind]?[locale] = ordered((imported.names[kind]?[locale] ?? []) + derived, by: imported.snapshot, kind: kind)
                result.derivedNotes[kind, default: [:]][locale] = notes
            }
        }
        return result
    }

    /// The lettered stones `names` lacks whose species has a stone without a letter that it names
    /// (`absolite-z` beside `absolite`), each that name with the letter, written as the table's
    /// other lettered stones write theirs (all alike, or none is derived).
    private static func letteredStones(_ stones: [Member], names: [String: String]) -> [(key: String, value: String)] {
        let letters = stones.compactMap { stone -> MegaNameRule.Letter? in
            guard let mark = stone.letter, let name = names[stone.key] else { return nil }
            return MegaNameRule.Letter.ending(name, in: mark)?.letter
        }
        guard let letter = letters.first, letters.allSatisfy({ $0 == letter }) else { return [] }
        let unlettered = Dictionary(stones.filter { $0.letter == nil }.map { ($0.species, $0.key) }, uniquingKeysWith: { _, _ in "" })
        return stones.compactMap { stone in
            guard let mark = stone.letter, names[stone.key] == nil,
                let base = unlettered[stone.species], let name = names[base]
            else { return nil }
            return (stone.key, name + letter.written(mark))
        }
    }

    /// A header line naming the derived keys and the rule.
    static func note(_ rule: String, keys: [String]) -> String {
        "\(notePrefix), \(rule): \(keys.joined(separator: ", "))."
    }

    /// Entries in the order of the table's key list.
    private static func ordered(_ entries: [(key: String, value: String)], by snapshot: Snapshot, kind: TableKind) -> [(
        key: String, value: String
    )] {
        let order = Dictionary(snapshot.slugs(of: kind.keyList).enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        return entries.enumerated().sorted { (order[$0.element.key] ?? .max, $0.offset) < (order[$1.element.key] ?? .max, $1.offset) }.map(
            \.element)
    }
}
