/// An Xcode String Catalog (`.xcstrings`, format 1.0 or 1.1) as the names it holds: for each
/// locale, each string's text, state and line. What `loccheck import` reads, what the check reads
/// beside an app's tables, and what `pokegen layer` compiles on Linux, where SwiftPM compiles no
/// catalog.
///
/// A string's key is its `table:key` identity (as `loccheck export --format xcstrings` writes
/// it); a string with another key is the app's own text, kept here and left alone by the tables.
/// A localization with `variations` (plural, device) or `substitutions` can't be one name, and
/// says so (``Unit/problem``), naming its place in the JSON (`strings › species:pikachu ›
/// localizations › ko`).
package struct StringCatalog: Sendable {
    /// One string's text in one locale.
    package struct Unit: Sendable {
        /// The string's key: `table:key` for a name.
        package let key: String
        /// The source language's text of the string, if the catalog has it.
        package let source: String?
        /// The text (empty when the localization has none).
        package var text: String = ""
        /// Whether its stringUnit's state is `translated` (`needs_review`, `new` and others are not).
        package var isTranslated = false
        /// The 1-based line of its stringUnit's value, or of the localization when it has none.
        package var line: Int
        /// The 1-based column (in Unicode scalars) of the value's first character, or of the localization.
        package var column: Int
        /// Why it can't be a name whatever its text, as the end of a sentence.
        package var problem: String?
    }

    /// A line and column of the catalog, both 1-based, the column in Unicode scalars.
    package struct Place: Hashable, Sendable {
        package let line: Int
        package let column: Int
    }

    /// One locale's strings, in the catalog's order.
    package struct Localization: Sendable {
        /// The locale as the catalog writes it.
        package let localeText: String
        /// The locale, when `localeText` is a BCP 47 tag.
        package let locale: LocaleTag?
        package var units: [Unit]
    }

    /// A catalog that can't be read: where, and what is wrong, as a sentence.
    package struct ReadError: Error, Sendable {
        package let line: Int
        package let column: Int?
        package let message: String
    }

    /// The source language (English: the names' source).
    package let source: LocaleTag
    /// Every locale's strings, the source language's among them, in the order the catalog first names them.
    package let localizations: [Localization]

    /// The format versions read (and `export --catalog-version` writes).
    package static let versions = CatalogVersion.allCases.map(\.rawValue)

    /// Reads a catalog.
    /// - Complexity: O(n) in the size of `bytes`.
    package init(_ bytes: [UInt8]) throws(ReadError) {
        let document: LocatedJSON
        do {
            document = try LocatedJSON.parse(bytes)
        } catch {
            throw ReadError(
                line: error.line, column: error.column, message: "\(error.message); this is not a String Catalog Xcode could open.")
        }
        guard case .object = document.value else {
            throw ReadError(
                line: document.line, column: nil, message: "a String Catalog is a JSON object, with sourceLanguage, strings and version.")
        }
        guard let versionValue = document["version"], case .string(let version) = versionValue.value else {
            throw ReadError(line: document.line, column: nil, message: "the catalog has no `version`; Xcode writes \"1.0\" or \"1.1\".")
        }
        guard Self.versions.contains(version) else {
            throw ReadError(
                line: versionValue.line, column: nil,
                message:
                    "`version` is \(JSONSyntaxError.quoted(version)), which loccheck can't read; it reads String Catalogs of version \(Self.versions.joined(separator: " and "))."
            )
        }
        guard let sourceValue = document["sourceLanguage"], case .string(let sourceText) = sourceValue.value else {
            throw ReadError(
                line: document.line, column: nil, message: "the catalog has no `sourceLanguage`; the names' source is English (\"en\").")
        }
        guard let source = LocaleTag(sourceText), source == TableLayout.referenceLocale else {
            throw ReadError(
                line: sourceValue.line, column: nil,
                message:
                    "`sourceLanguage` is \(JSONSyntaxError.quoted(sourceText)), but the tables' source is English; export the catalog again with `loccheck export --format xcstrings`."
            )
        }
        guard let stringsValue = document["strings"], case .object(let strings) = stringsValue.value else {
            throw ReadError(line: document.line, column: nil, message: "the catalog has no `strings` object.")
        }
        var localizations: [Localization] = []
        var position: [String: Int] = [:]
        for (key, string) in strings {
            let place = "strings › \(ShownText(excerptOf: key, characters: 60))"
            guard case .object = string.value else {
                throw ReadError(line: string.line, column: nil, message: "\(place) is not an object.")
            }
            guard let byLocaleValue = string["localizations"] else { continue }
            guard case .object(let byLocale) = byLocaleValue.value else {
                throw ReadError(line: byLocaleValue.line, column: nil, message: "\(place) › localizations is not an object.")
            }
            let sourceText = byLocale.first { LocaleTag($0.key) == source }.flatMap { Self.stringUnit(of: $0.value)?.value }
            for (localeText, localization) in byLocale {
                let at = "\(place) › localizations › \(ShownText(excerptOf: localeText, characters: 40))"
                var unit = Unit(key: key, source: sourceText, line: localization.line, column: localization.column)
                if localization["variations"] != nil {
                    unit.problem = "has variations (plural or device) at \(at), which a name table can't hold; give it one stringUnit"
                } else if localization["substitutions"] != nil {
                    unit.problem = "has substitutions at \(at), which a name table can't hold; give it one stringUnit"
                } else if let stringUnit = Self.stringUnit(of: localization) {
                    unit.text = stringUnit.value
                    unit.line = stringUnit.line
                    unit.column = stringUnit.column
                    unit.isTranslated = stringUnit.state == "translated"
                } else {
                    unit.problem = "has no stringUnit with a `state` and a `value` at \(at)"
                }
                if position[localeText] == nil {
                    position[localeText] = localizations.count
                    localizations.append(Localization(localeText: localeText, locale: LocaleTag(localeText), units: []))
                }
                localizations[position[localeText]!].units.append(unit)
            }
        }
        self.source = source
        self.localizations = localizations
    }

    /// A localization's `stringUnit`: its state, its value, and the line and column of the
    /// value's first character (after its opening quote).
    private static func stringUnit(of localization: LocatedJSON) -> (state: String, value: String, line: Int, column: Int)? {
        guard let unit = localization["stringUnit"], let state = unit["state"], let value = unit["value"],
            case .string(let stateText) = state.value, case .string(let text) = value.value
        else { return nil }
        return (stateText, text, value.line, value.column + 1)
    }

    /// The names as the text of table files (each table of each locale, a line `key = name` per string keyed
    /// `table:key`, in the catalog's order; a name not translated yet is empty, pending work), each
    /// with the catalog's line and column of each of its lines; a string with another key, a
    /// localization that is no BCP 47 tag, or one with a ``Unit/problem``, has no line.
    /// - Complexity: O(n) in the names.
    package func tableFiles() -> [(kind: TableKind, locale: LocaleTag, text: String, lines: [Place])] {
        var files: [(kind: TableKind, locale: LocaleTag, text: String, lines: [Place])] = []
        for localization in localizations {
            guard let locale = localization.locale else { continue }
            var byTable: [TableKind: (text: String, lines: [Place])] = [:]
            var order: [TableKind] = []
            for unit in localization.units where unit.problem == nil {
                guard let colon = unit.key.firstIndex(of: ":"), let kind = TableKind(rawValue: String(unit.key[..<colon])) else { continue }
                if byTable[kind] == nil {
                    byTable[kind] = ("", [])
                    order.append(kind)
                }
                let name = unit.isTranslated ? unit.text : ""
                byTable[kind]!.text += "\(unit.key[unit.key.index(after: colon)...]) = \(name)\n"
                // A name with line breaks takes more than one line of the table: each is the string's.
                let count = 1 + name.unicodeScalars.lazy.filter { $0 == "\n" }.count
                byTable[kind]!.lines += Array(repeating: Place(line: unit.line, column: unit.column), count: count)
            }
            for kind in order { files.append((kind, locale, byTable[kind]!.text, byTable[kind]!.lines)) }
        }
        return files
    }
}

/// The String Catalog format versions `export --catalog-version` writes: 1.0 (Xcode 15 and
/// later), 1.1 (Xcode 26, which reads both).
package enum CatalogVersion: String, CaseIterable, Sendable {
    /// 1.0, what Xcode 15 and later write.
    case xcode15 = "1.0"
    /// 1.1, what Xcode 26 writes.
    case xcode26 = "1.1"
}
