import Foundation
import PokeTables
import PokeTablesIO

/// A JSON object of names for several tables, as `names-extra/pokemon-go/` writes Pokémon GO's:
/// `{"locale": "th", "species": [...], "types": {"normal": "ปกติ", ...}}`.
///
/// `species` is an array in National Pokédex order (index 0 is species 1), `types` an object
/// keyed by type slug; either may be absent, and other keys (`locale`, `source`) are ignored.
enum NameDictionary {
    /// The `(key, name)` pairs of the object's names for a table of `kind`; `keys` are the table's keys in order.
    static func read(_ data: Data, fileName: String, keys: [String], kind: TableKind) throws(ImportError) -> [(key: String, value: String)] {
        let object = try self.object(data, fileName: fileName)
        switch kind {
        case .species:
            guard let species = object["species"] as? [Any] else {
                throw ImportError("\(fileName) has no `species` array; pass --table types for its type names.")
            }
            return try NameList.arrayPairs(species, fileName: fileName, keys: keys)
        case .types:
            guard let types = object["types"] as? [String: Any] else {
                throw ImportError("\(fileName) has no `types` object of type names keyed by slug; pass --table species for its species names.")
            }
            let known = Set(keys)
            let suggester = KeySuggester(slugs: keys)
            for slug in types.keys.sorted() where !known.contains(slug) {
                let hint = suggester.suggestion(for: slug).map { " Did you mean `\($0)`?" } ?? " Use the slug from the API's list."
                throw ImportError("\(fileName): `\(slug)` in `types` is not a type key.\(hint)")
            }
            var pairs: [(key: String, value: String)] = []
            for key in keys {
                guard let value = types[key] else { continue }
                guard let name = value as? String else {
                    throw ImportError("\(fileName): the type name of `\(key)` is not a string; write each name as a string.")
                }
                pairs.append((key, name))
            }
            return pairs
        default:
            throw ImportError("\(fileName) holds species and type names only; pass --table species or --table types.")
        }
    }

    /// The tables the object has names for: species, types, or both.
    static func tables(in data: Data, fileName: String) throws(ImportError) -> [TableKind] {
        let object = try self.object(data, fileName: fileName)
        return [object["species"] != nil ? TableKind.species : nil, object["types"] != nil ? .types : nil].compactMap { $0 }
    }

    /// The object's `locale`, if it names a valid BCP 47 one.
    static func locale(in data: Data) -> LocaleTag? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
              let text = object["locale"] as? String else { return nil }
        return LocaleTag(text)
    }

    /// Whether the data is a JSON object rather than an array or CSV text.
    static func isObject(_ data: Data) -> Bool {
        String(decoding: data.prefix(64), as: UTF8.self).drop { $0.isWhitespace }.first == "{"
    }

    private static func object(_ data: Data, fileName: String) throws(ImportError) -> [String: Any] {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
            throw ImportError("\(fileName) is not a JSON object of names; write it as {\"species\": [...], \"types\": {\"normal\": \"...\"}}.")
        }
        return object
    }
}
