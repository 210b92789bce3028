import PokeTables

/// Reads an Xcode String Catalog (`.xcstrings`, format 1.0 or 1.1) into one ``TranslatedFile``
/// per locale it has besides its source language, for `loccheck import`.
///
/// A string's key is its `table:key` identity (as `export --format xcstrings` writes it); its
/// source is the source language's text, or, when the catalog has none, the key's slug (what
/// export writes for a name English lacks). A `stringUnit` whose `state` is `translated` is a
/// name to import; `needs_review`, `new` and any other state are fuzzy (reported, never written).
/// A localization with `variations` (plural, device) or `substitutions` can't be one name of a
/// table: the entry says so and is refused. Each entry's line is its `stringUnit` value's, and
/// each message names its place in the JSON (`strings › species:pikachu › localizations › ko`).
struct XCStringsReader {
    /// The file's name, for messages.
    let name: String

    /// - Complexity: O(n) in the size of the file.
    func read(_ bytes: [UInt8]) throws(ExchangeFileError) -> [TranslatedFile] {
        let document: LocatedJSON
        do {
            document = try LocatedJSON.parse(bytes)
        } catch {
            throw ExchangeFileError(
                name, line: error.line, column: error.column, "\(error.message); this is not a String Catalog Xcode could open.")
        }
        guard case .object = document.value else {
            throw ExchangeFileError(
                name, line: document.line, "a String Catalog is a JSON object, with sourceLanguage, strings and version.")
        }
        guard let versionValue = document["version"], case .string(let version) = versionValue.value else {
            throw ExchangeFileError(name, line: document.line, "the catalog has no `version`; Xcode writes \"1.0\" or \"1.1\".")
        }
        guard CatalogVersion(rawValue: version) != nil else {
            throw ExchangeFileError(
                name, line: versionValue.line,
                "`version` is \(JSONSyntaxError.quoted(version)), which loccheck can't read; it reads String Catalogs of version \(CatalogVersion.allCases.map(\.rawValue).joined(separator: " and "))."
            )
        }
        guard let sourceValue = document["sourceLanguage"], case .string(let sourceText) = sourceValue.value else {
            throw ExchangeFileError(
                name, line: document.line, "the catalog has no `sourceLanguage`; the names' source is English (\"en\").")
        }
        guard let source = LocaleTag(sourceText), source == TableLayout.referenceLocale else {
            throw ExchangeFileError(
                name, line: sourceValue.line,
                "`sourceLanguage` is \(JSONSyntaxError.quoted(sourceText)), but the tables' source is English; export the catalog again with `loccheck export --format xcstrings`."
            )
        }
        guard let stringsValue = document["strings"], case .object(let strings) = stringsValue.value else {
            throw ExchangeFileError(name, line: document.line, "the catalog has no `strings` object.")
        }
        var files: [String: TranslatedFile] = [:]
        var order: [String] = []
        for (key, string) in strings {
            let place = "strings › \(ShownText(excerptOf: key, characters: 60))"
            guard case .object = string.value else {
                throw ExchangeFileError(name, line: string.line, "\(place) is not an object.")
            }
            guard let localizations = string["localizations"] else { continue }
            guard case .object(let byLocale) = localizations.value else {
                throw ExchangeFileError(name, line: localizations.line, "\(place) › localizations is not an object.")
            }
            let sourceText = byLocale.first { LocaleTag($0.key) == source }.flatMap { Self.unit(of: $0.value)?.value }
            let slug = key.split(separator: ":", maxSplits: 1).dropFirst().first.map(String.init) ?? key
            for (localeText, localization) in byLocale where LocaleTag(localeText) != source {
                let at = "\(place) › localizations › \(ShownText(excerptOf: localeText, characters: 40))"
                var entry = TranslatedFile.Entry(
                    context: key, source: sourceText ?? slug, target: "", state: .untranslated, line: localization.line)
                if localization["variations"] != nil {
                    entry.problem = "has variations (plural or device) at \(at), which a name table can't hold; give it one stringUnit"
                } else if localization["substitutions"] != nil {
                    entry.problem = "has substitutions at \(at), which a name table can't hold; give it one stringUnit"
                } else if let unit = Self.unit(of: localization) {
                    entry.target = unit.value
                    entry.line = unit.line
                    entry.state = unit.state == "translated" ? .translated : .fuzzy
                } else {
                    entry.problem = "has no stringUnit with a `state` and a `value` at \(at)"
                }
                if files[localeText] == nil {
                    order.append(localeText)
                    files[localeText] = TranslatedFile(locale: LocaleTag(localeText), localeText: localeText, entries: [])
                }
                files[localeText]?.entries.append(entry)
            }
        }
        return order.compactMap { files[$0] }
    }

    /// A localization's `stringUnit`: its state, its value and the value's line.
    private static func unit(of localization: LocatedJSON) -> (state: String, value: String, line: Int)? {
        guard let unit = localization["stringUnit"], let state = unit["state"], let value = unit["value"],
            case .string(let stateText) = state.value, case .string(let text) = value.value
        else { return nil }
        return (stateText, text, value.line)
    }
}
