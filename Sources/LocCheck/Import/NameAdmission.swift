import PokeTables

/// The rules a name from outside must pass to be written into a table, whoever brings it: a PO
/// or XLIFF file (`loccheck import`), PokeAPI's CSV or a PokeAPI server (`loccheck import-pokeapi`).
/// The table parser holds the tables to the same rules, so nothing an import writes is a finding.
enum NameAdmission {
    /// Why a name can't be a table's, as the end of a sentence that names it (`the ko name of
    /// `bulbasaur` …`), and how the importer's user fixes it.
    struct Refusal: Equatable, Sendable {
        /// What is wrong, after the name: `has a line break or a control character (U+001B), …`.
        var problem: String
        /// How a translator fixes it in their file: `write the name on one line`.
        var fix: String
    }

    /// Why `name` (trimmed and in NFC, as importers write names) can't be written, or nil.
    /// - Complexity: O(n) in the name's UTF-8 bytes.
    static func refusal(of name: String) -> Refusal? {
        if name.utf8.count > TableLimits.valueBytes {
            return Refusal(
                problem: "is \(TableLimits.grouped(name.utf8.count)) bytes long, over the limit of "
                    + "\(TableLimits.describe(TableLimits.valueBytes)) (UTF-8) for a name", fix: "shorten it and import again")
        }
        if let control = name.unicodeScalars.first(where: TableFile.isControl) {
            return Refusal(
                problem:
                    "has a line break or a control character (\(InvisibleCharacters.describe(control))), which a table line can't hold",
                fix: "write the name on one line")
        }
        if let invisible = InvisibleCharacters.first(in: name) {
            return Refusal(problem: "contains \(invisible.codePoint), \(invisible.reason)", fix: "delete it in your tool and import again")
        }
        let line = TableFile(text: "key = \(name)\n")
        guard line.diagnostics.isEmpty, line.entries.count == 1, line.entries[0].value.utf8.elementsEqual(name.utf8) else {
            return Refusal(
                problem: "can't be a table line (\(line.diagnostics.first?.message ?? "it reads back differently"))",
                fix: "write the name on one line")
        }
        return nil
    }
}
