import Foundation
import PokeTables

/// Reads names and lists from PokeAPI's CSV dump (`data/v2/csv` of the PokeAPI repository).
package enum PokeAPICSVSource {
    /// A human-readable name for the snapshot's `source:` line.
    package static let sourceDescription = "PokeAPI CSV data (data/v2/csv)"

    /// One CSV file of the dump, such as `languages.csv`.
    static func table(_ name: String, in directory: URL) throws -> CSVTable {
        let url = directory.appendingPathComponent(name)
        guard let data = FileManager.default.contents(atPath: url.path) else {
            throw ImportError("Cannot read \(url.path); pass PokeAPI's data/v2/csv directory with --csv.")
        }
        return try CSVTable(text: String(decoding: data, as: UTF8.self), name: name)
    }

    /// The locale of each PokeAPI language id the package has tables for, from `languages.csv`.
    static func locales(_ languages: CSVTable) throws -> [String: LocaleTag] {
        let languageID = try languages.column("id", in: "languages.csv")
        let languageIdentifier = try languages.column("identifier", in: "languages.csv")
        var locales: [String: LocaleTag] = [:]
        for row in languages.rows where row.count == languages.columns.count {
            if let tag = ImportedNames.localeTag(forPokeAPILanguage: row[languageIdentifier]) { locales[row[languageID]] = tag }
        }
        return locales
    }

    /// Loads everything the tables need from the CSV directory.
    package static func load(_ directory: URL, taken: String) throws -> ImportedNames {
        func table(_ name: String) throws -> CSVTable { try Self.table(name, in: directory) }
        let locales = try locales(table("languages.csv"))

        let species = try records(table("pokemon_species.csv"), file: "pokemon_species.csv")
        let types = try records(table("types.csv"), file: "types.csv")
        let pokemon = try pokemonList(table("pokemon.csv"), types: table("pokemon_types.csv"), typeRecords: types)

        var cleaned = 0
        let speciesNames = try names(table("pokemon_species_names.csv"), file: "pokemon_species_names.csv",
                                     idColumn: "pokemon_species_id", locales: locales)
        let typeNames = try names(table("type_names.csv"), file: "type_names.csv", idColumn: "type_id", locales: locales)
        let snapshot = Snapshot(species: species, types: types, pokemon: pokemon, source: sourceDescription, taken: taken)
        let pokemonRecords = pokemon.map { Snapshot.Record(id: $0.id, slug: $0.slug) }
        var names: [TableKind: [LocaleTag: [(key: String, value: String)]]] = [
            .species: ImportedNames.group(speciesNames, by: species, cleaned: &cleaned),
            .types: ImportedNames.group(typeNames, by: types, cleaned: &cleaned),
        ]
        // Form names are optional in a CSV dump: older dumps and small fixtures lack them.
        if FileManager.default.fileExists(atPath: directory.appendingPathComponent("pokemon_form_names.csv").path) {
            let forms = try formNames(forms: table("pokemon_forms.csv"), names: table("pokemon_form_names.csv"), locales: locales)
            names[.forms] = ImportedNames.group(forms.formNames, by: pokemonRecords, cleaned: &cleaned)
            names[.fullNames] = ImportedNames.group(forms.fullNames, by: pokemonRecords, cleaned: &cleaned)
        }
        return ImportedNames(snapshot: snapshot, names: names, cleanedValueCount: cleaned)
    }

    private static func records(_ csv: CSVTable, file: String) throws -> [Snapshot.Record] {
        let id = try csv.column("id", in: file), identifier = try csv.column("identifier", in: file)
        return try csv.rows.map { row in
            guard let value = Int(row[id]) else { throw ImportError("\(file): `\(row[id])` is not an id.") }
            return Snapshot.Record(id: value, slug: row[identifier])
        }.sorted { $0.id < $1.id }
    }

    private static func pokemonList(_ csv: CSVTable, types: CSVTable, typeRecords: [Snapshot.Record]) throws -> [Snapshot.Pokemon] {
        let file = "pokemon.csv"
        let id = try csv.column("id", in: file), identifier = try csv.column("identifier", in: file)
        let species = try csv.column("species_id", in: file)
        let height = try csv.column("height", in: file), weight = try csv.column("weight", in: file)
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
                  let dm = Int(row[height]), let hg = Int(row[weight]) else {
                throw ImportError("\(file): the row for `\(row[identifier])` has a field that is not a number.")
            }
            let slugs = (typesByPokemon[row[id]] ?? []).sorted { $0.slot < $1.slot }.map(\.slug)
            return Snapshot.Pokemon(id: pokemonID, slug: row[identifier], speciesID: speciesID, height: dm, weight: hg, types: slugs)
        }.sorted { $0.id < $1.id }
    }

    /// The form name and full name of each `/pokemon` entry's default form, by `/pokemon` id.
    private static func formNames(forms: CSVTable, names: CSVTable, locales: [String: LocaleTag]) throws
        -> (formNames: [(id: Int, locale: LocaleTag, name: String)], fullNames: [(id: Int, locale: LocaleTag, name: String)]) {
        let formID = try forms.column("id", in: "pokemon_forms.csv")
        let pokemonID = try forms.column("pokemon_id", in: "pokemon_forms.csv")
        let isDefault = try forms.column("is_default", in: "pokemon_forms.csv")
        var pokemonOfDefaultForm: [String: Int] = [:]
        for row in forms.rows where row[isDefault] == "1" {
            pokemonOfDefaultForm[row[formID]] = Int(row[pokemonID])
        }
        let form = try names.column("pokemon_form_id", in: "pokemon_form_names.csv")
        let language = try names.column("local_language_id", in: "pokemon_form_names.csv")
        let formName = try names.column("form_name", in: "pokemon_form_names.csv")
        let fullName = try names.column("pokemon_name", in: "pokemon_form_names.csv")
        var formNames: [(id: Int, locale: LocaleTag, name: String)] = []
        var fullNames: [(id: Int, locale: LocaleTag, name: String)] = []
        for row in names.rows {
            guard let id = pokemonOfDefaultForm[row[form]], let locale = locales[row[language]] else { continue }
            if !row[formName].isEmpty { formNames.append((id, locale, row[formName])) }
            if !row[fullName].isEmpty { fullNames.append((id, locale, row[fullName])) }
        }
        return (formNames, fullNames)
    }

    private static func names(_ csv: CSVTable, file: String, idColumn: String,
                              locales: [String: LocaleTag]) throws -> [(id: Int, locale: LocaleTag, name: String)] {
        let id = try csv.column(idColumn, in: file)
        let language = try csv.column("local_language_id", in: file)
        let name = try csv.column("name", in: file)
        return csv.rows.compactMap { row in
            guard let value = Int(row[id]), let locale = locales[row[language]] else { return nil }
            return (value, locale, row[name])
        }
    }
}
