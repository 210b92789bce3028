import PokeTables

/// What a translator needs beside an English name to translate it: which Pokémon, form or label
/// it is. Export formats carry it as the entry's note; `add-locale` writes it above each line.
struct TranslatorNote {
    private let speciesNumber: [String: Int]
    private let speciesSlug: [Int: String]
    private let pokemon: [String: PokemonRecord]
    /// The reference locale's names, by table and key.
    let english: [TableKind: [String: String]]
    /// The locale the notes are for, and its tables that say which game a text is from, by table and key.
    private let locale: LocaleTag?
    private let localeGames: [TableKind: [String: String]]
    /// Each table whose texts' games another table names, and that table (``PokeTables/TableKind/versionTable``).
    private let versionTables: [TableKind: TableKind]
    /// Who has each key, for each key list a snapshot fact names (abilities, stats, egg groups).
    private let holders: [KeyListKind: Snapshot.Holders]
    /// For each key list whose keys are a table's values (versions, named by entryversions): the
    /// keys of the English entries whose value each key is, in the English table's order.
    private let namedBy: [KeyListKind: (table: TableKind, keys: [String: [String]])]

    /// How many names a note lists before "and N more".
    static let listedNames = 5

    /// Notes for the entries of `tables`; with `locale`, a note on a text from a game also says
    /// when that locale's text is another game's (the newest game differs by language).
    init(snapshot: Snapshot, tables: TableSet, locale: LocaleTag? = nil) {
        speciesNumber = Dictionary(snapshot.species.map { ($0.slug, $0.id) }, uniquingKeysWith: { first, _ in first })
        speciesSlug = Dictionary(snapshot.species.map { ($0.id, $0.slug) }, uniquingKeysWith: { first, _ in first })
        pokemon = Dictionary(snapshot.pokemon.map { ($0.slug, $0) }, uniquingKeysWith: { first, _ in first })
        var english: [TableKind: [String: String]] = [:]
        for table in tables.tables where table.locale == TableLayout.referenceLocale {
            english[table.kind] = Dictionary(table.file.uniqueEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        self.english = english
        self.locale = locale
        versionTables = Dictionary(
            TableKind.allCases.compactMap { kind in kind.versionTable.map { (kind, $0) } }, uniquingKeysWith: { first, _ in first })
        let games = Set(versionTables.values)
        var localeGames: [TableKind: [String: String]] = [:]
        for table in tables.tables where table.locale == locale && games.contains(table.kind) {
            localeGames[table.kind] = Dictionary(
                table.file.uniqueEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
        }
        self.localeGames = localeGames
        holders = Dictionary(
            KeyListKind.allCases.compactMap { list in SnapshotFacts.naming(list).map { (list, snapshot.holders(of: $0)) } },
            uniquingKeysWith: { first, _ in first })
        var namedBy: [KeyListKind: (table: TableKind, keys: [String: [String]])] = [:]
        for (kind, texts) in versionTables {
            guard let versions = tables.table(texts, TableLayout.referenceLocale), case .keys(let list) = texts.declaration.value,
                namedBy[list] == nil
            else { continue }
            var keys: [String: [String]] = [:]
            for entry in versions.file.uniqueEntries where !entry.value.isEmpty { keys[entry.value, default: []].append(entry.key) }
            namedBy[list] = (kind, keys)
        }
        self.namedBy = namedBy
    }

    /// The English text of an entry, or `nil` when the reference locale has none.
    func englishText(_ kind: TableKind, _ key: String) -> String? {
        english[kind]?[key].flatMap { $0.isEmpty ? nil : $0 }
    }

    /// One or two sentences: the National Pokédex number and the species a form belongs to, or
    /// what a label is for: the kind's declared note (``PokeTables/TableDeclaration/note``) with
    /// the entry's facts put in, by the key list the entry is keyed by.
    func note(_ kind: TableKind, _ key: String) -> String {
        let template = kind.declaration.note
        switch kind.keyList {
        case .species:
            guard let number = speciesNumber[key] else { return "A species the API's list does not have." }
            return fill(
                template,
                [
                    "number": "\(number)", "species": englishText(.species, key) ?? key, "key": key,
                    "game": game(kind, key),
                ])
        case .pokemon:
            guard let owner = owner(of: key) else { return "A /pokemon entry (\(key)) the API's list does not have." }
            return fill(
                template,
                [
                    "species": owner.name, "number": "\(owner.number)", "key": key,
                    "form": englishText(.forms, key).map { " in its form “\($0)”" } ?? "",
                    "display": englishDisplay(formKey: key, species: owner.name).map { "; English shows it as “\($0)”" } ?? "",
                ])
        case .labels:
            return Self.labelNotes[key] ?? template
        default:
            let names = TableKind.allCases.first { $0.keyList == kind.keyList && $0.declaration.value == .name }
            var values = ["key": key, "name": names.flatMap { englishText($0, key) } ?? key]
            if let holders = holders[kind.keyList] { values["holders"] = holderList(holders, key) }
            return fill(template, values) + use(of: kind.keyList, key)
        }
    }

    /// Who has the key, for the template's `{holders}`: "Paras (hidden), Psyduck, … and 17 more",
    /// "every Pokémon", or "no Pokémon in the offline data". A species is named once, by its
    /// English name, when its default variety has the key; else each form that has it is, by its
    /// English display name ("Mega Pinsir").
    private func holderList(_ holders: Snapshot.Holders, _ key: String) -> String {
        guard !holders.isEveryones(key) else { return "every Pokémon" }
        let entries = holders.byKey[key] ?? []
        let defaults = Set(entries.filter { $0.pokemon.id == $0.pokemon.speciesID }.map(\.pokemon.speciesID))
        var names: [String] = []
        for holder in entries {
            let record = holder.pokemon
            let species = speciesSlug[record.speciesID].flatMap { englishText(.species, $0) } ?? "species \(record.speciesID)"
            let name: String
            if defaults.contains(record.speciesID) {
                guard record.id == record.speciesID else { continue }
                name = species
            } else {
                name = englishDisplay(formKey: record.slug, species: species) ?? "\(species) (\(record.slug))"
            }
            // "Psyduck (hidden)", "Sandshrew (Alolan Form, hidden)".
            let named = !holder.isHidden ? name : name.hasSuffix(")") ? name.dropLast() + ", hidden)" : name + " (hidden)"
            if !names.contains(named) { names.append(named) }
        }
        return names.isEmpty ? "no Pokémon in the offline data" : Self.abridged(names)
    }

    /// Up to ``listedNames`` names joined, then "and N more".
    private static func abridged(_ names: [String]) -> String {
        guard names.count > listedNames + 1 else { return EnglishList.joined(names) }
        return names.prefix(listedNames).joined(separator: ", ") + " and \(names.count - listedNames) more"
    }

    /// What else the offline data says of a key, after the template: the English texts whose
    /// game it is (a version), or, for a list of which the snapshot knows nothing but the keys
    /// (moves, items, natures…), that it knows only the name.
    private func use(of list: KeyListKind, _ key: String) -> String {
        if let named = namedBy[list] {
            let species = (named.keys[key] ?? []).map { englishText(.species, $0) ?? $0 }
            if !species.isEmpty { return " It is the game of the English \(named.table.declaration.entry) of \(Self.abridged(species))." }
        }
        guard holders[list] == nil else { return "" }
        return " The offline data has nothing more about it than its names."
    }

    /// `, from Sword` for a text of a table whose games another table names (``PokeTables/TableKind/versionTable``),
    /// with what the locale's own text is when it is another game's; empty for any other text.
    private func game(_ kind: TableKind, _ key: String) -> String {
        guard let versions = versionTables[kind], let source = englishText(versions, key) else { return "" }
        let from = ", from \(englishText(.versions, source) ?? source)"
        guard let locale, let own = localeGames[versions]?[key], !own.isEmpty, own != source else { return from }
        return from + "; the \(locale) text now is \(englishText(.versions, own) ?? own)'s, another game's \(kind.declaration.entry)"
    }

    /// `template` with each `{name}` of `values` replaced.
    private func fill(_ template: String, _ values: [String: String]) -> String {
        values.reduce(template) { text, value in text.replacingOccurrences(of: "{\(value.key)}", with: value.value) }
    }

    /// The comment `add-locale` writes above an empty line: `en: Bulbasaur — National Pokédex No. 1.`
    func hint(_ kind: TableKind, _ key: String) -> String {
        "\(Self.hintPrefix)\(englishText(kind, key) ?? "(no English name)") — \(note(kind, key))"
    }

    /// How a hint comment starts, so importers can tell hints from a table's header.
    static let hintPrefix = "\(TableLayout.referenceLocale): "

    /// Whether a comment is a hint that `add-locale` wrote.
    static func isHint(_ comment: String) -> Bool {
        comment.hasPrefix(hintPrefix)
    }

    /// The species a `/pokemon` entry belongs to: its English name and National Pokédex number.
    private func owner(of pokemonKey: String) -> (name: String, number: Int)? {
        guard let entry = pokemon[pokemonKey] else { return nil }
        let slug = speciesSlug[entry.speciesID]
        return (slug.flatMap { englishText(.species, $0) } ?? slug ?? "species \(entry.speciesID)", entry.speciesID)
    }

    /// The English display name of a form, as the app composes it: the form name alone when it
    /// holds the species name ("Mega Venusaur"), else the `form-pattern` label filled.
    private func englishDisplay(formKey: String, species: String) -> String? {
        guard let form = englishText(.forms, formKey) else { return nil }
        if FormNames.holds(form, species: species) { return form }
        return FormNames.fill(englishText(.labels, "form-pattern") ?? FormNames.defaultPattern, species: species, form: form)
    }

    /// What each card label is for.
    static let labelNotes: [String: String] = [
        "number": "How the card writes a National Pokédex number, as in “No.25”: {number} is replaced by the number. "
            + "Keep it, where your language puts the number, with a space around it if your language writes one.",
        "type": "The label before a Pokémon's type, when it has one type.",
        "types": "The label before a Pokémon's types, when it has two.",
        "height": "The label before a Pokémon's height.",
        "weight": "The label before a Pokémon's weight.",
        "unknown": "Shown in place of a value the data lacks, such as an unknown weight.",
        "form-pattern": "How a species name and a form name combine into one name, as in “Deoxys (Attack Forme)”: "
            + "{species} and {form} are replaced by the names. Keep both, in the order your language puts them.",
        "ability": "The label before a Pokémon's ability, when it has one besides any hidden ability (the games' word: Ability, 특성, とくせい).",
        "abilities": "The label before a Pokémon's abilities, when it has two besides any hidden ability.",
        "hidden-ability": "The label before a Pokémon's hidden ability (the games' word: Hidden Ability, 숨겨진 특성, かくれとくせい).",
        "base-stats": "The heading above a Pokémon's base stats (HP, Attack…), each under the stat's own name.",
        "egg-group": "The label before a species' egg group, when it has one.",
        "egg-groups": "The label before a species' egg groups, when it has two.",
        "fallback": "The note under a card some of whose parts (marked *) are shown in another language, as in "
            + "“Shown in another language (en)”: {locales} is replaced by the codes of those languages. Keep it.",
        "from-server": "The note under a card some of whose names (marked †) a PokeAPI server gave, the tables having none "
            + "yet (a Pokémon newer than the package's data): they are shown, but nobody has reviewed them. As in “From the server, not yet reviewed”.",
    ]
}
