import PokeTables

/// Reads an Xcode String Catalog (``PokeTables/StringCatalog``) into one ``TranslatedFile`` per
/// locale it has besides its source language, for `loccheck import`.
///
/// An entry's source is the source language's text of its string, or, when the catalog has none,
/// the key's slug (what export writes for a name English lacks). A `translated` stringUnit is a
/// name to import; any other state (`needs_review`, `new`) is fuzzy: reported, never written. An
/// entry that can't be a name (variations, substitutions) carries its problem, and is refused.
struct XCStringsReader {
    /// The file's name, for messages.
    let name: String

    /// - Complexity: O(n) in the size of the file.
    func read(_ bytes: [UInt8]) throws(ExchangeFileError) -> [TranslatedFile] {
        let catalog: StringCatalog
        do {
            catalog = try StringCatalog(bytes)
        } catch {
            throw ExchangeFileError(name, line: error.line, column: error.column, error.message)
        }
        return catalog.localizations.filter { $0.locale != catalog.source }.map { localization in
            let entries = localization.units.map { unit in
                let slug = unit.key.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init) ?? unit.key
                return TranslatedFile.Entry(
                    context: unit.key, source: unit.source ?? slug, target: unit.problem == nil ? unit.text : "",
                    state: unit.problem != nil || unit.text.isEmpty ? .untranslated : unit.isTranslated ? .translated : .fuzzy,
                    line: unit.line, problem: unit.problem)
            }
            return TranslatedFile(locale: localization.locale, localeText: localization.localeText, entries: entries)
        }
    }
}
