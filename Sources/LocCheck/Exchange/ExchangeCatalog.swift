import PokeTables

/// One name to translate, as an exchange file carries it.
struct ExchangeUnit: Sendable {
    var kind: TableKind
    var key: String
    /// The English text, the entry's source; the slug when English has no name for it.
    var source: String
    /// The locale's text now: `nil` when its table has no line for the key, `""` when the line is empty.
    var target: String?
    /// What the translator needs to know: the National Pokédex number, the species of a form, a label's use.
    var note: String

    /// The entry's stable identity in every format: `species:bulbasaur`, `ui:form-pattern`.
    var context: String { ExchangeContext.text(kind, key) }

    /// Whether the locale has no name for it yet.
    var isUntranslated: Bool { target?.isEmpty ?? true }
}

/// The `table:key` identity of an exchange entry (gettext's msgctxt, XLIFF's trans-unit id).
///
/// Table names have no `:`, so the first `:` splits it; keys (PokeAPI slugs, label names) never
/// change, so the identity is stable across exports.
enum ExchangeContext {
    static func text(_ kind: TableKind, _ key: String) -> String { "\(kind.rawValue):\(key)" }

    /// Whether `text` has the shape of an identity, a table's name, `:`, then a key; whether the
    /// tables have that key is the catalog's to say.
    static func isKey(_ text: String) -> Bool {
        guard let colon = text.firstIndex(of: ":"), text.index(after: colon) < text.endIndex else { return false }
        return TableKind(rawValue: String(text[..<colon])) != nil
    }
}

/// Every name a locale has or lacks, with its English source: what `loccheck export` writes and
/// what `loccheck import` compares a translated file with.
struct ExchangeCatalog: Sendable {
    /// In the order the table kinds are declared (``PokeTables/TableKind``), then each table's key order.
    let units: [ExchangeUnit]

    /// The units of every table the directory has in English, keyed as loccheck expects them.
    /// - Complexity: O(n) in the number of keys of all tables.
    init(tables: TableSet, snapshot: Snapshot, locale: LocaleTag) {
        let notes = TranslatorNote(snapshot: snapshot, tables: tables, locale: locale)
        var units: [ExchangeUnit] = []
        for kind in TableKind.translated where notes.english[kind] != nil {
            let current =
                tables.table(kind, locale).map { table in
                    Dictionary(table.file.uniqueEntries.map { ($0.key, $0.value) }, uniquingKeysWith: { first, _ in first })
                } ?? [:]
            for key in tables.expectedKeys(kind, snapshot: snapshot) {
                let english = notes.englishText(kind, key)
                let note = notes.note(kind, key) + (english == nil ? " English has no name for it; the source is its key." : "")
                units.append(ExchangeUnit(kind: kind, key: key, source: english ?? key, target: current[key], note: note))
            }
        }
        self.units = units
    }
}
