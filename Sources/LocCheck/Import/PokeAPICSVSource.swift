import Foundation
import PokeTables

/// Reads names and lists from PokeAPI's CSV dump (`data/v2/csv` of the PokeAPI repository).
package enum PokeAPICSVSource {
    /// A human-readable name for the snapshot's `source:` line.
    package static let sourceDescription = "PokeAPI CSV data (data/v2/csv)"

    /// The dump's files of the `/pokemon` entries and of the items, as their key lists declare them.
    private static let pokemonFile = KeyListKind.pokemon.pokeAPIFile!, itemsFile = KeyListKind.items.pokeAPIFile!

    /// One CSV file of the dump, such as `languages.csv`.
    static func table(_ name: String, in directory: URL) throws -> CSVTable {
        let url = directory.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ImportError("Cannot read \(url.path); pass PokeAPI's data/v2/csv directory with --csv.")
        }
        return try CSVTable(text: String(decoding: data, as: UTF8.self), name: name)
    }

    /// The locale of each PokeAPI language id the package has tables for, from `languages.csv`:
    /// the languages the games are released in. PokeAPI marks Czech `official = 0` (it has a
    /// few ability names from fans); a dump without the column counts every language.
    static func locales(_ languages: CSVTable) throws -> [String: LocaleTag] {
        try officialLanguages(languages).byID
    }

    /// The languages the package has tables for (see ``locales(_:)``), by id and by identifier
    /// (`ja-hrkt`, as the API's responses name them).
    static func officialLanguages(_ languages: CSVTable) throws -> (byID: [String: LocaleTag], byIdentifier: [String: LocaleTag]) {
        let languageID = try languages.column("id", in: "languages.csv")
        let languageIdentifier = try languages.column("identifier", in: "languages.csv")
        let official = languages.columns.firstIndex(of: "official")
        var byID: [String: LocaleTag] = [:]
        var byIdentifier: [String: LocaleTag] = [:]
        for row in languages.rows where row.count == languages.columns.count {
            if let official, row[official] == "0" { continue }
            if let tag = LocaleTag(pokeAPILanguage: row[languageIdentifier]) {
                byID[row[languageID]] = tag
                byIdentifier[row[languageIdentifier]] = tag
            }
        }
        return (byID, byIdentifier)
    }

    /// Loads everything the tables need from the CSV directory: the key lists, then every table
    /// whose declaration says where PokeAPI has it (``PokeTables/TableDeclaration/pokeAPI``). A
    /// table whose names file the dump lacks (older dumps and small fixtures have no form names)
    /// is left out.
    /// - Parameter speciesResponses: the folder of recorded `/pokemon-species/{id}` responses
    ///   (``SpeciesFlavorText/folder(in:)``), for the Pokédex entries, which the CSV dump lacks;
    ///   without it, the entry tables are left out.
    package static func load(_ directory: URL, taken: String, speciesResponses: URL? = nil) throws -> ImportedNames {
        func table(_ name: String) throws -> CSVTable { try Self.table(name, in: directory) }
        func exists(_ name: String) -> Bool { FileManager.default.fileExists(atPath: directory.appendingPathComponent(name).path) }
        let languages = try officialLanguages(table("languages.csv"))
        let locales = languages.byID
        // Game text is the newest game's: the dump's version order, read when a table needs it.
        var versionOrder: GameVersionOrder?
        func order() throws -> GameVersionOrder? {
            if let versionOrder { return versionOrder }
            guard exists(GameVersionOrder.versionsFile), exists(GameVersionOrder.groupsFile) else { return nil }
            versionOrder = try GameVersionOrder(versions: table(GameVersionOrder.versionsFile), groups: table(GameVersionOrder.groupsFile))
            return versionOrder
        }
        var entries: (texts: [(id: Int, locale: LocaleTag, name: String)], versions: [(id: Int, locale: LocaleTag, name: String)])?

        // Every `id = slug` list the dump has; species and types it must have. (Older dumps and
        // small fixtures have no abilities, moves…: those lists are left out.)
        var lists: [KeyListKind: [Snapshot.Record]] = [:]
        for list in KeyListKind.allCases where list.isRecordList {
            guard let file = list.pokeAPIFile, list == .species || list == .types || exists(file) else { continue }
            lists[list] = try records(table(file), file: file)
        }
        let species = lists[.species] ?? []
        let types = lists[.types] ?? []
        var pokemon = try pokemonList(table(pokemonFile), types: table("pokemon_types.csv"), typeRecords: types)
        try addFacts(to: &pokemon, lists: lists, in: directory)
        let snapshot = Snapshot(species: species, types: types, pokemon: pokemon, lists: lists, source: sourceDescription, taken: taken)
        var records = lists
        records[.pokemon] = pokemon.map { Snapshot.Record(id: $0.id, slug: $0.slug) }

        var names: [TableKind: [LocaleTag: [(key: String, value: String)]]] = [:]
        var formNames: FormNameRows?
        for kind in TableKind.allCases {
            guard let column = kind.declaration.pokeAPI, let keys = records[kind.keyList] else { continue }
            let rows: [(id: Int, locale: LocaleTag, name: String)]
            switch column {
            case .names(let file, let id, let name):
                guard exists(file) else { continue }
                rows = try Self.names(table(file), file: file, idColumn: id, nameColumn: name, locales: locales)
            case .formNames(let name):
                guard exists(FormNameRows.namesFile) else { continue }
                let forms =
                    try formNames
                    ?? FormNameRows(forms: table(FormNameRows.formsFile), names: table(FormNameRows.namesFile), locales: locales)
                formNames = forms
                rows = try forms.rows(column: name)
            case .flavorText(let file, let id, let text):
                guard exists(file), let order = try order() else { continue }
                rows = try flavorTexts(table(file), file: file, idColumn: id, textColumn: text, order: order, locales: locales)
            case .speciesFlavorText(let field):
                guard let folder = speciesResponses, let order = try order() else { continue }
                let read =
                    try entries ?? SpeciesFlavorText.rows(in: folder, species: species, order: order, locales: languages.byIdentifier)
                entries = read
                rows = field == .text ? read.texts : read.versions
            }
            names[kind] = ImportedNames.group(rows, by: keys)
        }
        var imported = ImportedNames(snapshot: snapshot, names: names)
        imported.megaStones = try megaStones(in: directory)
        return imported
    }

    /// PokeAPI's item category of the Mega Stones (`mega-stones` in item_categories.csv).
    static let megaStoneCategory = "44"

    /// The slugs of the items `items.csv` files as Mega Stones; none when the dump has no
    /// items.csv or no category column (older dumps, small fixtures).
    private static func megaStones(in directory: URL) throws -> [String] {
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(itemsFile).path) else { return [] }
        let items = try table(itemsFile, in: directory)
        guard let category = items.columns.firstIndex(of: "category_id") else { return [] }
        let identifier = try items.column("identifier", in: itemsFile)
        return items.rows.filter { $0.count == items.columns.count && $0[category] == megaStoneCategory }.map { $0[identifier] }
    }

    /// The `id = slug` rows of a list, in id order. A slug listed twice keeps its first id (the
    /// API resolves a slug to one entry): items.csv lists `roseli-berry` as 723 and again as 2279.
    private static func records(_ csv: CSVTable, file: String) throws -> [Snapshot.Record] {
        let id = try csv.column("id", in: file)
        let identifier = try csv.column("identifier", in: file)
        var seen = Set<String>()
        return try csv.rows.map { row in
            guard let value = Int(row[id]) else { throw ImportError("\(file): `\(row[id])` is not an id.") }
            return Snapshot.Record(id: value, slug: row[identifier])
        }.sorted { $0.id < $1.id }.filter { seen.insert($0.slug).inserted }
    }

    private static func pokemonList(_ csv: CSVTable, types: CSVTable, typeRecords: [Snapshot.Record]) throws -> [PokemonRecord] {
        let file = pokemonFile
        let id = try csv.column("id", in: file)
        let identifier = try csv.column("identifier", in: file)
        let species = try csv.column("species_id", in: file)
        let height = try csv.column("height", in: file)
        let weight = try csv.column("weight", in: file)
        let typePokemon = try types.column("pokemon_id", in: "pokemon_types.csv")
        let typeID = try types.column("type_id", in: "pokemon_types.csv")
        let slot = try types.column("slot", in: "pokemon_types.csv")
        let typeSlug = Dictionary(typeRecords.map { ("\($0.id)", $0.slug) }, uniquingKeysWith: { first, _ in first })
        var typesByPokemon: [String: [(slot: Int, slug: String)]] = [:]
        for row in types.rows {
            typesByPokemon[row[typePokemon], default: []].append((Int(row[slot]) ?? 0, typeSlug[row[typeID]] ?? row[typeID]))
        }
        return try csv.rows.map { row in
            guard let pokemonID = Int(row[id]), let speciesID = Int(row[species]),
                let dm = Int(row[height]), let hg = Int(row[weight])
            else {
                throw ImportError("\(file): the row for `\(row[identifier])` has a field that is not a number.")
            }
            let slugs = (typesByPokemon[row[id]] ?? []).sorted { $0.slot < $1.slot }.map(\.slug)
            return PokemonRecord(id: pokemonID, slug: row[identifier], speciesID: speciesID, height: dm, weight: hg, types: slugs)
        }.sorted { $0.id < $1.id }
    }

    /// `pokemon_form_names.csv` read through `pokemon_forms.csv`: the rows that name the default
    /// form of a `/pokemon` entry, by that entry's id.
    struct FormNameRows {
        static let formsFile = "pokemon_forms.csv"
        static let namesFile = "pokemon_form_names.csv"
        private let names: CSVTable
        private let pokemonOfDefaultForm: [String: Int]
        private let locales: [String: LocaleTag]

        init(forms: CSVTable, names: CSVTable, locales: [String: LocaleTag]) throws {
            let formID = try forms.column("id", in: Self.formsFile)
            let pokemonID = try forms.column("pokemon_id", in: Self.formsFile)
            let isDefault = try forms.column("is_default", in: Self.formsFile)
            var pokemonOfDefaultForm: [String: Int] = [:]
            for row in forms.rows where row[isDefault] == "1" {
                pokemonOfDefaultForm[row[formID]] = Int(row[pokemonID])
            }
            self.names = names
            self.pokemonOfDefaultForm = pokemonOfDefaultForm
            self.locales = locales
        }

        /// The non-empty names of `column` (`form_name`, `pokemon_name`), by `/pokemon` id.
        func rows(column: String) throws -> [(id: Int, locale: LocaleTag, name: String)] {
            let form = try names.column("pokemon_form_id", in: Self.namesFile)
            let language = try names.column("local_language_id", in: Self.namesFile)
            let name = try names.column(column, in: Self.namesFile)
            return names.rows.compactMap { row in
                guard let id = pokemonOfDefaultForm[row[form]], let locale = locales[row[language]], !row[name].isEmpty else { return nil }
                return (id, locale, row[name])
            }
        }
    }

    /// The games' text of each entry in each language from a file with a row per entry, version
    /// group and language: the newest version group's row (the first of two of one group), as
    /// display text (``PokeTables/GameText``).
    private static func flavorTexts(
        _ csv: CSVTable, file: String, idColumn: String, textColumn: String, order: GameVersionOrder,
        locales: [String: LocaleTag]
    ) throws -> [(id: Int, locale: LocaleTag, name: String)] {
        let id = try csv.column(idColumn, in: file)
        let group = try csv.column("version_group_id", in: file)
        let language = try csv.column("language_id", in: file)
        let text = try csv.column(textColumn, in: file)
        var newest: [Int: [LocaleTag: (order: Int, text: String)]] = [:]
        for row in csv.rows where row.count == csv.columns.count {
            guard let value = Int(row[id]), let locale = locales[row[language]], let rank = order.groupOrder[row[group]] else { continue }
            if let current = newest[value]?[locale], current.order >= rank { continue }
            newest[value, default: [:]][locale] = (rank, row[text])
        }
        return newest.sorted { $0.key < $1.key }.flatMap { value, byLocale in
            byLocale.sorted { $0.key < $1.key }.map { (value, $0.key, GameText.displayText($0.value.text, locale: $0.key)) }
        }
    }

    private static func names(
        _ csv: CSVTable, file: String, idColumn: String, nameColumn: String,
        locales: [String: LocaleTag]
    ) throws -> [(id: Int, locale: LocaleTag, name: String)] {
        let id = try csv.column(idColumn, in: file)
        let language = try csv.column("local_language_id", in: file)
        let name = try csv.column(nameColumn, in: file)
        return csv.rows.compactMap { row in
            guard let value = Int(row[id]), let locale = locales[row[language]] else { return nil }
            return (value, locale, row[name])
        }
    }
}
