import Foundation
import PokeTables

/// Writes names as an Xcode String Catalog (`.xcstrings`): one JSON file holding every locale.
///
/// One string per entry, keyed by its stable `table:key` identity (as PO's msgctxt and XLIFF's
/// trans-unit id), with the translator note as its `comment`, `extractionState` `manual` (no
/// source code declares it), and a `stringUnit` per locale that has a name for it, `state`
/// `translated` (the tables hold reviewed names). English, the catalog's `sourceLanguage`, is a
/// localization too, so the key is never what an app shows; a locale without a name for an entry
/// has no localization for it, as Xcode leaves a string not yet translated. `{species}` and
/// `{form}` stay as they are: the app's code fills them, not `String(localized:)`.
///
/// The text is laid out as Xcode writes a catalog, so opening and saving it in Xcode changes
/// nothing: two-space indentation, `" : "` between a key and its value, keys sorted as Xcode's
/// JSON writer sorts them (``XcodeKeyOrder``), `/` not escaped, and no newline at the end.
/// Deterministic: the same tables give the same bytes.
enum XCStringsWriter {
    /// One string of the catalog: its key, comment and each locale's text.
    struct Entry {
        var key: String
        var comment: String
        /// Each locale's text, by locale tag; only locales with a name.
        var localizations: [String: String]
    }

    /// The catalog's text.
    /// - Complexity: O(n log n) in the number of entries and localizations (the sort), O(n) in their length.
    static func render(_ entries: [Entry], version: CatalogVersion) -> String {
        var out = "{\n  \"sourceLanguage\" : \"\(TableLayout.referenceLocale)\",\n  \"strings\" : {"
        let sorted = entries.sorted { XcodeKeyOrder.precedes($0.key, $1.key) }
        for (index, entry) in sorted.enumerated() {
            out += index == 0 ? "\n" : ",\n"
            out += "    \(quoted(entry.key)) : {\n"
            out += "      \"comment\" : \(quoted(entry.comment)),\n"
            out += "      \"extractionState\" : \"manual\""
            let locales = entry.localizations.keys.sorted(by: XcodeKeyOrder.precedes)
            if !locales.isEmpty {
                out += ",\n      \"localizations\" : {\n"
                for (position, locale) in locales.enumerated() {
                    out += "        \(quoted(locale)) : {\n          \"stringUnit\" : {\n"
                    out += "            \"state\" : \"translated\",\n"
                    out += "            \"value\" : \(quoted(entry.localizations[locale] ?? ""))\n"
                    out += "          }\n        }" + (position == locales.count - 1 ? "\n" : ",\n")
                }
                out += "      }"
            }
            out += "\n    }"
        }
        out += sorted.isEmpty ? "\n\n  },\n" : "\n  },\n"
        out += "  \"version\" : \"\(version.rawValue)\"\n}"
        return out
    }

    /// `text` as a JSON string, escaped as Apple's JSON writer escapes it with
    /// `withoutEscapingSlashes`: `"`, `\` and the C0 controls (`\n`, `\t`… by name, the rest as
    /// `\u00XX`); everything else as it is, in UTF-8.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case let control where control.value < 0x20:
                out += "\\u00" + (control.value < 0x10 ? "0" : "") + String(control.value, radix: 16)
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}

/// The order Xcode's JSON writer gives a catalog's keys (`JSONSerialization`'s `sortedKeys`:
/// Foundation's compare with numeric, case-insensitive and forced ordering): `species:porygon2`
/// before `species:porygon10` would be, `Ab` beside `ab`, and no two different keys equal.
enum XcodeKeyOrder {
    static func precedes(_ first: String, _ second: String) -> Bool {
        first.compare(second, options: [.numeric, .caseInsensitive, .forcedOrdering]) == .orderedAscending
    }
}
