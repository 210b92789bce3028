import PokeTables

/// Writes a catalog as a GNU gettext PO file, which Poedit, Weblate, Crowdin and Lokalise read.
///
/// Each entry: the translator note as `#.`, the `table:key` again as its reference (`#:`, which
/// converters keep when they drop msgctxt), `#, python-brace-format` on labels with `{species}` or
/// `{form}` (so `msgfmt --check` and CAT tools verify the placeholders), `msgctxt` the stable
/// `table:key`, `msgid` the English text, `msgstr` the locale's text. Lines are not wrapped, so a
/// name is always on one line. Deterministic: the same tables give the same bytes.
enum POWriter {
    /// The PO text of `units` in the catalog's locale.
    /// - Parameter revised: the `PO-Revision-Date` (`YYYY-MM-DD`), for a header without warnings.
    /// - Complexity: O(n) in the total length of the units.
    static func render(_ units: [ExchangeUnit], locale: LocaleTag, revised: String?) -> String {
        var out = """
            # Pokédex names in \(locale), from the PokeLocalization name tables (`loccheck export`).
            # msgctxt is TABLE:KEY, stable across exports (tables: \(TableKind.translated.map(\.rawValue).joined(separator: ", "));
            # keys: PokeAPI slugs and label names); msgid is the English text; write the \(locale) text in msgstr.
            # A form name that contains the species name ("Mega Venusaur") is shown alone; any other is
            # joined to the species name by the ui:form-pattern label ("Deoxys (Attack Forme)").
            # `loccheck import FILE.po` writes the translated entries back; fuzzy and empty ones are not written.
            msgid ""
            msgstr ""
            "Project-Id-Version: PokeLocalization name tables\\n"

            """
        if let revised { out += "\"PO-Revision-Date: \(revised) 00:00+0000\\n\"\n" }
        out += """
            "Last-Translator: \\n"
            "Language-Team: \\n"
            "Language: \(String(locale.description.map { $0 == "-" ? "_" : $0 }))\\n"
            "MIME-Version: 1.0\\n"
            "Content-Type: text/plain; charset=UTF-8\\n"
            "Content-Transfer-Encoding: 8bit\\n"
            "X-Generator: loccheck export\\n"

            """
        for unit in units {
            // The key as a reference too: converters that drop msgctxt (po2xliff) keep `#:`.
            out += "\n#. \(unit.note)\n#: \(unit.context)\n"
            if !LabelPlaceholders.scan(unit.source).isEmpty { out += "#, python-brace-format\n" }
            out += "msgctxt \(quoted(unit.context))\nmsgid \(quoted(unit.source))\nmsgstr \(quoted(unit.target ?? ""))\n"
        }
        return out
    }

    /// A PO string literal: `"` and `\` escaped, and the control characters PO escapes by name.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            case "\r": out += "\\r"
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
