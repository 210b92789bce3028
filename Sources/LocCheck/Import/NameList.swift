import Foundation
import PokeTables
import PokeTablesIO

/// A list of names to import into one table: a JSON array in the table's key order (National
/// Pokédex order for species), CSV/TSV rows of `slug,name` (a `slug,name` header is optional), or
/// a JSON object with a `species` array and a `types` object keyed by slug, as Pokémon GO's names
/// in `names-extra/pokemon-go/` are written.
enum NameList {
    /// The `(key, name)` pairs of a list file for a table of `kind`; `keys` are the table's keys in order.
    static func read(_ data: Data, fileName: String, keys: [String], kind: TableKind = .species) throws(ImportError)
        -> [(key: String, value: String)]
    {
        let text = String(decoding: data, as: UTF8.self)
        let trimmed = text.drop { $0.isWhitespace }
        if trimmed.first == "{" {
            return try NameDictionary.read(data, fileName: fileName, keys: keys, kind: kind)
        }
        if fileName.lowercased().hasSuffix(".json") || trimmed.first == "[" {
            return try readJSON(data, fileName: fileName, keys: keys)
        }
        // Each row with the line of the file it starts on, which messages quote.
        let rows: [(line: Int, fields: [String])]
        if fileName.lowercased().hasSuffix(".tsv") || text.prefix(while: { $0 != "\n" }).contains("\t") {
            rows = text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map { index, line in
                (index + 1, line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init))
            }
        } else {
            let csv = try CSVTable(text: text, name: fileName)
            rows = [(1, csv.columns)] + zip(csv.lines, csv.rows).map { ($0, $1) }
        }
        return try pairs(rows, fileName: fileName, keys: keys)
    }

    static func readJSON(_ data: Data, fileName: String, keys: [String]) throws(ImportError) -> [(key: String, value: String)] {
        guard let array = try? JSONSerialization.jsonObject(with: data) as? [Any] else {
            throw ImportError(
                "\(fileName) is not a JSON array of names; write it as [\"Name 1\", \"Name 2\", …] in National Pokédex order.")
        }
        return try arrayPairs(array, fileName: fileName, keys: keys)
    }

    /// The names of a JSON array, paired with `keys` in order; null skips a key.
    static func arrayPairs(_ array: [Any], fileName: String, keys: [String]) throws(ImportError) -> [(key: String, value: String)] {
        guard array.count <= keys.count else {
            throw ImportError(
                "\(fileName) has \(array.count) names but the table has only \(keys.count) keys; is it in National Pokédex order, one name per species?"
            )
        }
        var pairs: [(key: String, value: String)] = []
        for (index, element) in array.enumerated() {
            if element is NSNull { continue }
            guard let name = element as? String else {
                throw ImportError("Element \(index) of \(fileName) is not a string; every element must be a name or null.")
            }
            pairs.append((keys[index], name))
        }
        return pairs
    }

    /// The rows' `(slug, name)` pairs; a message names the row by the file's line (`types.csv:2:`).
    private static func pairs(_ rows: [(line: Int, fields: [String])], fileName: String, keys: [String]) throws(ImportError)
        -> [(key: String, value: String)]
    {
        var rows = rows.map { ($0.line, $0.fields.map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "\r")) }) }
        if let header = rows.first?.1, ["slug", "key", "identifier"].contains(header.first?.lowercased() ?? "") { rows.removeFirst() }
        let known = Set(keys)
        let suggester = KeySuggester(slugs: keys)
        var pairs: [(key: String, value: String)] = []
        for (line, row) in rows where !(row.count == 1 && row[0].isEmpty) {
            guard row.count == 2 else {
                throw ImportError(
                    "\(fileName):\(line): the row has \(String(counting: row.count, "field")); write each row as slug, then name.")
            }
            let slug = row[0].trimmingCharacters(in: .whitespaces)
            guard known.contains(slug) else {
                let hint = suggester.suggestion(for: slug).map { " Did you mean `\($0)`?" } ?? " Use the slug from the API's list."
                throw ImportError("\(fileName):\(line): `\(slug)` is not a key of this table.\(hint)")
            }
            pairs.append((slug, row[1]))
        }
        return pairs
    }
}
