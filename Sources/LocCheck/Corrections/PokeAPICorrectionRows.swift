import Foundation
import PokeTables

/// The corrections as rows of PokeAPI's CSV files (`data/v2/csv`), for a maintainer to send
/// upstream: each row as PokeAPI has it, with the corrected name in place of the wrong one.
///
/// The rows come from the CSV itself, so their other columns (the genus, the form ids) are
/// PokeAPI's own. A correction is printed only where the CSV has its upstream name: one of a
/// locale PokeAPI lacks (its source was another list) or a stale one is listed as skipped.
enum PokeAPICorrectionRows {
    struct Output {
        /// The rows, grouped by file, each group a comment line, the file's header row and its rows.
        var text: String
        /// One sentence per correction that has no row to print.
        var skipped: [String]
    }

    /// A CSV file of the dump, read when a correction needs it.
    private final class Dump {
        let directory: URL
        private var files: [String: CSVTable] = [:]

        init(_ directory: URL) { self.directory = directory }

        func table(_ name: String) throws -> CSVTable {
            if let table = files[name] { return table }
            let table = try PokeAPICSVSource.table(name, in: directory)
            files[name] = table
            return table
        }

        /// The value of `column` in the first row whose `match` column is `value`.
        func lookup(
            _ file: String, where match: String, is value: String, _ column: String,
            also: (String, String)? = nil
        ) throws -> String? {
            let csv = try table(file)
            let matchIndex = try csv.column(match, in: file)
            let valueIndex = try csv.column(column, in: file)
            let alsoIndex = try also.map { try csv.column($0.0, in: file) }
            return csv.rows.first { row in
                row.count == csv.columns.count && row[matchIndex] == value && (alsoIndex.map { row[$0] == also!.1 } ?? true)
            }?[valueIndex]
        }
    }

    /// Where a correction's row lives: the file, the row's id columns, and the column it corrects.
    private struct Place {
        var file: String
        var ids: [(column: String, value: String)]
        var column: String
    }

    static func render(_ corrections: Corrections, csv directory: URL) throws -> Output {
        let dump = Dump(directory)
        let languageOfLocale = Dictionary(
            try PokeAPICSVSource.locales(dump.table("languages.csv")).map { ($1, $0) },
            uniquingKeysWith: { _, last in last })
        // Corrected rows by file, then by row index, so each file's rows print in the CSV's order.
        var rows: [String: [Int: [String]]] = [:]
        var skipped: [String] = []
        for correction in corrections.corrections {
            switch correction.table.declaration.pokeAPI {
            case .flavorText?, .speciesFlavorText?:
                skipped.append(
                    "`\(correction.target)`: a correction of game text, which PokeAPI keeps once per game with the text box's line breaks; send it upstream by hand."
                )
                continue
            default: break
            }
            guard let language = languageOfLocale[correction.locale],
                let place = try place(of: correction, language: language, dump: dump)
            else {
                skipped.append(
                    "`\(correction.target)`: PokeAPI has no \(correction.locale) name for it (a correction of another source's list).")
                continue
            }
            let csv = try dump.table(place.file)
            let idColumns = try place.ids.map { (try csv.column($0.column, in: place.file), $0.value) }
            let nameColumn = try csv.column(place.column, in: place.file)
            guard
                let index = csv.rows.firstIndex(where: { row in
                    row.count == csv.columns.count && idColumns.allSatisfy { row[$0.0] == $0.1 }
                })
            else {
                skipped.append(
                    "`\(correction.target)`: PokeAPI has no \(correction.locale) name for it (a correction of another source's list).")
                continue
            }
            var row = rows[place.file]?[index] ?? csv.rows[index]
            guard row[nameColumn] == correction.upstream else {
                skipped.append(
                    "`\(correction.target)`: \(place.file) has \(row[nameColumn]), not the upstream \(correction.upstream) (a stale correction; `loccheck --csv DIR` reports it)."
                )
                continue
            }
            row[nameColumn] = correction.corrected
            rows[place.file, default: [:]][index] = row
        }
        var text = ""
        // In the order of the tables' declarations, each file once.
        var files: [String] = []
        for kind in TableKind.allCases {
            let file: String? =
                switch kind.declaration.pokeAPI {
                case .names(let file, _, _)?: file
                case .formNames?: PokeAPICSVSource.FormNameRows.namesFile
                case .flavorText?, .speciesFlavorText?, nil: nil
                }
            if let file, !files.contains(file) { files.append(file) }
        }
        for file in files {
            guard let fileRows = rows[file] else { continue }
            let header = try dump.table(file).columns
            if !text.isEmpty { text += "\n" }
            text += "# data/v2/csv/\(file): \(fileRows.count) \(fileRows.count == 1 ? "row" : "rows") to replace (the same ids)\n"
            text += csvLine(header)
            for index in fileRows.keys.sorted() { text += csvLine(fileRows[index]!) }
        }
        return Output(text: text, skipped: skipped)
    }

    /// The file and ids of the row a correction changes, where the table's declaration says
    /// PokeAPI keeps it; nil when PokeAPI doesn't know the key or has no such table.
    private static func place(of correction: Corrections.Correction, language: String, dump: Dump) throws -> Place? {
        let kind = correction.table
        guard let column = kind.declaration.pokeAPI, let list = kind.keyList.pokeAPIFile,
            let id = try dump.lookup(list, where: "identifier", is: correction.key, "id")
        else { return nil }
        switch column {
        case .names(let file, let idColumn, let name):
            return Place(file: file, ids: [(idColumn, id), ("local_language_id", language)], column: name)
        case .formNames(let name):
            guard
                let form = try dump.lookup(
                    PokeAPICSVSource.FormNameRows.formsFile, where: "pokemon_id", is: id, "id",
                    also: ("is_default", "1"))
            else { return nil }
            return Place(
                file: PokeAPICSVSource.FormNameRows.namesFile,
                ids: [("pokemon_form_id", form), ("local_language_id", language)], column: name)
        case .flavorText, .speciesFlavorText:
            return nil
        }
    }

    /// One CSV line, quoting a field that holds a comma, a quote or a line break (RFC 4180).
    static func csvLine(_ fields: [String]) -> String {
        fields.map { field in
            field.contains(where: { $0 == "," || $0 == "\"" || $0 == "\n" || $0 == "\r" })
                ? "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\"" : field
        }.joined(separator: ",") + "\n"
    }
}
