import PokeTables

/// Writes a catalog as XLIFF 1.2, the exchange format of Xcode and most CAT tools.
///
/// One `<file>` per table (`original` is the table's name), one `<trans-unit>` per name with the
/// stable `table:key` as its id, its `resname` and its location (a `<context-group
/// purpose="location">`; tools that renumber ids keep the last two), the English `<source>`, the
/// locale's `<target>` when it has one (`state="translated"`, `approved="yes"`: the committed
/// name), and the translator note.
/// `{species}` and `{form}` are `<ph>` elements, so tools protect them. Deterministic.
enum XLIFFWriter {
    static let namespace = "urn:oasis:names:tc:xliff:document:1.2"

    /// The XLIFF text of `units`; throws when a name holds a character XML 1.0 can't carry.
    /// - Complexity: O(n) in the total length of the units.
    static func render(_ units: [ExchangeUnit], locale: LocaleTag) throws(ExchangeFileError) -> String {
        var out: Markup<XMLOutput> = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!-- Pokédex names in \(locale), from the PokeLocalization name tables (`loccheck export`).
                 Each trans-unit id is TABLE:KEY, stable across exports; the source is the English text.
                 A form name that contains the species name ("Mega Venusaur") is shown alone; any other is
                 joined to the species name by the ui:form-pattern label ("Deoxys (Attack Forme)").
                 `loccheck import FILE.xlf` writes translated units back; units not approved, in a needs-… state
                 or without a target are not written. -->
            <xliff version="1.2" xmlns="\(namespace)">

            """
        var index = 0
        while index < units.count {
            let kind = units[index].kind
            out.append(
                "  <file original=\"\(kind.rawValue)\" source-language=\"\(TableLayout.referenceLocale)\" target-language=\"\(locale)\" datatype=\"plaintext\">\n    <body>\n"
            )
            while index < units.count, units[index].kind == kind {
                out.append(try unit(units[index]))
                index += 1
            }
            out.append("    </body>\n  </file>\n")
        }
        out.append("</xliff>\n")
        return out.text
    }

    private static func unit(_ unit: ExchangeUnit) throws(ExchangeFileError) -> Markup<XMLOutput> {
        for text in [unit.source, unit.target ?? ""] where text.unicodeScalars.contains(where: { !isXMLCharacter($0) }) {
            throw ExchangeFileError(
                "\(unit.kind.relativePath(for: TableLayout.referenceLocale))", line: nil,
                "`\(unit.context)` holds a character XML can't carry (a control character or U+FFFE/U+FFFF); fix the name, or export as PO."
            )
        }
        let translated = !unit.isUntranslated
        let context = unit.context
        var out: Markup<XMLOutput> = "      <trans-unit id=\"\(context)\" resname=\"\(context)\" xml:space=\"preserve\""
        out.append(translated ? " approved=\"yes\">\n" : ">\n")
        let sourceIDs = placeholderIDs(unit.source)
        out.append("        <source>\(inline(unit.source, ids: sourceIDs))</source>\n")
        if translated, let target = unit.target {
            out.append("        <target state=\"translated\">\(inline(target, ids: sourceIDs))</target>\n")
        }
        // The key again as the unit's location, and the note as the developer's: what
        // translate-toolkit's xliff2po keeps (as `#:` and `#.`) when it renumbers the ids.
        out.append(
            "        <context-group purpose=\"location\"><context context-type=\"sourcefile\">\(context)</context></context-group>\n")
        out.append("        <note from=\"developer\">\(unit.note)</note>\n      </trans-unit>\n")
        return out
    }

    /// The `<ph>` id of each placeholder occurrence of the source: `{species}` #1 → "1".
    private static func placeholderIDs(_ source: String) -> [String: [String]] {
        var ids: [String: [String]] = [:]
        for (number, token) in LabelPlaceholders.scan(source).enumerated() { ids[token, default: []].append("\(number + 1)") }
        return ids
    }

    /// Text with its placeholders as `<ph>`; the nth `{species}` of a target gets the id of the
    /// source's nth, so tools pair them; one the source lacks gets an id of its own.
    private static func inline(_ text: String, ids: [String: [String]]) -> Markup<XMLOutput> {
        var remaining = ids
        var next = ids.values.reduce(0) { $0 + $1.count } + 1
        var out = Markup<XMLOutput>()
        for segment in LabelPlaceholders.segments(text) {
            guard segment.isPlaceholder else {
                out.append("\(segment.text)")
                continue
            }
            let id: String
            if let first = remaining[segment.text]?.first {
                id = first
                remaining[segment.text]?.removeFirst()
            } else {
                id = "\(next)"
                next += 1
            }
            out.append("<ph id=\"\(id)\">\(segment.text)</ph>")
        }
        return out
    }

    /// XML 1.0's Char production: tab, LF, CR and everything from U+0020 but U+FFFE and U+FFFF.
    static func isXMLCharacter(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x9, 0xA, 0xD, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }
}
