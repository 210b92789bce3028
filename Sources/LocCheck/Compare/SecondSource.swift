import Foundation
import PokeTables

/// Another list of names to compare the tables with: any file `loccheck import` reads (a JSON
/// array, CSV or TSV of slug and name) or a `{species, types}` object such as Pokémon GO's names.
struct SecondSource {
    let url: URL
    let data: Data

    /// The file's name, as reports show it.
    var fileName: String { url.lastPathComponent }

    /// Reads the file at `url`; nil when it can't be read.
    init?(_ url: URL) {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        self.url = url
        self.data = data
    }

    /// The locale the file declares (a `{species, types}` object's `locale`), if any.
    var declaredLocale: LocaleTag? {
        NameDictionary.isObject(data) ? NameDictionary.locale(in: data) : nil
    }

    /// The tables to compare: the one asked for, else every table the file has names for
    /// (species for a plain list).
    func tables(asked: TableKind?) throws(ImportError) -> [TableKind] {
        if let asked { return [asked] }
        return NameDictionary.isObject(data) ? try NameDictionary.tables(in: data, fileName: fileName) : [.species]
    }

    /// The file's names for a table whose keys are `keys`, in order.
    func names(_ kind: TableKind, keys: [String]) throws(ImportError) -> [(key: String, value: String)] {
        try NameList.read(data, fileName: fileName, keys: keys, kind: kind)
    }
}
