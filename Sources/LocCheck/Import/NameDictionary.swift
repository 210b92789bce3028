import Foundation
import PokeTables
import PokeTablesIO

/// A JSON object of names for several tables, as `names-extra/pokemon-go/` writes Pokémon GO's:
/// `{"locale": "th", "species": [...], "types": {"normal": "ปกติ", ...}}`.
///
/// Each table is under its name (`species`, `types`, `forms`…): an array in its key list's order
/// (`species` index 0 is species 1) or an object keyed by slug; any may be absent, and other keys
/// (`locale`, `source`) are ignored.
enum NameDictionary {
    /// The `(key, name)` pairs of the object's names for a table of `kind`; `keys` are the table's keys in order.
    static func read(_ data: Data, fileName: String, keys: [String], kind: TableKind) throws(ImportError) -> [(key: String, value: String)]
    {
        let object = try self.object(data, fileName: fileName)
        let name = kind.rawValue
        switch object[name] {
        case let array as [Any]:
            return try NameList.arrayPairs(array, fileName: fileName, keys: keys)
        case let named as [String: Any]:
            let known = Set(keys)
            let suggester = KeySuggester(slugs: keys)
            for slug in named.keys.sorted() where !known.contains(slug) {
                let hint = suggester.suggestion(for: slug).map { " Did you mean `\($0)`?" } ?? " Use the slug from the API's list."
                throw ImportError(
                    "\(fileName): `\(slug)` in `\(name)` is not \(EnglishList.withIndefiniteArticle(kind.keyDescription)).\(hint)")
            }
            var pairs: [(key: String, value: String)] = []
            for key in keys {
                guard let value = named[key] else { continue }
                guard let text = value as? String else {
                    throw ImportError(
                        "\(fileName): the \(kind.declaration.entry) of `\(key)` is not a string; write each name as a string.")
                }
                pairs.append((key, text))
            }
            return pairs
        default:
            let present = tables(in: object)
            throw ImportError(
                "\(fileName) has no `\(name)` array or object"
                    + (present.isEmpty
                        ? "; write the names under a table's name, such as `\"species\": [...]`."
                        : "; it has \(EnglishList.joined(present.map(\.rawValue))), so pass --table \(present[0].rawValue)."))
        }
    }

    /// The tables the object has names for, in declaration order.
    static func tables(in data: Data, fileName: String) throws(ImportError) -> [TableKind] {
        tables(in: try object(data, fileName: fileName))
    }

    private static func tables(in object: [String: Any]) -> [TableKind] {
        TableKind.allCases.filter { object[$0.rawValue] != nil }
    }

    /// The object's `locale`, if it names a valid BCP 47 one.
    static func locale(in data: Data) -> LocaleTag? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let text = object["locale"] as? String
        else { return nil }
        return LocaleTag(text)
    }

    /// Whether the data is a JSON object rather than an array or CSV text.
    static func isObject(_ data: Data) -> Bool {
        String(decoding: data.prefix(64), as: UTF8.self).drop { $0.isWhitespace }.first == "{"
    }

    private static func object(_ data: Data, fileName: String) throws(ImportError) -> [String: Any] {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ImportError(
                "\(fileName) is not a JSON object of names; write it as {\"species\": [...], \"types\": {\"normal\": \"...\"}}.")
        }
        return object
    }
}
